import { Link } from '@tanstack/react-router';

/** `/admin`: what an admin manages in the browser, and where the rest still is. */
export function AdminPage() {
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title">Admin</h1>
      <ul>
        <li>
          <Link to="/admin/users">Users</Link>: invite, disable and enable, regenerate API keys, effective permissions.
        </li>
        <li>
          <Link to="/admin/groups">Groups</Link>: members, roles, connector access (restricted or not, the allowlist).
        </li>
        <li>
          <Link to="/admin/roles">Roles</Link>: permissions from the catalog.
        </li>
        <li>
          <Link to="/destinations">Destinations</Link>: where monitor notifications go.
        </li>
      </ul>
      <p>
        Data sources and settings are managed through the <a href="/api/docs">REST API</a> and <a href="/graphql">GraphQL</a> for now.
      </p>
    </section>
  );
}
