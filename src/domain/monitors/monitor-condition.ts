import { z } from 'zod';

export const OPERATORS = ['>', '<', '>=', '<=', '==', '!='] as const;
const SELECTORS = ['first', 'min', 'max', 'any', 'row_count'] as const;

const ON_ERROR = ['unknown', 'keep_state', 'trigger'] as const;

/** Where a recovery threshold may lie: on the side of `value` where the condition does not hold. */
function recoveryProblem(op: (typeof OPERATORS)[number], value: number, recovery: number): string | null {
  switch (op) {
    case '>':
      return recovery <= value ? null : `must be at most value (${value}) for op >`;
    case '>=':
      return recovery < value ? null : `must be below value (${value}) for op >=`;
    case '<':
      return recovery >= value ? null : `must be at least value (${value}) for op <`;
    case '<=':
      return recovery > value ? null : `must be above value (${value}) for op <=`;
    default:
      return `is only for the operators > >= < <=, not ${op}`;
  }
}

export const monitorOptionsSchema = z
  .object({
    column: z.string().trim().min(1, 'is required').max(200).optional(),
    op: z.enum(OPERATORS, { message: `must be one of ${OPERATORS.join(' ')}` }),
    value: z.number({ message: 'must be a number' }).finite(),
    selector: z.enum(SELECTORS, { message: `must be one of ${SELECTORS.join(', ')}` }).default('first'),
    parameters: z.record(z.string(), z.unknown()).optional(),
    /** Consecutive checks on which the condition must hold before the monitor fires; `pending` until then. */
    breaches: z
      .number({ message: 'must be an integer from 1 to 100' })
      .int('must be an integer from 1 to 100')
      .min(1, 'must be an integer from 1 to 100')
      .max(100, 'must be an integer from 1 to 100')
      .default(1),
    /** Once triggered, the monitor recovers only when the condition no longer holds against this threshold. */
    recovery_value: z.number({ message: 'must be a number' }).finite().optional(),
    /** What an evaluation error (failed query, missing column) does to the state. */
    on_error: z.enum(ON_ERROR, { message: `must be one of ${ON_ERROR.join(', ')}` }).default('unknown'),
    /** Redash's alert template fields, kept with the condition and answered back. */
    custom_subject: z.string().max(1000).optional(),
    custom_body: z.string().max(20_000).optional(),
  })
  .refine((o) => o.selector === 'row_count' || !!o.column, { path: ['column'], message: 'is required' })
  .superRefine((o, ctx) => {
    if (o.recovery_value === undefined) return;
    const problem = recoveryProblem(o.op, o.value, o.recovery_value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['recovery_value'], message: problem });
  });

export type MonitorOptions = z.infer<typeof monitorOptionsSchema>;

export interface ResultTable {
  columns: { name: string }[];
  rows: Record<string, unknown>[];
}

/**
 * `met`: the condition holds against `value`. `held`: it holds against `recovery_value` (the same
 * as `met` without one); a triggered monitor stays triggered while it is held.
 */
export type Evaluation = { ok: true; met: boolean; held?: boolean; value: number | null } | { ok: false; error: string };

export function compare(left: number, op: MonitorOptions['op'], right: number): boolean {
  switch (op) {
    case '>':
      return left > right;
    case '<':
      return left < right;
    case '>=':
      return left >= right;
    case '<=':
      return left <= right;
    case '==':
      return left === right;
    case '!=':
      return left !== right;
  }
}

function toNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'bigint') return Number(raw);
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * Evaluates the condition on a result. A missing column, an empty result where a value is
 * needed, or a non-numeric value is an error, never a silent "not met".
 */
export function evaluateCondition(options: MonitorOptions, result: ResultTable): Evaluation {
  const evaluation = evaluateAt(options, result);
  if (!evaluation.ok || options.recovery_value === undefined) return evaluation;
  const atRecovery = evaluateAt({ ...options, value: options.recovery_value }, result);
  return { ...evaluation, held: atRecovery.ok && atRecovery.met };
}

function evaluateAt(options: MonitorOptions, result: ResultTable): Evaluation {
  if (options.selector === 'row_count') {
    const value = result.rows.length;
    return { ok: true, met: compare(value, options.op, options.value), value };
  }
  const column = options.column!;
  if (!result.columns.some((c) => c.name === column)) {
    return {
      ok: false,
      error: `column "${column}" is not in the result (columns: ${result.columns.map((c) => c.name).join(', ') || 'none'})`,
    };
  }
  if (result.rows.length === 0) {
    if (options.selector === 'any') return { ok: true, met: false, value: null };
    return { ok: false, error: 'the query returned no rows' };
  }
  const values: number[] = [];
  for (const [index, row] of result.rows.entries()) {
    if (options.selector === 'first' && index > 0) break;
    const value = toNumber(row[column]);
    if (value === undefined)
      return { ok: false, error: `row ${index + 1}: column "${column}" holds ${JSON.stringify(row[column])}, not a number` };
    values.push(value);
  }
  switch (options.selector) {
    case 'first':
      return { ok: true, met: compare(values[0], options.op, options.value), value: values[0] };
    case 'min': {
      const value = Math.min(...values);
      return { ok: true, met: compare(value, options.op, options.value), value };
    }
    case 'max': {
      const value = Math.max(...values);
      return { ok: true, met: compare(value, options.op, options.value), value };
    }
    case 'any': {
      const hit = values.find((v) => compare(v, options.op, options.value));
      return { ok: true, met: hit !== undefined, value: hit ?? values[0] };
    }
  }
}
