import { html as honoHtml, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/** Markup that is safe to insert as it is: built by `html` or marked with `raw`. */
export type Html = HtmlEscapedString;

/**
 * Hono's `html` template, synchronous: every interpolated string is escaped, `Html` values are
 * kept, arrays are joined and null, undefined and booleans draw nothing. The one escaper of the
 * pages and the digest e-mail.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const markup = honoHtml(strings, ...values);
  if (markup instanceof Promise) throw new TypeError('html: asynchronous values cannot be drawn');
  return markup;
}

export { raw };
