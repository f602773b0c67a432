import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP reply refusing a recipient, e.g. `{ code: 550, message: 'no such user' }` (4xx: try later). */
export interface SmtpRefusal {
  code: number;
  message: string;
}

/**
 * A real SMTP listener on loopback that keeps every message it receives. `refuse` may refuse a
 * recipient (RCPT TO) with an SMTP reply; it sees each attempt, so it can refuse only the first.
 */
export async function startSmtpListener(options: { refuse?: (to: string) => SmtpRefusal | undefined } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    /** Waits until a message to `to` arrives. */
    waitFor: (to: string, timeoutMs = 20_000): Promise<ReceivedMail> =>
      eventually(async () => received.find((m) => m.to.includes(to)), timeoutMs),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in a message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
