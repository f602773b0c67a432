import { inTransaction } from '../../db.js';
import { DomainError } from '../../errors.js';
import { insertJobs, prepareExecution, type NewJob, type PreparedExecution } from '../execution/request-execution.js';
import { JobStatus } from '../jobs/job-status.js';
import { executableVersion, type VersionedQuery } from '../queries/executable-version.js';

/** A check to start: the monitor, and the schedule owner it runs as (already authorized). */
export interface CheckRequest {
  monitorId: number;
  userId: number;
}

/** What became of one requested check. */
export type CheckStart = { runId: number; created: true } | { runId: number; created: false } | { error: string };

type MonitorRow = {
  monitorId: number;
  monitorOrgId: number;
  monitorOptions: { parameters?: Record<string, unknown> } | null;
  queryId: number;
} & VersionedQuery;

/**
 * Starts many monitor checks at once (a tick's due monitors), in one transaction with the monitor
 * rows locked (in id order), so a concurrent "check now" or another worker starts nothing twice:
 * - a monitor whose last check is still in flight starts nothing (answered with that run);
 * - the others are grouped by what would actually execute — the executable version's bound text
 *   and values on the same connector (`executableVersion` decides the version) — and each group
 *   is ONE job, with one run per monitor, so every monitor is evaluated against one execution;
 * - a monitor whose check cannot start (a parameter no longer valid, a connector gone) gets its error.
 * The jobs, runs and their tasks are three statements however many checks there are.
 */
export async function startMonitorChecks(requests: CheckRequest[], now: Date): Promise<Map<number, CheckStart>> {
  const answers = new Map<number, CheckStart>();
  if (requests.length === 0) return answers;
  const ownerOf = new Map<number, number>();
  for (const request of requests) if (!ownerOf.has(request.monitorId)) ownerOf.set(request.monitorId, request.userId);
  const monitorIds = [...ownerOf.keys()].sort((a, b) => a - b);
  // Raw: the batch's statements on one connection; the locks are the point.
  return inTransaction(async (client) => {
    const { rows: monitors } = await client.query<MonitorRow>(
      `SELECT m.id AS "monitorId", m.org_id AS "monitorOrgId", m.options AS "monitorOptions", q.id AS "queryId", q.org_id AS "orgId",
              q.user_id AS "userId", q.data_source_id AS "dataSourceId", q.query, q.options, q.working_version AS "workingVersion",
              q.published_query AS "publishedQuery", q.published_options AS "publishedOptions", q.published_version AS "publishedVersion"
         FROM monitors m JOIN queries q ON q.id = m.query_id WHERE m.id = ANY($1::int[]) ORDER BY m.id FOR UPDATE OF m`,
      [monitorIds],
    );
    const { rows: inFlight } = await client.query<{ id: number; entity_id: number }>(
      `SELECT DISTINCT ON (entity_id) id, entity_id FROM runs
        WHERE org_id = ANY($1::int[]) AND entity_type = 'monitor' AND entity_id = ANY($2::int[])
          AND status IN (${JobStatus.Queued}, ${JobStatus.Started})
        ORDER BY entity_id, id DESC`,
      [[...new Set(monitors.map((m) => m.monitorOrgId))], monitorIds],
    );
    for (const run of inFlight) answers.set(run.entity_id, { runId: run.id, created: false });
    const sources = new Map<number, Promise<{ org_id: number; type: string } | undefined>>();
    const groups = new Map<string, NewJob>();
    for (const monitor of monitors) {
      if (answers.has(monitor.monitorId)) continue;
      const version = executableVersion(monitor, 'unattended');
      let execution: PreparedExecution;
      try {
        execution = await prepareExecution(
          {
            dataSourceId: monitor.dataSourceId,
            queryId: monitor.queryId,
            queryText: version.text,
            parameterDefinitions: version.parameterDefinitions,
            queryVersion: version.version,
            parameters: monitor.monitorOptions?.parameters ?? {},
          },
          sources,
        );
      } catch (caught) {
        if (!(caught instanceof DomainError)) throw caught;
        answers.set(monitor.monitorId, { error: caught.message });
        continue;
      }
      // One execution per (organization, connector, bound text and values); the saved query is
      // part of it too, because a finished job moves its query's latest result.
      const key = `${execution.orgId}:${execution.queryId}:${execution.hash}`;
      const userId = ownerOf.get(monitor.monitorId)!;
      const group = groups.get(key) ?? { execution, userId, runs: [] };
      group.runs.push({ entityType: 'monitor', entityId: monitor.monitorId, userId });
      groups.set(key, group);
    }
    const inserted = await insertJobs(client, [...groups.values()], now);
    for (const [g, group] of [...groups.values()].entries()) {
      group.runs.forEach((run, r) => answers.set(run.entityId, { runId: inserted[g].runIds[r], created: true }));
    }
    return answers;
  });
}
