import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import type { AdminDataSourceGroupsQuery as GroupsData } from '../../../graphql/generated/graphql';
import {
  AdminDataSourceGroupsQuery,
  AdminRemoveDataSourceGroupAccessMutation,
  AdminSetDataSourceGroupAccessMutation,
} from './data-source-documents';
import '../groups/groups.css';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

type GroupRow = GroupsData['groups']['edges'][number]['node'];

const CONTEXT = { additionalTypenames: ['Group'] };
type Access = 'none' | 'full' | 'view_only';

const ACCESS_LABELS: Record<Access, string> = { none: 'No access', full: 'Full access', view_only: 'View only' };

/** How a group reaches the connector: every connector (unrestricted), or through its allowlist, view-only or not. */
function accessOf(group: GroupRow, dataSourceId: string): { access: Access; how: string } {
  const entry = group.dataSourceAccess.find((a) => a.dataSource.id === dataSourceId);
  const access: Access = entry ? (entry.viewOnly ? 'view_only' : 'full') : 'none';
  if (!group.restricted) return { access, how: 'Every connector (unrestricted)' };
  if (!entry) return { access, how: 'No: not on its allowlist' };
  return {
    access,
    how: entry.viewOnly ? 'View only (allowlist): sees queries and results, cannot run SQL' : 'Full access (allowlist)',
  };
}

/** "Which groups reach it": each group's reach, and for restricted groups the allowlist entry (view-only or full), editable. */
export function GroupAccess({ dataSourceId, canList, canManage }: { dataSourceId: string; canList: boolean; canManage: boolean }) {
  const [{ data, error }, reexecute] = useQuery({
    query: AdminDataSourceGroupsQuery,
    pause: !canList,
    context: useMemo(() => CONTEXT, []),
  });
  const groups = data?.groups.edges.map((e) => e.node) ?? [];
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const [, setAccess] = useMutation(AdminSetDataSourceGroupAccessMutation);
  const [, removeAccess] = useMutation(AdminRemoveDataSourceGroupAccessMutation);

  async function change(group: GroupRow, access: Access) {
    const { error } =
      access === 'none'
        ? await removeAccess({ groupId: group.id, dataSourceId })
        : await setAccess({ groupId: group.id, dataSourceId, viewOnly: access === 'view_only' });
    setMessage(error ? { text: messageOf(error)!, error: true } : { text: `${group.name}: ${ACCESS_LABELS[access]}.`, error: false });
    if (!error) reexecute({ requestPolicy: 'network-only' });
  }

  return (
    <section aria-labelledby="group-access-title">
      <h2 id="group-access-title">Groups</h2>
      <p>
        Unrestricted groups reach every connector; a restricted group reaches only the connectors on its allowlist, each either with full
        access or view only. Restrict a group on the <Link to="/admin/groups">Groups</Link> page.
      </p>
      {canList ? null : <p>Which groups reach it is shown to those who may list groups (list_users).</p>}
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      {groups.length ? (
        <table className="list" aria-label="Groups that reach this data source">
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Reaches it</th>
              <th scope="col">Allowlist</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => {
              const { access, how } = accessOf(g, dataSourceId);
              return (
                <tr key={g.id}>
                  <td>{g.name}</td>
                  <td>{how}</td>
                  <td>
                    {g.restricted && canManage ? (
                      <select aria-label={`Access of ${g.name}`} value={access} onChange={(e) => void change(g, e.target.value as Access)}>
                        {(Object.keys(ACCESS_LABELS) as Access[]).map((a) => (
                          <option key={a} value={a}>
                            {ACCESS_LABELS[a]}
                          </option>
                        ))}
                      </select>
                    ) : g.restricted ? (
                      ACCESS_LABELS[access]
                    ) : (
                      <span className="muted">not used (unrestricted)</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'alert' : undefined}>
        {message?.text}
      </p>
    </section>
  );
}
