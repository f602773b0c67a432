import type pg from 'pg';

/** A run its job is ending, as finishJob's UPDATE answers it. */
export interface EndingRun {
  id: number;
  entity_type: string;
  entity_id: number;
}

/** How the runs' job ends (the runs' own columns already say so, in the same transaction). */
export interface RunsEnding {
  status: number;
  error: string | null;
  queryResultId: number | null;
  now: Date;
}

/**
 * Settles ending runs of one entity type inside the job-ending transaction (raw SQL on its
 * connection, nothing else taken from a pool) and answers the ids of the runs it leaves to the
 * `run_finished` job (see run-finished-handlers.ts), which handles them as before.
 */
export type RunsEndingHandler = (client: pg.ClientBase, runs: EndingRun[], ending: RunsEnding) => Promise<number[]>;

const handlers = new Map<string, RunsEndingHandler>();

/** Registers the in-transaction handler of an entity type (at module load, in a file the worker imports). */
export function onRunsEnding(entityType: string, handler: RunsEndingHandler): void {
  handlers.set(entityType, handler);
}

/**
 * Called by finishJob once the job's runs are terminal: each entity type with an ending handler is
 * settled now; the runs of the others (or those a handler leaves) are answered, for `run_finished`.
 * A process without the handlers (a `serve` process cancelling a job) leaves them all to the job.
 */
export async function settleEndingRuns(client: pg.ClientBase, runs: EndingRun[], ending: RunsEnding): Promise<number[]> {
  const byType = new Map<string, EndingRun[]>();
  for (const run of runs) byType.set(run.entity_type, [...(byType.get(run.entity_type) ?? []), run]);
  const left: number[] = [];
  for (const [entityType, ofType] of byType) {
    const handler = handlers.get(entityType);
    if (handler) left.push(...(await handler(client, ofType, ending)));
    else left.push(...ofType.map((run) => run.id));
  }
  return left.sort((a, b) => a - b);
}
