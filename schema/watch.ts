import { VIEWER_INVALIDATED_TOPIC } from '../src/auth/viewer-cache.js';
import { createContext, type Context } from '../src/context.js';
import { pubsub, type EventReference } from '../src/pubsub.js';

/**
 * The loop of every live subscription (schema/live.ts, jobStatus, monitorEvents): events of one
 * topic, through PostgreSQL NOTIFY (any process), under the object's read policy, ending when the
 * subscriber loses access (the viewer_invalidated NOTIFY of src/auth/viewer-cache.ts).
 */

/** One step of a watch: the subscriber's current context, and the event (null: the first, to read the current state). */
export interface Watched {
  ctx: Context;
  event: EventReference | null;
}

/** Whether an invalidation concerns this viewer (or asks everyone to look again, as a resync does). */
function concerns(ctx: Context, ref: EventReference): boolean {
  if (!ctx.viewer) return true;
  if (typeof ref.userId === 'number') return ref.userId === ctx.viewer.id;
  if (typeof ref.orgId === 'number') return ref.orgId === ctx.viewer.org.id;
  return true;
}

/**
 * The subscriber's credentials resolved again from its handshake (graphql-ws: the upgrade request
 * with its connectionParams, which yoga's context carries as `request`): null when they no longer
 * name an active user.
 */
async function revalidated(ctx: Context): Promise<Context | null> {
  const request = (ctx as Context & { request?: Request }).request;
  if (!request) return ctx;
  const fresh = await createContext(request, { ip: ctx.ip, transport: 'websocket' });
  return fresh.viewer ? Object.assign(Object.create(ctx) as Context, { viewer: fresh.viewer, loaders: fresh.loaders }) : null;
}

/**
 * Listens on `topic` and on viewer invalidations; yields once at the start (event null) and then
 * once per event, with the subscriber's context. `authorize` is the object's read policy: it runs
 * before the first yield (its refusal is the subscription's error) and again after each
 * invalidation, where a refusal, like lost credentials, ends the watch quietly.
 */
export async function* watch(ctx: Context, topic: string, authorize: (ctx: Context) => Promise<unknown>): AsyncGenerator<Watched> {
  // Listening starts before the current state is read, so no change can slip between them.
  const events = pubsub.subscribe(topic)[Symbol.asyncIterator]();
  const access = pubsub.subscribe(VIEWER_INVALIDATED_TOPIC)[Symbol.asyncIterator]();
  let current = ctx;
  try {
    let nextEvent = events.next().then((r) => ({ kind: 'event' as const, r }));
    let nextAccess = access.next().then((r) => ({ kind: 'access' as const, r }));
    await authorize(current);
    yield { ctx: current, event: null };
    for (;;) {
      const { kind, r } = await Promise.race([nextEvent, nextAccess]);
      if (r.done) return;
      if (kind === 'access') {
        nextAccess = access.next().then((next) => ({ kind: 'access' as const, r: next }));
        if (!concerns(current, r.value)) continue;
        const fresh = await revalidated(current);
        if (!fresh) return;
        try {
          await authorize(fresh);
        } catch {
          return;
        }
        current = fresh;
        continue;
      }
      nextEvent = events.next().then((next) => ({ kind: 'event' as const, r: next }));
      yield { ctx: current, event: r.value };
    }
  } finally {
    await events.return?.();
    await access.return?.();
  }
}
