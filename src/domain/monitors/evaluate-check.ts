import { JobStatus } from '../jobs/job-status.js';
import { loadResult, type LoadedResult } from '../results/read-result.js';
import { evaluateCondition, monitorOptionsSchema, type Evaluation, type MonitorOptions } from './monitor-condition.js';
import type { TransitionPolicy } from './monitor-transition.js';

/** Rows read for `min`, `max` and `any`; a larger result is evaluated on its first rows. */
const MAX_EVALUATED_ROWS = 100_000;

/** What a finished check (a run, or a dry run's job) carries. */
export interface FinishedCheck {
  status: number;
  error: string | null;
  queryResultId: number | null;
}

/** The monitor's options, or the reason they cannot be used (stored before a rule was added). */
function parseMonitorOptions(raw: unknown): { ok: true; options: MonitorOptions } | { ok: false; error: string } {
  const parsed = monitorOptionsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, options: parsed.data };
  return { ok: false, error: `invalid monitor options: ${parsed.error.issues.map((i) => i.message).join('; ')}` };
}

/** The state machine's settings from the options; unusable options behave as the defaults. */
export function transitionPolicy(options: MonitorOptions | null): TransitionPolicy {
  return { breaches: options?.breaches ?? 1, onError: options?.on_error ?? 'unknown' };
}

/** Reads a stored result; a batch of checks sharing one execution passes a memoising reader. */
export type ResultReader = (resultId: number, limits: { maxRows: number }) => Promise<LoadedResult | null>;

/** Evaluates a finished check's result against the monitor's condition; any failure is an error evaluation. */
export async function evaluateCheck(
  check: FinishedCheck,
  rawOptions: unknown,
  read: ResultReader = loadResult,
): Promise<{ evaluation: Evaluation; options: MonitorOptions | null }> {
  const parsed = parseMonitorOptions(rawOptions);
  const options = parsed.ok ? parsed.options : null;
  if (check.status === JobStatus.Failed)
    return { options, evaluation: { ok: false, error: `the query failed: ${check.error ?? 'unknown error'}` } };
  if (check.status === JobStatus.Cancelled) return { options, evaluation: { ok: false, error: 'the check was cancelled' } };
  if (!parsed.ok) return { options, evaluation: { ok: false, error: parsed.error } };
  if (check.queryResultId === null) return { options, evaluation: { ok: false, error: 'the run finished without a result' } };
  const result = await read(check.queryResultId, { maxRows: parsed.options.selector === 'first' ? 1 : MAX_EVALUATED_ROWS });
  if (!result) return { options, evaluation: { ok: false, error: 'the result of the run is gone' } };
  return { options, evaluation: evaluateCondition(parsed.options, { columns: result.columns, rows: result.rows }) };
}
