import { useNavigate, useSearch } from '@tanstack/react-router';
import type { EditorSearch } from './editor-search';
import { QueryEditor } from './query-editor';

/** `/queries/new`: the query editor for a new query. */
export function NewQueryPage() {
  const search = useSearch({ from: '/queries/new' });
  const navigate = useNavigate({ from: '/queries/new' });
  return (
    <QueryEditor
      search={search}
      setSearch={(next) => void navigate({ search: (previous: EditorSearch) => next(previous), replace: true })}
    />
  );
}
