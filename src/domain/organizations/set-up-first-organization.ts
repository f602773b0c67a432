import { randomToken, safeEqual } from '../../crypto.js';
import type { Db, Tx } from '../../db.js';
import { ConflictError, ForbiddenError } from '../../errors.js';
import { createOrganization } from './create-organization.js';

/** Whether Overlook still has no organization: `/` then shows the set-up page. */
export async function setUpNeeded(db: Db | Tx): Promise<boolean> {
  return (await db.organization.count()) === 0;
}

/**
 * The first-run set-up token, made on the first call while no organization exists (null once one
 * does). Kept in the database so that every server process prints and checks the same token; only
 * an operator (who reads the start log, or the database) learns it.
 */
export async function firstRunSetUpToken(db: Db): Promise<string | null> {
  if (!(await setUpNeeded(db))) return null;
  await db.$executeRaw`INSERT INTO setup_tokens (id, token) VALUES (1, ${randomToken(24)}) ON CONFLICT (id) DO NOTHING`;
  return (await db.setupToken.findUnique({ where: { id: 1 } }))?.token ?? null;
}

export interface FirstOrganization {
  token: string;
  orgName: string;
  name: string;
  email: string;
  password: string;
}

/**
 * Creates the first organization and its admin for the holder of the set-up token, then retires
 * the token. The token row is locked first, so two set-ups racing make one organization. The
 * admin's address counts as verified: the operator typed it, as with the `bootstrap` command.
 */
export async function setUpFirstOrganization(tx: Tx, input: FirstOrganization) {
  const rows = await tx.$queryRaw<{ token: string }[]>`SELECT token FROM setup_tokens WHERE id = 1 FOR UPDATE`;
  if (!(await setUpNeeded(tx))) throw new ConflictError('Overlook is already set up: sign in instead.', 'already_set_up');
  const stored = rows[0]?.token;
  if (!stored || !safeEqual(stored, input.token)) {
    throw new ForbiddenError('The set-up token is wrong: use the URL from the server’s start log.', 'setup_token_invalid');
  }
  const created = await createOrganization(tx, {
    name: input.orgName,
    adminName: input.name,
    adminEmail: input.email,
    password: input.password,
    emailVerified: true,
  });
  await tx.setupToken.deleteMany({});
  return created;
}
