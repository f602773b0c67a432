import { useParams } from '@tanstack/react-router';

/** `/queries/$id`: one query in the editor (the editor's own files replace this). */
export function QueryPage() {
  const { id } = useParams({ from: '/queries/$id' });
  return (
    <section>
      <h1>Query {id}</h1>
    </section>
  );
}
