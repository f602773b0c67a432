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

const TEMPLATE_VARIABLE = /\{\{\{?\s*([A-Z_]+)\s*\}?\}\}/g;

/**
 * Fills Redash's alert template variables (`{{ ALERT_NAME }}`, `{{ QUERY_URL }}`, ...) into a
 * monitor's `custom_subject` / `custom_body`. Plain text, not HTML: nothing is escaped, and an
 * unknown name stays as written so the author sees it was not filled.
 */
function fillTemplate(template: string, variables: Record<string, string>): string {
  return template.replace(TEMPLATE_VARIABLE, (whole, name: string) => variables[name] ?? whole);
}

const customText = (options: Record<string, unknown>, key: 'custom_subject' | 'custom_body') => {
  const value = options[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/**
 * `error`: the check failed and the monitor's `on_error` is `trigger`; the failure is the news.
 * The monitor's `custom_subject` replaces the title (e-mail subject, chat card title, incident
 * summary) and its `custom_body` the detail (e-mail text, chat card text), both with Redash's
 * template variables filled; a failed check still says why after the custom body.
 */
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
  const failure = error ? `The check failed: ${error}` : null;
  const variables: Record<string, string> = {
    ALERT_NAME: monitor.name,
    ALERT_URL: `${origin}/monitors/${monitor.id}`,
    ALERT_STATUS: monitor.state.toUpperCase(),
    ALERT_CONDITION: String(monitor.options.op ?? ''),
    ALERT_THRESHOLD: String(monitor.options.value ?? ''),
    QUERY_URL: `${origin}/queries/${monitor.queryId}`,
    QUERY_RESULT_VALUE: value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value),
  };
  const customSubject = customText(monitor.options, 'custom_subject');
  const customBody = customText(monitor.options, 'custom_body');
  const detail = customBody
    ? [fillTemplate(customBody, variables), failure].filter(Boolean).join('\n\n')
    : (failure ?? (type === 'monitor.recovered' ? `The condition ${condition} is no longer met.` : `The condition ${condition} is met.`));
  return {
    id: randomUUID(),
    type,
    occurred_at: at.toISOString(),
    title: customSubject ? fillTemplate(customSubject, variables) : `Monitor "${monitor.name}" ${verb}`,
    message: error
      ? `Monitor "${monitor.name}" ${verb}: the check failed`
      : `Monitor "${monitor.name}" ${verb}: ${condition} (value: ${JSON.stringify(value)})`,
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
