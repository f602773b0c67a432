import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Switch } from 'react-aria-components';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import type { AdminGroupsQuery as AdminGroupsData } from '../../../graphql/generated/graphql';
import {
  AddGroupDataSourceMutation,
  AddGroupMemberMutation,
  AdminGroupsQuery,
  AttachRoleMutation,
  CreateGroupMutation,
  DeleteGroupMutation,
  DetachRoleMutation,
  RemoveGroupDataSourceMutation,
  RemoveGroupMemberMutation,
  RenameGroupMutation,
  SetGroupAccessMutation,
  SetGroupDataSourceViewOnlyMutation,
} from './group-documents';
import '../../monitors/monitors.css';
import './groups.css';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

const CONTEXT = { additionalTypenames: ['Group', 'Role', 'User', 'DataSource'] };

type Data = AdminGroupsData;
type GroupRow = Data['groups']['edges'][number]['node'];
type Report = (ok: string, error?: CombinedError) => void;

/** `/admin/groups`: groups with their members, roles and connector access (restricted or not, the allowlist). */
export function GroupsPage() {
  const [{ data, error }, reexecute] = useQuery({ query: AdminGroupsQuery, context: useMemo(() => CONTEXT, []) });
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const [name, setName] = useState('');
  const [, createGroup] = useMutation(CreateGroupMutation);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const report: Report = (ok, e) => {
    setMessage(e ? { text: messageOf(e)!, error: true } : { text: ok, error: false });
    if (!e) refresh();
  };
  return (
    <section aria-labelledby="groups-title">
      <h1 id="groups-title">Groups</h1>
      <p>
        Users get permissions through the <Link to="/admin/roles">roles</Link> attached to their groups, and reach connectors through their
        groups.
      </p>
      <aside className="note" aria-labelledby="groups-rule">
        <h2 id="groups-rule">Connector access</h2>
        <p>
          A group is <strong>unrestricted</strong> by default: it reaches every connector of the organization. A <strong>restricted</strong>{' '}
          group reaches only the connectors on its allowlist.
        </p>
        <p>
          A new connector is attached to an unrestricted group, so a user whose only way to create connectors is a group holding{' '}
          <code>create_data_source</code> needs that permission through an <strong>unrestricted</strong> group: through restricted groups
          alone, creating a connector is refused.
        </p>
        <p>
          A connector on an allowlist can be <strong>view-only</strong>: members see its queries and results but cannot run SQL on it.
        </p>
      </aside>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      <form
        aria-label="New group"
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void createGroup({ name }).then(({ error: e }) => {
            report(`Group ${name} is created.`, e);
            if (!e) setName('');
          });
        }}
      >
        <label className="field">
          <span>Group name</span>
          <input value={name} required onChange={(e) => setName(e.target.value)} />
        </label>
        <Button type="submit" variant="primary">
          Create group
        </Button>
      </form>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'alert' : undefined}>
        {message?.text}
      </p>
      {data ? data.groups.edges.map(({ node }) => <GroupCard key={node.id} group={node} data={data} report={report} />) : null}
    </section>
  );
}

function GroupCard({ group, data, report }: { group: GroupRow; data: Data; report: Report }) {
  const users = data.users.edges.map((e) => e.node);
  const roles = data.roles.edges.map((e) => e.node);
  const sources = data.dataSources.edges.map((e) => e.node);
  const [, addMember] = useMutation(AddGroupMemberMutation);
  const [, removeMember] = useMutation(RemoveGroupMemberMutation);
  const [, attach] = useMutation(AttachRoleMutation);
  const [, detach] = useMutation(DetachRoleMutation);
  const [, setAccess] = useMutation(SetGroupAccessMutation);
  const [, addSource] = useMutation(AddGroupDataSourceMutation);
  const [, removeSource] = useMutation(RemoveGroupDataSourceMutation);
  const [, setViewOnly] = useMutation(SetGroupDataSourceViewOnlyMutation);
  const [, rename] = useMutation(RenameGroupMutation);
  const [, deleteGroup] = useMutation(DeleteGroupMutation);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The flag as last set here, shown at once (the group's list of connectors reloads after).
  const [viewOnlySet, setViewOnlySet] = useState<Record<string, boolean>>({});
  const [member, setMember] = useState('');
  const [role, setRole] = useState('');
  const [source, setSource] = useState('');
  const members = users.filter((u) => group.memberIds.includes(u.databaseId));
  const attached = roles.filter((r) => group.roleIds.includes(r.databaseId));
  const allowed = sources.filter((s) => group.dataSourceIds.includes(s.databaseId));
  const titleId = `group-${group.databaseId}`;
  const onlyCreateDataSource = group.permissions.length === 1 && group.permissions[0] === 'create_data_source';
  const viewOnly = new Map(group.dataSourceAccess.map((a) => [a.dataSource.id, a.viewOnly]));
  const editable = group.type === 'regular';
  return (
    <article className="group-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {group.name} {group.type !== 'regular' ? <span className="muted">({group.type}, built in)</span> : null}
      </h2>
      {editable ? (
        <div className="group-actions">
          {renaming === null ? (
            <Button variant="quiet" aria-label={`Rename ${group.name}`} onPress={() => setRenaming(group.name)}>
              Rename
            </Button>
          ) : (
            <form
              className="inline-form"
              aria-label={`Rename ${group.name}`}
              onSubmit={(e) => {
                e.preventDefault();
                const name = renaming.trim();
                void rename({ id: group.id, name }).then(({ error }) => {
                  report(`${group.name} is renamed ${name}.`, error);
                  if (!error) setRenaming(null);
                });
              }}
            >
              <label className="field">
                <span>New name of {group.name}</span>
                <input value={renaming} required onChange={(e) => setRenaming(e.target.value)} />
              </label>
              <Button type="submit" variant="primary">
                Save name
              </Button>
              <Button onPress={() => setRenaming(null)}>Cancel</Button>
            </form>
          )}
          <Button variant="quiet" aria-label={`Delete ${group.name}`} onPress={() => setDeleting(true)}>
            Delete
          </Button>
          <Modal title={`Delete ${group.name}?`} isOpen={deleting} onOpenChange={setDeleting}>
            <p>
              Its members ({members.length}) lose the permissions and the connector access they have through it. Users, roles and connectors
              stay.
            </p>
            <div className="actions">
              <Button
                variant="primary"
                onPress={() =>
                  void deleteGroup({ id: group.id }).then(({ error }) => {
                    setDeleting(false);
                    report(`${group.name} is deleted.`, error);
                  })
                }
              >
                Delete group
              </Button>
              <Button onPress={() => setDeleting(false)}>Cancel</Button>
            </div>
          </Modal>
        </div>
      ) : null}
      <h3>Members</h3>
      {members.length ? (
        <ul aria-label={`Members of ${group.name}`}>
          {members.map((u) => (
            <li key={u.id}>
              {u.name} &lt;{u.email}&gt;{' '}
              {group.type !== 'default' ? (
                <Button
                  variant="quiet"
                  aria-label={`Remove ${u.name} from ${group.name}`}
                  onPress={() =>
                    void removeMember({ groupId: group.id, userId: u.id }).then(({ error }) =>
                      report(`${u.name} left ${group.name}.`, error),
                    )
                  }
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>No members.</p>
      )}
      {group.type !== 'default' ? (
        <div className="inline-form">
          <label className="field">
            <span>Add member to {group.name}</span>
            <select value={member} onChange={(e) => setMember(e.target.value)}>
              <option value="">Choose a user</option>
              {users
                .filter((u) => !group.memberIds.includes(u.databaseId))
                .map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name}
                  </option>
                ))}
            </select>
          </label>
          <Button
            isDisabled={!member}
            aria-label={`Add member to ${group.name}`}
            onPress={() =>
              void addMember({ groupId: group.id, userId: member }).then(({ error }) => {
                report(`Member added to ${group.name}.`, error);
                setMember('');
              })
            }
          >
            Add
          </Button>
        </div>
      ) : null}
      <h3>Roles</h3>
      {attached.length ? (
        <ul aria-label={`Roles of ${group.name}`}>
          {attached.map((r) => (
            <li key={r.id}>
              {r.name}: <span className="muted">{r.permissions.join(', ') || 'no permissions'}</span>{' '}
              <Button
                variant="quiet"
                aria-label={`Detach ${r.name} from ${group.name}`}
                onPress={() =>
                  void detach({ groupId: group.id, roleId: r.id }).then(({ error }) =>
                    report(`${r.name} is detached from ${group.name}.`, error),
                  )
                }
              >
                Detach
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No roles.</p>
      )}
      <div className="inline-form">
        <label className="field">
          <span>Attach role to {group.name}</span>
          <select value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="">Choose a role</option>
            {roles
              .filter((r) => !group.roleIds.includes(r.databaseId))
              .map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
          </select>
        </label>
        <Button
          isDisabled={!role}
          aria-label={`Attach role to ${group.name}`}
          onPress={() =>
            void attach({ groupId: group.id, roleId: role }).then(({ error }) => {
              report(`Role attached to ${group.name}.`, error);
              setRole('');
            })
          }
        >
          Attach
        </Button>
      </div>
      <h3>Connectors</h3>
      <Switch
        className="switch"
        isSelected={group.restricted}
        onChange={(restricted) =>
          void setAccess({ groupId: group.id, restricted }).then(({ error }) =>
            report(restricted ? `${group.name} reaches only its allowlist.` : `${group.name} reaches every connector.`, error),
          )
        }
      >
        <span className="switch-track" aria-hidden="true" />
        Restricted to the allowlist ({group.name})
      </Switch>
      <p>{group.restricted ? 'Reaches only the connectors on its allowlist.' : 'Unrestricted: reaches every connector.'}</p>
      {group.restricted && onlyCreateDataSource ? (
        <p className="alert">
          This group&apos;s only permission is create_data_source, and it is restricted: its members cannot create a connector through it
          unless they are also in an unrestricted group.
        </p>
      ) : null}
      {allowed.length ? (
        <ul aria-label={`Allowlist of ${group.name}`}>
          {allowed.map((s) => (
            <li key={s.id}>
              {s.name}{' '}
              <label className="check">
                <input
                  type="checkbox"
                  aria-label={`View-only: ${s.name} for ${group.name}`}
                  checked={viewOnlySet[s.id] ?? viewOnly.get(s.id) ?? false}
                  onChange={(e) => {
                    const on = e.target.checked;
                    setViewOnlySet((set) => ({ ...set, [s.id]: on }));
                    void setViewOnly({ groupId: group.id, dataSourceId: s.id, viewOnly: on }).then(({ error }) => {
                      if (error) setViewOnlySet(({ [s.id]: _, ...rest }) => rest);
                      report(on ? `${s.name} is view-only for ${group.name}.` : `${group.name} may run SQL on ${s.name}.`, error);
                    });
                  }}
                />{' '}
                View-only
              </label>{' '}
              <Button
                variant="quiet"
                aria-label={`Remove ${s.name} from the allowlist of ${group.name}`}
                onPress={() =>
                  void removeSource({ groupId: group.id, dataSourceId: s.id }).then(({ error }) =>
                    report(`${s.name} is off the allowlist of ${group.name}.`, error),
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>The allowlist is empty.</p>
      )}
      <div className="inline-form">
        <label className="field">
          <span>Allow connector for {group.name}</span>
          <select value={source} onChange={(e) => setSource(e.target.value)}>
            <option value="">Choose a connector</option>
            {sources
              .filter((s) => !group.dataSourceIds.includes(s.databaseId))
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
          </select>
        </label>
        <Button
          isDisabled={!source}
          aria-label={`Allow connector for ${group.name}`}
          onPress={() =>
            void addSource({ groupId: group.id, dataSourceId: source }).then(({ error }) => {
              report(`Connector allowed for ${group.name}.`, error);
              setSource('');
            })
          }
        >
          Allow
        </Button>
      </div>
    </article>
  );
}
