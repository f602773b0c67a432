/**
 * The endpoints that need no credentials, in Hono's path syntax. One list, read by the CSRF
 * check (a cookie request to an unsafe one goes on as anonymous instead of being refused) and by
 * the OpenAPI document (`security: []`).
 */
export const OPEN_ENDPOINTS = [
  'POST /api/signup',
  'POST /api/session',
  'POST /api/session/exchange',
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
  'GET /api/public/dashboards/:token',
  'GET /api/digests/unsubscribe/:token',
  'POST /api/digests/unsubscribe/:token',
  'POST /api/verify_email/:token',
  'GET /api/openapi.json',
] as const;

const PATTERNS = OPEN_ENDPOINTS.map((endpoint) => new RegExp(`^${endpoint.replace(/\./g, '\\.').replace(/:\w+/g, '[^/]+')}$`));

/** Whether `method path` (a request path, or an OpenAPI path with `{name}` segments) is open. */
export function isOpenEndpoint(method: string, path: string): boolean {
  const target = `${method.toUpperCase()} ${path}`;
  return PATTERNS.some((pattern) => pattern.test(target));
}
