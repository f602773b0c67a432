/**
 * CONTRACT: reacting to the end of a run.
 *
 * When a job reaches a terminal status (3 success, 4 failure, 5 cancelled), its runs follow. An
 * entity type with an ending handler (onRunsEnding, src/domain/runs/runs-ending.ts: monitor checks)
 * settles its runs in that same transaction; for the other runs, and those a handler leaves, ONE
 * graphile job `run_finished` with payload `{runIds}` (every such run of that job: monitors sharing
 * one execution) is enqueued in the same transaction. Its task (src/worker/tasks/runs/run-finished.ts)
 * loads the runs and, per `entity_type`, calls the batch handler registered for it with all of
 * them, or else the per-run handler once per run; with neither it does nothing. Register at module
 * load, in a file the worker imports (e.g. next to your task), for example:
 *
 *   onRunFinished('query', async (runId) => { ... read runs.query_result_id, loadResult() ... });
 *   onRunsFinished('monitor', async (runIds) => { ... });
 *
 * Handlers must be idempotent: graphile-worker may deliver the job more than once, and retries a
 * handler that throws.
 */
export type RunFinishedHandler = (runId: number) => Promise<void>;
type RunsFinishedHandler = (runIds: number[]) => Promise<void>;

const handlers = new Map<string, RunsFinishedHandler>();

export function onRunFinished(entityType: string, handler: RunFinishedHandler): void {
  handlers.set(entityType, async (runIds) => {
    for (const runId of runIds) await handler(runId);
  });
}

export function onRunsFinished(entityType: string, handler: RunsFinishedHandler): void {
  handlers.set(entityType, handler);
}

export function runsFinishedHandler(entityType: string): RunsFinishedHandler | undefined {
  return handlers.get(entityType);
}
