import { useMemo, useState } from 'react';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Button } from '../../../ui/button';
import { fieldErrors } from '../../../graphql/errors';
import { DigestsQuery, SubscribeDigestMutation, UnsubscribeDigestMutation } from './settings-documents';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

const CONTEXT = { additionalTypenames: ['DigestSubscription'] };

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The IANA time zones the browser knows, the browser's own first. */
function timeZones(own: string): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return [own, ...(intl.supportedValuesOf?.('timeZone') ?? ['UTC']).filter((z) => z !== own)];
}

const when = (frequency: string, hour: number, timezone: string) =>
  `${frequency === 'weekly' ? 'Mondays' : 'Every day'} at ${String(hour).padStart(2, '0')}:00 (${timezone})`;

/** The caller's own e-mail digests of dashboards: subscribe (daily or weekly, at an hour in a zone) and unsubscribe. */
export function DigestSubscriptions() {
  const [{ data, error }, reexecute] = useQuery({ query: DigestsQuery, context: useMemo(() => CONTEXT, []) });
  const [, subscribe] = useMutation(SubscribeDigestMutation);
  const [, unsubscribe] = useMutation(UnsubscribeDigestMutation);
  const own = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', []);
  const zones = useMemo(() => timeZones(own), [own]);
  const [slug, setSlug] = useState('');
  const [frequency, setFrequency] = useState('daily');
  const [hour, setHour] = useState(8);
  const [timezone, setTimezone] = useState(own);
  const [result, setResult] = useState<{ text: string; error: boolean }>();
  const subscriptions = data?.digestSubscriptions.edges.map((e) => e.node) ?? [];
  const dashboards = data?.dashboards.edges.map((e) => e.node) ?? [];
  const chosen = slug || dashboards[0]?.slug || '';
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  async function submit() {
    const { data: saved, error: failed } = await subscribe({ input: { dashboardSlug: chosen, frequency, hour, timezone } });
    if (failed || !saved) {
      const fields = Object.values(fieldErrors(failed));
      return setResult({ text: fields.length ? `${messageOf(failed)}: ${fields.join('; ')}` : messageOf(failed)!, error: true });
    }
    setResult({ text: `Subscribed to ${saved.createDigestSubscription.dashboardName}.`, error: false });
    refresh();
  }

  return (
    <section aria-labelledby="digests-title">
      <h2 id="digests-title">Your e-mail digests</h2>
      <p>A digest mails you a dashboard&apos;s published charts, daily or weekly. Each e-mail also has a one-click unsubscribe link.</p>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      {data && subscriptions.length === 0 ? <p>You are not subscribed to any digest.</p> : null}
      {subscriptions.length ? (
        <table className="list" aria-label="Digest subscriptions">
          <thead>
            <tr>
              <th scope="col">Dashboard</th>
              <th scope="col">When</th>
              <th scope="col">Next</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {subscriptions.map((s) => (
              <tr key={s.id}>
                <td>{s.dashboardName}</td>
                <td>{when(s.frequency, s.hour, s.timezone)}</td>
                <td>{s.nextSendAt ? new Date(s.nextSendAt as string).toLocaleString() : ''}</td>
                <td className="actions">
                  <Button
                    aria-label={`Unsubscribe from ${s.dashboardName}`}
                    onPress={() =>
                      void unsubscribe({ id: s.id }).then(({ error: failed }) => {
                        setResult(
                          failed
                            ? { text: messageOf(failed)!, error: true }
                            : { text: `Unsubscribed from ${s.dashboardName}.`, error: false },
                        );
                        refresh();
                      })
                    }
                  >
                    Unsubscribe
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {dashboards.length ? (
        <form
          aria-label="Subscribe to a digest"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="form-grid">
            <label className="field">
              <span>Dashboard</span>
              <select value={chosen} onChange={(e) => setSlug(e.target.value)}>
                {dashboards.map((d) => (
                  <option key={d.id} value={d.slug}>
                    {d.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Frequency</span>
              <select value={frequency} onChange={(e) => setFrequency(e.target.value)}>
                <option value="daily">Daily</option>
                <option value="weekly">Weekly (Mondays)</option>
              </select>
            </label>
            <label className="field">
              <span>Hour</span>
              <select value={hour} onChange={(e) => setHour(Number(e.target.value))}>
                {HOURS.map((h) => (
                  <option key={h} value={h}>
                    {String(h).padStart(2, '0')}:00
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Time zone</span>
              <select value={timezone} onChange={(e) => setTimezone(e.target.value)}>
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {z}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="actions">
            <Button type="submit" variant="primary">
              Subscribe
            </Button>
          </div>
        </form>
      ) : data ? (
        <p>No dashboard to subscribe to yet.</p>
      ) : null}
      <p role={result?.error ? 'alert' : 'status'} className={result?.error ? 'alert' : undefined}>
        {result?.text}
      </p>
    </section>
  );
}
