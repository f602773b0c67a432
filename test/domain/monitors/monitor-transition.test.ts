import { describe, expect, it } from 'vitest';
import { nextMonitorState, type MonitorStatus } from '../../../src/domain/monitors/monitor-transition.js';

const t0 = new Date('2026-01-01T00:00:00Z');
const at = (secs: number) => new Date(t0.getTime() + secs * 1000);
const met = { ok: true as const, met: true, value: 42 };
const notMet = { ok: true as const, met: false, value: 1 };
const failed = { ok: false as const, error: 'column "x" is not in the result' };

function status(overrides: Partial<MonitorStatus> = {}): MonitorStatus {
  return { state: 'unknown', rearm: null, notifyOnRecovery: false, acknowledgedAt: null, snoozedUntil: null, muted: false, lastTriggeredAt: null, lastNotifiedAt: null, ...overrides };
}

describe('nextMonitorState', () => {
  it('unknown or ok + condition met -> triggered, notifying', () => {
    for (const state of ['unknown', 'ok'] as const) {
      const next = nextMonitorState(status({ state }), met, t0);
      expect(next).toMatchObject({ state: 'triggered', lastTriggeredAt: t0, lastNotifiedAt: t0, notification: { kind: 'triggered', suppressedBy: null } });
    }
  });
  it('not met -> ok, silently unless it recovers from triggered with notify_on_recovery', () => {
    expect(nextMonitorState(status({ state: 'unknown', notifyOnRecovery: true }), notMet, t0)).toMatchObject({ state: 'ok', notification: null });
    expect(nextMonitorState(status({ state: 'triggered' }), notMet, t0)).toMatchObject({ state: 'ok', notification: null });
    expect(nextMonitorState(status({ state: 'triggered', notifyOnRecovery: true }), notMet, t0)).toMatchObject({ state: 'ok', notification: { kind: 'recovered' } });
  });
  it('recovery clears the acknowledgement', () => {
    expect(nextMonitorState(status({ state: 'triggered', acknowledgedAt: t0 }), notMet, at(5)).acknowledgedAt).toBeNull();
  });
  it('an evaluation error -> unknown with the error, from any state, nothing sent', () => {
    for (const state of ['unknown', 'ok', 'triggered'] as const) {
      expect(nextMonitorState(status({ state }), failed, t0)).toMatchObject({ state: 'unknown', stateError: failed.error, notification: null });
    }
  });
  it('still triggered: re-notifies only once rearm seconds have passed since the last notification', () => {
    const triggered = status({ state: 'triggered', rearm: 60, lastTriggeredAt: t0, lastNotifiedAt: t0 });
    expect(nextMonitorState(triggered, met, at(59)).notification).toBeNull();
    const due = nextMonitorState(triggered, met, at(60));
    expect(due).toMatchObject({ state: 'triggered', lastNotifiedAt: at(60), lastTriggeredAt: t0, notification: { kind: 'renotified', suppressedBy: null } });
  });
  it('rearm 0 or null never re-notifies', () => {
    for (const rearm of [0, null]) {
      expect(nextMonitorState(status({ state: 'triggered', rearm, lastNotifiedAt: t0 }), met, at(86_400)).notification).toBeNull();
    }
  });
  it('acknowledged: a due re-notification is suppressed', () => {
    const next = nextMonitorState(status({ state: 'triggered', rearm: 10, lastNotifiedAt: t0, acknowledgedAt: at(1) }), met, at(11));
    expect(next.notification).toEqual({ kind: 'renotified', suppressedBy: 'acknowledged' });
    expect(next.acknowledgedAt).toEqual(at(1));
  });
  it('muted or snoozed: the state moves, the notification is suppressed', () => {
    expect(nextMonitorState(status({ state: 'ok', muted: true }), met, t0)).toMatchObject({ state: 'triggered', notification: { suppressedBy: 'muted' } });
    const snoozed = nextMonitorState(status({ state: 'ok', snoozedUntil: at(60) }), met, at(30));
    expect(snoozed.notification?.suppressedBy).toMatch(/^snoozed until/);
    expect(nextMonitorState(status({ state: 'ok', snoozedUntil: at(60) }), met, at(61)).notification?.suppressedBy).toBeNull();
  });
});
