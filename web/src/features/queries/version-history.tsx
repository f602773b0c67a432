import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { gqlId } from './ids';
import { lineDiff } from './line-diff';
import { QueryVersionsQuery } from './query-documents';

/** The query's saved versions, newest first; one chosen shows its diff against the editor's text. */
export function VersionHistory({
  queryId,
  current,
  onClose,
  onRestore,
}: {
  queryId: string;
  current: string;
  onClose: () => void;
  onRestore: (text: string) => void;
}) {
  const [{ data, error }] = useQuery({ query: QueryVersionsQuery, variables: { id: gqlId(queryId) }, requestPolicy: 'network-only' });
  const versions = data?.queryVersions.edges.map((edge) => edge.node) ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const version = versions.find((v) => v.version === chosen) ?? versions[0];
  const diff = useMemo(() => (version ? lineDiff(version.query, current) : []), [version, current]);
  return (
    <Modal title="Version history" isOpen onOpenChange={(open) => !open && onClose()}>
      {error ? <p className="alert">{error.graphQLErrors[0]?.message ?? error.message}</p> : null}
      <label className="field">
        <span>Version</span>
        <select value={version?.version ?? ''} onChange={(e) => setChosen(Number(e.target.value))}>
          {versions.map((v) => (
            <option key={v.id} value={v.version}>
              v{v.version} · {v.name} · {v.createdAt.replace('T', ' ').slice(0, 16)}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">Changes from this version to the text in the editor:</p>
      <pre className="diff" aria-label="Differences">
        {diff.map((line, i) => (
          <div key={i} className={`diff-${line.kind}`}>
            <span aria-hidden="true">{line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}</span>
            {line.kind === 'added' ? <span className="visually-hidden">added: </span> : null}
            {line.kind === 'removed' ? <span className="visually-hidden">removed: </span> : null}
            {line.text}
          </div>
        ))}
      </pre>
      <div className="dialog-actions">
        <Button variant="primary" isDisabled={!version} onPress={() => version && onRestore(version.query)}>
          Restore this version
        </Button>
        <Button onPress={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
