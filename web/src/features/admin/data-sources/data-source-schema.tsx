import { useMemo, useState } from 'react';
import { useQuery, type CombinedError } from 'urql';
import { SchemaBrowser } from '../../queries/schema-browser';
import { readSchema } from '../../queries/schema-index';
import { AdminDataSourceSchemaQuery } from './data-source-documents';
import '../../queries/query-editor.css';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

/**
 * The connector's tables and columns in the query editor's schema browser. Here a name is not
 * inserted into SQL: activating it copies it.
 */
export function DataSourceSchema({ dataSourceId }: { dataSourceId: string }) {
  const [refresh, setRefresh] = useState(false);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: AdminDataSourceSchemaQuery,
    variables: { id: dataSourceId, refresh },
    requestPolicy: 'network-only',
  });
  const [copied, setCopied] = useState<string>();
  const kept = data?.dataSourceKeptSchema;
  const tables = useMemo(() => readSchema(kept?.tables), [kept]);
  return (
    <div className="data-source-schema">
      {error ? (
        <p className="alert" role="alert">
          The schema cannot be read: {messageOf(error)}
        </p>
      ) : null}
      {kept?.error ? (
        <p className="alert" role="alert">
          The last read failed: {kept.error}
        </p>
      ) : null}
      <SchemaBrowser
        tables={tables}
        loading={fetching}
        onRefresh={() => (refresh ? reexecute({ requestPolicy: 'network-only' }) : setRefresh(true))}
        onInsert={(name) =>
          void (navigator.clipboard?.writeText(name) ?? Promise.reject(new Error('no clipboard'))).then(
            () => setCopied(`Copied ${name}.`),
            () => setCopied(`${name} (the clipboard is not available)`),
          )
        }
      />
      <p role="status">{copied}</p>
      {kept?.retrievedAt ? <p className="muted">Read {new Date(kept.retrievedAt as string).toLocaleString()}.</p> : null}
    </div>
  );
}
