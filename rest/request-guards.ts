import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { BadRequestError, DomainError, NotFoundError, ValidationError, type FieldError } from '../src/errors.js';
import { findUnstorableText, unstorableText } from '../src/validation.js';

/**
 * The edge checks every request passes before any route, context or database sees it: the raw
 * request target (dot segments, NUL, bad percent-encoding or UTF-8) and the body (size, UTF-8,
 * NUL, nesting). Each refusal is a typed error; `onError` in the composition root maps it.
 */

export class PayloadTooLargeError extends DomainError {
  constructor(limit: number) {
    super(`The request body is larger than ${limit} bytes.`, 'payload_too_large', 413);
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Percent-decodes `text` strictly: a malformed escape or bytes that are not UTF-8 give null.
 * `latin1`: the text is a raw request line as Node hands it over, one code unit per byte.
 */
function decodeStrict(text: string, options: { plusIsSpace?: boolean; latin1?: boolean } = {}): string | null {
  const source = options.plusIsSpace ? text.replaceAll('+', ' ') : text;
  const bytes: number[] = [];
  for (let i = 0; i < source.length;) {
    if (source[i] === '%') {
      const hex = source.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
      bytes.push(parseInt(hex, 16));
      i += 3;
      continue;
    }
    const codePoint = source.codePointAt(i)!;
    const char = String.fromCodePoint(codePoint);
    if (options.latin1 && codePoint < 0x100) bytes.push(codePoint);
    else bytes.push(...Buffer.from(char, 'utf8'));
    i += char.length;
  }
  try {
    return strictUtf8.decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

function textProblem(decoded: string | null): string | null {
  return decoded === null ? 'must be valid percent-encoded UTF-8' : unstorableText(decoded);
}

/** `.` or `..` once decoded (single or double percent-encoding): a segment that would climb routes. */
function isDotSegment(segment: string): boolean {
  let decoded = segment;
  for (let round = 0; round < 3; round++) {
    if (decoded === '.' || decoded === '..') return true;
    const next = decodeStrict(decoded, { latin1: round === 0 });
    if (next === null || next === decoded) return false;
    decoded = next;
  }
  return decoded === '.' || decoded === '..';
}

/** The request target exactly as the client sent it, before URL parsing resolves dot segments. */
function rawTarget(c: HonoContext): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming?.url) return incoming.url;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

/** Printable ASCII without `%`: such a target decodes to itself and holds nothing unstorable. */
const PLAIN_TARGET = /^[\x21-\x24\x26-\x7e]*$/;

function checkTarget(target: string) {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
  if (PLAIN_TARGET.test(target)) {
    // Nothing to decode (most requests): only a literal `.` or `..` segment can be wrong. The
    // decoding below costs ~3% of a dashboard GET's CPU for every request otherwise.
    for (const segment of path.split('/')) if (segment === '.' || segment === '..') throw new NotFoundError('Route');
    return;
  }
  for (const segment of path.split('/')) {
    if (isDotSegment(segment)) throw new NotFoundError('Route');
    const decoded = decodeStrict(segment, { latin1: true });
    if (decoded === null) throw new BadRequestError('The request path is not valid percent-encoded UTF-8.');
    if (unstorableText(decoded)) throw new BadRequestError(`The request path ${unstorableText(decoded)}.`);
  }
  const errors: FieldError[] = [];
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const [rawName, ...rest] = pair.split('=');
    const name = decodeStrict(rawName, { plusIsSpace: true, latin1: true });
    const path = name === null || unstorableText(name) ? '(query)' : name;
    for (const part of [rawName, rest.join('=')]) {
      const problem = textProblem(decodeStrict(part, { plusIsSpace: true, latin1: true }));
      if (problem) errors.push({ path, message: problem });
    }
  }
  if (errors.length) throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
}

/** Reads at most `limit` bytes of the body: the declared length is checked first, then every chunk. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw new PayloadTooLargeError(limit);
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      throw new PayloadTooLargeError(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The same reading straight from Node's message, without a WHATWG stream or a second Request:
 * the declared length first, then every chunk. Past the limit it stops reading (the message is
 * paused; @hono/node-server drains or closes it once the 413 is sent).
 */
function readIncomingLimited(incoming: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = incoming.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(new PayloadTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (then: () => void) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      then();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        incoming.pause();
        return settle(() => reject(new PayloadTooLargeError(limit)));
      }
      chunks.push(chunk);
    };
    const onEnd = () => settle(() => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () => {
      if (!incoming.readableEnded) settle(() => reject(new Error('Client connection prematurely closed.')));
    };
    incoming.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

function checkBody(bytes: Uint8Array, contentType: string) {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new ValidationError('The request body is not valid UTF-8.', [{ path: '(body)', message: 'must be valid UTF-8' }]);
  }
  let problem: FieldError | null = null;
  if (contentType.includes('application/x-www-form-urlencoded')) {
    checkFormBody(text);
    return;
  }
  try {
    problem = findUnstorableText(JSON.parse(text));
  } catch {
    // Not JSON: the route answers a malformed body itself; only raw NUL is refused here.
    if (text.includes('\u0000')) problem = { path: '(body)', message: 'must not contain NUL characters' };
  }
  if (problem) throw new ValidationError(`${problem.path}: ${problem.message}`, [problem]);
}

function checkFormBody(text: string) {
  for (const pair of text.split('&')) {
    for (const part of pair.split('=')) {
      const problem = textProblem(decodeStrict(part, { plusIsSpace: true }));
      if (problem) throw new ValidationError(`(body): ${problem}`, [{ path: '(body)', message: problem }]);
    }
  }
}

/**
 * Hono middleware for the whole app: refuses a dot-segment path (404), a path with NUL or bad
 * encoding (400), a query string with NUL or bad encoding (422), a body over `maxBodyBytes` (413,
 * before it is buffered) and a body with invalid UTF-8, NUL or unpaired surrogates (422). A body
 * that passes is handed on from memory, so routes and yoga read it as usual.
 */
export function requestGuards(options: { maxBodyBytes: number; graphqlPath: string }): MiddlewareHandler {
  return async (c, next) => {
    const target = rawTarget(c);
    try {
      checkTarget(target);
      const request = c.req.raw;
      const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
      if (request.method === 'GET' || request.method === 'HEAD') {
        // No body is read on these.
      } else if (incoming && !incoming.readableDidRead && !('rawBody' in incoming)) {
        // Node's message, read here once. As `rawBody`, @hono/node-server's request answers
        // text()/json()/arrayBuffer() (and a full Request's body, if one is ever built) from
        // these bytes, so routes and yoga read the checked body without a second Request.
        const bytes = await readIncomingLimited(incoming, options.maxBodyBytes);
        checkBody(bytes, incoming.headers['content-type'] ?? '');
        (incoming as IncomingMessage & { rawBody?: Buffer }).rawBody = bytes;
      } else if (request.body) {
        // Elsewhere (app.request in tests, other adapters): through the WHATWG stream. Reading
        // `body` of @hono/node-server's lightweight request would build a full WHATWG Request.
        const bytes = await readLimited(request, options.maxBodyBytes);
        checkBody(bytes, request.headers.get('content-type') ?? '');
        c.req.raw = new Request(request, { body: bytes });
      }
    } catch (error) {
      // GraphQL clients get a GraphQL-shaped error from /graphql, with the same status.
      if (error instanceof DomainError && target.split('?')[0] === options.graphqlPath) {
        return c.json(
          {
            errors: [
              {
                message: error.message,
                extensions: { code: error.code, ...(error.extensions.errors ? { errors: error.extensions.errors } : {}) },
              },
            ],
          },
          error.status as 400,
        );
      }
      throw error;
    }
    await next();
  };
}
