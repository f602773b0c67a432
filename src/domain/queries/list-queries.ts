import type { Context } from '../../context.js';
import { namedStatement, pool } from '../../db.js';
import { onePageListSource } from '../list-source.js';
import { scopeSql } from '../../policies/query.js';
import { listConditions as sharedListConditions, type ListedTable, type SearchFilter } from '../lists/list-conditions.js';
import type { ListedFacts, QueryRow } from './query-view.js';
import { listedFactsJoins, queryFavoriteSql } from './query-read-model.js';

/** What a query list is narrowed by, on top of the viewer's scope (archived queries are always left out). */
type QueryListFilter = SearchFilter;

interface QueryListPage {
  rows: ListedQueryRow[];
  /** Every row the filter admits; null when the window was past the end and the page empty. */
  totalCount: number | null;
}

/** A listed query row with the facts its list fields show. */
export interface ListedQueryRow extends QueryRow {
  listed: ListedFacts;
}

// The page's columns in order: the statement answers arrays (rowMode 'array'), read by index below.
// Timestamps come as epoch milliseconds (timestamptz(3): exact), one Date each, not a parsed string.
const QUERY_COLUMNS = `q.id, q.org_id, q.user_id, q.data_source_id, q.name, q.description, q.query, q.options,
  q.working_version, q.published_version, q.published_name, q.published_query, q.published_options, q.is_archived,
  q.latest_query_data_id, q.tags, (extract(epoch FROM q.created_at) * 1000)::float8 AS created_ms,
  (extract(epoch FROM q.updated_at) * 1000)::float8 AS updated_ms`;

/** The list's `where` on `queries q`: the policy's scope, not archived, and the filter. */
const LISTED: ListedTable = { alias: 'q', objectType: 'query', scopeSql };

function listConditions(ctx: Context, filter: QueryListFilter) {
  return sharedListConditions(ctx, LISTED, filter, () => 'NOT q.is_archived');
}

/** How many queries the list admits (for a window past the end, where the page carries no count). */
async function countQueries(ctx: Context, filter: QueryListFilter): Promise<number> {
  const { values, where } = listConditions(ctx, filter);
  const { rows } = await pool.query<{ count: number }>(
    namedStatement('query_count', `SELECT count(*)::int AS count FROM queries q WHERE ${where}`, values),
  );
  return rows[0].count;
}

/** The list as a paginated connection's two halves: one statement a page (see onePageListSource). */
export function queryListSource(ctx: Context, filter: QueryListFilter) {
  return onePageListSource(
    (window) => listQueries(ctx, filter, window),
    () => countQueries(ctx, filter),
  );
}

/**
 * One page of the queries the viewer sees, newest first, in ONE statement: the rows, the count of
 * every admitted row (`count(*) over ()`), and what each row's list fields show (its author, who
 * saved its working version, its first enabled schedule, whether it is the viewer's favorite),
 * which each row carries (`listed`) so the fields issue no statement and await no loader of their own.
 * Visibility is the query policy's `scopeSql`, the SQL form of `scope`.
 */
async function listQueries(ctx: Context, filter: QueryListFilter, window: { skip: number; take: number }): Promise<QueryListPage> {
  const { values, param, where, viewerId } = listConditions(ctx, filter);
  const sql = `WITH page AS (
      SELECT ${QUERY_COLUMNS}, count(*) OVER ()::int AS total_count
      FROM queries q WHERE ${where}
      ORDER BY q.id DESC LIMIT ${param(window.take)} OFFSET ${param(window.skip)})
    SELECT page.*, a.name, a.email, m.id, m.name, m.email, s.cron, s.timezone,
      ${queryFavoriteSql('page', viewerId())}
    FROM page
    ${listedFactsJoins('page')}
    ORDER BY page.id DESC`;
  const { rows } = await pool.query<unknown[]>({ ...namedStatement('query_list', sql, values), rowMode: 'array' });
  const result: ListedQueryRow[] = [];
  for (const r of rows) {
    const userId = r[2] as number;
    const modifierId = r[21] as number | null;
    result.push({
      id: r[0] as number,
      orgId: r[1] as number,
      userId,
      dataSourceId: r[3] as number,
      name: r[4] as string,
      description: r[5] as string | null,
      query: r[6] as string,
      options: r[7] as QueryRow['options'],
      workingVersion: r[8] as number,
      publishedVersion: r[9] as number | null,
      publishedName: r[10] as string | null,
      publishedQuery: r[11] as string | null,
      publishedOptions: r[12] as QueryRow['publishedOptions'],
      isArchived: r[13] as boolean,
      latestQueryDataId: r[14] as number | null,
      tags: r[15] as string[],
      createdAt: new Date(r[16] as number),
      updatedAt: new Date(r[17] as number),
      listed: {
        author: r[19] === null ? null : { id: userId, name: r[19] as string, email: r[20] as string },
        lastModifiedBy: modifierId === null ? null : { id: modifierId, name: r[22] as string, email: r[23] as string },
        firstSchedule: r[24] === null ? null : { cron: r[24] as string, timezone: r[25] as string },
        isFavorite: r[26] as boolean,
      },
    });
  }
  return { rows: result, totalCount: rows.length ? (rows[0][18] as number) : null };
}
