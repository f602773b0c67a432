import type { Context } from '../../context.js';
import { db } from '../../db.js';

/**
 * The organization a request without credentials speaks to: the one whose domain is the
 * request's host, or the only one there is. Null when the host names none of several.
 */
export async function organizationForHost(ctx: Context) {
  const host = ctx.host.replace(/:\d+$/, '');
  const byDomain = await db.organization.findFirst({ where: { OR: [{ domain: ctx.host }, { domain: host }] } });
  if (byDomain) return byDomain;
  const some = await db.organization.findMany({ take: 2, orderBy: { id: 'asc' } });
  return some.length === 1 ? some[0] : null;
}
