import { LRUCache } from 'lru-cache';
import { eventTarget, NOTIFY_SQL, type EventReference } from '../pubsub.js';

/** The topic that tells every process to forget cached viewers; it carries ids only. */
export const VIEWER_INVALIDATED_TOPIC = 'viewer_invalidated';

/** Which cached viewers a change makes stale: one user's, or everyone's in an organization. */
export type ViewerInvalidation = { userId: number } | { orgId: number };

/** A backstop only: invalidations arrive by NOTIFY within milliseconds. */
const TTL_MS = 5000;
const MAX_ENTRIES = 10_000;

/** What the cache needs of a viewer (src/auth/viewer.ts's Viewer) to forget it by user or organization. */
interface CacheableViewer {
  id: number;
  org: { id: number };
}

interface Entry {
  viewer: CacheableViewer;
  /** A session viewer is valid only until its session expires (compared with the request's clock). */
  expiresAt?: Date;
}

const cache = new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: TTL_MS });

/**
 * Bumped by every invalidation: a lookup that started before one must not store what it read,
 * since it may have read the rows the invalidation is about before they committed.
 */
let generation = 0;

function forget(ref: EventReference): void {
  generation += 1;
  if (typeof ref.userId === 'number') {
    for (const [key, entry] of cache.entries()) if (entry.viewer.id === ref.userId) cache.delete(key);
  } else if (typeof ref.orgId === 'number') {
    for (const [key, entry] of cache.entries()) if (entry.viewer.org.id === ref.orgId) cache.delete(key);
  } else {
    // A resync after the LISTEN connection came back, or anything unrecognised: forget everything.
    cache.clear();
  }
}

eventTarget.addEventListener(VIEWER_INVALIDATED_TOPIC, (event) => forget((event as CustomEvent<EventReference>).detail));

/**
 * The viewer a credential resolves to, from the cache when it is safe: only while the LISTEN
 * connection is up (otherwise invalidations from other processes could be missed, so every
 * lookup goes to the database and the cache is emptied). `load` returns the viewer and, for a
 * session, its expiry; only found viewers are cached.
 */
export async function cachedViewer<V extends CacheableViewer>(
  key: string,
  now: Date,
  load: () => Promise<{ viewer: V; expiresAt?: Date } | null>,
): Promise<V | null> {
  if (!eventTarget.listening) {
    if (cache.size) forget({});
    const loaded = await load();
    return loaded?.viewer ?? null;
  }
  const hit = cache.get(key);
  // Only viewer.ts stores here, always its own Viewer type.
  if (hit && (!hit.expiresAt || hit.expiresAt > now)) return hit.viewer as V;
  const started = generation;
  const loaded = await load();
  if (loaded && started === generation && eventTarget.listening) cache.set(key, loaded);
  return loaded?.viewer ?? null;
}

interface RawExecutor {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/**
 * Makes cached viewers stale in every process: forgets them here at once, and NOTIFYs through
 * `client` so the other processes (and this one again) forget them when the change commits. Pass
 * the transaction that makes the change; outside one, call it after the write.
 */
export async function invalidateViewers(client: RawExecutor, ref: ViewerInvalidation): Promise<void> {
  forget(ref);
  await client.$executeRawUnsafe(NOTIFY_SQL, VIEWER_INVALIDATED_TOPIC, JSON.stringify(ref));
}
