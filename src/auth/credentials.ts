import { hashToken, safeEqual } from '../crypto.js';
import { CSRF_COOKIE, SESSION_COOKIE } from './cookies.js';
import { viewerByApiKeyHash, viewerBySessionHash, type Viewer } from './viewer.js';

export interface Credentials {
  viewer: Viewer | null;
  /** Set when a key was presented and is not valid: such a request is 401 wherever auth is needed. */
  invalidKey: boolean;
  /** Set when a cookie-authenticated unsafe request lacks the matching CSRF token. */
  csrfFailed: boolean;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function keyFrom(request: Request, url: URL): string | null {
  const header = request.headers.get('authorization');
  if (header) {
    const match = /^Key\s+(\S+)\s*$/i.exec(header);
    return match ? match[1] : '';
  }
  // The query parameter is honoured on GET (and HEAD) only: it leaks into logs and history.
  if (request.method === 'GET' || request.method === 'HEAD') return url.searchParams.get('api_key');
  return null;
}

/**
 * Who is calling: a valid session cookie wins over everything, then the Authorization header,
 * then `?api_key=` on GET. Cookie-authenticated unsafe methods must echo the CSRF cookie in
 * X-CSRF-Token (double submit); key-authenticated requests are exempt.
 */
export async function resolveCredentials(request: Request, url: URL, cookies: Record<string, string>, now: Date): Promise<Credentials> {
  const sessionToken = cookies[SESSION_COOKIE];
  if (sessionToken) {
    const viewer = await viewerBySessionHash(hashToken(sessionToken), now);
    if (viewer) {
      let csrfFailed = false;
      if (UNSAFE.has(request.method)) {
        const header = request.headers.get('x-csrf-token') ?? '';
        const cookie = cookies[CSRF_COOKIE] ?? '';
        csrfFailed = !header || !safeEqual(header, cookie) || !safeEqual(header, viewer.session?.csrfToken ?? '');
      }
      return { viewer, invalidKey: false, csrfFailed };
    }
  }
  const key = keyFrom(request, url);
  if (key === null) return { viewer: null, invalidKey: false, csrfFailed: false };
  const viewer = key ? await viewerByApiKeyHash(hashToken(key)) : null;
  return { viewer, invalidKey: !viewer, csrfFailed: false };
}
