import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Button } from '../../../ui/button';
import { AdminRolesQuery, CreateRoleMutation, UpdateRoleMutation } from '../groups/group-documents';
import '../../monitors/monitors.css';
import '../groups/groups.css';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

const CONTEXT = { additionalTypenames: ['Role'] };

/** `/admin/roles`: roles as named sets of permissions from the catalog (each with its description). */
export function RolesPage() {
  const [{ data, error }, reexecute] = useQuery({ query: AdminRolesQuery, context: useMemo(() => CONTEXT, []) });
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [, createRole] = useMutation(CreateRoleMutation);
  const [, updateRole] = useMutation(UpdateRoleMutation);
  const catalog = data?.permissions ?? [];
  const descriptions = new Map(catalog.map((p) => [p.key, p.description]));
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const report = (ok: string, e?: CombinedError) => {
    setMessage(e ? { text: messageOf(e)!, error: true } : { text: ok, error: false });
    if (!e) refresh();
  };
  return (
    <section aria-labelledby="roles-title">
      <h1 id="roles-title">Roles</h1>
      <p>
        A role is a named set of permissions; attach roles to <Link to="/admin/groups">groups</Link> to give their members the permissions.
      </p>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      <form
        aria-label="New role"
        onSubmit={(e) => {
          e.preventDefault();
          void createRole({ name, permissions: chosen }).then(({ error: e }) => {
            report(`Role ${name} is created.`, e);
            if (!e) {
              setName('');
              setChosen([]);
            }
          });
        }}
      >
        <h2>New role</h2>
        <label className="field">
          <span>Role name</span>
          <input value={name} required onChange={(e) => setName(e.target.value)} />
        </label>
        <fieldset>
          <legend>Permissions</legend>
          <ul className="plain-list">
            {catalog.map((p) => (
              <li key={p.key}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.includes(p.key)}
                    aria-describedby={`permission-${p.key}`}
                    onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p.key] : c.filter((x) => x !== p.key)))}
                  />{' '}
                  <code>{p.key}</code>
                </label>{' '}
                <span id={`permission-${p.key}`} className="muted">
                  {p.description}
                </span>
              </li>
            ))}
          </ul>
        </fieldset>
        <Button type="submit" variant="primary">
          Create role
        </Button>
      </form>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'alert' : undefined}>
        {message?.text}
      </p>
      <h2>All roles</h2>
      <table className="list" aria-label="Roles">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Permissions</th>
            <th scope="col">Groups</th>
          </tr>
        </thead>
        <tbody>
          {(data?.roles.edges ?? []).map(({ node: r }) => (
            <tr key={r.id}>
              <td>
                {r.name} {r.builtin ? <span className="muted">(built in)</span> : null}
              </td>
              <td>
                <ul className="plain-list" aria-label={`Permissions of ${r.name}`}>
                  {r.permissions.map((p) => (
                    <li key={p}>
                      <code>{p}</code> <span className="muted">{descriptions.get(p)}</span>{' '}
                      {r.builtin ? null : (
                        <Button
                          variant="quiet"
                          aria-label={`Remove ${p} from ${r.name}`}
                          onPress={() =>
                            void updateRole({ id: r.id, permissions: r.permissions.filter((x) => x !== p) }).then(({ error: e }) =>
                              report(`${p} is removed from ${r.name}.`, e),
                            )
                          }
                        >
                          Remove
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </td>
              <td>{r.groupIds.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
