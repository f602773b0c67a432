import { createRequire } from 'node:module';
import type MarkdownIt from 'markdown-it';
import { raw, type Html } from './html.js';

/**
 * Markdown as text widgets write it. Raw HTML is never passed through (`html: false` escapes
 * it, so `<script>` shows as text); links keep markdown-it's protocol check (no javascript:,
 * vbscript:, file: or data:) and are limited further to http(s), mailto and relative targets.
 * Images are off: a page or digest never loads what a widget's author points at.
 */
const SAFE_LINK = /^(https?:|mailto:|[/#?.]|[^:]*$)/i;

let markdown: MarkdownIt | undefined;

/** markdown-it, loaded (synchronously, its CommonJS build) at the first text widget drawn: a start need not load it. */
function renderer(): MarkdownIt {
  if (markdown) return markdown;
  const Markdown = createRequire(import.meta.url)('markdown-it') as typeof MarkdownIt;
  const created = new Markdown('commonmark', { html: false, linkify: false, typographer: false }).disable(['image']);

  const defaultValidateLink = created.validateLink.bind(created);
  created.validateLink = (url) => defaultValidateLink(url) && SAFE_LINK.test(url.trim());

  const renderLinkOpen = created.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  created.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    tokens[idx].attrSet('rel', 'nofollow noopener noreferrer');
    tokens[idx].attrSet('target', '_blank');
    return renderLinkOpen(tokens, idx, options, env, self);
  };
  markdown = created;
  return created;
}

/** A text widget's Markdown as safe markup (see renderer() above for what is refused). */
export function markdownHtml(source: string): Html {
  return raw(renderer().render(source));
}
