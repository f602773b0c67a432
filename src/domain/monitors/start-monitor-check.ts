import type { Context } from '../../context.js';
import { db } from '../../db.js';
import { requestExecution } from '../execution/request-execution.js';

/**
 * Starts a check through the runs pipeline unless one is in flight: the monitor row is locked
 * while deciding, so two concurrent requests (or a schedule and a click) start one run.
 * `created` is false when the in-flight run is answered instead.
 */
export async function startMonitorCheck(ctx: Context, monitorId: number) {
  return db.$transaction(
    async (tx) => {
      const monitor = await tx.monitor.findUniqueOrThrow({ where: { id: monitorId }, include: { parent: true } });
      await tx.$queryRaw`SELECT id FROM monitors WHERE id = ${monitorId} FOR UPDATE`;
      const inFlight = await tx.run.findFirst({
        where: { orgId: monitor.orgId, entityType: 'monitor', entityId: monitorId, status: { in: [1, 2] } },
        orderBy: { id: 'desc' },
      });
      if (inFlight) return { run: inFlight, created: false };
      const query = monitor.parent;
      const options = monitor.options as { parameters?: Record<string, unknown> };
      // The published text is what viewers see; a never-published draft is checked as written.
      const answer = await requestExecution(ctx, {
        dataSourceId: query.dataSourceId,
        queryId: query.id,
        queryText: query.publishedQuery ?? query.query,
        parameters: options.parameters ?? {},
        maxAge: 0,
        run: { entityType: 'monitor', entityId: monitorId },
      });
      const runId = 'job' in answer ? answer.job.runId : null;
      if (runId === null) throw new Error('requestExecution answered without a run');
      return { run: await db.run.findUniqueOrThrow({ where: { id: runId } }), created: true };
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}
