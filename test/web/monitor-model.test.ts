import { describe, expect, it } from 'vitest';
import {
  availableActions,
  conditionOf,
  describeCondition,
  displayState,
  optionsOf,
} from '../../web/src/features/monitors/monitor-model.js';
import { fieldsOf, optionsFrom } from '../../web/src/features/destinations/destination-fields.js';

const may = { canAcknowledge: true, canUpdate: true, canRun: true, canSubscribe: true };
const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('the monitor pages’ model', () => {
  it('says the condition in words', () => {
    const condition = conditionOf({ column: 'total', selector: 'max', op: '>', value: 500, breaches: 3, recovery_value: 400 });
    expect(describeCondition(condition)).toBe(
      'fires when max(total) > 500 on 3 checks in a row; recovers below 400; an error makes it unknown',
    );
    expect(describeCondition(conditionOf({ selector: 'row_count', op: '<', value: 1, on_error: 'trigger' }), 300)).toBe(
      'fires when the row count < 1; recovers when it no longer holds; an error triggers it; notifies again every 300 s while triggered',
    );
    expect(optionsOf(conditionOf({ selector: 'row_count', column: 'x', op: '<', value: 1 }))).toEqual({
      selector: 'row_count',
      op: '<',
      value: 1,
      breaches: 1,
      on_error: 'unknown',
    });
  });

  it('shows one badge: muted, snoozed, acknowledged, error, then the check state', () => {
    const base = { state: 'triggered', muted: false, policies: may };
    expect(displayState({ ...base, muted: true, snoozedUntil: '2026-11-27T13:00:00Z' }, NOW)).toBe('muted');
    expect(displayState({ ...base, snoozedUntil: '2026-11-27T13:00:00Z' }, NOW)).toBe('snoozed');
    expect(displayState({ ...base, snoozedUntil: '2026-11-27T11:00:00Z', acknowledgedAt: '2026-11-27T10:00:00Z' }, NOW)).toBe(
      'acknowledged',
    );
    expect(displayState({ ...base, state: 'unknown', error: 'no such column' }, NOW)).toBe('error');
    expect(displayState({ ...base, state: 'pending' }, NOW)).toBe('pending');
  });

  it('disables what the state or policy does not allow, with the reason', () => {
    expect(availableActions({ state: 'ok', muted: false, policies: may }, NOW).acknowledge).toEqual({
      allowed: false,
      reason: 'Only a triggered monitor can be acknowledged; this one is ok.',
    });
    expect(availableActions({ state: 'triggered', muted: false, policies: may }, NOW).acknowledge).toEqual({ allowed: true });
    const viewer = availableActions(
      { state: 'triggered', muted: true, policies: { ...may, canUpdate: false, canAcknowledge: false } },
      NOW,
    );
    expect(viewer.unmute).toEqual({ allowed: false, reason: 'You may not change this monitor.' });
    expect(viewer.acknowledge.allowed).toBe(false);
  });

  it('builds a destination form from a type’s JSON Schema, and its options from the values', () => {
    const fields = fieldsOf(
      {
        type: 'object',
        properties: { url: { type: 'string' }, headers: { type: 'object' }, secret: { type: 'string' } },
        required: ['url'],
      },
      ['secret', 'headers'],
    );
    expect(fields.map((f) => [f.label, f.kind, f.required, f.secret])).toEqual([
      ['URL', 'string', true, false],
      ['Headers', 'json', false, true],
      ['Signing secret', 'string', false, true],
    ]);
    expect(optionsFrom(fields, { url: ' http://x/ ', headers: '{"A":"b"}', secret: '' })).toEqual({
      options: { url: 'http://x/', headers: { A: 'b' } },
    });
    expect(optionsFrom(fields, { url: 'http://x/', headers: '{' }).problem).toBe('Headers must be JSON, e.g. {"X-Team": "ops"}.');
  });
});
