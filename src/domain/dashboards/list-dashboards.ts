import type { Context } from '../../context.js';
import { namedStatement, pool } from '../../db.js';
import { onePageListSource, pageRevisionColumn, pageRevisionSql } from '../list-source.js';
import { scopeSql } from '../../policies/dashboard.js';
import { listConditions as sharedListConditions, type ListedTable, type SearchFilter } from '../lists/list-conditions.js';
import type { AuthorRow } from '../../request-loaders.js';
import type { DashboardRead } from './read-dashboard.js';

/** What a dashboard list is narrowed by, on top of the viewer's scope. */
interface DashboardListFilter extends SearchFilter {
  /** Archived dashboards instead of the others. */
  archived: boolean;
}

/** What a list's statement joined for a row's list fields, so they answer it without a loader. */
export interface ListedDashboardFacts {
  /** The dashboard's creator (null when the user row is gone). */
  author: AuthorRow | null;
  /** Whether it is the viewer's favorite. */
  isFavorite: boolean;
}

/** A list row: the dashboard's columns (no widgets), and what its list fields show. */
export interface DashboardListRow extends Omit<DashboardRead, 'widgets' | 'revision'> {
  listed: ListedDashboardFacts;
}

// The page's columns in order: the statement answers arrays (rowMode 'array'), read by index below.
// Timestamps come as epoch milliseconds (timestamptz(3): exact), one Date each, not a parsed string.
const DASHBOARD_COLUMNS = `d.id, d.org_id, d.user_id, d.name, d.slug, d.is_archived, d.published_snapshot,
  (extract(epoch FROM d.published_at) * 1000)::float8, d.share_token_hash, d.share_token_encrypted,
  (extract(epoch FROM d.share_expires_at) * 1000)::float8, d.tags, d.version, d.options, d.layout,
  d.dashboard_filters_enabled, (extract(epoch FROM d.created_at) * 1000)::float8, (extract(epoch FROM d.updated_at) * 1000)::float8 AS updated_ms`;

const dateOf = (ms: unknown) => (ms === null ? null : new Date(ms as number));

/** The list's `where` on `dashboards d`: the policy's scope, archived or not, and the filter. */
const LISTED: ListedTable = { alias: 'd', objectType: 'dashboard', scopeSql };

function listConditions(ctx: Context, filter: DashboardListFilter) {
  return sharedListConditions(ctx, LISTED, filter, (param) => `d.is_archived = ${param(filter.archived)}`);
}

async function countDashboards(ctx: Context, filter: DashboardListFilter): Promise<number> {
  const { values, where } = listConditions(ctx, filter);
  const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM dashboards d WHERE ${where}`, values);
  return rows[0].count;
}

/**
 * What a page row's answer is rendered from: the row's version (`xmin`), its author's and whether
 * it is the viewer's favorite (`fav`). Everything else a list row shows (can_edit, is_shared, ...)
 * is computed from the row and the viewer, whose state is part of a kept answer's key.
 */
const PAGE_ROW_DIGEST = `concat(page.id, ':', page.row_version, ':', u.xmin, ':', fav.is_favorite)`;

/** The page's order, by the page's own columns (updated_ms is the row's updated_at in ms). */
const PAGE_ORDER = 'page.updated_ms DESC, page.id DESC';

/** The page rows the viewer sees in the window: the statement's `page`, with each row's version. */
function pageSql(columns: string, where: string, take: string, skip: string): string {
  return `WITH page AS (
      SELECT ${columns}, count(*) OVER ()::int AS total_count, d.xmin AS row_version
      FROM dashboards d WHERE ${where}
      ORDER BY d.updated_at DESC, d.id DESC LIMIT ${take} OFFSET ${skip})`;
}

/** The page's author (`u`) and the viewer's favorite (`fav`). */
function pageJoins(viewerId: string): string {
  return `LEFT JOIN users u ON u.id = page.user_id
    LEFT JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${viewerId}::int AND f.object_type = 'dashboard'
      AND f.object_id = page.id) AS is_favorite) fav ON true`;
}

/**
 * One page of the dashboards the viewer may open, last changed first, in ONE statement: the rows,
 * the count of every admitted row (`count(*) over ()`), each one's author and whether it is the
 * viewer's favorite, which each row carries (`listed`) so the fields issue no statement and await
 * no loader of their own. Visibility is the dashboard policy's `scopeSql`, the SQL form of `scope`.
 * With `revise`, the same statement answers the page's revision (see dashboardListRevision); a
 * statement text of its own, so that each keeps a generic plan.
 */
async function listDashboards(ctx: Context, filter: DashboardListFilter, window: { skip: number; take: number }, revise = false) {
  const { values, param, where, viewerId } = listConditions(ctx, filter);
  const revisionColumn = revise ? `, ${pageRevisionColumn('total_count', PAGE_ROW_DIGEST, PAGE_ORDER)} AS revision` : '';
  const sql = `${pageSql(DASHBOARD_COLUMNS, where, param(window.take), param(window.skip))}
    SELECT page.*, u.name, u.email, fav.is_favorite${revisionColumn}
    FROM page
    ${pageJoins(viewerId())}
    ORDER BY ${PAGE_ORDER}`;
  const { rows } = await pool.query<unknown[]>({
    ...namedStatement(revise ? 'dashboard_list_revised' : 'dashboard_list', sql, values),
    rowMode: 'array',
  });
  const result: DashboardListRow[] = [];
  for (const r of rows) {
    const userId = r[2] as number;
    result.push({
      id: r[0] as number,
      orgId: r[1] as number,
      userId,
      name: r[3] as string,
      slug: r[4] as string,
      isArchived: r[5] as boolean,
      publishedSnapshot: r[6] as DashboardRead['publishedSnapshot'],
      publishedAt: dateOf(r[7]),
      shareTokenHash: r[8] as string | null,
      shareTokenEncrypted: r[9] as string | null,
      shareExpiresAt: dateOf(r[10]),
      tags: r[11] as string[],
      version: r[12] as number,
      options: r[13] as DashboardRead['options'],
      layout: r[14] as DashboardRead['layout'],
      dashboardFiltersEnabled: r[15] as boolean,
      createdAt: new Date(r[16] as number),
      updatedAt: new Date(r[17] as number),
      listed: {
        author: r[20] === null ? null : { id: userId, name: r[20] as string, email: r[21] as string },
        isFavorite: r[22] as boolean,
      },
    });
  }
  return {
    rows: result,
    totalCount: rows.length ? (rows[0][18] as number) : null,
    revision: revise && rows.length ? (rows[0][23] as string) : null,
  };
}

/**
 * The revision of the page of the dashboard list in `window`, without reading the page's JSON:
 * an md5 over the count of every admitted row and, for each row of the window in order, the
 * versions of what its answer is rendered from (PAGE_ROW_DIGEST). The same as the one
 * listDashboards answers with `revise` for the same page. Null for an empty window (its answer is
 * not kept). Visibility is the same `where`.
 */
export async function dashboardListRevision(
  ctx: Context,
  filter: DashboardListFilter,
  window: { skip: number; take: number },
): Promise<{ revision: string | null; totalCount: number | null }> {
  const { values, param, where, viewerId } = listConditions(ctx, filter);
  const columns = 'd.id, d.user_id, (extract(epoch FROM d.updated_at) * 1000)::float8 AS updated_ms';
  const sql = `${pageSql(columns, where, param(window.take), param(window.skip))}
    SELECT ${pageRevisionSql('total_count', PAGE_ROW_DIGEST, PAGE_ORDER)}
    FROM page
    ${pageJoins(viewerId())}`;
  const { rows } = await pool.query<{ total_count: number | null; revision: string | null }>(
    namedStatement('dashboard_list_revision', sql, values),
  );
  return { revision: rows[0].revision, totalCount: rows[0].total_count };
}

/**
 * The list as a paginated connection's two halves: one statement a page (see onePageListSource);
 * with `revise`, that statement also answers the page's revision (`revision()` once loaded).
 */
export function dashboardListSource(ctx: Context, filter: DashboardListFilter, revise = false) {
  let revision: string | null = null;
  const source = onePageListSource(
    async (window) => {
      const page = await listDashboards(ctx, filter, window, revise);
      revision = page.revision;
      return page;
    },
    () => countDashboards(ctx, filter),
  );
  return { ...source, revision: () => revision, countAlone: () => countDashboards(ctx, filter) };
}
