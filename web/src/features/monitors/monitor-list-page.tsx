import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useQuery, useSubscription } from 'urql';
import { readFragment } from '../../graphql/generated';
import { useLastData, useLiveRefresh } from '../../graphql/live-refresh';
import { MonitorEventsSubscription, MonitorFields, MonitorListQuery } from './monitor-documents';
import { DISPLAY_STATES, displayState, type DisplayState } from './monitor-model';
import { MonitorBadge } from './monitor-badge';
import './monitors.css';

/** Listens to one monitor's events and asks the list again when its state changes. */
function LiveRow({ monitorId, onEvent }: { monitorId: string; onEvent: () => void }) {
  const [live] = useSubscription({ query: MonitorEventsSubscription, variables: { monitorId } });
  const at = live.data?.monitorEvents.occurredAt;
  useEffect(() => {
    if (at) onEvent();
  }, [at, onEvent]);
  return null;
}

/** `/monitors`: the monitors the viewer may see with their state, live, filterable by state. */
export function MonitorListPage() {
  const search = useSearch({ from: '/monitors' });
  const navigate = useNavigate({ from: '/monitors' });
  const [{ data: answered, error }, reexecute] = useQuery({
    query: MonitorListQuery,
    context: useMemo(() => ({ additionalTypenames: ['Monitor'] }), []),
  });
  const data = useLastData(answered, 'monitors');
  // Every row's events, counted: the list is read again at most once per gap, however many fire.
  const [events, onEvent] = useReducer((n: number) => n + 1, 0);
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useLiveRefresh(events || undefined, refresh);
  const monitors = (data?.monitors.edges ?? []).map((edge) => readFragment(MonitorFields, edge.node));
  const shown = monitors.filter((m) => !search.state || displayState(m) === search.state);
  return (
    <section aria-labelledby="monitors-title">
      <header className="page-header">
        <h1 id="monitors-title">Monitors</h1>
        <Link to="/monitors/new" className="button" data-variant="primary">
          New monitor
        </Link>
        <Link to="/destinations" className="button">
          Destinations
        </Link>
      </header>
      <label className="field" style={{ maxWidth: '14rem' }}>
        <span>State</span>
        <select
          value={search.state ?? ''}
          onChange={(e) => void navigate({ search: e.target.value ? { state: e.target.value as DisplayState } : {}, replace: true })}
        >
          <option value="">All states</option>
          {DISPLAY_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <p className="alert" role="alert">
          {error.graphQLErrors[0]?.message ?? 'The server cannot be reached.'}
        </p>
      ) : null}
      {data && monitors.length === 0 ? (
        <p>No monitors yet. A monitor watches a query's result and notifies when it crosses a threshold.</p>
      ) : null}
      {data && monitors.length > 0 && shown.length === 0 ? <p>No monitor is {search.state}.</p> : null}
      {shown.length ? (
        <table className="list" aria-label="Monitors">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((monitor) => (
              <tr key={monitor.id}>
                <td>
                  <Link to="/monitors/$id" params={{ id: String(monitor.databaseId) }}>
                    {monitor.name}
                  </Link>
                </td>
                <td>
                  <MonitorBadge state={displayState(monitor)} />
                  <LiveRow monitorId={monitor.id} onEvent={onEvent} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
