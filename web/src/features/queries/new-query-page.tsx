/** `/queries/new`: the query editor for a new query (the editor's own files replace this). */
export function NewQueryPage() {
  return (
    <section>
      <h1>New query</h1>
    </section>
  );
}
