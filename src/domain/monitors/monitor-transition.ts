import type { Evaluation } from './monitor-condition.js';

export type MonitorState = 'unknown' | 'ok' | 'triggered';

export interface MonitorStatus {
  state: MonitorState;
  rearm: number | null;
  notifyOnRecovery: boolean;
  acknowledgedAt: Date | null;
  snoozedUntil: Date | null;
  muted: boolean;
  lastTriggeredAt: Date | null;
  lastNotifiedAt: Date | null;
}

export type NotificationKind = 'triggered' | 'renotified' | 'recovered';

export interface Transition {
  state: MonitorState;
  stateError: string | null;
  acknowledgedAt: Date | null;
  lastTriggeredAt: Date | null;
  lastNotifiedAt: Date | null;
  /** A notification is due; `suppressedBy` says why it is recorded but not sent. */
  notification: { kind: NotificationKind; suppressedBy: string | null } | null;
}

/** Why notifications are held back now, if they are: mute beats snooze. */
export function suppression(status: Pick<MonitorStatus, 'muted' | 'snoozedUntil'>, now: Date): string | null {
  if (status.muted) return 'muted';
  if (status.snoozedUntil && status.snoozedUntil.getTime() > now.getTime()) return `snoozed until ${status.snoozedUntil.toISOString()}`;
  return null;
}

/**
 * The monitor's state machine, one check at a time:
 * - an evaluation error (failed query, missing column) -> unknown, with the error; nothing is sent;
 * - condition met from unknown/ok -> triggered; every subscriber is notified;
 * - met while triggered -> re-notify only when `rearm` > 0 seconds have passed since the last
 *   notification, and never while acknowledged (recorded as suppressed instead);
 * - not met -> ok; the acknowledgement is cleared; recovery is notified when asked and the
 *   monitor was triggered.
 * Mute and snooze never change the state; they turn due notifications into suppressed ones.
 */
export function nextMonitorState(current: MonitorStatus, evaluation: Evaluation, now: Date): Transition {
  const unchanged = {
    acknowledgedAt: current.acknowledgedAt,
    lastTriggeredAt: current.lastTriggeredAt,
    lastNotifiedAt: current.lastNotifiedAt,
  };
  if (!evaluation.ok) return { ...unchanged, state: 'unknown', stateError: evaluation.error, notification: null };
  const held = suppression(current, now);
  if (evaluation.met) {
    if (current.state !== 'triggered') {
      return {
        state: 'triggered',
        stateError: null,
        acknowledgedAt: null,
        lastTriggeredAt: now,
        lastNotifiedAt: now,
        notification: { kind: 'triggered', suppressedBy: held },
      };
    }
    const since = current.lastNotifiedAt ?? current.lastTriggeredAt;
    const rearmDue = !!current.rearm && current.rearm > 0 && (!since || now.getTime() - since.getTime() >= current.rearm * 1000);
    if (!rearmDue) return { ...unchanged, state: 'triggered', stateError: null, notification: null };
    return {
      ...unchanged,
      state: 'triggered',
      stateError: null,
      lastNotifiedAt: now,
      notification: { kind: 'renotified', suppressedBy: current.acknowledgedAt ? 'acknowledged' : held },
    };
  }
  const recovered = current.state === 'triggered';
  return {
    state: 'ok',
    stateError: null,
    acknowledgedAt: null,
    lastTriggeredAt: current.lastTriggeredAt,
    lastNotifiedAt: recovered && current.notifyOnRecovery ? now : current.lastNotifiedAt,
    notification: recovered && current.notifyOnRecovery ? { kind: 'recovered', suppressedBy: held } : null,
  };
}
