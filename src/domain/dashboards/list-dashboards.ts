import type { Context } from '../../context.js';
import { namedStatement, pool } from '../../db.js';
import { onePageListSource } from '../list-source.js';
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
  d.dashboard_filters_enabled, (extract(epoch FROM d.created_at) * 1000)::float8, (extract(epoch FROM d.updated_at) * 1000)::float8`;

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
 * One page of the dashboards the viewer may open, last changed first, in ONE statement: the rows,
 * the count of every admitted row (`count(*) over ()`), each one's author and whether it is the
 * viewer's favorite, which each row carries (`listed`) so the fields issue no statement and await
 * no loader of their own. Visibility is the dashboard policy's `scopeSql`, the SQL form of `scope`.
 */
async function listDashboards(ctx: Context, filter: DashboardListFilter, window: { skip: number; take: number }) {
  const { values, param, where, viewerId } = listConditions(ctx, filter);
  const sql = `SELECT ${DASHBOARD_COLUMNS}, count(*) OVER ()::int, u.name, u.email,
      EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${viewerId()}::int AND f.object_type = 'dashboard' AND f.object_id = d.id)
    FROM dashboards d LEFT JOIN users u ON u.id = d.user_id
    WHERE ${where}
    ORDER BY d.updated_at DESC, d.id DESC LIMIT ${param(window.take)} OFFSET ${param(window.skip)}`;
  const { rows } = await pool.query<unknown[]>({ ...namedStatement('dashboard_list', sql, values), rowMode: 'array' });
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
        author: r[19] === null ? null : { id: userId, name: r[19] as string, email: r[20] as string },
        isFavorite: r[21] as boolean,
      },
    });
  }
  return { rows: result, totalCount: rows.length ? (rows[0][18] as number) : null };
}

/** The list as a paginated connection's two halves: one statement a page (see onePageListSource). */
export function dashboardListSource(ctx: Context, filter: DashboardListFilter) {
  return onePageListSource(
    (window) => listDashboards(ctx, filter, window),
    () => countDashboards(ctx, filter),
  );
}
