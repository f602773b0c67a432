import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { idParam, listBody, operation, pageParams } from '../operation.js';
import { MonitorDryRunDocument, MonitorHistoryListDocument } from '../operations/generated/graphql.js';

const history = operation(MonitorHistoryListDocument);
const dryRun = operation(MonitorDryRunDocument);

/** A monitor's state history and its dry run (mounted beside rest/routes/monitors.ts). */
export const monitorHistory = new Hono<RestEnv>()
  .get('/:id/events', doc({ run: MonitorHistoryListDocument, shape: 'list' }), async (c) => {
    const page = pageParams(c);
    const data = await history(c, { monitorId: idParam(c), first: page.first, after: page.after });
    return c.json(listBody(data.monitorHistory, page));
  })
  .post('/:id/dry_run', doc({ run: MonitorDryRunDocument }), async (c) => c.json((await dryRun(c, { id: idParam(c) })).dryRunMonitor));
