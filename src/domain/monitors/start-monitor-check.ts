import type { Context } from '../../context.js';
import { inTransaction, lockPool } from '../../db.js';
import { NotFoundError } from '../../errors.js';
import { requestExecution } from '../execution/request-execution.js';
import { JobStatus } from '../jobs/job-status.js';
import { executableVersion, type VersionedQuery } from '../queries/executable-version.js';

export interface MonitorRunRow {
  id: number;
  entityType: string;
  entityId: number;
  jobId: number | null;
  status: number;
  error: string | null;
  queryResultId: number | null;
  details: unknown;
  createdAt: Date;
  finishedAt: Date | null;
}

const RUN_COLUMNS = `id, entity_type AS "entityType", entity_id AS "entityId", job_id AS "jobId", status, error,
  query_result_id AS "queryResultId", details, created_at AS "createdAt", finished_at AS "finishedAt"`;

/**
 * Starts a check through the runs pipeline unless one is in flight: the monitor row is locked
 * while deciding, so two concurrent requests (or a schedule and a click) start one run.
 * `created` is false when the in-flight run is answered instead.
 */
export async function startMonitorCheck(ctx: Context, monitorId: number): Promise<{ run: MonitorRunRow; created: boolean }> {
  // The monitor-row lock is held on lockPool while requestExecution takes `pool` connections.
  return inTransaction(async (client) => {
    const { rows } = await client.query<
      { monitorOrgId: number; monitorOptions: { parameters?: Record<string, unknown> }; queryId: number } & VersionedQuery
    >(
      `SELECT m.org_id AS "monitorOrgId", m.options AS "monitorOptions", q.id AS "queryId", q.org_id AS "orgId", q.user_id AS "userId",
              q.data_source_id AS "dataSourceId", q.query, q.options, q.working_version AS "workingVersion",
              q.published_query AS "publishedQuery", q.published_options AS "publishedOptions", q.published_version AS "publishedVersion"
         FROM monitors m JOIN queries q ON q.id = m.query_id WHERE m.id = $1 FOR UPDATE OF m`,
      [monitorId],
    );
    const monitor = rows[0];
    if (!monitor) throw new NotFoundError('Monitor');
    const inFlight = await client.query<MonitorRunRow>(
      `SELECT ${RUN_COLUMNS} FROM runs WHERE org_id = $1 AND entity_type = 'monitor' AND entity_id = $2 AND status IN (${JobStatus.Queued}, ${JobStatus.Started}) ORDER BY id DESC LIMIT 1`,
      [monitor.monitorOrgId, monitorId],
    );
    if (inFlight.rows[0]) return { run: inFlight.rows[0], created: false };
    const version = executableVersion(monitor, 'unattended');
    const answer = await requestExecution(ctx, {
      dataSourceId: monitor.dataSourceId,
      queryId: monitor.queryId,
      queryText: version.text,
      parameterDefinitions: version.parameterDefinitions,
      queryVersion: version.version,
      parameters: monitor.monitorOptions.parameters ?? {},
      maxAge: 0,
      run: { entityType: 'monitor', entityId: monitorId },
    });
    const runId = 'job' in answer ? answer.job.runId : null;
    if (runId === null) throw new Error('requestExecution answered without a run');
    // The run was committed by requestExecution's own transaction; this one still sees it.
    const created = await client.query<MonitorRunRow>(`SELECT ${RUN_COLUMNS} FROM runs WHERE id = $1`, [runId]);
    return { run: created.rows[0], created: true };
  }, lockPool);
}
