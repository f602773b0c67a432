import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messagePage } from '../../src/render/document.js';
import { errorResponse } from '../app.js';
import type { RestEnv } from '../env.js';

type Copy = Partial<Record<number, [title: string, message: string]>>;

const COPY: Copy = {
  401: ['Sign in required', 'Sign in to Overlook, or open the link with ?api_key=.'],
  403: ['Not allowed', 'You are not allowed to see this.'],
  404: ['Not found', 'It does not exist, or it is not visible to you.'],
  429: ['Too many requests', 'Please wait a moment and reload.'],
  503: ['Temporarily unavailable', 'Please try again in a moment.'],
};
const FALLBACK: [string, string] = ['Something went wrong', 'Please try again later.'];

/**
 * A failed page as a page: the status is the one the JSON API would answer (rest/app.ts decides
 * and logs unexpected errors), the words are the page's own or the common ones.
 */
export function errorPage(c: HonoContext<RestEnv>, error: unknown, headers: Record<string, string>, copy: Copy = {}): Response {
  const status = errorResponse(error, c.get('ctx')?.requestId).status as ContentfulStatusCode;
  const [title, message] = copy[status] ?? COPY[status] ?? FALLBACK;
  return c.body(messagePage(title, message).toString(), status, headers);
}
