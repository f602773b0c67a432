import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { authorize, NOTHING } from './authorize.js';
import { can as canMonitor, type MonitorRef } from './monitor.js';
import { hasPermission } from './viewer.js';

/** read: sees the attempt. retry: sends the notification again. */
export type DeliveryAction = 'read' | 'retry';

export interface DeliveryRef {
  orgId: number;
  /** The monitor that notified; null for a destination's test notification. */
  monitor: MonitorRef | null;
}

/**
 * A monitor's deliveries follow the monitor (read with it, retried by whoever acts on it); a test
 * notification belongs to the destination's managers.
 */
export function can(viewer: Viewer | null, action: DeliveryAction, delivery: DeliveryRef): boolean {
  if (!viewer || delivery.orgId !== viewer.org.id) return false;
  if (!delivery.monitor) return hasPermission(viewer, 'manage_destinations');
  return canMonitor(viewer, action === 'read' ? 'read' : 'retryDelivery', delivery.monitor);
}

/** The `where` that lists one monitor's deliveries: all of them when the viewer sees the monitor, else none. */
export function scope(viewer: Viewer | null, monitor: MonitorRef & { id: number }): Prisma.DeliveryWhereInput {
  if (!viewer || !canMonitor(viewer, 'read', monitor)) return NOTHING;
  return { orgId: viewer.org.id, monitorId: monitor.id };
}

/** A delivery of one monitor if the viewer may `action` it: 404 when unseen, 403 when seen but not allowed. */
export async function loadDelivery(ctx: Context, monitorId: number, id: number, action: DeliveryAction = 'read') {
  const viewer = ctx.viewer;
  const row = viewer
    ? await db.delivery.findFirst({
        where: { id, monitorId, orgId: viewer.org.id },
        include: { monitor: { select: { orgId: true, parent: { select: { dataSourceId: true } } } } },
      })
    : null;
  return authorize(can, viewer, action, row, 'Delivery', 'Retrying a delivery needs the create_monitor permission.');
}
