import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { pool, type DataSourceRow, type Prisma } from '../db.js';
import { authorize, NOTHING } from './authorize.js';
import { allowlistedDataSourceIds, canCreateDataSource, canReachDataSource, reachesAllDataSources } from './viewer.js';

/** read: sees the connector, its schema, and tests a saved one. update/delete: changes or removes it. */
export type DataSourceAction = 'read' | 'readSchema' | 'test' | 'update' | 'delete';

export interface DataSourceRef {
  id: number;
  orgId: number;
}

/**
 * A connector is seen (and its schema read, and a saved one tested) by whoever reaches it;
 * changing it needs create_data_source through an unrestricted group, as creating one does.
 */
export function can(viewer: Viewer | null, action: DataSourceAction, dataSource: DataSourceRef): boolean {
  if (!viewer || dataSource.orgId !== viewer.org.id || !canReachDataSource(viewer, dataSource.id)) return false;
  return action === 'read' || action === 'readSchema' || action === 'test' || canCreateDataSource(viewer);
}

/** Creating a connector (or testing unsaved options) needs create_data_source through an unrestricted group. */
export function canCreate(viewer: Viewer | null): boolean {
  return canCreateDataSource(viewer);
}

/** The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. */
export function scope(viewer: Viewer | null): Prisma.DataSourceWhereInput {
  if (!viewer) return NOTHING;
  return reachesAllDataSources(viewer) ? { orgId: viewer.org.id } : { orgId: viewer.org.id, id: { in: allowlistedDataSourceIds(viewer) } };
}

/**
 * `scope` as a SQL condition on `data_sources ds` (`param` binds a value and answers its
 * placeholder): exactly the rows `can(viewer, 'read', row)` admits. test/policies/user-group-scope-sql.test.ts
 * compares it with `scope` and `can` for every kind of viewer.
 */
export function scopeSql(viewer: Viewer | null, param: (value: unknown) => string): string {
  if (!viewer) return 'false';
  const org = `ds.org_id = ${param(viewer.org.id)}`;
  return reachesAllDataSources(viewer) ? org : `${org} AND ds.id = ANY(${param(allowlistedDataSourceIds(viewer))}::int[])`;
}

/** Every column, named as Prisma names them: the row loadDataSource answers. */
const READ_DATA_SOURCE = `SELECT id, org_id AS "orgId", name, type, options, secret_options_encrypted AS "secretOptionsEncrypted",
  created_at AS "createdAt", updated_at AS "updatedAt"
  FROM data_sources WHERE id = $1 AND org_id = $2`;

/**
 * The connector by id if the viewer may `action` it: 404 when unreachable, 403 without create_data_source.
 * Raw, one named statement: every execution request (POST /api/query_results) starts with it.
 */
export async function loadDataSource(ctx: Context, id: number, action: DataSourceAction = 'read') {
  const row = ctx.viewer
    ? ((await pool.query<DataSourceRow>({ name: 'read-data-source', text: READ_DATA_SOURCE, values: [id, ctx.viewer.org.id] })).rows[0] ??
      null)
    : null;
  return authorize(can, ctx.viewer, action, row, 'Data source', 'You are not allowed to do this.');
}
