import { hashPassword, hashToken, randomToken } from '../../crypto.js';
import type { Tx } from '../../db.js';
import { PERMISSION_KEYS } from '../../policies/permissions.js';
import { runtime } from '../../runtime.js';
import { canonicalEmail } from '../users/canonical-email.js';

export interface NewOrganization {
  name: string;
  adminName: string;
  adminEmail: string;
  password: string;
  domain?: string | null;
  /**
   * True only when an operator creates the admin (CLI bootstrap, tests): the operator vouches
   * for the address. A public signup passes false and mails a verification link.
   */
  emailVerified: boolean;
  /** Set for organizations created by public signup (see SIGNUP_ORGANIZATIONS_EGRESS). */
  egressRestricted?: boolean;
}

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'item';
}

/** A slug not yet taken according to `taken`, by adding -2, -3, ... */
export async function uniqueSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  let candidate = base;
  for (let n = 2; await taken(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

export function newApiKey(): { key: string; hash: string } {
  const key = randomToken(30);
  return { key, hash: hashToken(key) };
}

/**
 * An organization with its built-in groups (`admin` holding the `admin` role, `default` that every
 * user joins, unrestricted) and its first user, an admin whose API key is returned once.
 */
export async function createOrganization(tx: Tx, input: NewOrganization) {
  const slug = await uniqueSlug(slugify(input.name), async (s) => !!(await tx.organization.findUnique({ where: { slug: s } })));
  const org = await tx.organization.create({
    data: { name: input.name, slug, domain: input.domain ?? null, egressRestricted: input.egressRestricted ?? false },
  });
  const adminRole = await tx.role.create({
    data: { orgId: org.id, name: 'admin', permissions: PERMISSION_KEYS, builtin: true },
  });
  const adminGroup = await tx.group.create({ data: { orgId: org.id, name: 'admin', type: 'admin' } });
  const defaultGroup = await tx.group.create({ data: { orgId: org.id, name: 'default', type: 'default' } });
  await tx.groupRole.create({ data: { groupId: adminGroup.id, roleId: adminRole.id } });
  const apiKey = newApiKey();
  const now = runtime.clock.now();
  const user = await tx.user.create({
    data: {
      orgId: org.id,
      name: input.adminName,
      email: canonicalEmail(input.adminEmail),
      passwordHash: await hashPassword(input.password),
      apiKeyHash: apiKey.hash,
      acceptedAt: now,
      emailVerifiedAt: input.emailVerified ? now : null,
      memberships: { create: [{ groupId: adminGroup.id }, { groupId: defaultGroup.id }] },
    },
  });
  return { org, user, apiKey: apiKey.key };
}
