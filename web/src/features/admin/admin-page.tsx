/** `/admin`: organization settings, users and groups (for admins; the next issue fills it). */
export function AdminPage() {
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title">Admin</h1>
      <p>
        Users, groups, roles and settings are managed through the <a href="/api/docs">REST API</a> and <a href="/graphql">GraphQL</a> for
        now.
      </p>
    </section>
  );
}
