import type { Tx } from '../../db.js';
import { NOTIFY_SQL } from '../../pubsub.js';

export const monitorTopic = (monitorId: number) => `monitor:${monitorId}`;

export interface MonitorEventPayload {
  /** state_changed: a check moved it; updated: someone changed it (ack, snooze, mute, edit); delivery: a notification row changed. */
  type: 'state_changed' | 'updated' | 'delivery';
  monitorId: number;
  occurredAt: string;
  state?: string;
  previousState?: string;
  error?: string | null;
  delivery?: { id: number; destination_id: number; state: string; status: number | null; error: string | null; attempt: number; event_id: string };
}

/** Publishes inside the transaction: subscribers in every process hear it only if it commits. */
export async function publishMonitorEvent(tx: Tx, payload: MonitorEventPayload): Promise<void> {
  await tx.$executeRawUnsafe(NOTIFY_SQL, monitorTopic(payload.monitorId), JSON.stringify(payload));
}
