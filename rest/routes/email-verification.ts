import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { operation } from '../operation.js';

const verify = operation(`mutation($token: String) { verifyEmail(token: $token) { email organization } }`);
const resend = operation(`mutation { sendVerificationEmail }`);

/** POST /api/verify_email/{token}: follows a verification link (no login; the token is the proof). */
export const verifyEmail = new Hono<RestEnv>().post('/:token', async (c) => {
  const data = await verify(c.get('ctx'), { token: c.req.param('token') });
  return c.json({ ...data.verifyEmail, is_email_verified: true });
});

/** POST /api/verification_email: mails the caller a new link, as Redash does. */
export const verificationEmail = new Hono<RestEnv>().post('/', async (c) => {
  await resend(c.get('ctx'));
  return c.body(null, 204);
});
