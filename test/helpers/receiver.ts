import { createServer, type IncomingHttpHeaders } from 'node:http';
import { eventually } from './eventually.js';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
  answeredWith: number;
}

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Answer only after this many milliseconds (a slow receiver). */
  delayMs?: number;
}

/**
 * A real HTTP receiver on loopback standing in for webhooks, chat services and PagerDuty.
 * `answers` are used in order, then `fallback`.
 */
export async function startReceiver(options: { answers?: ScriptedAnswer[]; fallback?: ScriptedAnswer } = {}) {
  const received: ReceivedRequest[] = [];
  const answers = [...(options.answers ?? [])];
  let fallback = options.fallback ?? { status: 200, body: 'ok' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = answers.shift() ?? fallback;
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      received.push({ path: req.url ?? '/', headers: req.headers, body, json, answeredWith: answer.status });
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'text/plain', ...(answer.headers ?? {}) });
        res.end(answer.body ?? '');
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    setFallback(answer: ScriptedAnswer) {
      fallback = answer;
    },
    /** Waits until `count` requests have arrived (at `path` when given). */
    waitFor: (count: number, path?: string, timeoutMs = 20_000): Promise<ReceivedRequest[]> =>
      eventually(
        async () => received.filter((r) => !path || r.path === path),
        (matching) => matching.length >= count,
        timeoutMs,
      ),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
