import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { operation } from '../operation.js';
import { EmailVerificationResendDocument, EmailVerificationVerifyDocument } from '../operations/generated/graphql.js';

const verify = operation(EmailVerificationVerifyDocument);
const resend = operation(EmailVerificationResendDocument);

/** POST /api/verify_email/{token}: follows a verification link (no login; the token is the proof). */
export const verifyEmail = new Hono<RestEnv>().post('/:token', doc({ run: EmailVerificationVerifyDocument }), async (c) => {
  const data = await verify(c, { token: c.req.param('token') });
  return c.json({ ...data.verifyEmail, is_email_verified: true });
});

/** POST /api/verification_email: mails the caller a new link, as Redash does. */
export const verificationEmail = new Hono<RestEnv>().post('/', doc({ run: EmailVerificationResendDocument, shape: 'empty' }), async (c) => {
  await resend(c);
  return c.body(null, 204);
});
