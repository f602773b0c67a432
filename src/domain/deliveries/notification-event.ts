import { randomUUID } from 'node:crypto';

export type NotificationEventType = 'monitor.triggered' | 'monitor.renotified' | 'monitor.recovered' | 'destination.test';

/**
 * The body of a generic webhook and the source of every other destination's native payload.
 * `id` is the idempotency key: it stays the same across retries of one notification.
 */
export interface NotificationEvent {
  id: string;
  type: NotificationEventType;
  occurred_at: string;
  title: string;
  message: string;
  detail: string;
  url: string | null;
  value: unknown;
  monitor: {
    id: number;
    name: string;
    query_id: number;
    state: string;
    options: Record<string, unknown>;
  } | null;
}

export interface MonitorSnapshot {
  id: number;
  name: string;
  queryId: number;
  state: string;
  options: Record<string, unknown>;
}

function describeCondition(options: Record<string, unknown>): string {
  const selector = (options.selector as string | undefined) ?? 'first';
  const subject = selector === 'row_count' ? 'row count' : `${selector === 'first' ? '' : `${selector} of `}${String(options.column)}`;
  return `${subject} ${String(options.op)} ${String(options.value)}`;
}

/** `error`: the check failed and the monitor's `on_error` is `trigger`; the failure is the news. */
export function monitorEvent(
  type: Exclude<NotificationEventType, 'destination.test'>,
  monitor: MonitorSnapshot,
  value: unknown,
  at: Date,
  origin: string,
  error: string | null = null,
): NotificationEvent {
  const verb = type === 'monitor.recovered' ? 'recovered' : 'triggered';
  const condition = describeCondition(monitor.options);
  const detail = error
    ? `The check failed: ${error}`
    : type === 'monitor.recovered'
      ? `The condition ${condition} is no longer met.`
      : `The condition ${condition} is met.`;
  return {
    id: randomUUID(),
    type,
    occurred_at: at.toISOString(),
    title: `Monitor "${monitor.name}" ${verb}`,
    message: error ? `Monitor "${monitor.name}" ${verb}: the check failed` : `Monitor "${monitor.name}" ${verb}: ${condition} (value: ${JSON.stringify(value)})`,
    detail,
    url: `${origin}/monitors/${monitor.id}`,
    value,
    monitor: { id: monitor.id, name: monitor.name, query_id: monitor.queryId, state: monitor.state, options: monitor.options },
  };
}

export function testEvent(destinationName: string, at: Date): NotificationEvent {
  return {
    id: randomUUID(),
    type: 'destination.test',
    occurred_at: at.toISOString(),
    title: `Test notification for "${destinationName}"`,
    message: `This is a test notification from Overlook for the destination "${destinationName}".`,
    detail: 'If you can read this, the destination works.',
    url: null,
    value: null,
    monitor: null,
  };
}
