import type { Context } from '../../context.js';
import { pool } from '../../db.js';
import { scopeSql } from '../../policies/query.js';
import type { QueryRow } from './query-view.js';

/** What a query list is narrowed by, on top of the viewer's scope (archived queries are always left out). */
interface QueryListFilter {
  /** Matches the name, case-insensitively (the same `ILIKE '%' || $search || '%'` Prisma's `contains` issues). */
  search?: string | null;
  /** Every tag given. */
  tags?: readonly string[];
  /** Only the viewer's favorites. */
  favorites?: boolean;
}

interface QueryListPage {
  rows: QueryRow[];
  /** Every row the filter admits; null when the window was past the end and the page empty. */
  totalCount: number | null;
}

const QUERY_COLUMNS = `q.id, q.org_id AS "orgId", q.user_id AS "userId", q.data_source_id AS "dataSourceId", q.name, q.description,
  q.query, q.options, q.working_version AS "workingVersion", q.published_version AS "publishedVersion",
  q.published_name AS "publishedName", q.published_query AS "publishedQuery", q.published_options AS "publishedOptions",
  q.is_archived AS "isArchived", q.latest_query_data_id AS "latestQueryDataId", q.tags, q.created_at AS "createdAt",
  q.updated_at AS "updatedAt"`;

interface PageRow extends QueryRow {
  totalCount: number;
  authorName: string | null;
  authorEmail: string | null;
  versionUserId: number | null;
  modifierId: number | null;
  modifierName: string | null;
  modifierEmail: string | null;
  scheduleCron: string | null;
  scheduleTimezone: string | null;
  isFavorite: boolean;
}

/** The list's `where` on `queries q`: the policy's scope, not archived, and the filter. */
function listConditions(ctx: Context, filter: QueryListFilter) {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const conditions = [scopeSql(ctx.viewer, param), 'NOT q.is_archived'];
  if (filter.search) conditions.push(`q.name ILIKE ('%' || ${param(filter.search)} || '%')`);
  if (filter.tags?.length) conditions.push(`q.tags @> ${param(filter.tags)}::text[]`);
  let bound: string | undefined;
  // Bound once, and only when used: PostgreSQL must be able to type every parameter it is sent.
  const viewerId = () => (bound ??= param(ctx.viewer?.id ?? null));
  if (filter.favorites) {
    conditions.push(
      `EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${viewerId()}::int AND f.object_type = 'query' AND f.object_id = q.id)`,
    );
  }
  return { values, param, where: conditions.join(' AND '), viewerId };
}

/** How many queries the list admits (for a window past the end, where the page carries no count). */
async function countQueries(ctx: Context, filter: QueryListFilter): Promise<number> {
  const { values, where } = listConditions(ctx, filter);
  const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM queries q WHERE ${where}`, values);
  return rows[0].count;
}

/**
 * The two halves of a paginated connection (count, page) over one statement: `count` answers
 * the count the page's statement carried, so a list costs one round trip.
 */
export function queryListSource(ctx: Context, filter: QueryListFilter) {
  let settle!: { resolve: (count: number) => void; reject: (error: unknown) => void };
  const total = new Promise<number>((resolve, reject) => (settle = { resolve, reject }));
  return {
    count: () => total,
    load: async (window: { skip: number; take: number }) => {
      try {
        const page = await listQueries(ctx, filter, window);
        settle.resolve(page.totalCount ?? (await countQueries(ctx, filter)));
        return page.rows;
      } catch (error) {
        settle.reject(error);
        throw error;
      }
    },
  };
}

/**
 * One page of the queries the viewer sees, newest first, in ONE statement: the rows, the count of
 * every admitted row (`count(*) over ()`), and what each row's list fields show (its author, who
 * saved its working version, its first enabled schedule, whether it is the viewer's favorite),
 * which it primes into the request's loaders so the fields issue no statement of their own.
 * Visibility is the query policy's `scopeSql`, the SQL form of `scope`.
 */
async function listQueries(ctx: Context, filter: QueryListFilter, window: { skip: number; take: number }): Promise<QueryListPage> {
  const { values, param, where, viewerId } = listConditions(ctx, filter);
  const sql = `WITH page AS (
      SELECT ${QUERY_COLUMNS}, count(*) OVER ()::int AS "totalCount"
      FROM queries q WHERE ${where}
      ORDER BY q.id DESC LIMIT ${param(window.take)} OFFSET ${param(window.skip)})
    SELECT page.*, a.name AS "authorName", a.email AS "authorEmail", v.user_id AS "versionUserId",
      m.id AS "modifierId", m.name AS "modifierName", m.email AS "modifierEmail",
      s.cron AS "scheduleCron", s.timezone AS "scheduleTimezone",
      EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${viewerId()}::int AND f.object_type = 'query' AND f.object_id = page.id) AS "isFavorite"
    FROM page
    LEFT JOIN users a ON a.id = page."userId"
    LEFT JOIN query_versions v ON v.query_id = page.id AND v.version = page."workingVersion"
    LEFT JOIN users m ON m.id = coalesce(v.user_id, page."userId")
    LEFT JOIN LATERAL (
      SELECT cron, timezone FROM schedules
      WHERE entity_type = 'query' AND enabled AND org_id = page."orgId" AND entity_id = page.id ORDER BY id LIMIT 1
    ) s ON true
    ORDER BY page.id DESC`;
  const { rows } = await pool.query<PageRow>(sql, values);
  const loaders = ctx.loaders;
  const result: QueryRow[] = [];
  for (const row of rows) {
    const {
      totalCount: _total,
      authorName,
      authorEmail,
      versionUserId,
      modifierId,
      modifierName,
      modifierEmail,
      scheduleCron,
      scheduleTimezone,
      isFavorite,
      ...query
    } = row;
    loaders.primeAuthor(query.userId, authorName === null ? null : { id: query.userId, name: authorName, email: authorEmail! });
    if (modifierId !== null) loaders.primeAuthor(modifierId, { id: modifierId, name: modifierName!, email: modifierEmail! });
    loaders.primeVersionAuthorId(query.id, query.workingVersion, versionUserId);
    loaders.primeFirstQuerySchedule(
      query.orgId,
      query.id,
      scheduleCron === null ? null : { cron: scheduleCron, timezone: scheduleTimezone! },
    );
    loaders.primeFavorite('query', query.id, isFavorite);
    result.push(query);
  }
  return { rows: result, totalCount: rows.length ? rows[0].totalCount : null };
}
