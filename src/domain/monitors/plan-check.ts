import { monitorEvent, type NotificationEvent } from '../deliveries/notification-event.js';
import type { Evaluation, MonitorOptions } from './monitor-condition.js';
import type { MonitorEventKind } from './monitor-history.js';
import { transitionPolicy } from './evaluate-check.js';
import { nextMonitorState, type MonitorState, type Transition } from './monitor-transition.js';

/** The monitor row fields a check reads. */
export interface CheckedMonitor {
  id: number;
  name: string;
  queryId: number;
  options: unknown;
  state: string;
  stateError: string | null;
  breachCount: number;
  rearm: number | null;
  notifyOnRecovery: boolean;
  acknowledgedAt: Date | null;
  snoozedUntil: Date | null;
  muted: boolean;
  lastTriggeredAt: Date | null;
  lastNotifiedAt: Date | null;
}

export interface CheckPlan {
  previous: MonitorState;
  next: Transition;
  /** The notification due (sent, or recorded as suppressed), built once for every subscriber. */
  event: NotificationEvent | null;
  /** The history entry this check adds, if it changes anything worth recording. */
  historyKind: MonitorEventKind | null;
}

/**
 * What one evaluated check does to a monitor: the transition, the notification and the history
 * entry. Pure apart from the event id: the real check applies it, a dry run only shows it.
 */
export function planCheck(
  monitor: CheckedMonitor,
  evaluation: Evaluation,
  options: MonitorOptions | null,
  now: Date,
  origin: string,
): CheckPlan {
  const previous = monitor.state as MonitorState;
  const next = nextMonitorState({ ...monitor, state: previous }, evaluation, now, transitionPolicy(options));
  const event = next.notification
    ? monitorEvent(
        `monitor.${next.notification.kind}`,
        {
          id: monitor.id,
          name: monitor.name,
          queryId: monitor.queryId,
          state: next.state,
          options: monitor.options as Record<string, unknown>,
        },
        evaluation.ok ? evaluation.value : null,
        now,
        origin,
        evaluation.ok ? null : evaluation.error,
      )
    : null;
  let historyKind: MonitorEventKind | null = null;
  if (!evaluation.ok) historyKind = monitor.stateError === null || previous !== next.state ? 'error' : null;
  else if (monitor.stateError !== null) historyKind = 'recovered_from_error';
  else if (previous !== next.state) historyKind = 'state_changed';
  return { previous, next, event, historyKind };
}
