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
  UpdateDestinationMutation,
} from './destination-documents';
import { fieldsOf, optionsFrom, SECRET_MASK, valuesOf } from './destination-fields';
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
  const [editing, setEditing] = useState<Editing | null>(null);
  const [results, setResults] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [saved, setSaved] = useState<string>();
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
        <Button
          variant="primary"
          onPress={() => {
            setEditing(null);
            setCreating(true);
          }}
          isDisabled={creating}
        >
          New destination
        </Button>
      </header>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      {creating ? (
        <DestinationForm
          types={types}
          onCancel={() => setCreating(false)}
          onSaved={(name, value) => {
            setCreating(false);
            refresh();
            if (value) setSecret({ name, value });
          }}
        />
      ) : null}
      {editing ? (
        <DestinationForm
          key={editing.id}
          types={types}
          editing={editing}
          onCancel={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            setMessage(undefined);
            setSaved(`${name} is saved.`);
            refresh();
          }}
        />
      ) : null}
      <p role="status">{saved}</p>
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
                  <Button
                    aria-label={`Edit ${d.name}`}
                    isDisabled={editing?.id === d.id}
                    onPress={() => {
                      setCreating(false);
                      setSaved(undefined);
                      setEditing({ id: d.id, name: d.name, type: d.type, options: d.options });
                    }}
                  >
                    Edit
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

interface Editing {
  id: string;
  name: string;
  type: string;
  options: unknown;
}

/**
 * The form generated from a type's fields: "New destination" (the type from the catalog), or
 * editing one (its type fixed). Secret fields are password inputs and never filled in: the server
 * answers them masked, and one left empty while editing keeps its stored value.
 */
function DestinationForm({
  types,
  editing,
  onCancel,
  onSaved,
}: {
  types: Kind[];
  editing?: Editing;
  onCancel: () => void;
  onSaved: (name: string, secret: string | null | undefined) => void;
}) {
  const [type, setType] = useState(editing?.type ?? types[0]?.type ?? 'webhook');
  const kind = types.find((t) => t.type === type);
  const fields = useMemo(() => (kind ? fieldsOf(kind.configurationSchema, kind.secretFields) : []), [kind]);
  const [name, setName] = useState(editing?.name ?? '');
  const [values, setValues] = useState<Record<string, string | boolean>>(() => (editing ? valuesOf(fields, editing.options) : {}));
  const [problem, setProblem] = useState<string>();
  const [, create] = useMutation(CreateDestinationMutation);
  const [, update] = useMutation(UpdateDestinationMutation);
  const stored = (editing?.options ?? {}) as Record<string, unknown>;
  const formId = editing ? `destination-${editing.id}` : 'destination-new';

  async function submit() {
    const { options, problem: unreadable } = optionsFrom(fields, values, editing?.options);
    if (unreadable) return setProblem(unreadable);
    if (editing) {
      const { data, error } = await update({ id: editing.id, name, options });
      if (error || !data) return setProblem(messageOf(error) ?? 'Not saved.');
      return onSaved(data.updateDestination.name, null);
    }
    const { data, error } = await create({ name, type, options });
    if (error || !data) return setProblem(messageOf(error) ?? 'Not saved.');
    setValues({});
    onSaved(data.createDestination.destination.name, data.createDestination.secret);
  }

  const set = (key: string, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <form
      aria-label={editing ? `Edit ${editing.name}` : 'New destination'}
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
            disabled={!!editing}
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
        {fields.map((f) => {
          const helpId = f.description ? `${formId}-${f.key}-help` : undefined;
          const isSet = stored[f.key] === SECRET_MASK;
          const help = f.description ? (
            <small id={helpId} className="muted">
              {f.description}
            </small>
          ) : null;
          if (f.kind === 'boolean')
            return (
              <label key={f.key} className="field">
                <span>{f.label}</span>
                <input
                  type="checkbox"
                  aria-describedby={helpId}
                  checked={values[f.key] === true}
                  onChange={(e) => set(f.key, e.target.checked)}
                />
                {help}
              </label>
            );
          return (
            <label key={f.key} className="field">
              <span>
                {f.label}
                {f.secret ? <span className="muted"> (secret, write-only{isSet ? ', set' : ''})</span> : null}
                {f.required || isSet ? null : <span className="muted"> (optional)</span>}
              </span>
              {f.kind === 'choice' ? (
                <select aria-describedby={helpId} value={String(values[f.key] ?? '')} onChange={(e) => set(f.key, e.target.value)}>
                  <option value="">{f.required ? 'Choose…' : 'Default'}</option>
                  {f.choices!.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              ) : f.kind === 'json' && !f.secret ? (
                <textarea
                  aria-describedby={helpId}
                  value={String(values[f.key] ?? '')}
                  placeholder='{"X-Team": "ops"}'
                  onChange={(e) => set(f.key, e.target.value)}
                />
              ) : (
                <input
                  type={f.secret ? 'password' : 'text'}
                  autoComplete={f.secret ? 'new-password' : 'off'}
                  aria-describedby={helpId}
                  required={f.required && !isSet}
                  placeholder={isSet ? 'unchanged' : f.kind === 'json' ? '{"X-Team": "ops"}' : undefined}
                  value={String(values[f.key] ?? '')}
                  onChange={(e) => set(f.key, e.target.value)}
                />
              )}
              {help}
            </label>
          );
        })}
      </div>
      {editing ? (
        <p className="muted">
          A secret left empty keeps its stored value. Changing where it sends (the URL) needs every secret entered again.
        </p>
      ) : fields.some((f) => f.key === 'secret') ? (
        <p className="muted">Leave the signing secret empty to have one generated.</p>
      ) : null}
      <div className="actions">
        <Button type="submit" variant="primary">
          {editing ? 'Save destination' : 'Create destination'}
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
