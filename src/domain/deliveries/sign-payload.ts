import { createHmac } from 'node:crypto';
import { safeEqual } from '../../crypto.js';
import { systemClock } from '../../clock.js';

export const SIGNATURE_HEADER = 'x-overlook-signature';
export const TIMESTAMP_HEADER = 'x-overlook-timestamp';
export const EVENT_ID_HEADER = 'x-overlook-event-id';

/**
 * `v1=` + hex HMAC-SHA256 of `${timestamp}.${body}` with the destination's secret. The timestamp
 * (Unix seconds) is signed too, so a receiver can refuse old replays.
 */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The receiver's side: true when the signature matches and the timestamp is within `toleranceSecs`. */
export function verifySignature(
  secret: string,
  headers: { signature: string | null | undefined; timestamp: string | null | undefined },
  body: string,
  nowSecs = Math.floor(systemClock.now().getTime() / 1000),
  toleranceSecs = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!headers.signature || !Number.isInteger(timestamp) || Math.abs(nowSecs - timestamp) > toleranceSecs) return false;
  return safeEqual(signPayload(secret, timestamp, body), headers.signature);
}
