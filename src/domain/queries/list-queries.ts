import type { Context } from '../../context.js';
import { namedStatement, pool } from '../../db.js';
import { onePageListSource, pageRevisionColumn, pageRevisionSql } from '../list-source.js';
import { scopeSql } from '../../policies/query.js';
import { listConditions as sharedListConditions, type ListedTable, type SearchFilter } from '../lists/list-conditions.js';
import type { ListedFacts, QueryRow } from './query-view.js';
import { mostUsedFirst } from './query-tags.js';
import { listedFactsJoins, queryFavoriteSql } from './query-read-model.js';

/** What a query list is narrowed by, on top of the viewer's scope (archived queries are always left out). */
type QueryListFilter = SearchFilter & {
  /** Only the queries the viewer wrote. */
  mine?: boolean;
  /** true: only drafts (never published); false: only published queries; unset: both. */
  draft?: boolean | null;
};

interface QueryListPage {
  rows: ListedQueryRow[];
  /** Every row the filter admits; null when the window was past the end and the page empty. */
  totalCount: number | null;
  /** The page's revision, when asked for (null for an empty page). */
  revision: string | null;
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
  (extract(epoch FROM q.updated_at) * 1000)::float8 AS updated_ms, q.published_query_data_id`;

/**
 * Statement texts by a short key of what they are built from (which `where`, which placeholders): a
 * list's few texts are built once and then the same string each request, so that namedStatement's
 * lookup hashes a string V8 has hashed before instead of a new 1.5 KB text.
 */
const statementTexts = new Map<string, string>();
function statementText(key: string, build: () => string): string {
  let text = statementTexts.get(key);
  if (text === undefined) {
    text = build();
    if (statementTexts.size < 200) statementTexts.set(key, text);
  }
  return text;
}

/** The list's `where` on `queries q`: the policy's scope, not archived, and the filter. */
const LISTED: ListedTable = { alias: 'q', objectType: 'query', scopeSql };

function listConditions(ctx: Context, filter: QueryListFilter) {
  return sharedListConditions(ctx, LISTED, filter, (param) =>
    [
      'NOT q.is_archived',
      filter.mine ? `q.user_id = ${param(ctx.viewer?.id ?? null)}::int` : null,
      filter.draft === true ? 'q.published_version IS NULL' : filter.draft === false ? 'q.published_version IS NOT NULL' : null,
    ]
      .filter(Boolean)
      .join(' AND '),
  );
}

/** How many queries the list admits (for a window past the end, where the page carries no count). */
async function countQueries(ctx: Context, filter: QueryListFilter): Promise<number> {
  const { values, where } = listConditions(ctx, filter);
  const { rows } = await pool.query<{ count: number }>(
    namedStatement('query_count', `SELECT count(*)::int AS count FROM queries q WHERE ${where}`, values),
  );
  return rows[0].count;
}

/**
 * The list as a paginated connection's two halves: one statement a page (see onePageListSource);
 * with `revise`, that statement also answers the page's revision (`revision()` once loaded).
 */
export function queryListSource(ctx: Context, filter: QueryListFilter, revise = false) {
  let revision: string | null = null;
  const source = onePageListSource(
    async (window) => {
      const page = await listQueries(ctx, filter, window, revise);
      revision = page.revision;
      return page;
    },
    () => countQueries(ctx, filter),
  );
  return { ...source, revision: () => revision, countAlone: () => countQueries(ctx, filter) };
}

/**
 * What a page row's answer is rendered from, digested as the dashboard revision digests a query
 * (queriesDigestSql): the row's version (`xmin`), its author's, its working version's and its
 * saver's, the schedule its fields show and whether it is the viewer's favorite (`f`).
 */
const PAGE_ROW_DIGEST = `concat(page.id, ':', page.row_version, ':', a.xmin, ':', qv.xmin, ':', m.xmin, ':',
  quote_nullable(s.cron), ':', quote_nullable(s.timezone), ':', f.is_favorite)`;

/** The page rows the viewer sees in the window: the statement's `page`, with each row's version. */
function pageSql(columns: string, where: string, take: string, skip: string): string {
  return `WITH page AS (
      SELECT ${columns}, count(*) OVER ()::int AS total_count, q.xmin AS row_version
      FROM queries q WHERE ${where}
      ORDER BY q.id DESC LIMIT ${take} OFFSET ${skip})`;
}

/** The joins of a page's list fields, the favorite (`f`) as a column of its own so that the digest reads it once. */
function pageJoins(viewerId: string): string {
  return `${listedFactsJoins('page')}
    LEFT JOIN LATERAL (SELECT ${queryFavoriteSql('page', viewerId)} AS is_favorite) f ON true`;
}

/**
 * One page of the queries the viewer sees, newest first, in ONE statement: the rows, the count of
 * every admitted row (`count(*) over ()`), and what each row's list fields show (its author, who
 * saved its working version, its first enabled schedule, whether it is the viewer's favorite),
 * which each row carries (`listed`) so the fields issue no statement and await no loader of their own.
 * Visibility is the query policy's `scopeSql`, the SQL form of `scope`. With `revise`, the same
 * statement answers the page's revision (see queryListRevision); a statement text of its own, so
 * that each keeps a generic plan.
 */
async function listQueries(
  ctx: Context,
  filter: QueryListFilter,
  window: { skip: number; take: number },
  revise = false,
): Promise<QueryListPage> {
  const { values, param, where, viewerId } = listConditions(ctx, filter);
  const take = param(window.take);
  const skip = param(window.skip);
  const viewer = viewerId();
  const sql = statementText(`page ${revise} ${where} ${take} ${skip} ${viewer}`, () => {
    const revisionColumn = revise ? `, ${pageRevisionColumn('total_count', PAGE_ROW_DIGEST, 'page.id DESC')} AS revision` : '';
    return `${pageSql(QUERY_COLUMNS, where, take, skip)}
    SELECT page.*, a.name, a.email, m.id, m.name, m.email, s.cron, s.timezone, f.is_favorite${revisionColumn}
    FROM page
    ${pageJoins(viewer)}
    ORDER BY page.id DESC`;
  });
  const { rows } = await pool.query<unknown[]>({
    ...namedStatement(revise ? 'query_list_revised' : 'query_list', sql, values),
    rowMode: 'array',
  });
  const result: ListedQueryRow[] = [];
  for (const r of rows) {
    const userId = r[2] as number;
    const modifierId = r[23] as number | null;
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
      publishedQueryDataId: r[18] as number | null,
      tags: r[15] as string[],
      createdAt: new Date(r[16] as number),
      updatedAt: new Date(r[17] as number),
      listed: {
        author: r[21] === null ? null : { id: userId, name: r[21] as string, email: r[22] as string },
        lastModifiedBy: modifierId === null ? null : { id: modifierId, name: r[24] as string, email: r[25] as string },
        firstSchedule: r[26] === null ? null : { cron: r[26] as string, timezone: r[27] as string },
        isFavorite: r[28] as boolean,
      },
    });
  }
  return {
    rows: result,
    totalCount: rows.length ? (rows[0][19] as number) : null,
    revision: revise && rows.length ? (rows[0][29] as string) : null,
  };
}

/**
 * The revision of the page of the query list in `window`, without reading the page's JSON: an md5
 * over the count of every admitted row and, for each row of the window in order, the versions of
 * every row its answer is rendered from (PAGE_ROW_DIGEST). The same as the one listQueries answers
 * with `revise` for the same page, so an answer rendered from it can be sent again while they
 * match. Null for an empty window (its answer is not kept). Visibility is the same `where`.
 */
export async function queryListRevision(
  ctx: Context,
  filter: QueryListFilter,
  window: { skip: number; take: number },
): Promise<{ revision: string | null; totalCount: number | null }> {
  const { values, param, where, viewerId } = listConditions(ctx, filter);
  const take = param(window.take);
  const skip = param(window.skip);
  const viewer = viewerId();
  const sql = statementText(
    `revision ${where} ${take} ${skip} ${viewer}`,
    () => `${pageSql('q.id, q.org_id, q.user_id, q.working_version', where, take, skip)}
    SELECT ${pageRevisionSql('total_count', PAGE_ROW_DIGEST, 'page.id DESC')}
    FROM page
    ${pageJoins(viewer)}`,
  );
  const { rows } = await pool.query<{ total_count: number | null; revision: string | null }>(
    namedStatement('query_list_revision', sql, values),
  );
  return { revision: rows[0].revision, totalCount: rows[0].total_count };
}

/**
 * Tags of the queries the viewer sees (archived ones left out) with how many carry each, most used
 * first: counted by PostgreSQL in one named statement, under the same `where` as the list (the query
 * policy's `scopeSql`), instead of reading every query's tags into the process.
 */
export async function queryTagCounts(ctx: Context): Promise<{ name: string; count: number }[]> {
  const { values, where } = listConditions(ctx, {});
  const { rows } = await pool.query<unknown[]>({
    ...namedStatement(
      'query_tag_counts',
      statementText(
        `tags ${where}`,
        () => `SELECT t.name, count(*)::int FROM queries q CROSS JOIN LATERAL unnest(q.tags) AS t(name) WHERE ${where} GROUP BY t.name`,
      ),
      values,
    ),
    rowMode: 'array',
  });
  return mostUsedFirst(rows.map((r) => ({ name: r[0] as string, count: r[1] as number })));
}
