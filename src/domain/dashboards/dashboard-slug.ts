import type { Tx } from '../../db.js';

/** A URL-safe slug from a dashboard name: lower case words joined by hyphens. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'dashboard';
}

/** The name's slug, suffixed -2, -3, ... when the organization already has it. */
export async function uniqueSlug(tx: Tx, orgId: number, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (await tx.dashboard.findMany({ where: { orgId, slug: { startsWith: base } }, select: { slug: true } })).map((d) => d.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
