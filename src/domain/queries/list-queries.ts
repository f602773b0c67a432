import { createHash } from 'node:crypto';
import type { Context } from '../../context.js';
import { namedStatement, pool } from '../../db.js';
import { onePageListSource } from '../list-source.js';
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
 * A page's revision: the organization's query list stamp (migration 0034: moved at commit by every
 * change to a query, a saved version, the name of a user a list shows, a query's schedule or a
 * favorite of a query) and a digest of everything the statement was bound to (the viewer's scope:
 * organization, connectors, permissions, own id; the filter; the window). So it changes whenever
 * the rows in the window, the count or anything the rows show changes, or what the viewer may see;
 * and it may also change when another query of the organization changes.
 */
function pageRevision(stamp: string | number | null, values: readonly unknown[]): string | null {
  if (stamp === null) return null;
  return `${stamp}.${createHash('sha1').update(JSON.stringify(values)).digest('base64url').slice(0, 22)}`;
}

/** The stamp of the viewer's organization, as a column (0 before its first query was ever written). */
const stampSql = (org: string) => `coalesce((SELECT stamp FROM query_list_stamps WHERE org_id = ${org}::int), 0)::text`;

/** The page rows the viewer sees in the window: the statement's `page`, with the count of every admitted row. */
function pageSql(columns: string, where: string, take: string, skip: string): string {
  return `WITH page AS (
      SELECT ${columns}, count(*) OVER ()::int AS total_count
      FROM queries q WHERE ${where}
      ORDER BY q.id DESC LIMIT ${take} OFFSET ${skip})`;
}

/** The joins of a page's list fields, the favorite (`f`) as a column of its own. */
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
  const org = revise ? param(ctx.viewer?.org.id ?? null) : '';
  const sql = statementText(`page ${revise} ${where} ${take} ${skip} ${viewer} ${org}`, () => {
    const revisionColumn = revise ? `, ${stampSql(org)} AS stamp` : '';
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
    const modifierId = r[22] as number | null;
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
        author: r[20] === null ? null : { id: userId, name: r[20] as string, email: r[21] as string },
        lastModifiedBy: modifierId === null ? null : { id: modifierId, name: r[23] as string, email: r[24] as string },
        firstSchedule: r[25] === null ? null : { cron: r[25] as string, timezone: r[26] as string },
        isFavorite: r[27] as boolean,
      },
    });
  }
  return {
    rows: result,
    totalCount: rows.length ? (rows[0][19] as number) : null,
    revision: revise && rows.length ? pageRevision(rows[0][28] as string, values) : null,
  };
}

/**
 * The revision of the page of the query list in `window` without reading the page: the same as
 * listQueries answers with `revise` for the same page (same values bound, same stamp), so an answer
 * rendered from it can be sent again while they match. One statement that reads the stamp's row and
 * whether the window holds a row; null for an empty window (its answer is not kept).
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
  const org = param(ctx.viewer?.org.id ?? null);
  const sql = statementText(
    `revision ${where} ${take} ${skip} ${viewer} ${org}`,
    // The viewer's id is bound as in the page's statement (the revision digests what was bound),
    // and answered back so that PostgreSQL can type it where the filter does not use it.
    () => `SELECT CASE WHEN ${take}::int > 0 AND EXISTS (SELECT 1 FROM queries q WHERE ${where} ORDER BY q.id DESC LIMIT 1 OFFSET ${skip})
      THEN ${stampSql(org)} END AS stamp, ${viewer}::int AS viewer`,
  );
  const { rows } = await pool.query<{ stamp: string | null }>(namedStatement('query_list_revision', sql, values));
  return { revision: pageRevision(rows[0].stamp, values), totalCount: null };
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

/**
 * The viewer's organization's query list stamp now (migration 0034): it moves at the commit of
 * every change to what a query list or the query tag counts show. Null without a viewer.
 */
export async function queryListStamp(ctx: Context): Promise<string | null> {
  if (!ctx.viewer) return null;
  const { rows } = await pool.query<unknown[]>({
    ...namedStatement('query_list_stamp', `SELECT ${stampSql('$1')}`, [ctx.viewer.org.id]),
    rowMode: 'array',
  });
  return rows[0][0] as string;
}
