import { describe, expect, it } from 'vitest';
import { nextMonitorState, type MonitorStatus } from '../../../src/domain/monitors/monitor-transition.js';

const t0 = new Date('2026-01-01T00:00:00Z');
const at = (secs: number) => new Date(t0.getTime() + secs * 1000);
const met = { ok: true as const, met: true, value: 42 };
const notMet = { ok: true as const, met: false, value: 1 };
const failed = { ok: false as const, error: 'column "x" is not in the result' };

function status(overrides: Partial<MonitorStatus> = {}): MonitorStatus {
  return {
    state: 'unknown',
    rearm: null,
    notifyOnRecovery: false,
    acknowledgedAt: null,
    snoozedUntil: null,
    muted: false,
    lastTriggeredAt: null,
    lastNotifiedAt: null,
    ...overrides,
  };
}

describe('nextMonitorState', () => {
  it('unknown or ok + condition met -> triggered, notifying', () => {
    for (const state of ['unknown', 'ok'] as const) {
      const next = nextMonitorState(status({ state }), met, t0);
      expect(next).toMatchObject({
        state: 'triggered',
        lastTriggeredAt: t0,
        lastNotifiedAt: t0,
        notification: { kind: 'triggered', suppressedBy: null },
      });
    }
  });
  it('not met -> ok, silently unless it recovers from triggered with notify_on_recovery', () => {
    expect(nextMonitorState(status({ state: 'unknown', notifyOnRecovery: true }), notMet, t0)).toMatchObject({
      state: 'ok',
      notification: null,
    });
    expect(nextMonitorState(status({ state: 'triggered' }), notMet, t0)).toMatchObject({ state: 'ok', notification: null });
    expect(nextMonitorState(status({ state: 'triggered', notifyOnRecovery: true }), notMet, t0)).toMatchObject({
      state: 'ok',
      notification: { kind: 'recovered' },
    });
  });
  it('recovery clears the acknowledgement', () => {
    expect(nextMonitorState(status({ state: 'triggered', acknowledgedAt: t0 }), notMet, at(5)).acknowledgedAt).toBeNull();
  });
  it('an evaluation error -> unknown with the error, from any state, nothing sent', () => {
    for (const state of ['unknown', 'ok', 'triggered'] as const) {
      expect(nextMonitorState(status({ state }), failed, t0)).toMatchObject({
        state: 'unknown',
        stateError: failed.error,
        notification: null,
      });
    }
  });
  it('still triggered: re-notifies only once rearm seconds have passed since the last notification', () => {
    const triggered = status({ state: 'triggered', rearm: 60, lastTriggeredAt: t0, lastNotifiedAt: t0 });
    expect(nextMonitorState(triggered, met, at(59)).notification).toBeNull();
    const due = nextMonitorState(triggered, met, at(60));
    expect(due).toMatchObject({
      state: 'triggered',
      lastNotifiedAt: at(60),
      lastTriggeredAt: t0,
      notification: { kind: 'renotified', suppressedBy: null },
    });
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
    expect(nextMonitorState(status({ state: 'ok', muted: true }), met, t0)).toMatchObject({
      state: 'triggered',
      notification: { suppressedBy: 'muted' },
    });
    const snoozed = nextMonitorState(status({ state: 'ok', snoozedUntil: at(60) }), met, at(30));
    expect(snoozed.notification?.suppressedBy).toMatch(/^snoozed until/);
    expect(nextMonitorState(status({ state: 'ok', snoozedUntil: at(60) }), met, at(61)).notification?.suppressedBy).toBeNull();
  });
});

describe('nextMonitorState with hysteresis and on_error', () => {
  const policy = (breaches: number, onError: 'unknown' | 'keep_state' | 'trigger' = 'unknown') => ({ breaches, onError });

  it('breaches: pending until the Nth consecutive breach, then triggered', () => {
    const one = nextMonitorState(status(), met, t0, policy(3));
    expect(one).toMatchObject({ state: 'pending', breachCount: 1, notification: null });
    const two = nextMonitorState(status({ state: 'pending', breachCount: 1 }), met, t0, policy(3));
    expect(two).toMatchObject({ state: 'pending', breachCount: 2, notification: null });
    const three = nextMonitorState(status({ state: 'pending', breachCount: 2 }), met, t0, policy(3));
    expect(three).toMatchObject({ state: 'triggered', breachCount: 3, notification: { kind: 'triggered' } });
  });

  it('a miss while pending goes to ok, restarts the count and notifies nothing, even with notify_on_recovery', () => {
    expect(nextMonitorState(status({ state: 'pending', breachCount: 2, notifyOnRecovery: true }), notMet, t0, policy(3))).toMatchObject({
      state: 'ok',
      breachCount: 0,
      notification: null,
    });
  });

  it('recovery_value: held keeps triggered without notifying; not held recovers', () => {
    const held = { ok: true as const, met: false, held: true, value: 90 };
    const released = { ok: true as const, met: false, held: false, value: 70 };
    expect(nextMonitorState(status({ state: 'triggered', notifyOnRecovery: true }), held, t0)).toMatchObject({
      state: 'triggered',
      notification: null,
    });
    expect(nextMonitorState(status({ state: 'triggered', notifyOnRecovery: true }), released, t0)).toMatchObject({
      state: 'ok',
      notification: { kind: 'recovered' },
    });
    // Held does not matter to a monitor that is not triggered.
    expect(nextMonitorState(status({ state: 'ok' }), held, t0).state).toBe('ok');
  });

  it('on_error: keep_state keeps the state (and the count) with the error; trigger fires once', () => {
    expect(nextMonitorState(status({ state: 'pending', breachCount: 2 }), failed, t0, policy(3, 'keep_state'))).toMatchObject({
      state: 'pending',
      breachCount: 2,
      stateError: failed.error,
      notification: null,
    });
    const fired = nextMonitorState(status({ state: 'ok' }), failed, t0, policy(1, 'trigger'));
    expect(fired).toMatchObject({ state: 'triggered', stateError: failed.error, notification: { kind: 'triggered' } });
    expect(
      nextMonitorState(status({ state: 'triggered', stateError: failed.error, lastNotifiedAt: t0 }), failed, at(5), policy(1, 'trigger'))
        .notification,
    ).toBeNull();
    expect(nextMonitorState(status({ state: 'triggered' }), failed, t0, policy(1, 'unknown'))).toMatchObject({
      state: 'unknown',
      breachCount: 0,
    });
  });
});
