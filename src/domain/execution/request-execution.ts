/**
 * CONTRACT: the one way anything gets a query executed (REST/GraphQL refresh, run and results,
 * ad-hoc query_results, the scheduler, monitors, dashboards).
 *
 *   requestExecution(ctx, { dataSourceId, queryId?, queryText, parameters?, parameterDefinitions,
 *                           maxAge, run?: { entityType, entityId } })
 *     -> { queryResult: QueryResultShape }   a cached result was fresh enough
 *      | { job: JobShape }                   a job (status 1 when new) to poll or subscribe to
 *
 * - `queryText` may reference `{{ name }}` parameters, defined by `parameterDefinitions`: for a
 *   saved query, the text and the definitions of one version, as `executableVersion()` answers
 *   them (src/domain/queries/executable-version.ts). Values are validated (422) and bound by the
 *   driver. The cache key is the connector plus the bound text
 *   and values.
 * - `maxAge`: 0 always runs, -1 takes any cached result, N takes one retrieved within N seconds.
 * - An identical job already queued or started (same connector, text and values) is joined.
 * - `run` given: a new job and a `runs` row (listed by GET /api/runs), unless `maxAge` (not 0)
 *   admits a cached result, which is answered as it is, with no run; when the run ends
 *   (3/4/5) a `run_finished` graphile job with `{runId}` is enqueued in the same transaction
 *   (see src/domain/runs/run-finished-handlers.ts).
 * - The job and its graphile `execute_query` task are written in one statement and transaction.
 * - Batches (a tick's monitor checks) use `prepareExecution` and `insertJobs`: one job per
 *   distinct (connector, bound text, values), with one run per entity it answers.
 * - No authorization here: callers authorize (viewer reach and permissions) before calling;
 *   system callers (scheduler, monitors) pass createSystemContext().
 */
import { hash } from 'node:crypto';
import type pg from 'pg';
import type { Context } from '../../context.js';
import { connectorKind } from '../../connectors/index.js';
import { pool } from '../../db.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { jobShape, type JobRow, type JobShape } from '../jobs/job-shape.js';
import { JobStatus } from '../jobs/job-status.js';
import { bindParameters, type ParameterDefinition } from '../queries/query-parameters.js';
import { queryOptionsLoader } from '../queries/query-options-loader.js';
import { checkReferencedQueries } from './referenced-results.js';

export type { JobShape } from '../jobs/job-shape.js';

export interface QueryResultShape {
  id: number;
  dataSourceId: number;
  queryHash: string;
  queryText: string;
  runtime: number;
  retrievedAt: Date;
}

export interface ExecutionRequest {
  dataSourceId: number;
  queryId?: number | null;
  /** The version of the saved query `queryText` comes from (executableVersion().version); recorded on the job and its result. */
  queryVersion?: number | null;
  queryText: string;
  parameters?: Record<string, unknown>;
  /** The definitions of the version `queryText` comes from (ad-hoc SQL: none). */
  parameterDefinitions: ParameterDefinition[];
  maxAge: number;
  run?: { entityType: 'query' | 'monitor'; entityId: number };
  /** The data source as the caller already read it (its organization and type): not read again. */
  source?: { orgId: number; type: string };
}

export type ExecutionAnswer = { queryResult: QueryResultShape } | { job: JobShape };

/** The cache key: connector, bound text and bound values. */
export function queryHash(dataSourceId: number, text: string, values: unknown[]): string {
  // One-shot: a list computes it for every row, and a Hash object per call costs five times as much.
  return hash('sha256', `${dataSourceId}\u0000${text}\u0000${JSON.stringify(values)}`, 'hex');
}

/** A request checked and bound: the connector's organization, the bound text and values, and its cache key. */
export interface PreparedExecution {
  orgId: number;
  dataSourceId: number;
  /** The connector's type code. */
  sourceType: string;
  queryId: number | null;
  queryVersion: number | null;
  text: string;
  values: unknown[];
  hash: string;
}

/**
 * Checks a request and binds its parameters (422 on a bad value, 404 on an unknown data source).
 * `sources` memoises the data-source lookup across the requests of one batch.
 */
export async function prepareExecution(
  req: Omit<ExecutionRequest, 'maxAge' | 'run'>,
  sources: Map<number, Promise<{ org_id: number; type: string } | undefined>> = new Map(),
): Promise<PreparedExecution> {
  if (req.source && !sources.has(req.dataSourceId)) {
    sources.set(req.dataSourceId, Promise.resolve({ org_id: req.source.orgId, type: req.source.type }));
  } else if (!sources.has(req.dataSourceId)) {
    // Raw: the hot path of every execution request, like the job statements below.
    sources.set(
      req.dataSourceId,
      pool
        .query<{ org_id: number; type: string }>('SELECT org_id, type FROM data_sources WHERE id = $1', [req.dataSourceId])
        .then(({ rows }) => rows[0]),
    );
  }
  const source = await sources.get(req.dataSourceId)!;
  if (!source) throw new NotFoundError('Data source');
  const kind = connectorKind(source.type);
  if (!kind) throw ValidationError.field('dataSourceId', `connector type "${source.type}" is not available`);
  if (!req.queryText.trim()) throw ValidationError.field('query', 'is empty');
  const bound = await bindParameters(
    req.queryText,
    req.parameterDefinitions,
    req.parameters ?? {},
    (index) => kind.placeholder(index),
    queryOptionsLoader(source.org_id),
  );
  return {
    orgId: source.org_id,
    dataSourceId: req.dataSourceId,
    sourceType: source.type,
    queryId: req.queryId ?? null,
    queryVersion: req.queryId ? (req.queryVersion ?? null) : null,
    text: bound.text,
    values: bound.values,
    hash: queryHash(req.dataSourceId, bound.text, bound.values),
  };
}

/** One job to insert, and the runs (zero or more) whose entities its one execution answers. */
export interface NewJob {
  execution: PreparedExecution;
  userId: number | null;
  runs: { entityType: 'query' | 'monitor'; entityId: number; userId: number | null }[];
}

/**
 * Inserts jobs with their runs and their `execute_query` tasks in the caller's transaction, in
 * three statements however many there are (a tick's monitor checks come in hundreds). Ids are
 * taken from the sequences first, so each run knows its job and each job its first run
 * (`jobs.run_id`). Answers the inserted rows, in the order given.
 */
export async function insertJobs(client: pg.ClientBase, jobs: NewJob[], now: Date): Promise<{ job: JobRow; runIds: number[] }[]> {
  if (jobs.length === 0) return [];
  const runCount = jobs.reduce((n, job) => n + job.runs.length, 0);
  const { rows: ids } = await client.query<{ jobs: number[]; runs: number[] }>(
    `SELECT array(SELECT nextval(pg_get_serial_sequence('jobs', 'id'))::int FROM generate_series(1, $1)) AS jobs,
            array(SELECT nextval(pg_get_serial_sequence('runs', 'id'))::int FROM generate_series(1, $2)) AS runs`,
    [jobs.length, runCount],
  );
  let next = 0;
  const runIds = jobs.map((job) => job.runs.map(() => ids[0].runs[next++]));
  const runs = jobs.flatMap((job, j) => job.runs.map((run, r) => ({ ...run, id: runIds[j][r], job, jobId: ids[0].jobs[j] })));
  const { rows } = await client.query<JobRow>(
    `WITH new_runs AS (
       INSERT INTO runs (id, org_id, entity_type, entity_id, job_id, user_id, status, details, created_at)
       SELECT * FROM unnest($9::int[], $10::int[], $11::text[], $12::int[], $13::int[], $14::int[], $15::int[], $16::jsonb[], $17::timestamptz[])
     ), new_jobs AS (
       INSERT INTO jobs (id, org_id, user_id, data_source_id, query_id, query_hash, query_text, parameters, status, created_at, run_id, query_version)
       SELECT id, org_id, user_id, data_source_id, query_id, query_hash, query_text, parameters, ${JobStatus.Queued}, $18, run_id, query_version
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::jsonb[], $19::int[], $20::int[])
           AS j(id, org_id, user_id, data_source_id, query_id, query_hash, query_text, parameters, run_id, query_version)
       RETURNING *
     ), tasks AS (
       -- Each key is its job's own id: 'unsafe_dedupe' deduplicates nothing, it takes add_job's
       -- single-statement insert (see prisma/migrations/0018_enqueue_execution).
       SELECT graphile_worker.add_job('execute_query', json_build_object('jobId', id), job_key => 'execute_query:' || id::text,
         max_attempts => 1, job_key_mode => 'unsafe_dedupe')
         FROM new_jobs
     )
     SELECT new_jobs.* FROM new_jobs WHERE (SELECT count(*) FROM tasks) >= 0 ORDER BY id`,
    [
      ids[0].jobs,
      jobs.map((job) => job.execution.orgId),
      jobs.map((job) => job.userId),
      jobs.map((job) => job.execution.dataSourceId),
      jobs.map((job) => job.execution.queryId),
      jobs.map((job) => job.execution.hash),
      jobs.map((job) => job.execution.text),
      jobs.map((job) => JSON.stringify(job.execution.values)),
      runs.map((run) => run.id),
      runs.map((run) => run.job.execution.orgId),
      runs.map((run) => run.entityType),
      runs.map((run) => run.entityId),
      runs.map((run) => run.jobId),
      runs.map((run) => run.userId),
      runs.map(() => JobStatus.Queued),
      runs.map((run) => JSON.stringify({ queryId: run.job.execution.queryId, dataSourceId: run.job.execution.dataSourceId })),
      runs.map(() => now),
      now,
      runIds.map((r) => r[0] ?? null),
      jobs.map((job) => job.execution.queryVersion),
    ],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids[0].jobs.map((id, j) => ({ job: byId.get(id)!, runIds: runIds[j] }));
}

export async function requestExecution(ctx: Context, req: ExecutionRequest): Promise<ExecutionAnswer> {
  if (!Number.isInteger(req.maxAge) || req.maxAge < -1) throw ValidationError.field('maxAge', 'must be -1, 0 or a number of seconds');
  const prepared = await prepareExecution(req);
  const named = connectorKind(prepared.sourceType)?.queriesNamed?.(prepared.text);
  if (named?.length) await checkReferencedQueries(ctx, named);
  const now = ctx.clock.now();
  const { orgId, hash } = prepared;
  // Raw: a new job is one round trip (overlook_enqueue_execution), besides the data-source read
  // above; a cached result is one more before it.
  if (req.maxAge !== 0) {
    const { rows } = await pool.query<{ id: number; runtime: number; retrieved_at: Date; query_text: string }>(
      `SELECT id, runtime, retrieved_at, query_text FROM query_results
       WHERE org_id = $1 AND data_source_id = $2 AND query_hash = $3 AND ($4::timestamptz IS NULL OR retrieved_at >= $4)
       ORDER BY retrieved_at DESC LIMIT 1`,
      [orgId, req.dataSourceId, hash, req.maxAge > 0 ? new Date(now.getTime() - req.maxAge * 1000) : null],
    );
    const cached = rows[0];
    if (cached) {
      // Same hash, same text and values: the cached rows are this version's too, so a run of the
      // published version may point published widgets at them.
      if (req.queryId) {
        await pool.query(
          `UPDATE queries SET latest_query_data_id = $2,
             published_query_data_id = CASE WHEN published_version = $3::int THEN $2 ELSE published_query_data_id END
           WHERE id = $1`,
          [req.queryId, cached.id, prepared.queryVersion],
        );
      }
      return {
        queryResult: {
          id: cached.id,
          dataSourceId: req.dataSourceId,
          queryHash: hash,
          queryText: cached.query_text,
          runtime: cached.runtime,
          retrievedAt: cached.retrieved_at,
        },
      };
    }
  }
  // The active identical job (none when a run is asked for), or a new one with its run and its
  // graphile task, under the key's advisory lock, in one statement and its own transaction
  // (prisma/migrations/0018_enqueue_execution): it sees every job committed before the lock was
  // taken, so two requests for one key cannot both enqueue.
  const { rows } = await pool.query<JobRow>({
    name: 'enqueue-execution',
    text: 'SELECT * FROM overlook_enqueue_execution($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)',
    values: [
      orgId,
      req.dataSourceId,
      hash,
      ctx.viewer?.id ?? null,
      prepared.queryId,
      prepared.text,
      JSON.stringify(prepared.values),
      now,
      req.run?.entityType ?? null,
      req.run?.entityId ?? null,
      req.run !== undefined,
      JSON.stringify({ queryId: prepared.queryId, dataSourceId: prepared.dataSourceId }),
      prepared.queryVersion,
    ],
  });
  // No NOTIFY for a new job: nobody can be subscribed to an id this statement has not answered yet.
  return { job: jobShape(rows[0]) };
}
