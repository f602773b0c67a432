import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, useSubscription } from 'urql';
import type { CombinedError } from 'urql';
import { CancelJobMutation, ExecuteAdhocMutation, JobStatusSubscription } from './query-documents';
import type { ParameterDefinition } from './parameters';
import { gqlId, idOf } from './ids';

/** Redash's job statuses. */
const QUEUED = 1;
const STARTED = 2;
const FINISHED = 3;
const FAILED = 4;
const CANCELLED = 5;

export interface ResultColumn {
  name: string;
  friendly_name?: string | null;
  type: string;
}

export interface LoadedResult {
  id: string;
  columns: ResultColumn[];
  rows: Record<string, unknown>[];
  rowCount: number;
  /** Seconds the database took. */
  runtime: number;
  retrievedAt: string;
}

export type RunState =
  | { phase: 'idle' }
  | { phase: 'running'; jobId: string | null; status: number; startedAt: number; rowsFetched: number; elapsedMs: number }
  | { phase: 'loading'; resultId: string }
  | { phase: 'done' }
  | { phase: 'failed'; message: string; ranText: string }
  | { phase: 'cancelled' };

/** The editor's text (or selection) as it is, with the definitions and values of its `{{ parameters }}`. */
export interface RunRequest {
  dataSourceId: string;
  text: string;
  parameters: Record<string, unknown>;
  parameterDefinitions: ParameterDefinition[];
}

/**
 * Reads a result's rows through the streamed JSON endpoint (the session cookie authenticates it):
 * GraphQL answers at most 50,000 rows, this one all of them.
 */
export async function fetchResult(id: string): Promise<LoadedResult> {
  // `id` is the result's database id (Job.queryResultId, QueryResult.databaseId): REST's id.
  const response = await fetch(`/api/query_results/${encodeURIComponent(id)}.json`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The result could not be read (${response.status}).`);
  const body = (await response.json()) as {
    query_result: {
      id: number | string;
      data: { columns: ResultColumn[]; rows: Record<string, unknown>[] };
      runtime: number;
      retrieved_at: string;
    };
  };
  const result = body.query_result;
  return {
    id: idOf(result.id),
    columns: result.data.columns,
    rows: result.data.rows,
    rowCount: result.data.rows.length,
    runtime: result.runtime,
    retrievedAt: result.retrieved_at,
  };
}

function message(error: CombinedError | undefined): string {
  return error?.graphQLErrors[0]?.message ?? error?.message ?? 'The query could not run.';
}

/**
 * Runs the editor's SQL with its parameters (bound on the server), follows its job through the `jobStatus`
 * subscription (status, rows fetched, elapsed time), cancels it, and loads its rows when it ends.
 */
export function useQueryRun(onResult: (result: LoadedResult) => void) {
  const client = useClient();
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const ranText = useRef('');
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  const jobId = state.phase === 'running' ? state.jobId : null;

  const load = useCallback(async (resultId: string) => {
    setState({ phase: 'loading', resultId });
    try {
      const result = await fetchResult(resultId);
      onResultRef.current(result);
      setState({ phase: 'done' });
    } catch (error) {
      setState({ phase: 'failed', message: (error as Error).message, ranText: ranText.current });
    }
  }, []);

  const [subscription] = useSubscription({ query: JobStatusSubscription, variables: { id: jobId ? gqlId(jobId) : '' }, pause: !jobId });

  useEffect(() => {
    const job = subscription.data?.jobStatus;
    if (!job || !jobId || idOf(job.id) !== jobId) return;
    if (job.status === FINISHED && job.queryResultId !== null && job.queryResultId !== undefined) void load(idOf(job.queryResultId));
    else if (job.status === FAILED) setState({ phase: 'failed', message: job.error ?? 'The query failed.', ranText: ranText.current });
    else if (job.status === CANCELLED) setState({ phase: 'cancelled' });
    else
      setState((current) =>
        current.phase === 'running'
          ? {
              ...current,
              status: job.status,
              rowsFetched: job.progress?.rowsFetched ?? current.rowsFetched,
              elapsedMs: job.progress?.elapsedMs ?? current.elapsedMs,
            }
          : current,
      );
  }, [subscription.data, jobId, load]);

  useEffect(() => {
    if (subscription.error && jobId) setState({ phase: 'failed', message: message(subscription.error), ranText: ranText.current });
  }, [subscription.error, jobId]);

  const run = useCallback(
    async (request: RunRequest) => {
      ranText.current = request.text;
      setState({ phase: 'running', jobId: null, status: QUEUED, startedAt: performance.now(), rowsFetched: 0, elapsedMs: 0 });
      const answer = await client
        .mutation(ExecuteAdhocMutation, {
          dataSourceId: gqlId(request.dataSourceId),
          query: request.text,
          parameters: request.parameters,
          parameterDefinitions: request.parameterDefinitions,
        })
        .toPromise();
      const payload = answer.data?.executeAdhocQuery;
      if (!payload) {
        setState({ phase: 'failed', message: message(answer.error), ranText: request.text });
        return;
      }
      if (payload.queryResult) {
        await load(idOf(payload.queryResult.databaseId));
        return;
      }
      const job = payload.job!;
      if (job.status === FAILED) setState({ phase: 'failed', message: job.error ?? 'The query failed.', ranText: request.text });
      else if (job.status === FINISHED && job.queryResultId) await load(idOf(job.queryResultId));
      else setState((current) => (current.phase === 'running' ? { ...current, jobId: idOf(job.id), status: job.status } : current));
    },
    [client, load],
  );

  const cancel = useCallback(async () => {
    if (state.phase !== 'running' || !state.jobId) return;
    const answer = await client.mutation(CancelJobMutation, { id: gqlId(state.jobId) }).toPromise();
    // 409 when it ended first: the subscription reports how.
    if (answer.data?.cancelJob.status === CANCELLED) setState({ phase: 'cancelled' });
  }, [client, state]);

  return { state, run, cancel, load, running: state.phase === 'running' || state.phase === 'loading', STARTED };
}
