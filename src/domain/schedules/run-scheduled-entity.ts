import { viewerById, type Viewer } from '../../auth/viewer.js';
import { createSystemContext } from '../../context.js';
import { db } from '../../db.js';
import { DomainError } from '../../errors.js';
import { ownerMayFire } from '../../policies/schedule.js';
import { runtime } from '../../runtime.js';
import { requestExecution } from '../execution/request-execution.js';
import { publishMonitorEvent } from '../monitors/monitor-events.js';
import { startMonitorChecks, type CheckRequest, type CheckStart } from '../monitors/start-monitor-checks.js';
import { executableVersion } from '../queries/executable-version.js';

type Outcome = { runId: number | null; error: string | null };

const messageOf = (caught: unknown) => (caught instanceof DomainError || caught instanceof Error ? caught.message : String(caught));

/**
 * Runs what fires are for, each as its schedule's owner: monitor checks, started together
 * (`startMonitorChecks`: skipped while one is in flight, one execution per distinct query and
 * parameters), or query runs through the runs pipeline (keeps dashboards fresh). A failure to
 * start is recorded on the fire and, for a monitor, as its error with state `unknown`. Fires
 * already started or failed are left alone, so a repeated call does nothing.
 */
export async function runScheduledFires(fireIds: number[]): Promise<void> {
  const fires = await db.scheduleFire.findMany({
    where: { id: { in: fireIds }, runId: null, error: null },
    include: { schedule: true },
    orderBy: { id: 'asc' },
  });
  if (fires.length === 0) return;
  const owners = new Map<number, Promise<Viewer | null>>();
  const ownerOf = (userId: number) => {
    if (!owners.has(userId)) owners.set(userId, viewerById(userId));
    return owners.get(userId)!;
  };
  const outcomes = new Map<number, Outcome>();
  // Schedules whose entity is gone, disabled once their fire says why.
  const retired: number[] = [];
  const monitorFires = fires.filter((fire) => fire.schedule.entityType === 'monitor');
  const monitors = await db.monitor.findMany({
    where: { id: { in: monitorFires.map((fire) => fire.schedule.entityId) } },
    include: { parent: { select: { orgId: true, dataSourceId: true } } },
  });
  const monitorById = new Map(monitors.map((m) => [m.id, m]));
  const checks: { fireId: number; request: CheckRequest }[] = [];
  for (const fire of monitorFires) {
    const monitor = monitorById.get(fire.schedule.entityId);
    if (!monitor) {
      retired.push(fire.schedule.id);
      outcomes.set(fire.id, { runId: null, error: 'the monitor no longer exists; the schedule is disabled' });
    } else if (!ownerMayFire(await ownerOf(fire.schedule.userId), monitor.parent)) {
      outcomes.set(fire.id, { runId: null, error: "the schedule's owner can no longer run this monitor's query" });
    } else checks.push({ fireId: fire.id, request: { monitorId: monitor.id, userId: fire.schedule.userId } });
  }
  const started = await startChecks(checks.map((c) => c.request));
  const createdBy = new Map<number, number>();
  for (const { fireId, request } of checks) {
    const start = started.get(request.monitorId)!;
    if ('error' in start) outcomes.set(fireId, { runId: null, error: start.error });
    // Two schedules of one monitor in one batch: the first starts the check, the second is skipped.
    else if (start.created && !createdBy.has(request.monitorId)) {
      createdBy.set(request.monitorId, fireId);
      outcomes.set(fireId, { runId: start.runId, error: null });
    } else outcomes.set(fireId, { runId: start.runId, error: `skipped: run ${start.runId} was still in flight` });
  }
  for (const fire of fires.filter((f) => f.schedule.entityType !== 'monitor')) {
    outcomes.set(fire.id, await runScheduledQuery(fire.schedule, await ownerOf(fire.schedule.userId), retired));
  }
  for (const fire of monitorFires) {
    const outcome = outcomes.get(fire.id)!;
    if (outcome.error && !outcome.runId) await recordMonitorStartFailure(fire.schedule.entityId, outcome.error);
  }
  await db.$executeRaw`
    UPDATE schedule_fires f SET run_id = o.run_id, error = o.error
      FROM unnest(${[...outcomes.keys()]}::int[], ${[...outcomes.values()].map((o) => o.runId)}::int[], ${[...outcomes.values()].map((o) => o.error)}::text[])
        AS o(id, run_id, error)
     WHERE f.id = o.id AND f.run_id IS NULL AND f.error IS NULL`;
  // A schedule whose entity is gone stops firing instead of failing every tick.
  if (retired.length) await db.schedule.updateMany({ where: { id: { in: retired } }, data: { enabled: false, nextRunAt: null } });
}

/**
 * The batch in one transaction; should it fail as a whole (not a check's own error, which the
 * batch answers), each check is tried alone, so one bad monitor cannot hold back the others.
 */
async function startChecks(requests: CheckRequest[]): Promise<Map<number, CheckStart>> {
  try {
    return await startMonitorChecks(requests, runtime.clock.now());
  } catch (caught) {
    if (requests.length === 1) return new Map([[requests[0].monitorId, { error: messageOf(caught) }]]);
    const answers = new Map<number, CheckStart>();
    for (const request of requests) {
      const one = await startChecks([request]);
      answers.set(request.monitorId, one.get(request.monitorId)!);
    }
    return answers;
  }
}

async function runScheduledQuery(
  schedule: { id: number; entityId: number; userId: number },
  owner: Viewer | null,
  retired: number[],
): Promise<Outcome> {
  try {
    const query = await db.query.findUnique({ where: { id: schedule.entityId } });
    if (!query || query.isArchived) {
      retired.push(schedule.id);
      throw new Error('the query no longer exists; the schedule is disabled');
    }
    if (!ownerMayFire(owner, query)) throw new Error("the schedule's owner can no longer run this query");
    const version = executableVersion(query, 'unattended');
    const answer = await requestExecution(createSystemContext(owner), {
      dataSourceId: query.dataSourceId,
      queryId: query.id,
      queryText: version.text,
      parameterDefinitions: version.parameterDefinitions,
      queryVersion: version.version,
      maxAge: 0,
      run: { entityType: 'query', entityId: query.id },
    });
    return { runId: 'job' in answer ? answer.job.runId : null, error: null };
  } catch (caught) {
    return { runId: null, error: messageOf(caught) };
  }
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
