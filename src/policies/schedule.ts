import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { NotFoundError } from '../errors.js';
import { authorize, NOTHING } from './authorize.js';
import { can as canMonitor, scope as monitorScope } from './monitor.js';
import { can as canQuery } from './query.js';
import { findRunEntity, type RunEntity } from './run.js';
import { allowlistedDataSourceIds, canReachDataSource, hasPermission, reachesAllDataSources } from './viewer.js';

/** read: sees the schedule. update/delete: changes it (cron, time zone, enabled) or removes it. */
export type ScheduleAction = 'read' | 'update' | 'delete';

export interface ScheduleRef {
  orgId: number;
  entityType: string;
  entityId: number;
}

/**
 * Schedules follow their entity, like runs: a monitor's schedules are seen by whoever sees the
 * monitor; a query's by whoever may watch the query (attach monitors and schedules to it).
 */
export function canSeeEntity(viewer: Viewer | null, entity: RunEntity): boolean {
  return entity.type === 'monitor' ? canMonitor(viewer, 'read', entity.row) : canQuery(viewer, 'watch', entity.row);
}

/** Changing a schedule, or attaching one, needs the schedule permission. */
export function can(viewer: Viewer | null, action: ScheduleAction, schedule: ScheduleRef & { entity: RunEntity }): boolean {
  const { entity } = schedule;
  if (!viewer || schedule.orgId !== viewer.org.id || entity.type !== schedule.entityType || entity.id !== schedule.entityId) return false;
  if (!canSeeEntity(viewer, entity)) return false;
  return action === 'read' || hasPermission(viewer, 'schedule');
}

/**
 * A fire runs as the schedule's owner, who must still reach the connector of what it runs (a
 * monitor's query, or the query); otherwise the fire records why it did not start.
 */
export function ownerMayFire(owner: Viewer | null, query: { orgId: number; dataSourceId: number }): owner is Viewer {
  return !!owner && owner.org.id === query.orgId && canReachDataSource(owner, query.dataSourceId);
}

/** Attaching a schedule to an entity: the schedule permission and an entity the viewer sees by the rule above. */
export function canCreate(viewer: Viewer | null, entity: RunEntity): boolean {
  return hasPermission(viewer, 'schedule') && canSeeEntity(viewer, entity);
}

/**
 * The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. Schedules point at
 * their entity without a foreign key, so the where names the entities; `watchableQueryIds` and
 * `visibleMonitorIds` come from `listableEntities` (or a test's fixtures).
 */
export function scope(viewer: Viewer | null, visible: { monitorIds: number[]; queryIds: number[] }): Prisma.ScheduleWhereInput {
  if (!viewer) return NOTHING;
  return {
    orgId: viewer.org.id,
    OR: [
      { entityType: 'monitor', entityId: { in: visible.monitorIds } },
      { entityType: 'query', entityId: { in: visible.queryIds } },
    ],
  };
}

/** The where for the ids of queries the viewer may watch: `can(viewer, 'watch', query)` of the query policy. */
export function watchableQueries(viewer: Viewer): Prisma.QueryWhereInput {
  const reach = reachesAllDataSources(viewer) ? {} : { dataSourceId: { in: allowlistedDataSourceIds(viewer) } };
  const own = viewer.isAdmin ? {} : { OR: [{ publishedVersion: { not: null } }, { userId: viewer.id }] };
  return { orgId: viewer.org.id, isArchived: false, ...reach, ...own };
}

/** The entity ids `scope` needs, read within the viewer's reach. */
export async function listableEntities(viewer: Viewer): Promise<{ monitorIds: number[]; queryIds: number[] }> {
  const [monitors, queries] = await Promise.all([
    db.monitor.findMany({ where: monitorScope(viewer), select: { id: true } }),
    db.query.findMany({ where: watchableQueries(viewer), select: { id: true } }),
  ]);
  return { monitorIds: monitors.map((m) => m.id), queryIds: queries.map((q) => q.id) };
}

/** The entity a schedule is attached to, if the viewer sees it: 404 (Query or Monitor) otherwise. */
export async function loadScheduleEntity(ctx: Context, type: RunEntity['type'], id: number): Promise<RunEntity> {
  const entity = ctx.viewer ? await findRunEntity(ctx.viewer, type, id) : null;
  if (!entity || !canSeeEntity(ctx.viewer, entity)) throw new NotFoundError(type === 'monitor' ? 'Monitor' : 'Query');
  return entity;
}

/** The schedule by id if the viewer may `action` it: 404 when unseen, 403 without the schedule permission. */
export async function loadSchedule(ctx: Context, id: number, action: ScheduleAction = 'read') {
  const viewer = ctx.viewer;
  const schedule = viewer ? await db.schedule.findFirst({ where: { id, orgId: viewer.org.id } }) : null;
  if (!schedule || !viewer) throw new NotFoundError('Schedule');
  const type = schedule.entityType === 'monitor' || schedule.entityType === 'query' ? schedule.entityType : null;
  const entity = type ? await findRunEntity(viewer, type, schedule.entityId) : null;
  return authorize(
    can,
    viewer,
    action,
    entity ? { ...schedule, entity } : null,
    'Schedule',
    'Changing a schedule needs the schedule permission.',
  );
}
