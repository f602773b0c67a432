import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { EditorSearch } from './editor-search';
import { queryIdFromUrl } from './ids';
import { QueryEditor } from './query-editor';
import { QuerySchedule } from '../schedules/query-schedule';

/** `/queries/$id`: one query in the editor. */
export function QueryPage() {
  const { id } = useParams({ from: '/queries/$id' });
  const search = useSearch({ from: '/queries/$id' });
  const navigate = useNavigate({ from: '/queries/$id' });
  return (
    <>
      <QueryEditor
        key={id}
        id={queryIdFromUrl(id)}
        search={search}
        setSearch={(next) => void navigate({ search: (previous: EditorSearch) => next(previous), replace: true })}
      />
      <QuerySchedule key={`schedule-${id}`} queryId={queryIdFromUrl(id)} />
    </>
  );
}
