import type { Context } from '../context.js';
import { hashToken, randomToken } from '../crypto.js';
import { db } from '../db.js';
import { CSRF_COOKIE, SESSION_COOKIE, SESSION_TTL_MS } from './cookies.js';
import { invalidateViewers } from './viewer-cache.js';

/** Opens a session for `userId` and sets the session (HttpOnly) and CSRF cookies on the response. */
export async function startSession(ctx: Context, userId: number): Promise<void> {
  const token = randomToken(32);
  const csrfToken = randomToken(24);
  await db.session.create({
    data: {
      tokenHash: hashToken(token),
      userId,
      csrfToken,
      expiresAt: new Date(ctx.clock.now().getTime() + SESSION_TTL_MS),
    },
  });
  const maxAgeSeconds = SESSION_TTL_MS / 1000;
  ctx.setCookie(SESSION_COOKIE, token, { httpOnly: true, maxAgeSeconds });
  ctx.setCookie(CSRF_COOKIE, csrfToken, { maxAgeSeconds });
}

/**
 * Ends the cookie's session and clears the cookies. Without its CSRF token the cookie carries no
 * authority, not even to end its session (a page elsewhere must not sign the user out).
 */
export async function endSession(ctx: Context): Promise<void> {
  const token = ctx.cookies[SESSION_COOKIE];
  if (token && !ctx.csrfFailed) {
    await db.session.deleteMany({ where: { tokenHash: hashToken(token) } });
    if (ctx.viewer) await invalidateViewers(db, { userId: ctx.viewer.id });
  }
  ctx.setCookie(SESSION_COOKIE, '', { httpOnly: true, maxAgeSeconds: 0 });
  ctx.setCookie(CSRF_COOKIE, '', { maxAgeSeconds: 0 });
}
