import { LRUCache } from 'lru-cache';
import type { Context as HonoContext } from 'hono';
import { viewerState } from '../src/auth/viewer-state.js';
import type { Context } from '../src/context.js';
import type { RestEnv } from './env.js';

/**
 * REST answers kept with the revision they were rendered from, so that a GET whose read shows the
 * same revision sends the same bytes again instead of rendering them anew (the dashboard GET: ~370
 * GraphQL fields and a 7 KB JSON for a 7-widget dashboard; a page of the query list: ~450 fields).
 *
 * This is not a read cache: every GET still reads the database and runs the policy (the revision
 * is what that read found), so nothing is stale across processes and a write is seen at once. An
 * answer is kept for one viewer state (everything the viewer object carries: the user, its
 * organization, its groups with their permissions and connectors, the credential) and one request
 * origin (links in the answer), since what a revision renders to depends on who asks and where
 * from (src/auth/viewer-state.ts).
 */

/** Every kept answer together: about this many UTF-16 code units of JSON. */
const MAX_SIZE = 32 * 1024 * 1024;
/** Larger answers (widgets with many result rows) are rendered every time. */
const MAX_ENTRY_SIZE = 1024 * 1024;

interface Kept {
  revision: string;
  body: string;
}

const kept = new LRUCache<string, Kept>({
  maxSize: MAX_SIZE,
  maxEntrySize: MAX_ENTRY_SIZE,
  sizeCalculation: (entry, key) => entry.body.length + key.length,
});

/** Where the answer to `resource` for this request's viewer and origin is kept; null without a viewer. */
export function answerKey(ctx: Context, resource: string): string | null {
  if (!ctx.viewer) return null;
  return `${viewerState(ctx.viewer)} ${ctx.secure ? 's' : '-'} ${ctx.requestOrigin} ${resource}`;
}

/** The answer kept under `key`, with the revision it was rendered from. */
export function keptAnswer(key: string): Kept | undefined {
  return kept.get(key);
}

/** Keeps `body`, rendered from `revision`, under `key` (replacing what was kept there). */
export function keepAnswer(key: string, revision: string, body: string): void {
  kept.set(key, { revision, body });
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * A GET answered from its kept answer when it can be: with an answer kept for this caller and
 * `resource`, `revisionNow` reads the current revision (the read and the policy run every time) and,
 * if it is the kept one, the kept bytes go out. Otherwise `render` reads and renders the answer with
 * the revision it came from (one statement, one snapshot), which is kept for the next GET.
 */
export async function keptOrRendered(
  c: HonoContext<RestEnv>,
  resource: string,
  revisionNow: () => Promise<string | null | undefined>,
  render: () => Promise<{ revision: string | null | undefined; body: string }>,
): Promise<Response> {
  const key = answerKey(c.get('ctx'), resource);
  const kept = key === null ? undefined : keptAnswer(key);
  if (kept && (await revisionNow()) === kept.revision) return c.body(kept.body, 200, JSON_HEADERS);
  const { revision, body } = await render();
  if (key !== null && revision) keepAnswer(key, revision, body);
  return c.body(body, 200, JSON_HEADERS);
}
