import type { Context } from '../../context.js';
import type { Viewer } from '../../auth/viewer.js';
import type { FavoriteType } from '../favorites/favorites.js';

/** What the query and dashboard lists are narrowed by, on top of the viewer's scope. */
export interface SearchFilter {
  /** Matches the name, case-insensitively (the same `ILIKE '%' || $search || '%'` Prisma's `contains` issues). */
  search?: string | null;
  /** Every tag given. */
  tags?: readonly string[];
  /** Only the viewer's favorites. */
  favorites?: boolean;
}

/** The listed table: its alias in the statement, its favorites' object type and its policy's scope. */
export interface ListedTable {
  alias: string;
  objectType: FavoriteType;
  /** The model's policy's scope as SQL on `alias` (src/policies): the list's only authority. */
  scopeSql: (viewer: Viewer | null, param: (value: unknown) => string) => string;
}

/**
 * A list's `where`: the policy's scope, the table's own condition (`extra`, e.g. archived or not) and
 * the filter, with the values they bind. `viewerId()` binds the viewer's id once, when first used.
 */
export function listConditions(
  ctx: Context,
  table: ListedTable,
  filter: SearchFilter,
  extra: (param: (value: unknown) => string) => string,
) {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const t = table.alias;
  const conditions = [table.scopeSql(ctx.viewer, param), extra(param)];
  if (filter.search) conditions.push(`${t}.name ILIKE ('%' || ${param(filter.search)} || '%')`);
  if (filter.tags?.length) conditions.push(`${t}.tags @> ${param(filter.tags)}::text[]`);
  let bound: string | undefined;
  // Bound once, and only when used: PostgreSQL must be able to type every parameter it is sent.
  const viewerId = () => (bound ??= param(ctx.viewer?.id ?? null));
  if (filter.favorites) {
    conditions.push(
      `EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${viewerId()}::int AND f.object_type = '${table.objectType}' AND f.object_id = ${t}.id)`,
    );
  }
  return { values, param, where: conditions.join(' AND '), viewerId };
}
