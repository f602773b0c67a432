import { setTimeout as sleep } from 'node:timers/promises';
import { originFor, type Context } from '../../context.js';
import { db } from '../../db.js';
import { DomainError, NotFoundError } from '../../errors.js';
import { notificationMailHeaders, notificationRequest } from '../deliveries/send-notification.js';
import { destinationType } from '../destinations/destination-types.js';
import { requestExecution } from '../execution/request-execution.js';
import { isTerminal } from '../jobs/job-status.js';
import { executableVersion } from '../queries/executable-version.js';
import { openOptions } from '../secret-options.js';
import { evaluateCheck, type FinishedCheck } from './evaluate-check.js';
import { planCheck } from './plan-check.js';

/** How long a dry run waits for its check; the job goes on (and its result stays cached) after that. */
const DRY_RUN_WAIT_MS = 60_000;
const POLL_MS = 100;
export const MASK = '--------';

export interface DryRunNotification {
  destinationId: number;
  destinationName: string;
  destinationType: string;
  /** Why it would be recorded but not sent (muted, snoozed, acknowledged), or null. */
  suppressedBy: string | null;
  channel: 'http' | 'email';
  method: string | null;
  url: string | null;
  headers: Record<string, string>;
  /** The JSON body of an HTTP notification. */
  payload: unknown;
  subject: string | null;
  to: string[] | null;
  text: string | null;
}

export interface DryRun {
  jobId: number;
  jobStatus: number;
  queryResultId: number | null;
  /** The value the selector read, or null (an error, or `any` over no rows). */
  value: number | null;
  met: boolean | null;
  /** Whether the condition still holds against `recovery_value` (what keeps a triggered monitor triggered). */
  held: boolean | null;
  error: string | null;
  fromState: string;
  toState: string;
  stateError: string | null;
  breachCount: number;
  notification: string | null;
  notifications: DryRunNotification[];
}

/** Every string a destination keeps secret (a URL with a token, a routing key, header values). */
function secretValues(fields: readonly string[], options: Record<string, unknown>): string[] {
  const values: string[] = [];
  for (const field of fields) {
    const value = options[field];
    if (typeof value === 'string') values.push(value);
    else if (value && typeof value === 'object') values.push(...Object.values(value).filter((v): v is string => typeof v === 'string'));
  }
  return values.filter((v) => v.length > 0).sort((a, b) => b.length - a.length);
}

/** A copy of `value` in which every occurrence of a secret reads MASK. */
function redact(value: unknown, secrets: string[]): unknown {
  if (typeof value === 'string') return secrets.reduce((text, secret) => text.split(secret).join(MASK), value);
  if (Array.isArray(value)) return value.map((v) => redact(v, secrets));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, secrets)]));
  return value;
}

async function waitForJob(jobId: number): Promise<FinishedCheck & { status: number }> {
  const deadline = performance.now() + DRY_RUN_WAIT_MS;
  for (;;) {
    const job = await db.job.findUnique({ where: { id: jobId }, select: { status: true, error: true, queryResultId: true } });
    if (!job) throw new NotFoundError('Job');
    if (isTerminal(job.status)) return job;
    if (performance.now() > deadline) {
      throw new DomainError(`The check did not finish within ${DRY_RUN_WAIT_MS / 1000} s (job ${jobId} goes on).`, 'dry_run_timeout', 504, {
        job_id: jobId,
      });
    }
    await sleep(POLL_MS);
  }
}

/**
 * Runs a monitor's check now through the normal execution path (the version an unattended check
 * runs, a new job) and answers what applying it would do: the value read, the outcome, the
 * transition and, per subscribed destination, the request or e-mail that would go out, rendered by
 * the code real deliveries use and signed, with every destination secret masked. Nothing of the
 * monitor is written: no run, no state, no history, no delivery. The caller has authorized the
 * viewer (`run`) and counted the execute limit.
 */
export async function dryRunMonitor(ctx: Context, monitorId: number): Promise<DryRun> {
  const monitor = await db.monitor.findUnique({
    where: { id: monitorId },
    include: { org: true, parent: true, subscriptions: { include: { destination: true }, orderBy: { id: 'asc' } } },
  });
  if (!monitor) throw new NotFoundError('Monitor');
  const version = executableVersion(monitor.parent, 'unattended');
  const parameters = (monitor.options as { parameters?: Record<string, unknown> } | null)?.parameters ?? {};
  const answer = await requestExecution(ctx, {
    dataSourceId: monitor.parent.dataSourceId,
    queryId: monitor.queryId,
    queryText: version.text,
    parameterDefinitions: version.parameterDefinitions,
    queryVersion: version.version,
    parameters,
    maxAge: 0,
  });
  if (!('job' in answer)) throw new Error('requestExecution answered a cached result for max_age 0');
  const job = await waitForJob(answer.job.id);
  const { evaluation, options } = await evaluateCheck(job, monitor.options);
  const now = ctx.clock.now();
  const { previous, next, event } = planCheck(monitor, evaluation, options, now, originFor(ctx, monitor.org));
  const notifications: DryRunNotification[] = [];
  if (event && next.notification) {
    for (const { destination } of monitor.subscriptions) {
      const kind = destinationType(destination.type);
      if (!kind) continue;
      const opened = openOptions(ctx, {
        options: destination.options as Record<string, unknown>,
        secretOptionsEncrypted: destination.secretOptionsEncrypted,
      });
      const secrets = secretValues(kind.secretFields, opened);
      const outgoing = kind.render(event, opened);
      const common = {
        destinationId: destination.id,
        destinationName: destination.name,
        destinationType: destination.type,
        suppressedBy: next.notification.suppressedBy,
      };
      if (outgoing.kind === 'email') {
        notifications.push({
          ...common,
          channel: 'email',
          method: null,
          url: null,
          headers: notificationMailHeaders(event.id),
          payload: null,
          subject: outgoing.subject,
          to: outgoing.to,
          text: outgoing.text,
        });
        continue;
      }
      const request = notificationRequest(outgoing, {
        eventId: event.id,
        secret: kind.signed ? (opened.secret as string | undefined) : undefined,
        timestampSecs: Math.floor(now.getTime() / 1000),
      });
      notifications.push({
        ...common,
        channel: 'http',
        method: request.method,
        url: redact(request.url, secrets) as string,
        headers: redact(request.headers, secrets) as Record<string, string>,
        payload: redact(JSON.parse(request.body), secrets),
        subject: null,
        to: null,
        text: null,
      });
    }
  }
  return {
    jobId: answer.job.id,
    jobStatus: job.status,
    queryResultId: job.queryResultId,
    value: evaluation.ok ? evaluation.value : null,
    met: evaluation.ok ? evaluation.met : null,
    held: evaluation.ok ? (evaluation.held ?? evaluation.met) : null,
    error: evaluation.ok ? null : evaluation.error,
    fromState: previous,
    toState: next.state,
    stateError: next.stateError,
    breachCount: next.breachCount,
    notification: next.notification?.kind ?? null,
    notifications,
  };
}
