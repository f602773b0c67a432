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
 * - The job and its graphile `execute_query` task are written in one transaction.
 * - No authorization here: callers authorize (viewer reach and permissions) before calling;
 *   system callers (scheduler, monitors) pass createSystemContext().
 */
import { createHash } from 'node:crypto';
import type { Context } from '../../context.js';
import { connectorKind } from '../../connectors/index.js';
import { inTransaction, pool } from '../../db.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { jobShape, notifyJob, type JobRow, type JobShape } from '../jobs/job-shape.js';
import { JobStatus } from '../jobs/job-status.js';
import { bindParameters, type ParameterDefinition } from '../queries/query-parameters.js';
import { queryOptionsLoader } from '../queries/query-options-loader.js';

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
  queryText: string;
  parameters?: Record<string, unknown>;
  /** The definitions of the version `queryText` comes from (ad-hoc SQL: none). */
  parameterDefinitions: ParameterDefinition[];
  maxAge: number;
  run?: { entityType: 'query' | 'monitor'; entityId: number };
}

export type ExecutionAnswer = { queryResult: QueryResultShape } | { job: JobShape };

/** The cache key: connector, bound text and bound values. */
export function queryHash(dataSourceId: number, text: string, values: unknown[]): string {
  return createHash('sha256')
    .update(`${dataSourceId}\u0000${text}\u0000${JSON.stringify(values)}`)
    .digest('hex');
}

export async function requestExecution(ctx: Context, req: ExecutionRequest): Promise<ExecutionAnswer> {
  if (!Number.isInteger(req.maxAge) || req.maxAge < -1) throw ValidationError.field('max_age', 'must be -1, 0 or a number of seconds');
  // Raw: the hot path of every execution request, like the job statements below.
  const { rows: sources } = await pool.query<{ org_id: number; type: string }>('SELECT org_id, type FROM data_sources WHERE id = $1', [
    req.dataSourceId,
  ]);
  const source = sources[0];
  if (!source) throw new NotFoundError('Data source');
  const kind = connectorKind(source.type);
  if (!kind) throw ValidationError.field('data_source_id', `connector type "${source.type}" is not available`);
  if (!req.queryText.trim()) throw ValidationError.field('query', 'is empty');
  const bound = await bindParameters(
    req.queryText,
    req.parameterDefinitions,
    req.parameters ?? {},
    (index) => kind.placeholder(index),
    queryOptionsLoader(source.org_id),
  );
  const hash = queryHash(req.dataSourceId, bound.text, bound.values);
  const now = ctx.clock.now();

  return inTransaction(async (client) => {
    if (req.maxAge !== 0) {
      const { rows } = await client.query<{ id: number; runtime: number; retrieved_at: Date; query_text: string }>(
        `SELECT id, runtime, retrieved_at, query_text FROM query_results
         WHERE org_id = $1 AND data_source_id = $2 AND query_hash = $3 AND ($4::timestamptz IS NULL OR retrieved_at >= $4)
         ORDER BY retrieved_at DESC LIMIT 1`,
        [source.org_id, req.dataSourceId, hash, req.maxAge > 0 ? new Date(now.getTime() - req.maxAge * 1000) : null],
      );
      const cached = rows[0];
      if (cached) {
        if (req.queryId) await client.query('UPDATE queries SET latest_query_data_id = $2 WHERE id = $1', [req.queryId, cached.id]);
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
    // Serializes concurrent requests for the same key, so two of them cannot both enqueue.
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${source.org_id}:${hash}`]);
    if (!req.run) {
      const { rows } = await client.query<JobRow>(
        `SELECT * FROM jobs WHERE org_id = $1 AND data_source_id = $2 AND query_hash = $3 AND status IN (${JobStatus.Queued}, ${JobStatus.Started}) AND run_id IS NULL
         ORDER BY id DESC LIMIT 1`,
        [source.org_id, req.dataSourceId, hash],
      );
      if (rows[0]) return { job: jobShape(rows[0]) };
    }
    const { rows } = await client.query<JobRow>(
      `INSERT INTO jobs (org_id, user_id, data_source_id, query_id, query_hash, query_text, parameters, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, ${JobStatus.Queued}, $8) RETURNING *`,
      [source.org_id, ctx.viewer?.id ?? null, req.dataSourceId, req.queryId ?? null, hash, bound.text, JSON.stringify(bound.values), now],
    );
    let job = rows[0];
    if (req.run) {
      const run = await client.query<{ id: number }>(
        `INSERT INTO runs (org_id, entity_type, entity_id, job_id, user_id, status, details, created_at)
         VALUES ($1, $2, $3, $4, $5, ${JobStatus.Queued}, $6, $7) RETURNING id`,
        [
          source.org_id,
          req.run.entityType,
          req.run.entityId,
          job.id,
          ctx.viewer?.id ?? null,
          JSON.stringify({ queryId: req.queryId ?? null, dataSourceId: req.dataSourceId }),
          now,
        ],
      );
      job = (await client.query<JobRow>('UPDATE jobs SET run_id = $2 WHERE id = $1 RETURNING *', [job.id, run.rows[0].id])).rows[0];
    }
    await client.query(
      `SELECT graphile_worker.add_job('execute_query', json_build_object('jobId', $1::int), job_key => 'execute_query:' || $1::text, max_attempts => 1)`,
      [job.id],
    );
    const shape = jobShape(job);
    await notifyJob(client, shape);
    return { job: shape };
  });
}
