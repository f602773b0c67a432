import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../../env.js';
import { EgressRefusedError } from '../../egress/guard.js';
import { outboundFetch } from '../../egress/http.js';
import type { Outgoing } from '../destinations/destination-types.js';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signPayload } from './sign-payload.js';

export type SendOutcome =
  | { ok: true; status: number | null }
  | { ok: false; status: number | null; error: string; retryable: boolean; retryAfterMs?: number };

let transport: Transporter | undefined;

function mailer(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  transport ??= nodemailer.createTransport(env.SMTP_URL);
  return transport;
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/**
 * Sends one rendered notification. Network errors, timeouts, 5xx and 429 are retryable; any
 * other non-2xx answer is final. Never throws for the receiver's failures.
 */
export async function sendNotification(
  outgoing: Outgoing,
  signing: { eventId: string; secret?: string; timestampSecs: number },
): Promise<SendOutcome> {
  if (outgoing.kind === 'email') return sendEmail(outgoing, signing.eventId);
  const body = JSON.stringify(outgoing.body);
  const headers: Record<string, string> = {
    ...outgoing.headers,
    'content-type': 'application/json',
    'user-agent': 'Overlook-Notifier/1',
    [EVENT_ID_HEADER]: signing.eventId,
    [TIMESTAMP_HEADER]: String(signing.timestampSecs),
  };
  if (signing.secret) headers[SIGNATURE_HEADER] = signPayload(signing.secret, signing.timestampSecs, body);
  let response: Awaited<ReturnType<typeof outboundFetch>>;
  try {
    response = await outboundFetch(outgoing.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(env.DELIVERY_TIMEOUT_MS), redirect: 'manual' });
  } catch (error) {
    if (error instanceof EgressRefusedError) return { ok: false, status: null, error: `refused: ${error.message}`, retryable: false };
    const err = error as Error & { cause?: { code?: string } };
    const timedOut = err.name === 'TimeoutError' || err.name === 'AbortError';
    const message = timedOut ? `timed out after ${env.DELIVERY_TIMEOUT_MS} ms` : (err.cause?.code ?? 'could not connect');
    return { ok: false, status: null, error: `request failed: ${message}`, retryable: true };
  }
  // The receiver's words are not ours to repeat (they could be anything it was told to say): only
  // its status is recorded.
  await response.body?.cancel().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
  const retryable = response.status >= 500 || response.status === 429;
  return {
    ok: false,
    status: response.status,
    error: `receiver answered ${response.status}`,
    retryable,
    retryAfterMs: retryable ? parseRetryAfter(response.headers.get('retry-after')) : undefined,
  };
}

async function sendEmail(outgoing: Extract<Outgoing, { kind: 'email' }>, eventId: string): Promise<SendOutcome> {
  const smtp = mailer();
  if (!smtp) return { ok: false, status: null, error: 'SMTP_URL is not configured; the e-mail was not sent', retryable: false };
  try {
    await smtp.sendMail({
      from: env.MAIL_FROM,
      to: outgoing.to,
      subject: outgoing.subject,
      text: outgoing.text,
      headers: { 'X-Overlook-Event-Id': eventId },
    });
    return { ok: true, status: null };
  } catch (error) {
    const err = error as Error & { responseCode?: number };
    // SMTP 5xx is a permanent refusal; 4xx and connection failures are worth retrying.
    const permanent = typeof err.responseCode === 'number' && err.responseCode >= 500;
    return { ok: false, status: null, error: `SMTP: ${err.message}`, retryable: !permanent };
  }
}
