import type { Evaluation } from './monitor-condition.js';

export type MonitorState = 'unknown' | 'pending' | 'ok' | 'triggered';

export interface MonitorStatus {
  state: MonitorState;
  /** Set while the last check could not be evaluated. */
  stateError?: string | null;
  /** Consecutive checks on which the condition held. */
  breachCount?: number;
  rearm: number | null;
  notifyOnRecovery: boolean;
  acknowledgedAt: Date | null;
  snoozedUntil: Date | null;
  muted: boolean;
  lastTriggeredAt: Date | null;
  lastNotifiedAt: Date | null;
}

/** The options of the condition that shape the state machine (see monitorOptionsSchema). */
export interface TransitionPolicy {
  breaches: number;
  onError: 'unknown' | 'keep_state' | 'trigger';
}

const DEFAULT_POLICY: TransitionPolicy = { breaches: 1, onError: 'unknown' };

type NotificationKind = 'triggered' | 'renotified' | 'recovered';

export interface Transition {
  state: MonitorState;
  stateError: string | null;
  breachCount: number;
  acknowledgedAt: Date | null;
  lastTriggeredAt: Date | null;
  lastNotifiedAt: Date | null;
  /** A notification is due; `suppressedBy` says why it is recorded but not sent. */
  notification: { kind: NotificationKind; suppressedBy: string | null } | null;
}

/** Why notifications are held back now, if they are: mute beats snooze. */
function suppression(status: Pick<MonitorStatus, 'muted' | 'snoozedUntil'>, now: Date): string | null {
  if (status.muted) return 'muted';
  if (status.snoozedUntil && status.snoozedUntil.getTime() > now.getTime()) return `snoozed until ${status.snoozedUntil.toISOString()}`;
  return null;
}

function fire(current: MonitorStatus, now: Date, stateError: string | null, breachCount: number): Transition {
  return {
    state: 'triggered',
    stateError,
    breachCount,
    acknowledgedAt: null,
    lastTriggeredAt: now,
    lastNotifiedAt: now,
    notification: { kind: 'triggered', suppressedBy: suppression(current, now) },
  };
}

/** Still triggered: re-notify only when `rearm` seconds have passed, and never while acknowledged. */
function stayTriggered(current: MonitorStatus, now: Date, stateError: string | null, breachCount: number): Transition {
  const unchanged = {
    acknowledgedAt: current.acknowledgedAt,
    lastTriggeredAt: current.lastTriggeredAt,
    lastNotifiedAt: current.lastNotifiedAt,
  };
  const since = current.lastNotifiedAt ?? current.lastTriggeredAt;
  const rearmDue = !!current.rearm && current.rearm > 0 && (!since || now.getTime() - since.getTime() >= current.rearm * 1000);
  if (!rearmDue) return { ...unchanged, state: 'triggered', stateError, breachCount, notification: null };
  return {
    ...unchanged,
    state: 'triggered',
    stateError,
    breachCount,
    lastNotifiedAt: now,
    notification: { kind: 'renotified', suppressedBy: current.acknowledgedAt ? 'acknowledged' : suppression(current, now) },
  };
}

/**
 * The monitor's state machine, one check at a time:
 * - an evaluation error (failed query, missing column), by `on_error`: `unknown` (the state becomes
 *   unknown, nothing is sent), `keep_state` (the state stays, the error is shown), or `trigger`
 *   (the monitor fires as if the condition held);
 * - condition met: the breach count grows; from unknown/pending/ok the monitor fires (every
 *   subscriber is notified) once the count reaches `breaches`, and is `pending` before that;
 * - met while triggered -> re-notify only when `rearm` > 0 seconds have passed since the last
 *   notification, and never while acknowledged (recorded as suppressed instead);
 * - not met -> ok (the breach count restarts); a triggered monitor with a `recovery_value` stays
 *   triggered while the condition still holds against it; the acknowledgement is cleared;
 *   recovery is notified when asked and the monitor was triggered.
 * Mute and snooze never change the state; they turn due notifications into suppressed ones.
 */
export function nextMonitorState(
  current: MonitorStatus,
  evaluation: Evaluation,
  now: Date,
  policy: TransitionPolicy = DEFAULT_POLICY,
): Transition {
  const breaches = current.breachCount ?? 0;
  const unchanged = {
    acknowledgedAt: current.acknowledgedAt,
    lastTriggeredAt: current.lastTriggeredAt,
    lastNotifiedAt: current.lastNotifiedAt,
  };
  if (!evaluation.ok) {
    if (policy.onError === 'keep_state')
      return { ...unchanged, state: current.state, stateError: evaluation.error, breachCount: breaches, notification: null };
    if (policy.onError === 'trigger') {
      return current.state === 'triggered' ? stayTriggered(current, now, evaluation.error, 0) : fire(current, now, evaluation.error, 0);
    }
    return { ...unchanged, state: 'unknown', stateError: evaluation.error, breachCount: 0, notification: null };
  }
  if (evaluation.met) {
    const count = Math.min(breaches + 1, 1_000_000);
    if (current.state === 'triggered') return stayTriggered(current, now, null, count);
    if (count >= policy.breaches) return fire(current, now, null, count);
    return { ...unchanged, state: 'pending', stateError: null, breachCount: count, notification: null };
  }
  if (current.state === 'triggered' && evaluation.held && !current.stateError) {
    return { ...unchanged, state: 'triggered', stateError: null, breachCount: 0, notification: null };
  }
  const recovered = current.state === 'triggered';
  return {
    state: 'ok',
    stateError: null,
    breachCount: 0,
    acknowledgedAt: null,
    lastTriggeredAt: current.lastTriggeredAt,
    lastNotifiedAt: recovered && current.notifyOnRecovery ? now : current.lastNotifiedAt,
    notification: recovered && current.notifyOnRecovery ? { kind: 'recovered', suppressedBy: suppression(current, now) } : null,
  };
}
