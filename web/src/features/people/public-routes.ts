/**
 * The people pages that need no session (a signed-in visitor sees them too): the links mailed for
 * an invitation (`/invite/{token}`) and a verification (`/verify_email/{token}`), and `/signup`.
 * Matched before the session gate, so they never fall back to the sign-in form.
 */
export type PublicPage = { page: 'invite'; token: string } | { page: 'verify-email'; token: string } | { page: 'signup' };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function publicPageFor(pathname: string): PublicPage | null {
  const invite = /^\/invite\/([^/]+)\/?$/.exec(pathname);
  if (invite) return { page: 'invite', token: decoded(invite[1]) };
  const verify = /^\/verify_email\/([^/]+)\/?$/.exec(pathname);
  if (verify) return { page: 'verify-email', token: decoded(verify[1]) };
  if (/^\/signup\/?$/.test(pathname)) return { page: 'signup' };
  return null;
}
