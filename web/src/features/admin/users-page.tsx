import { useMemo, useState } from 'react';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import {
  AdminUsersQuery,
  DisableUserMutation,
  EffectivePermissionsQuery,
  EnableUserMutation,
  InviteUserMutation,
  RegenerateApiKeyMutation,
} from './admin-documents';
import '../monitors/monitors.css';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

const CONTEXT = { additionalTypenames: ['User'] };

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const day = (iso: string) => DAY.format(new Date(iso));

interface UserRow {
  id: string;
  databaseId: number;
  name: string;
  email: string;
  isDisabled: boolean;
  isInvitationPending: boolean;
}

/** `/admin/users`: invite (with groups), pending invitations, disable/enable, regenerate a key (shown once), effective permissions. */
export function UsersPage() {
  const [{ data, error }, reexecute] = useQuery({ query: AdminUsersQuery, context: useMemo(() => CONTEXT, []) });
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const [confirming, setConfirming] = useState<UserRow | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<UserRow | null>(null);
  const [, disable] = useMutation(DisableUserMutation);
  const [, enable] = useMutation(EnableUserMutation);
  const users = data?.users.edges.map((e) => e.node) ?? [];
  const groups = data?.groups.edges.map((e) => e.node) ?? [];
  const pending = users.filter((u) => u.isInvitationPending);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const report = (ok: string, error?: CombinedError) =>
    setMessage(error ? { text: messageOf(error)!, error: true } : { text: ok, error: false });

  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title">Users</h1>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      <InviteForm groups={groups} onInvited={refresh} />
      <h2>Pending invitations</h2>
      {pending.length === 0 ? (
        <p>No invitation is pending.</p>
      ) : (
        <ul aria-label="Pending invitations">
          {pending.map((u) => (
            <li key={u.id}>
              {u.name} &lt;{u.email}&gt;
              {u.invitation ? (
                <span className="muted">
                  {' '}
                  — invited <time dateTime={u.invitation.invitedAt}>{day(u.invitation.invitedAt)}</time>
                  {u.invitation.isExpired ? (
                    '; expired: invite again'
                  ) : u.invitation.expiresAt ? (
                    <>
                      ; expires <time dateTime={u.invitation.expiresAt}>{day(u.invitation.expiresAt)}</time>
                    </>
                  ) : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <h2>All users</h2>
      <table className="list" aria-label="Users">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id}>
              <td>{u.name}</td>
              <td>{u.email}</td>
              <td>{u.isDisabled ? 'disabled' : u.isInvitationPending ? 'invited' : 'active'}</td>
              <td className="actions">
                {u.isDisabled ? (
                  <Button
                    aria-label={`Enable ${u.name}`}
                    onPress={() => void enable({ id: u.id }).then(({ error: e }) => (report(`${u.name} is enabled.`, e), refresh()))}
                  >
                    Enable
                  </Button>
                ) : (
                  <Button
                    aria-label={`Disable ${u.name}`}
                    onPress={() => void disable({ id: u.id }).then(({ error: e }) => (report(`${u.name} is disabled.`, e), refresh()))}
                  >
                    Disable
                  </Button>
                )}
                <Button aria-label={`Regenerate API key of ${u.name}`} onPress={() => setConfirming(u)}>
                  Regenerate API key
                </Button>
                <Button variant="quiet" aria-label={`Effective permissions of ${u.name}`} onPress={() => setPermissionsOf(u)}>
                  Permissions
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'alert' : undefined}>
        {message?.text}
      </p>
      {confirming ? <RegenerateKeyDialog user={confirming} onClose={() => setConfirming(null)} /> : null}
      {permissionsOf ? <PermissionsDialog user={permissionsOf} onClose={() => setPermissionsOf(null)} /> : null}
    </section>
  );
}

function InviteForm({
  groups,
  onInvited,
}: {
  groups: { id: string; databaseId: number; name: string; type: string }[];
  onInvited: () => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [result, setResult] = useState<{ text: string; link?: string | null; emailSent?: boolean; error: boolean }>();
  const [, invite] = useMutation(InviteUserMutation);
  const choosable = groups.filter((g) => g.type !== 'default');
  async function submit() {
    const { data, error } = await invite({ input: { name, email, groupIds: chosen } });
    if (error || !data) return setResult({ text: messageOf(error) ?? 'Not invited.', error: true });
    const { user, inviteLink, emailSent } = data.inviteUser;
    setResult({
      text: emailSent ? `${user.name} is invited: an invitation e-mail is on its way to ${user.email}.` : `${user.name} is invited.`,
      link: inviteLink,
      emailSent,
      error: false,
    });
    setName('');
    setEmail('');
    setChosen([]);
    onInvited();
  }
  return (
    <form
      aria-label="Invite a user"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>Invite a user</h2>
      <div className="form-grid">
        <label className="field">
          <span>Name</span>
          <input value={name} required onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="field">
          <span>E-mail</span>
          <input type="email" value={email} required onChange={(e) => setEmail(e.target.value)} />
        </label>
      </div>
      <fieldset className="inline-form">
        <legend>Groups (besides default)</legend>
        {choosable.map((g) => (
          <label key={g.id}>
            <input
              type="checkbox"
              checked={chosen.includes(g.databaseId)}
              onChange={(e) => setChosen((c) => (e.target.checked ? [...c, g.databaseId] : c.filter((x) => x !== g.databaseId)))}
            />{' '}
            {g.name}
          </label>
        ))}
      </fieldset>
      <div className="actions">
        <Button type="submit" variant="primary">
          Invite
        </Button>
      </div>
      <div role={result?.error ? 'alert' : 'status'} className={result?.error ? 'alert' : undefined}>
        {result?.text}
        {result?.link && !result.emailSent ? (
          <p>
            Mail is not configured on this server, so no e-mail was sent: give them this invitation link yourself. It is shown this once,
            and whoever holds it can accept the invitation.{' '}
            <span className="secret-value" aria-label="Invitation link">
              {result.link}
            </span>
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** Confirms, then shows the new key once; closing the dialog forgets it (it is stored nowhere in the page). */
function RegenerateKeyDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const [{ data, error, fetching }, regenerate] = useMutation(RegenerateApiKeyMutation);
  const key = data?.regenerateApiKey.apiKey;
  return (
    <Modal title="Regenerate API key" isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      {key ? (
        <>
          <p>The new API key of {user.name}, shown this once. The old key no longer works.</p>
          <p className="secret-value" aria-label="New API key">
            {key}
          </p>
          {/* The Regenerate button is gone: focus moves here, so it stays in the dialog (Escape, Tab). */}
          <Button variant="primary" autoFocus onPress={onClose}>
            Done
          </Button>
        </>
      ) : (
        <>
          <p>Regenerate the API key of {user.name}? The current key stops working at once; the new one is shown once, here.</p>
          {error ? (
            <p className="alert" role="alert">
              {messageOf(error)}
            </p>
          ) : null}
          <div className="actions">
            <Button variant="primary" isDisabled={fetching} onPress={() => void regenerate({ userId: user.id })}>
              Regenerate
            </Button>
            <Button onPress={onClose}>Cancel</Button>
          </div>
        </>
      )}
    </Modal>
  );
}

function PermissionsDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const [{ data, error }] = useQuery({ query: EffectivePermissionsQuery, variables: { userId: user.id }, requestPolicy: 'network-only' });
  return (
    <Modal title={`Effective permissions of ${user.name}`} isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      {data ? (
        data.effectivePermissions.permissions.length ? (
          <ul aria-label="Permissions">
            {data.effectivePermissions.permissions.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : (
          <p>No permissions.</p>
        )
      ) : (
        <p role="status">Loading…</p>
      )}
      <Button onPress={onClose}>Close</Button>
    </Modal>
  );
}
