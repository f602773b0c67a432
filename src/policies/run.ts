import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { NotFoundError } from '../errors.js';
import { authorize, NOTHING } from './authorize.js';
import { authorizeMonitor, can as canMonitor, type MonitorRef } from './monitor.js';
import { authorizeQuery, can as canQuery, type QueryRef } from './query.js';
import { hasPermission } from './viewer.js';

/** read: sees the run. readResult: also its result (the CSV download by run id). */
export type RunAction = 'read' | 'readResult';

/** What a run executes: a saved query, or a monitor's check (of the monitor's query). */
export type RunEntity = { type: 'query'; id: number; row: QueryRef } | { type: 'monitor'; id: number; row: MonitorRef };

export interface RunRef {
  orgId: number;
  entityType: string;
  entityId: number;
}

export const RUN_ENTITY_TYPES = ['query', 'monitor'] as const;

function entityReadable(viewer: Viewer | null, entity: RunEntity): boolean {
  return entity.type === 'query' ? canQuery(viewer, 'read', entity.row) : canMonitor(viewer, 'read', entity.row);
}

/**
 * Runs follow their entity: a query's runs are seen by whoever sees the query, a monitor's runs
 * (its checks) by whoever sees the monitor, which is also the rule for the monitor's schedules.
 * A run's result is part of what the entity shows for a query; for a monitor's check it is the
 * monitor query's data, so it also needs the rule of results (view_query, execute_query or
 * create_query).
 */
export function can(viewer: Viewer | null, action: RunAction, run: RunRef & { entity: RunEntity }): boolean {
  const { entity } = run;
  if (!viewer || run.orgId !== viewer.org.id || entity.type !== run.entityType || entity.id !== run.entityId) return false;
  if (!entityReadable(viewer, entity)) return false;
  return action === 'read' || resultReadable(viewer, run);
}

/** For a run the viewer already reads: whether it may read the run's result too. */
export function resultReadable(viewer: Viewer | null, run: Pick<RunRef, 'entityType'>): boolean {
  if (run.entityType === 'query') return true;
  return hasPermission(viewer, 'view_query') || hasPermission(viewer, 'execute_query') || hasPermission(viewer, 'create_query');
}

/** The `where` that lists the runs of one entity: all of them when the viewer reads the entity, else none. */
export function scope(viewer: Viewer | null, entity: RunEntity): Prisma.RunWhereInput {
  if (!viewer || !entityReadable(viewer, entity)) return NOTHING;
  return { orgId: viewer.org.id, entityType: entity.type, entityId: entity.id };
}

/** The entity a run (or a schedule) belongs to, within the viewer's organization; null when there is none. */
export async function findRunEntity(viewer: Viewer, type: RunEntity['type'], id: number): Promise<RunEntity | null> {
  if (type === 'query') {
    const row = await db.query.findFirst({ where: { id, orgId: viewer.org.id } });
    return row ? { type, id, row } : null;
  }
  const row = await db.monitor.findFirst({
    where: { id, orgId: viewer.org.id },
    select: { orgId: true, parent: { select: { dataSourceId: true } } },
  });
  return row ? { type, id, row } : null;
}

/** The entity whose runs are listed, if the viewer reads it: 404 (Query or Monitor) otherwise. */
export async function loadRunEntity(ctx: Context, type: RunEntity['type'], id: number): Promise<RunEntity> {
  const entity = ctx.viewer ? await findRunEntity(ctx.viewer, type, id) : null;
  if (type === 'query') authorizeQuery(ctx.viewer, 'read', entity?.row as QueryRef | undefined);
  else authorizeMonitor(ctx.viewer, 'read', entity?.row as MonitorRef | undefined);
  return entity!;
}

/** The run by id if the viewer may `action` it: 404 when unseen, 403 when seen but not allowed. */
export async function loadRun(ctx: Context, id: number, action: RunAction = 'read') {
  const viewer = ctx.viewer;
  const run = viewer ? await db.run.findFirst({ where: { id, orgId: viewer.org.id } }) : null;
  if (!run || !viewer) throw new NotFoundError('Run');
  const type = RUN_ENTITY_TYPES.find((t) => t === run.entityType);
  const entity = type ? await findRunEntity(viewer, type, run.entityId) : null;
  const ref = entity ? { ...run, entity } : null;
  return authorize(can, viewer, action, ref, 'Run', 'Reading this run’s result needs view_query, execute_query or create_query.');
}
