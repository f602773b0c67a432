import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { authorize, NOTHING } from './authorize.js';
import { can as canQuery, type QueryRef } from './query.js';
import { allowlistedDataSourceIds, canReachDataSource, hasPermission, reachesAllDataSources } from './viewer.js';

/**
 * read: sees the monitor, its subscriptions, deliveries, runs and schedules.
 * update/delete/run/acknowledge/snooze/mute/subscribe/retryDelivery: acts on it.
 */
export type MonitorAction = 'read' | 'update' | 'delete' | 'run' | 'acknowledge' | 'snooze' | 'mute' | 'subscribe' | 'retryDelivery';

export interface MonitorRef {
  orgId: number;
  /** The watched query's connector. */
  parent: { dataSourceId: number };
}

/** A monitor is seen by whoever reaches its query's connector in its organization; acting on it needs create_monitor. */
export function can(viewer: Viewer | null, action: MonitorAction, monitor: MonitorRef): boolean {
  if (!viewer || monitor.orgId !== viewer.org.id || !canReachDataSource(viewer, monitor.parent.dataSourceId)) return false;
  return action === 'read' || hasPermission(viewer, 'create_monitor');
}

/** Creating a monitor needs create_monitor and a query it may watch (`can(viewer, 'watch', query)` of the query policy). */
export function canCreate(viewer: Viewer | null, query: QueryRef): boolean {
  return hasPermission(viewer, 'create_monitor') && canQuery(viewer, 'watch', query);
}

/** The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. */
export function scope(viewer: Viewer | null): Prisma.MonitorWhereInput {
  if (!viewer) return NOTHING;
  return reachesAllDataSources(viewer)
    ? { orgId: viewer.org.id }
    : { orgId: viewer.org.id, parent: { dataSourceId: { in: allowlistedDataSourceIds(viewer) } } };
}

/**
 * The SQL form of `scope`, on `monitors m` (its query reached as `queries`): exactly the rows
 * `scope` (and so `can(viewer, 'read', row)`) admits. `param` binds a value and answers its placeholder.
 */
export function scopeSql(viewer: Viewer | null, param: (value: unknown) => string): string {
  if (!viewer) return 'false';
  const orgId = `m.org_id = ${param(viewer.org.id)}`;
  if (reachesAllDataSources(viewer)) return orgId;
  return `${orgId} AND EXISTS (SELECT 1 FROM queries mq WHERE mq.id = m.query_id AND mq.data_source_id = ANY(${param(allowlistedDataSourceIds(viewer))}::int[]))`;
}

const MANAGE = 'Changing a monitor needs the create_monitor permission.';

export function authorizeMonitor<R extends MonitorRef>(
  viewer: Viewer | null,
  action: MonitorAction,
  row: R | null | undefined,
  what = 'Monitor',
): R {
  return authorize(can, viewer, action, row, what, MANAGE);
}

/** The monitor by id (with its query's connector) if the viewer may `action` it: 404 when unseen, 403 when seen but not allowed. */
export async function loadMonitor(ctx: Context, id: number, action: MonitorAction = 'read') {
  const viewer = ctx.viewer;
  const row = viewer
    ? await db.monitor.findFirst({ where: { id, orgId: viewer.org.id }, include: { parent: { select: { dataSourceId: true } } } })
    : null;
  return authorizeMonitor(viewer, action, row);
}
