import { viewerById } from '../../auth/viewer.js';
import { createSystemContext } from '../../context.js';
import { db } from '../../db.js';
import { DomainError } from '../../errors.js';
import { ownerMayFire } from '../../policies/schedule.js';
import { runtime } from '../../runtime.js';
import { requestExecution } from '../execution/request-execution.js';
import { publishMonitorEvent } from '../monitors/monitor-events.js';
import { executableVersion } from '../queries/executable-version.js';
import { startMonitorCheck } from '../monitors/start-monitor-check.js';
import { unplan } from './plan-next-fire.js';

/**
 * Runs what a fire is for, as the schedule's owner: a monitor check (skipped when one is in
 * flight), or a query run through the runs pipeline (keeps dashboards fresh). A failure to start
 * is recorded on the fire and, for a monitor, as its error with state `unknown`.
 */
export async function runScheduledEntity(fireId: number): Promise<void> {
  const fire = await db.scheduleFire.findUnique({ where: { id: fireId }, include: { schedule: true } });
  if (!fire || fire.runId !== null || fire.error !== null) return;
  const { schedule } = fire;
  let runId: number | null = null;
  let error: string | null = null;
  try {
    const owner = await viewerById(schedule.userId);
    const ctx = createSystemContext(owner);
    if (schedule.entityType === 'monitor') {
      const monitor = await db.monitor.findUnique({ where: { id: schedule.entityId }, include: { parent: true } });
      if (!monitor) {
        await retireSchedule(schedule.id);
        throw new Error('the monitor no longer exists; the schedule is disabled');
      }
      if (!ownerMayFire(owner, monitor.parent)) throw new Error("the schedule's owner can no longer run this monitor's query");
      const started = await startMonitorCheck(ctx, monitor.id);
      runId = started.run.id;
      if (!started.created) error = `skipped: run ${started.run.id} was still in flight`;
    } else {
      const query = await db.query.findUnique({ where: { id: schedule.entityId } });
      if (!query || query.isArchived) {
        await retireSchedule(schedule.id);
        throw new Error('the query no longer exists; the schedule is disabled');
      }
      if (!ownerMayFire(owner, query)) throw new Error("the schedule's owner can no longer run this query");
      const version = executableVersion(query, 'unattended');
      const answer = await requestExecution(ctx, {
        dataSourceId: query.dataSourceId,
        queryId: query.id,
        queryText: version.text,
        parameterDefinitions: version.parameterDefinitions,
        maxAge: 0,
        run: { entityType: 'query', entityId: query.id },
      });
      runId = 'job' in answer ? answer.job.runId : null;
    }
  } catch (caught) {
    error = caught instanceof DomainError || caught instanceof Error ? caught.message : String(caught);
    if (schedule.entityType === 'monitor' && !runId) await recordMonitorStartFailure(schedule.entityId, error);
  }
  await db.scheduleFire.update({ where: { id: fireId }, data: { runId, error } });
}

/** A schedule whose entity is gone stops firing instead of failing every tick. */
async function retireSchedule(scheduleId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.schedule.update({ where: { id: scheduleId }, data: { enabled: false, nextRunAt: null } });
    await unplan(tx, scheduleId);
  });
}

async function recordMonitorStartFailure(monitorId: number, error: string): Promise<void> {
  const now = runtime.clock.now();
  await db.$transaction(async (tx) => {
    const { count } = await tx.monitor.updateMany({
      where: { id: monitorId },
      data: { state: 'unknown', stateError: `the check could not start: ${error}`, lastCheckedAt: now },
    });
    if (count) {
      await publishMonitorEvent(tx, {
        type: 'state_changed',
        monitorId,
        occurredAt: now.toISOString(),
        state: 'unknown',
        error: `the check could not start: ${error}`,
      });
    }
  });
}
