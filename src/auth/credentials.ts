import { hashToken, safeEqual } from '../crypto.js';
import { CSRF_COOKIE, SESSION_COOKIE } from './cookies.js';
import { viewerByApiKeyHash, viewerBySessionHash, type Viewer } from './viewer.js';

export interface Credentials {
  viewer: Viewer | null;
  /** Set when a key was presented and is not valid: such a request is 401 wherever auth is needed. */
  invalidKey: boolean;
  /** Set when a cookie-authenticated request that needs the CSRF token lacks it. */
  csrfFailed: boolean;
}

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
 * then `?api_key=` on GET. When `csrfRequired`, a cookie-authenticated request must echo the CSRF
 * cookie in X-CSRF-Token (double submit) and match its session's token; key-authenticated
 * requests are exempt. The caller decides what a failure means (see createContext).
 */
export async function resolveCredentials(
  request: Request,
  url: URL,
  cookies: Record<string, string>,
  now: Date,
  csrfRequired: boolean,
): Promise<Credentials> {
  const sessionToken = cookies[SESSION_COOKIE];
  if (sessionToken) {
    const viewer = await viewerBySessionHash(hashToken(sessionToken), now);
    if (viewer) {
      let csrfFailed = false;
      if (csrfRequired) {
        const header = request.headers.get('x-csrf-token') ?? '';
        const cookie = cookies[CSRF_COOKIE] ?? '';
        csrfFailed = !header || !safeEqual(header, cookie) || !safeEqual(header, viewer.session?.csrfToken ?? '');
      }
      return { viewer, invalidKey: false, csrfFailed };
    }
  }
  const key = keyFrom(request, url);
  if (key === null) return { viewer: null, invalidKey: false, csrfFailed: false };
  const viewer = key ? await viewerByApiKeyHash(hashToken(key), now) : null;
  return { viewer, invalidKey: !viewer, csrfFailed: false };
}
