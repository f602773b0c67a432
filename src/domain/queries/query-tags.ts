import { z } from 'zod';

/** Tags as Redash clients send them: strings, trimmed, each kept once, in the order given. */
export const tagsSchema = z
  .array(z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'))
  .max(50, 'at most 50 tags')
  .transform((tags) => [...new Set(tags)]);

/** Tag names with how many rows carry each, most used first (Redash's `{tags: [{name, count}]}`). */
export function countTags(rows: { tags: string[] }[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) for (const tag of row.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return mostUsedFirst([...counts].map(([name, count]) => ({ name, count })));
}

/** Tag counts in Redash's order: most used first, then by name. */
export function mostUsedFirst(counts: { name: string; count: number }[]): { name: string; count: number }[] {
  return counts.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
