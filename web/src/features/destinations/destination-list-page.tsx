import { useMemo, useState } from 'react';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import {
  CreateDestinationMutation,
  DeleteDestinationMutation,
  DestinationsQuery,
  RotateDestinationSecretMutation,
  TestDestinationMutation,
} from './destination-documents';
import { fieldsOf, optionsFrom } from './destination-fields';
import '../monitors/monitors.css';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

const CONTEXT = { additionalTypenames: ['Destination'] };

/** A secret answered once (create, rotate): shown in a dialog, then forgotten by the page. */
function SecretDialog({ secret, onClose }: { secret: { name: string; value: string } | null; onClose: () => void }) {
  return (
    <Modal title="Signing secret" isOpen={!!secret} onOpenChange={(open) => (open ? undefined : onClose())}>
      <p>
        Receivers of <strong>{secret?.name}</strong> verify the <code>X-Overlook-Signature</code> header with this secret. It is shown this
        once: copy it now.
      </p>
      <p className="secret-value" aria-label="Secret">
        {secret?.value}
      </p>
      <Button variant="primary" onPress={onClose}>
        Done
      </Button>
    </Modal>
  );
}

/** `/destinations`: where monitor notifications go; "New destination" from the type catalog. */
export function DestinationListPage() {
  const [{ data, error }, reexecute] = useQuery({ query: DestinationsQuery, context: useMemo(() => CONTEXT, []) });
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [creating, setCreating] = useState(false);
  const [results, setResults] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [, test] = useMutation(TestDestinationMutation);
  const [, rotate] = useMutation(RotateDestinationSecretMutation);
  const [, remove] = useMutation(DeleteDestinationMutation);
  const destinations = data?.destinations.edges.map((e) => e.node) ?? [];
  const types = data?.destinationTypes ?? [];
  const typeName = (type: string) => types.find((t) => t.type === type)?.name ?? type;
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  return (
    <section aria-labelledby="destinations-title">
      <header className="page-header">
        <h1 id="destinations-title">Destinations</h1>
        <Button variant="primary" onPress={() => setCreating(true)} isDisabled={creating}>
          New destination
        </Button>
      </header>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      {creating ? (
        <NewDestinationForm
          types={types}
          onCancel={() => setCreating(false)}
          onCreated={(name, value) => {
            setCreating(false);
            refresh();
            if (value) setSecret({ name, value });
          }}
        />
      ) : null}
      {data && destinations.length === 0 ? <p>No destinations yet. Monitors notify the destinations subscribed to them.</p> : null}
      {destinations.length ? (
        <table className="list" aria-label="Destinations">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Last test</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {destinations.map((d) => (
              <tr key={d.id}>
                <td>{d.name}</td>
                <td>{typeName(d.type)}</td>
                <td role="status" aria-label={`Test result for ${d.name}`}>
                  {results[d.id] ?? ''}
                </td>
                <td className="actions">
                  <Button
                    aria-label={`Test ${d.name}`}
                    onPress={() =>
                      void test({ id: d.id }).then(({ data: tested, error: failed }) => {
                        const delivery = tested?.testDestination;
                        setResults((r) => ({
                          ...r,
                          [d.id]: failed
                            ? `Refused: ${messageOf(failed)}`
                            : `${delivery?.state}${delivery?.status ? ` (HTTP ${delivery.status})` : ''}${delivery?.error ? `: ${delivery.error}` : ''}`,
                        }));
                      })
                    }
                  >
                    Test
                  </Button>
                  {d.type !== 'email' ? (
                    <Button
                      aria-label={`Rotate the signing secret of ${d.name}`}
                      onPress={() =>
                        void rotate({ id: d.id }).then(({ data: rotated, error: failed }) => {
                          if (failed) setMessage(messageOf(failed));
                          else if (rotated?.rotateDestinationSecret.secret)
                            setSecret({ name: d.name, value: rotated.rotateDestinationSecret.secret });
                        })
                      }
                    >
                      Rotate
                    </Button>
                  ) : null}
                  <Button
                    variant="quiet"
                    aria-label={`Delete ${d.name}`}
                    onPress={() => {
                      if (!window.confirm(`Delete ${d.name}? Its subscriptions go with it.`)) return;
                      void remove({ id: d.id }).then(({ error: failed }) => (setMessage(messageOf(failed)), refresh()));
                    }}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {message ? (
        <p className="alert" role="alert">
          {message}
        </p>
      ) : null}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </section>
  );
}

interface Kind {
  type: string;
  name: string;
  configurationSchema: unknown;
  secretFields: string[];
}

function NewDestinationForm({
  types,
  onCancel,
  onCreated,
}: {
  types: Kind[];
  onCancel: () => void;
  onCreated: (name: string, secret: string | null | undefined) => void;
}) {
  const [type, setType] = useState(types[0]?.type ?? 'webhook');
  const [name, setName] = useState('');
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const [problem, setProblem] = useState<string>();
  const [, create] = useMutation(CreateDestinationMutation);
  const kind = types.find((t) => t.type === type);
  const fields = useMemo(() => (kind ? fieldsOf(kind.configurationSchema, kind.secretFields) : []), [kind]);

  async function submit() {
    const { options, problem: unreadable } = optionsFrom(fields, values);
    if (unreadable) return setProblem(unreadable);
    const { data, error } = await create({ name, type, options });
    if (error || !data) return setProblem(messageOf(error) ?? 'Not saved.');
    setValues({});
    onCreated(data.createDestination.destination.name, data.createDestination.secret);
  }

  return (
    <form
      aria-label="New destination"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="form-grid">
        <label className="field">
          <span>Type</span>
          <select
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setValues({});
            }}
          >
            {types.map((t) => (
              <option key={t.type} value={t.type}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Name</span>
          <input value={name} required onChange={(e) => setName(e.target.value)} />
        </label>
        {fields.map((f) =>
          f.kind === 'boolean' ? (
            <label key={f.key} className="field">
              <span>{f.label}</span>
              <input
                type="checkbox"
                checked={values[f.key] === true}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.checked }))}
              />
            </label>
          ) : (
            <label key={f.key} className="field">
              <span>
                {f.label}
                {f.secret ? <span className="muted"> (secret, write-only)</span> : null}
                {f.required ? null : <span className="muted"> (optional)</span>}
              </span>
              {f.kind === 'json' ? (
                <textarea
                  value={String(values[f.key] ?? '')}
                  placeholder='{"X-Team": "ops"}'
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                />
              ) : (
                <input
                  type={f.secret ? 'password' : 'text'}
                  autoComplete={f.secret ? 'new-password' : 'off'}
                  required={f.required}
                  value={String(values[f.key] ?? '')}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                />
              )}
            </label>
          ),
        )}
      </div>
      {fields.some((f) => f.key === 'secret') ? <p className="muted">Leave the signing secret empty to have one generated.</p> : null}
      <div className="actions">
        <Button type="submit" variant="primary">
          Create destination
        </Button>
        <Button onPress={onCancel}>Cancel</Button>
      </div>
      {problem ? (
        <p className="alert" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
