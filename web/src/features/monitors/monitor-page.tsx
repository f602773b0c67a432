import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useMutation, useQuery, useSubscription, type CombinedError } from 'urql';
import { Button } from '../../ui/button';
import { readFragment } from '../../graphql/generated';
import { useLastData, useLiveRefresh } from '../../graphql/live-refresh';
import type { MonitorFieldsFragment, MonitorPageQuery as MonitorPageData } from '../../graphql/generated/graphql';
import type { MonitorTimelineInput } from '../../../../src/chart-kit/monitor-timeline.js';
import {
  AckMonitorMutation,
  CreateMonitorMutation,
  DryRunMutation,
  MonitorEventsSubscription,
  MonitorFields,
  MonitorPageQuery,
  MonitorQueriesQuery,
  MuteMonitorMutation,
  QueryColumnsQuery,
  RetryDeliveryMutation,
  RunMonitorMutation,
  SnoozeMonitorMutation,
  SubscribeMutation,
  UnmuteMonitorMutation,
  UnsubscribeMutation,
  UpdateMonitorMutation,
} from './monitor-documents';
import {
  availableActions,
  conditionOf,
  describeCondition,
  displayState,
  ON_ERROR,
  OPERATORS,
  optionsOf,
  SELECTORS,
  type ActionAvailability,
  type Condition,
} from './monitor-model';
import { MonitorBadge } from './monitor-badge';
import { MonitorTimeline } from './monitor-timeline';
import { nodeId } from './node-id';
import { ScheduleEditor } from '../schedules/schedule-editor';
import './monitors.css';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

const MONITOR_CONTEXT = { additionalTypenames: ['Monitor', 'Delivery', 'MonitorSubscription', 'MonitorHistoryEntry'] };

/** `/monitors/new`: the condition builder, creating a monitor. */
export function NewMonitorPage() {
  return (
    <section aria-labelledby="monitor-title">
      <h1 id="monitor-title">New monitor</h1>
      <ConditionBuilder />
    </section>
  );
}

/** `/monitors/$id` (the page notifications link to): state, condition, dry run, actions, history, deliveries, destinations; live. */
export function MonitorPage() {
  const { id } = useParams({ from: '/monitors/$id' });
  const gid = nodeId('Monitor', id);
  const [{ data: answered, error }, reexecute] = useQuery({
    query: MonitorPageQuery,
    variables: { id: gid },
    context: useMemo(() => MONITOR_CONTEXT, []),
  });
  const data = useLastData(answered, gid);
  const [live] = useSubscription({ query: MonitorEventsSubscription, variables: { monitorId: gid } });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useLiveRefresh(live.data?.monitorEvents.occurredAt, refresh);
  const monitor = readFragment(MonitorFields, data?.monitor);
  const timeline = useMemo(() => (data && monitor ? timelineOf(data, monitor) : null), [data, monitor]);
  if (error && !data) {
    return (
      <section aria-labelledby="monitor-title">
        <h1 id="monitor-title">Monitor</h1>
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      </section>
    );
  }
  if (!monitor || !data || !timeline) return <p role="status">Loading…</p>;
  return (
    <section aria-labelledby="monitor-title">
      <header className="page-header">
        <h1 id="monitor-title">{monitor.name}</h1>
        <span>
          State: <MonitorBadge state={displayState(monitor)} />
        </span>
        {monitor.error ? <span className="muted">{monitor.error}</span> : null}
      </header>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      <Actions monitor={monitor} onDone={refresh} />
      <h2>Condition</h2>
      <ConditionBuilder key={`${monitor.id}:${JSON.stringify(monitor.options)}:${monitor.rearm}`} monitor={monitor} onSaved={refresh} />
      <DryRun monitorId={monitor.id} />
      <ScheduleEditor entityType="monitor" entityId={monitor.id} />
      <Subscriptions
        monitorId={monitor.id}
        subscriptions={data.monitorSubscriptions.edges.map((edge) => edge.node)}
        canSubscribe={monitor.policies.canSubscribe}
        onDone={refresh}
      />
      <h2>State history</h2>
      <MonitorTimeline input={timeline} />
      {data.monitorHistory.edges.length === 0 ? <p>No state changes yet.</p> : null}
      {data.monitorHistory.edges.length ? (
        <table className="list" aria-label="State history">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Value</th>
              <th scope="col">Error</th>
            </tr>
          </thead>
          <tbody>
            {data.monitorHistory.edges.map(({ node }) => (
              <tr key={node.id} data-kind={node.kind}>
                <td>{new Date(node.createdAt).toLocaleString()}</td>
                <td>{node.kind.replace(/_/g, ' ')}</td>
                <td>{node.fromState ?? ''}</td>
                <td>{node.toState}</td>
                <td>{node.value ?? ''}</td>
                <td>{node.error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Deliveries
        monitorId={monitor.id}
        deliveries={data.monitorDeliveries.edges.map((edge) => edge.node)}
        names={new Map(data.monitorSubscriptions.edges.map(({ node: s }) => [s.destination.databaseId, s.destination.name]))}
        canRetry={monitor.policies.canSubscribe}
        onDone={refresh}
      />
    </section>
  );
}

type MonitorData = MonitorFieldsFragment;

/** The chart kit's input: the evaluated checks, the state history, the condition's lines. */
function timelineOf(data: MonitorPageData, monitor: MonitorData): MonitorTimelineInput {
  const condition = conditionOf(monitor.options);
  return {
    checks: data.monitorChecks.edges.flatMap(({ node }) =>
      node.check ? [{ at: node.finishedAt ?? node.createdAt, value: node.check.value ?? null, state: node.check.state }] : [],
    ),
    history: data.monitorHistory.edges.map(({ node }) => ({
      at: node.createdAt,
      kind: node.kind,
      fromState: node.fromState ?? null,
      toState: node.toState,
    })),
    threshold: condition.selector === 'row_count' || condition.column ? condition.value : undefined,
    recovery: condition.recovery_value,
    now: Date.now(),
  };
}

function ActionButton({
  id,
  label,
  availability,
  onPress,
  children,
}: {
  id: string;
  label: string;
  availability: ActionAvailability;
  onPress: () => void;
  children?: ReactNode;
}) {
  const reasonId = `${id}-reason`;
  return (
    <div className="action">
      {children}
      <Button isDisabled={!availability.allowed} onPress={onPress} aria-describedby={availability.reason ? reasonId : undefined}>
        {label}
      </Button>
      {availability.reason ? (
        <span id={reasonId} className="action-reason">
          {availability.reason}
        </span>
      ) : null}
    </div>
  );
}

function Actions({ monitor, onDone }: { monitor: MonitorData; onDone: () => void }) {
  const [, ack] = useMutation(AckMonitorMutation);
  const [, snooze] = useMutation(SnoozeMonitorMutation);
  const [, mute] = useMutation(MuteMonitorMutation);
  const [, unmute] = useMutation(UnmuteMonitorMutation);
  const [, run] = useMutation(RunMonitorMutation);
  const [minutes, setMinutes] = useState('60');
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const actions = availableActions(monitor);
  const act = async (label: string, result: Promise<{ error?: CombinedError }>) => {
    const { error } = await result;
    setMessage(error ? { text: messageOf(error)!, error: true } : { text: label, error: false });
    onDone();
  };
  const id = monitor.id;
  const snoozeMinutes = Number(minutes);
  const snoozeAvailability: ActionAvailability =
    actions.snooze.allowed && !(Number.isInteger(snoozeMinutes) && snoozeMinutes > 0)
      ? { allowed: false, reason: 'Minutes must be a positive whole number.' }
      : actions.snooze;
  return (
    <div role="group" aria-label="Actions">
      <div className="actions">
        <ActionButton id="run" label="Run now" availability={actions.run} onPress={() => void act('Check started.', run({ id }))} />
        <ActionButton
          id="ack"
          label="Acknowledge"
          availability={actions.acknowledge}
          onPress={() => void act('Acknowledged.', ack({ id }))}
        />
        <ActionButton
          id="snooze"
          label="Snooze"
          availability={snoozeAvailability}
          onPress={() => void act(`Snoozed for ${snoozeMinutes} minutes.`, snooze({ id, minutes: snoozeMinutes }))}
        >
          <label className="field">
            <span>Minutes</span>
            <input type="number" min={1} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          </label>
        </ActionButton>
        {monitor.muted ? (
          <ActionButton id="unmute" label="Unmute" availability={actions.unmute} onPress={() => void act('Unmuted.', unmute({ id }))} />
        ) : (
          <ActionButton id="mute" label="Mute" availability={actions.mute} onPress={() => void act('Muted.', mute({ id }))} />
        )}
      </div>
      {actions.snoozed && monitor.snoozedUntil ? <p>Snoozed until {new Date(monitor.snoozedUntil).toLocaleString()}.</p> : null}
      <p role="status" className={message?.error ? 'alert' : undefined}>
        {message?.text}
      </p>
    </div>
  );
}

function NumberField({
  label,
  value,
  onChange,
  optional,
}: {
  label: string;
  value: number | undefined;
  onChange: (v: number | undefined) => void;
  optional?: boolean;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="number"
        value={text}
        required={!optional}
        onChange={(e) => {
          setText(e.target.value);
          const n = e.target.value.trim() === '' ? undefined : Number(e.target.value);
          onChange(n === undefined || Number.isFinite(n) ? n : undefined);
        }}
      />
    </label>
  );
}

/** The condition builder: query and column (from its latest result), selector, operator, value, breaches, recovery, on-error, rearm. */
function ConditionBuilder({ monitor, onSaved }: { monitor?: MonitorData; onSaved?: () => void }) {
  const navigate = useNavigate();
  const [{ data: lists }] = useQuery({ query: MonitorQueriesQuery });
  const [name, setName] = useState(monitor?.name ?? '');
  const [queryId, setQueryId] = useState<string>(monitor ? String(monitor.queryId) : '');
  const [condition, setCondition] = useState<Condition>(() => conditionOf(monitor?.options ?? { breaches: 1 }));
  const [rearm, setRearm] = useState<number | undefined>(monitor?.rearm ?? undefined);
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const [, create] = useMutation(CreateMonitorMutation);
  const [, update] = useMutation(UpdateMonitorMutation);
  const queries = lists?.queries.edges.map((e) => e.node) ?? [];
  const query = queries.find((q) => String(q.databaseId) === queryId);
  const [{ data: result }] = useQuery({
    query: QueryColumnsQuery,
    variables: { id: nodeId('QueryResult', query?.latestQueryDataId ?? 0) },
    pause: !query?.latestQueryDataId,
  });
  const columns = useMemo(() => {
    const data = result?.queryResult.data as { columns?: { name: string }[] } | undefined;
    return (data?.columns ?? []).map((c) => c.name);
  }, [result]);
  const set = (patch: Partial<Condition>) => setCondition((c) => ({ ...c, ...patch }));
  const canEdit = !monitor || monitor.policies.canUpdate;
  const columnChoices = condition.column && !columns.includes(condition.column) ? [condition.column, ...columns] : columns;

  async function save() {
    if (!queryId) return setMessage({ text: 'Choose a query.', error: true });
    const options = optionsOf(condition);
    const queryGid = btoa(`SavedQuery:${queryId}`);
    if (!monitor) {
      const { data, error } = await create({ name, queryId: queryGid, options, rearm: rearm ?? null });
      if (error || !data) return setMessage({ text: messageOf(error) ?? 'Not saved.', error: true });
      const created = readFragment(MonitorFields, data.createMonitor);
      void navigate({ to: '/monitors/$id', params: { id: String(created.databaseId) } });
      return;
    }
    const { error } = await update({
      id: monitor.id,
      name,
      queryId: queryGid,
      options,
      ...(rearm === undefined ? { clearRearm: true } : { rearm }),
    });
    setMessage(error ? { text: messageOf(error)!, error: true } : { text: 'Saved.', error: false });
    if (!error) onSaved?.();
  }

  return (
    <form
      aria-label="Condition"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={!canEdit} className="form-grid">
        <label className="field">
          <span>Name</span>
          <input value={name} required onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="field">
          <span>Query</span>
          <select value={queryId} onChange={(e) => setQueryId(e.target.value)} required>
            <option value="">Choose a query…</option>
            {queries.map((q) => (
              <option key={q.id} value={String(q.databaseId)}>
                {q.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Selector</span>
          <select value={condition.selector} onChange={(e) => set({ selector: e.target.value as Condition['selector'] })}>
            {SELECTORS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Column</span>
          <select
            value={condition.column ?? ''}
            onChange={(e) => set({ column: e.target.value || undefined })}
            disabled={condition.selector === 'row_count'}
          >
            <option value="">{columns.length || !query ? 'Choose a column…' : 'Run the query to list its columns'}</option>
            {columnChoices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Operator</span>
          <select value={condition.op} onChange={(e) => set({ op: e.target.value as Condition['op'] })}>
            {OPERATORS.map((op) => (
              <option key={op} value={op}>
                {op}
              </option>
            ))}
          </select>
        </label>
        <NumberField label="Value" value={condition.value} onChange={(v) => set({ value: v ?? 0 })} />
        <NumberField label="Breaches" value={condition.breaches} onChange={(v) => set({ breaches: v ?? 1 })} />
        <NumberField label="Recovery value" value={condition.recovery_value} optional onChange={(v) => set({ recovery_value: v })} />
        <label className="field">
          <span>On error</span>
          <select value={condition.on_error} onChange={(e) => set({ on_error: e.target.value as Condition['on_error'] })}>
            {ON_ERROR.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <NumberField label="Rearm (seconds)" value={rearm} optional onChange={setRearm} />
      </fieldset>
      <p className="condition-summary" aria-live="polite" data-testid="condition-summary">
        {describeCondition(condition, rearm)}
      </p>
      {canEdit ? (
        <Button type="submit" variant="primary">
          {monitor ? 'Save condition' : 'Create monitor'}
        </Button>
      ) : (
        <p className="muted">You may not change this monitor.</p>
      )}
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'alert' : undefined}>
        {message?.text}
      </p>
    </form>
  );
}

function DryRun({ monitorId }: { monitorId: string }) {
  const [{ data, error, fetching }, dryRun] = useMutation(DryRunMutation);
  const result = data?.dryRunMonitor;
  return (
    <section aria-labelledby="dry-run-title">
      <h2 id="dry-run-title">Dry run</h2>
      <p>Runs the check now and shows what it would do; nothing is sent and the monitor does not change.</p>
      <Button onPress={() => void dryRun({ id: monitorId })} isDisabled={fetching}>
        Dry run
      </Button>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      {result ? (
        <div role="region" aria-label="Dry run result">
          <dl>
            <dt>Value</dt>
            <dd data-testid="dry-run-value">{result.value ?? 'none'}</dd>
            <dt>Outcome</dt>
            <dd data-testid="dry-run-outcome">
              {result.error
                ? `error: ${result.error}`
                : `condition ${result.met ? 'met' : 'not met'}; ${result.fromState} → ${result.toState}${result.notification ? `; would notify (${result.notification})` : '; no notification due'}`}
            </dd>
          </dl>
          {result.notifications.length === 0 ? <p>No notification would be sent.</p> : null}
          {result.notifications.map((n, index) => (
            <article key={index} className="notification" aria-label={`Notification to ${n.destinationName}`}>
              <h3>
                {n.destinationName} ({n.destinationType}){n.suppressedBy ? ` — suppressed: ${n.suppressedBy}` : ''}
              </h3>
              {n.channel === 'http' ? (
                <pre>{`${n.method ?? 'POST'} ${n.url ?? ''}\n${Object.entries((n.headers ?? {}) as Record<string, string>)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join('\n')}\n\n${JSON.stringify(n.payload, null, 2)}`}</pre>
              ) : (
                <pre>{`To: ${(n.to ?? []).join(', ')}\nSubject: ${n.subject ?? ''}\n\n${n.text ?? ''}`}</pre>
              )}
            </article>
          ))}
        </div>
      ) : null}
    </section>
  );
}

interface SubscriptionRow {
  id: string;
  destination: { id: string; databaseId: number; name: string; type: string };
}

function Subscriptions({
  monitorId,
  subscriptions,
  canSubscribe,
  onDone,
}: {
  monitorId: string;
  subscriptions: SubscriptionRow[];
  canSubscribe: boolean;
  onDone: () => void;
}) {
  const [{ data: lists }] = useQuery({ query: MonitorQueriesQuery });
  const [, subscribe] = useMutation(SubscribeMutation);
  const [, unsubscribe] = useMutation(UnsubscribeMutation);
  const [choice, setChoice] = useState('');
  const [message, setMessage] = useState<string>();
  const subscribed = new Set(subscriptions.map((s) => s.destination.id));
  const choices = (lists?.destinations.edges.map((e) => e.node) ?? []).filter((d) => !subscribed.has(d.id));
  return (
    <section aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">Destinations</h2>
      {subscriptions.length === 0 ? <p>No destination is subscribed: a trigger would notify no one.</p> : null}
      <ul aria-label="Subscribed destinations">
        {subscriptions.map((s) => (
          <li key={s.id}>
            {s.destination.name} <span className="muted">({s.destination.type})</span>{' '}
            {canSubscribe ? (
              <Button
                variant="quiet"
                aria-label={`Unsubscribe ${s.destination.name}`}
                onPress={() => void unsubscribe({ id: s.id, monitorId }).then(({ error }) => (setMessage(messageOf(error)), onDone()))}
              >
                Unsubscribe
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canSubscribe ? (
        <div className="inline-form">
          <label className="field">
            <span>Destination</span>
            <select value={choice} onChange={(e) => setChoice(e.target.value)}>
              <option value="">Choose a destination…</option>
              {choices.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
          <Button
            isDisabled={!choice}
            onPress={() =>
              void subscribe({ monitorId, destinationId: choice }).then(({ error }) => {
                setMessage(messageOf(error));
                setChoice('');
                onDone();
              })
            }
          >
            Subscribe
          </Button>
        </div>
      ) : null}
      {message ? (
        <p className="alert" role="alert">
          {message}
        </p>
      ) : null}
    </section>
  );
}

interface DeliveryRow {
  id: number;
  createdAt: string;
  destinationId: number;
  eventType: string;
  attempt: number;
  state: string;
  status?: number | null;
  error?: string | null;
}

function Deliveries({
  monitorId,
  deliveries,
  names,
  canRetry,
  onDone,
}: {
  monitorId: string;
  deliveries: DeliveryRow[];
  names: Map<number, string>;
  canRetry: boolean;
  onDone: () => void;
}) {
  const [, retry] = useMutation(RetryDeliveryMutation);
  const [message, setMessage] = useState<string>();
  return (
    <section aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Deliveries</h2>
      {deliveries.length === 0 ? <p>Nothing was sent yet.</p> : null}
      {deliveries.length ? (
        <table className="list" aria-label="Deliveries">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Destination</th>
              <th scope="col">Event</th>
              <th scope="col">Attempt</th>
              <th scope="col">State</th>
              <th scope="col">Status</th>
              <th scope="col">Error</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((d) => (
              <tr key={d.id} data-state={d.state}>
                <td>{new Date(d.createdAt).toLocaleString()}</td>
                <td>{names.get(d.destinationId) ?? `destination ${d.destinationId} (unsubscribed)`}</td>
                <td>{d.eventType}</td>
                <td>{d.attempt}</td>
                <td>{d.state}</td>
                <td>{d.status ?? ''}</td>
                <td>{d.error ?? ''}</td>
                <td>
                  {canRetry && d.state !== 'pending' ? (
                    <Button
                      variant="quiet"
                      onPress={() =>
                        void retry({ deliveryId: d.id, monitorId }).then(({ error }) => {
                          setMessage(messageOf(error) ?? 'Retry queued.');
                          onDone();
                        })
                      }
                    >
                      Retry
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p role="status">{message}</p>
    </section>
  );
}
