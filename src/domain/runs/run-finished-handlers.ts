/**
 * CONTRACT: reacting to the end of a run.
 *
 * When a run reaches a terminal status (3 success, 4 failure, 5 cancelled) a graphile job
 * `run_finished` with payload `{runId}` is enqueued in the same transaction. Its task
 * (src/worker/tasks/runs/run-finished.ts) loads the run and calls the handler registered for the
 * run's `entity_type`; with no handler it does nothing. Register at module load, in a file the
 * worker imports (e.g. next to your task), for example:
 *
 *   onRunFinished('monitor', async (runId) => { ... read runs.query_result_id, loadResult() ... });
 *
 * Handlers must be idempotent: graphile-worker may deliver the job more than once, and retries a
 * handler that throws.
 */
export type RunFinishedHandler = (runId: number) => Promise<void>;

const handlers = new Map<string, RunFinishedHandler>();

export function onRunFinished(entityType: string, handler: RunFinishedHandler): void {
  handlers.set(entityType, handler);
}

export function runFinishedHandler(entityType: string): RunFinishedHandler | undefined {
  return handlers.get(entityType);
}
