import { randomUUID } from 'node:crypto';
import { parseCookies, serializeCookie, type CookieOptions } from './auth/cookies.js';
import { resolveCredentials } from './auth/credentials.js';
import type { OrgRef, Viewer } from './auth/viewer.js';
import type { Clock } from './clock.js';
import type { SecretBox } from './crypto.js';
import { env } from './env.js';
import { RequestLoaders } from './request-loaders.js';
import { runtime } from './runtime.js';

/**
 * What every resolver receives. The Prisma client is deliberately not here: resolvers import
 * it from src/db.ts, and the context carries only who is asking and how.
 */
export interface Context {
  viewer: Viewer | null;
  invalidKey: boolean;
  /**
   * The request came with a session cookie but without its CSRF token. The viewer is then
   * already null (the cookie carries no authority); HTTP also uses it to answer 403 on endpoints
   * that are not open to anonymous callers.
   */
  csrfFailed: boolean;
  ip: string;
  requestId: string;
  /** scheme://host of the request, for links when neither BASE_URL nor the org's domain is set. */
  requestOrigin: string;
  host: string;
  secure: boolean;
  /** The User-Agent and Referer headers as sent (the public-link access log keeps coarse forms of them). */
  userAgent: string | null;
  referrer: string | null;
  cookies: Record<string, string>;
  /** Set-Cookie values for the transport to add to the response. */
  responseCookies: string[];
  clock: Clock;
  secrets: SecretBox;
  /** Batch loaders of this request, so list fields do not load a related row per node. */
  loaders: RequestLoaders;
  setCookie(name: string, value: string, options?: CookieOptions): void;
}

export interface RequestMeta {
  ip: string;
  /** True when the peer is a trusted proxy, whose X-Forwarded-* headers are believed. */
  viaTrustedProxy?: boolean;
  requestId?: string;
  /**
   * `websocket`: a graphql-ws connection. Its handshake is a GET that any page can open with the
   * user's cookies, so every operation on it needs the CSRF token (from connectionParams), not
   * only unsafe methods.
   */
  transport?: 'http' | 'websocket';
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The context from its fields, written out one by one: an object spread followed by more fields
 * leaves V8 a slow (dictionary-mode) object, and every resolver reads the context (a request's
 * createContext cost ~9 µs that way, against ~1 µs written out).
 */
function build(fields: Omit<Context, 'setCookie' | 'responseCookies' | 'loaders'>): Context {
  const responseCookies: string[] = [];
  const ctx: Context = {
    viewer: fields.viewer,
    invalidKey: fields.invalidKey,
    csrfFailed: fields.csrfFailed,
    ip: fields.ip,
    requestId: fields.requestId,
    requestOrigin: fields.requestOrigin,
    host: fields.host,
    secure: fields.secure,
    userAgent: fields.userAgent,
    referrer: fields.referrer,
    cookies: fields.cookies,
    clock: fields.clock,
    secrets: fields.secrets,
    responseCookies,
    loaders: new RequestLoaders(() => ctx.viewer),
    setCookie(name, value, options = {}) {
      responseCookies.push(serializeCookie(name, value, { secure: fields.secure, ...options }));
    },
  };
  return ctx;
}

/**
 * The context of one request on any transport. The CSRF rule lives here so that every transport
 * shares it: a cookie-authenticated request that needs the CSRF token and lacks it has no viewer.
 */
export async function createContext(request: Request, meta: RequestMeta): Promise<Context> {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('cookie'));
  const now = runtime.clock.now();
  const csrfRequired = meta.transport === 'websocket' || UNSAFE_METHODS.has(request.method);
  const credentials = await resolveCredentials(request, url, cookies, now, csrfRequired);
  const forwardedProto = meta.viaTrustedProxy ? request.headers.get('x-forwarded-proto') : null;
  const proto = forwardedProto ?? url.protocol.replace(':', '');
  const host = request.headers.get('host') ?? url.host;
  return build({
    viewer: credentials.csrfFailed ? null : credentials.viewer,
    invalidKey: credentials.invalidKey,
    csrfFailed: credentials.csrfFailed,
    ip: meta.ip,
    requestId: meta.requestId ?? randomUUID(),
    requestOrigin: `${proto}://${host}`,
    host: host.toLowerCase(),
    secure: proto === 'https',
    userAgent: request.headers.get('user-agent'),
    referrer: request.headers.get('referer'),
    cookies,
    clock: runtime.clock,
    secrets: runtime.secrets,
  });
}

/** For the worker, the CLI and tests: acts as `viewer` (or as the system when null). */
export function createSystemContext(viewer: Viewer | null = null): Context {
  const origin = env.BASE_URL ?? `http://localhost:${env.PORT}`;
  return build({
    viewer,
    invalidKey: false,
    csrfFailed: false,
    ip: '127.0.0.1',
    requestId: randomUUID(),
    requestOrigin: origin,
    host: new URL(origin).host,
    secure: origin.startsWith('https'),
    userAgent: null,
    referrer: null,
    cookies: {},
    clock: runtime.clock,
    secrets: runtime.secrets,
  });
}

/** The origin links to an organization are built from: its own domain, BASE_URL, or the request. */
export function originFor(ctx: Context, org: Pick<OrgRef, 'domain'>): string {
  if (org.domain) return `${ctx.secure ? 'https' : 'http'}://${org.domain}`;
  if (env.BASE_URL) return env.BASE_URL.replace(/\/$/, '');
  return ctx.requestOrigin;
}
