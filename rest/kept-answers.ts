import { LRUCache } from 'lru-cache';
import type { Context } from '../src/context.js';

/**
 * REST answers kept with the revision they were rendered from, so that a GET whose read shows the
 * same revision sends the same bytes again instead of rendering them anew (the dashboard GET: ~370
 * GraphQL fields and a 7 KB JSON for a 7-widget dashboard).
 *
 * This is not a read cache: every GET still reads the database and runs the policy (the revision
 * is what that read found), so nothing is stale across processes and a write is seen at once. An
 * answer is kept for one viewer object (the credential's cached viewer: a change to the user, its
 * groups or its organization makes a new one) and one request origin (links in the answer), since
 * what a revision renders to depends on who asks and where from.
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

/** A number per viewer object: answers kept for a viewer that was since replaced are never matched again. */
const viewerNumbers = new WeakMap<object, number>();
let lastViewerNumber = 0;

/** Where the answer to `resource` for this request's viewer and origin is kept; null without a viewer. */
export function answerKey(ctx: Context, resource: string): string | null {
  const viewer = ctx.viewer;
  if (!viewer) return null;
  let number = viewerNumbers.get(viewer);
  if (number === undefined) viewerNumbers.set(viewer, (number = lastViewerNumber += 1));
  return `${number} ${ctx.secure ? 's' : '-'} ${ctx.requestOrigin} ${resource}`;
}

/** The answer kept under `key`, with the revision it was rendered from. */
export function keptAnswer(key: string): Kept | undefined {
  return kept.get(key);
}

/** Keeps `body`, rendered from `revision`, under `key` (replacing what was kept there). */
export function keepAnswer(key: string, revision: string, body: string): void {
  kept.set(key, { revision, body });
}
