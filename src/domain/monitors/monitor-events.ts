import { db, type Tx } from '../../db.js';
import { NOTIFY_SQL, type EventReference } from '../../pubsub.js';

export const monitorTopic = (monitorId: number) => `monitor:${monitorId}`;

export interface MonitorEventPayload {
  /**
   * state_changed: a check moved it; updated: someone changed it (ack, snooze, mute, edit);
   * delivery: a notification row changed; history: an entry was added to its state history.
   */
  type: 'state_changed' | 'updated' | 'delivery' | 'history';
  monitorId: number;
  occurredAt: string;
  state?: string;
  previousState?: string;
  error?: string | null;
  delivery?: {
    id: number;
    destination_id: number;
    state: string;
    status: number | null;
    error: string | null;
    attempt: number;
    event_id: string;
  };
  /** The id of the history entry (type `history`). */
  historyId?: number;
  /** The entry itself, loaded for subscribers. */
  history?: MonitorHistoryRow;
}

/** One row of `monitor_events`, as subscribers and lists see it. */
export interface MonitorHistoryRow {
  id: number;
  monitorId: number;
  kind: string;
  fromState: string | null;
  toState: string;
  value: number | null;
  runId: number | null;
  userId: number | null;
  error: string | null;
  detail: unknown;
  createdAt: Date;
}

/**
 * What the notification carries: ids, enum values and counters. Free text (a state error, a
 * delivery's error) can exceed NOTIFY's 8000 bytes, so loadMonitorEvent reads it from the rows.
 */
interface MonitorEventReference {
  type: MonitorEventPayload['type'];
  monitorId: number;
  occurredAt: string;
  state: string | null;
  previousState: string | null;
  delivery: Omit<NonNullable<MonitorEventPayload['delivery']>, 'error'> | null;
  historyId?: number | null;
}

/** Publishes inside the transaction: subscribers in every process hear it only if it commits. */
export async function publishMonitorEvent(tx: Tx, payload: MonitorEventPayload): Promise<void> {
  await tx.$executeRawUnsafe(NOTIFY_SQL, monitorTopic(payload.monitorId), JSON.stringify(monitorEventReference(payload)));
}

/** What a published monitor event carries (see MonitorEventReference). */
export function monitorEventReference(payload: MonitorEventPayload): MonitorEventReference {
  const delivery = payload.delivery;
  return {
    type: payload.type,
    monitorId: payload.monitorId,
    occurredAt: payload.occurredAt,
    state: payload.state ?? null,
    previousState: payload.previousState ?? null,
    delivery: delivery
      ? {
          id: delivery.id,
          destination_id: delivery.destination_id,
          state: delivery.state,
          status: delivery.status,
          attempt: delivery.attempt,
          event_id: delivery.event_id,
        }
      : null,
    historyId: payload.historyId ?? null,
  };
}

/**
 * The event a subscriber sees for a notification, its texts read now from the monitor (state
 * error) or the delivery row. Null for a pubsub resync, which carries no event of its own.
 */
export async function loadMonitorEvent(data: EventReference): Promise<MonitorEventPayload | null> {
  if (data.resync) return null;
  const reference = data as unknown as MonitorEventReference;
  const event = { type: reference.type, monitorId: reference.monitorId, occurredAt: reference.occurredAt };
  if (reference.delivery) {
    const row = await db.delivery.findUnique({ where: { id: reference.delivery.id }, select: { error: true } });
    return { ...event, delivery: { ...reference.delivery, error: row?.error ?? null } };
  }
  if (reference.historyId) {
    const history = await db.monitorEvent.findUnique({ where: { id: reference.historyId } });
    if (!history) return null;
    return {
      ...event,
      state: history.toState,
      previousState: history.fromState ?? undefined,
      error: history.error,
      historyId: history.id,
      history,
    };
  }
  const monitor = await db.monitor.findUnique({ where: { id: reference.monitorId }, select: { stateError: true } });
  return {
    ...event,
    state: reference.state ?? undefined,
    previousState: reference.previousState ?? undefined,
    error: monitor?.stateError ?? null,
  };
}
