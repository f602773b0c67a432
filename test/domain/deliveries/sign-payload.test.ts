import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from '../../../src/domain/deliveries/sign-payload.js';
import { parseRetryAfter } from '../../../src/domain/deliveries/send-notification.js';
import { retryDelayMs } from '../../../src/domain/deliveries/attempt-delivery.js';

describe('webhook signatures', () => {
  it('is v1= hex HMAC-SHA256 over "timestamp.body", checkable with plain node:crypto', () => {
    const body = '{"id":"e1"}';
    const expected = createHmac('sha256', 'k3y-k3y-k3y').update(`1700000000.${body}`).digest('hex');
    expect(signPayload('k3y-k3y-k3y', 1700000000, body)).toBe(`v1=${expected}`);
  });
  it('verifies, and refuses a changed body, another secret or an old timestamp', () => {
    const body = '{"a":1}';
    const signature = signPayload('secret-1234', 1000, body);
    expect(verifySignature('secret-1234', { signature, timestamp: '1000' }, body, 1000)).toBe(true);
    expect(verifySignature('secret-1234', { signature, timestamp: '1000' }, '{"a":2}', 1000)).toBe(false);
    expect(verifySignature('secret-9999', { signature, timestamp: '1000' }, body, 1000)).toBe(false);
    expect(verifySignature('secret-1234', { signature, timestamp: '1000' }, body, 1000 + 301)).toBe(false);
  });
});

describe('retry timing', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('7')).toBe(7000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
  it('backs off exponentially unless the receiver said when, capped at an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, undefined, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(1, 30_000, 1000)).toBe(30_000);
    expect(retryDelayMs(30, undefined, 1000)).toBe(3_600_000);
  });
});
