import { describe, expect, it } from 'vitest';
import { compare, evaluateCondition, monitorOptionsSchema, OPERATORS } from '../../../src/domain/monitors/monitor-condition.js';

const table = (values: unknown[], column = 'v') => ({ columns: [{ name: column }], rows: values.map((v) => ({ [column]: v })) });
const options = (o: Record<string, unknown>) => monitorOptionsSchema.parse(o);

describe('compare', () => {
  it.each([
    ['>', 2, 1, true],
    ['>', 1, 1, false],
    ['<', 1, 2, true],
    ['<', 2, 2, false],
    ['>=', 2, 2, true],
    ['>=', 1, 2, false],
    ['<=', 2, 2, true],
    ['<=', 3, 2, false],
    ['==', 2, 2, true],
    ['==', 2, 3, false],
    ['!=', 2, 3, true],
    ['!=', 2, 2, false],
  ] as const)('%s: %d vs %d is %s', (op, left, right, expected) => {
    expect(compare(left, op, right)).toBe(expected);
  });
  it('covers the six operators', () => expect(OPERATORS).toEqual(['>', '<', '>=', '<=', '==', '!=']));
});

describe('evaluateCondition', () => {
  it('first (the default) reads the first row only', () => {
    expect(evaluateCondition(options({ column: 'v', op: '>', value: 10 }), table([11, 1]))).toEqual({ ok: true, met: true, value: 11 });
    expect(evaluateCondition(options({ column: 'v', op: '>', value: 10 }), table([1, 11]))).toEqual({ ok: true, met: false, value: 1 });
  });
  it('min, max and any look at every row', () => {
    expect(evaluateCondition(options({ column: 'v', op: '<', value: 2, selector: 'min' }), table([5, 1, 9]))).toEqual({
      ok: true,
      met: true,
      value: 1,
    });
    expect(evaluateCondition(options({ column: 'v', op: '>', value: 8, selector: 'max' }), table([5, 1, 9]))).toEqual({
      ok: true,
      met: true,
      value: 9,
    });
    expect(evaluateCondition(options({ column: 'v', op: '==', value: 1, selector: 'any' }), table([5, 1, 9]))).toEqual({
      ok: true,
      met: true,
      value: 1,
    });
    expect(evaluateCondition(options({ column: 'v', op: '==', value: 7, selector: 'any' }), table([5, 1, 9]))).toMatchObject({
      ok: true,
      met: false,
    });
  });
  it('row_count counts rows and needs no column', () => {
    expect(evaluateCondition(options({ op: '>=', value: 3, selector: 'row_count' }), table([1, 2, 3]))).toEqual({
      ok: true,
      met: true,
      value: 3,
    });
    expect(evaluateCondition(options({ op: '>', value: 0, selector: 'row_count' }), table([]))).toEqual({ ok: true, met: false, value: 0 });
  });
  it('reads numeric strings and bigints', () => {
    expect(evaluateCondition(options({ column: 'v', op: '==', value: 12.5 }), table(['12.5']))).toMatchObject({ met: true });
  });
  it('a missing column is an error, never "not met"', () => {
    const result = evaluateCondition(options({ column: 'nope', op: '>', value: 1 }), table([5]));
    expect(result).toEqual({ ok: false, error: expect.stringContaining('column "nope" is not in the result') });
  });
  it('no rows (except for any) and non-numeric values are errors', () => {
    expect(evaluateCondition(options({ column: 'v', op: '>', value: 1 }), table([]))).toMatchObject({
      ok: false,
      error: 'the query returned no rows',
    });
    expect(evaluateCondition(options({ column: 'v', op: '>', value: 1, selector: 'any' }), table([]))).toMatchObject({
      ok: true,
      met: false,
    });
    expect(evaluateCondition(options({ column: 'v', op: '>', value: 1 }), table(['abc']))).toMatchObject({ ok: false });
    expect(evaluateCondition(options({ column: 'v', op: '>', value: 1 }), table([null]))).toMatchObject({ ok: false });
  });
});

describe('monitorOptionsSchema', () => {
  it('needs an operator among the six, a numeric value and a column (except row_count)', () => {
    expect(monitorOptionsSchema.safeParse({ column: 'v', op: '=>', value: 1 }).success).toBe(false);
    expect(monitorOptionsSchema.safeParse({ column: 'v', op: '>', value: '1' }).success).toBe(false);
    expect(monitorOptionsSchema.safeParse({ op: '>', value: 1 }).success).toBe(false);
    expect(monitorOptionsSchema.safeParse({ op: '>', value: 1, selector: 'row_count' }).success).toBe(true);
    expect(monitorOptionsSchema.parse({ column: 'v', op: '>', value: 1 }).selector).toBe('first');
  });
});

describe('hysteresis options', () => {
  it('defaults breaches to 1 and on_error to unknown', () => {
    expect(monitorOptionsSchema.parse({ column: 'v', op: '>', value: 1 })).toMatchObject({ breaches: 1, on_error: 'unknown' });
  });

  it('held: the condition against recovery_value, per selector', () => {
    const table = { columns: [{ name: 'v' }], rows: [{ v: 90 }, { v: 50 }] };
    const first = evaluateCondition(monitorOptionsSchema.parse({ column: 'v', op: '>', value: 100, recovery_value: 80 }), table);
    expect(first).toEqual({ ok: true, met: false, held: true, value: 90 });
    const min = evaluateCondition(
      monitorOptionsSchema.parse({ column: 'v', op: '>', value: 100, recovery_value: 80, selector: 'min' }),
      table,
    );
    expect(min).toMatchObject({ met: false, held: false, value: 50 });
    expect(evaluateCondition(monitorOptionsSchema.parse({ column: 'v', op: '>', value: 100 }), table)).not.toHaveProperty('held');
  });
});
