import { Link, useRouteContext } from '@tanstack/react-router';
import { isAdmin } from '../session/session-query';

/** `/admin`: what the caller may manage in the browser, by the permissions the session answers. */
export function AdminPage() {
  const { session } = useRouteContext({ from: '__root__' });
  const admin = isAdmin(session);
  const connectors = admin || session.permissions.includes('create_data_source');
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title">Admin</h1>
      <ul>
        {admin ? (
          <>
            <li>
              <Link to="/admin/users">Users</Link>: invite, disable and enable, regenerate API keys, effective permissions.
            </li>
            <li>
              <Link to="/admin/groups">Groups</Link>: members, roles, connector access (restricted or not, the allowlist).
            </li>
            <li>
              <Link to="/admin/roles">Roles</Link>: permissions from the catalog.
            </li>
          </>
        ) : null}
        {connectors ? (
          <li>
            <Link to="/admin/data-sources">Data sources</Link>: connectors with their settings (secrets write-only), connection tests,
            schemas and the groups that reach them.
          </li>
        ) : null}
        {admin ? (
          <li>
            <Link to="/destinations">Destinations</Link>: where monitor notifications go.
          </li>
        ) : null}
        <li>
          <Link to="/admin/settings">Settings</Link>: {admin ? 'the organization, the AI assistant, and ' : ''}your e-mail digests.
        </li>
      </ul>
      <p>
        Everything here is also in the <a href="/api/docs">REST API</a> and <a href="/graphql">GraphQL</a>.
      </p>
    </section>
  );
}
