import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useClient, useQuery } from 'urql';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { readFragment } from '../../graphql/generated';
import { errorCode } from '../../graphql/errors';
import { Button } from '../../ui/button';
import { ComboBox } from '../../ui/combo-box';
import { Modal } from '../../ui/modal';
import { ResultsGrid } from '../../ui/results-grid/results-grid';
import { VisualizationPanel } from '../visualizations/visualization-panel';
import {
  ArchiveQueryMutation,
  CreateQueryMutation,
  DataSourceSchemaQuery,
  EditorDataSourcesQuery,
  FavoriteQueryMutation,
  ForkQueryMutation,
  GenerateSqlMutation,
  PublishQueryMutation,
  QueryEditorFields,
  QueryEditorQuery,
  UnfavoriteQueryMutation,
  UpdateQueryMutation,
} from './query-documents';
import type { EditorSearch } from './editor-search';
import { errorOffset, lineColumnOf } from './error-position';
import { gqlId, idOf } from './ids';
import { definitionsFor, parameterValues, savedDefinitions, type ParameterDefinition, type ParameterValue } from './parameters';
import { ParameterWidgets } from './parameter-widgets';
import { buildSchemaIndex, readSchema, type SchemaIndex, type SchemaTable } from './schema-index';
import { SchemaBrowser } from './schema-browser';
import { SqlEditor, type SqlEditorHandle } from './sql-editor';
import { useQueryRun, type LoadedResult } from './use-query-run';
import './query-editor.css';

const VersionHistory = lazy(() => import('./version-history').then((m) => ({ default: m.VersionHistory })));

export type SavedQuery = ResultOf<typeof QueryEditorFields>;

/** The rows shown on /queries/new when it was saved: its page keeps showing them. */
let carried: { queryId: string; result: LoadedResult | null; notice: string } | null = null;

export interface QueryEditorProps {
  /** The saved query's id; none on /queries/new. */
  id?: string;
  search: EditorSearch;
  setSearch: (next: (previous: EditorSearch) => EditorSearch) => void;
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

const number = new Intl.NumberFormat('en-US');
const rows = (count: number) => `${number.format(count)} ${count === 1 ? 'row' : 'rows'}`;

/** The query editor of `/queries/new` and `/queries/$id`. */
export function QueryEditor({ id, search, setSearch }: QueryEditorProps) {
  const [{ data, error, fetching }, refetch] = useQuery({ query: QueryEditorQuery, variables: { id: id ? gqlId(id) : '' }, pause: !id });
  const saved = data ? readFragment(QueryEditorFields, data.query) : undefined;
  if (id && !saved) {
    if (error) return <p className="alert">{error.graphQLErrors[0]?.message ?? error.message}</p>;
    return <p aria-busy={fetching}>Loading query…</p>;
  }
  // A new editor per query (and per reload), so its text starts from what was saved.
  return (
    <Editor
      key={saved ? `${saved.id}` : 'new'}
      saved={saved}
      search={search}
      setSearch={setSearch}
      refetch={() => refetch({ requestPolicy: 'network-only' })}
    />
  );
}

function Editor({
  saved,
  search,
  setSearch,
}: {
  saved?: SavedQuery;
  search: EditorSearch;
  setSearch: QueryEditorProps['setSearch'];
  refetch: () => void;
}) {
  const client = useClient();
  const navigate = useNavigate();
  const editor = useRef<SqlEditorHandle>(null);

  const [name, setName] = useState(saved?.name ?? 'New query');
  const [text, setText] = useState(saved?.query ?? '');
  const [tags, setTags] = useState((saved?.tags ?? []).join(', '));
  const [base, setBase] = useState<SavedQuery | undefined>(saved);
  const [definitions, setDefinitions] = useState<ParameterDefinition[]>(() => savedDefinitions(saved?.options));
  const [result, setResult] = useState<LoadedResult | null>(() => {
    return saved && carried?.queryId === idOf(saved.id) ? carried.result : null;
  });
  const [notice, setNotice] = useState<string | null>(() => (saved && carried?.queryId === idOf(saved.id) ? carried.notice : null));
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SavedQuery | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [now, setNow] = useState(() => performance.now());

  const [sources] = useQuery({ query: EditorDataSourcesQuery });
  const dataSources = useMemo(() => sources.data?.dataSources.edges.map((e) => ({ ...e.node, id: idOf(e.node.id) })) ?? [], [sources.data]);
  // A saved query names its data source by database id; the picker, the URL and arguments use global ids.
  const baseDataSourceId = base ? dataSources.find((d) => d.databaseId === base.dataSourceId)?.id : undefined;
  const dataSourceId = search.ds ?? (base ? baseDataSourceId : dataSources[0]?.id);
  const dataSource = dataSources.find((d) => d.id === dataSourceId);
  const dataSourceItems = useMemo(() => dataSources.map((d) => ({ id: d.id, name: d.name, detail: d.type })), [dataSources]);

  // The schema loads after the editor is up, and its index is built in slices off the typing path.
  const [schemaRefresh, setSchemaRefresh] = useState(false);
  const [schema] = useQuery({
    query: DataSourceSchemaQuery,
    variables: { id: dataSourceId ? gqlId(dataSourceId) : '', refresh: schemaRefresh || undefined },
    pause: !dataSourceId,
    requestPolicy: schemaRefresh ? 'network-only' : 'cache-first',
  });
  const tables = useMemo<SchemaTable[]>(() => readSchema(schema.data?.dataSourceSchema), [schema.data]);
  const [schemaIndex, setSchemaIndex] = useState<SchemaIndex | null>(null);
  useEffect(() => {
    let cancelled = false;
    setSchemaIndex(null);
    void buildSchemaIndex(tables).then((index) => !cancelled && setSchemaIndex(index));
    return () => {
      cancelled = true;
    };
  }, [tables]);

  const onResult = useCallback((loaded: LoadedResult) => setResult(loaded), []);
  const { state, run, cancel, load } = useQueryRun(onResult);

  // The saved query's latest result when it has one.
  useEffect(() => {
    carried = null;
    if (saved?.latestQueryDataId && !result) void load(idOf(saved.latestQueryDataId));
    // Once per opened query.
  }, []);

  useEffect(() => {
    if (state.phase !== 'running') return;
    const timer = setInterval(() => setNow(performance.now()), 200);
    return () => clearInterval(timer);
  }, [state.phase]);

  // The database's error at its line and column, when the message says where.
  const errorAt = useMemo(() => {
    if (state.phase !== 'failed') return null;
    const offset = errorOffset(state.message, state.ranText);
    if (offset === null) return null;
    const whole = editor.current?.text() ?? '';
    const start = Math.max(0, whole.indexOf(state.ranText));
    return lineColumnOf(whole, start + offset);
  }, [state]);
  useEffect(() => {
    editor.current?.markError(state.phase === 'failed' && errorAt ? { ...errorAt, message: state.message } : null);
  }, [state, errorAt]);

  const liveDefinitions = useMemo(() => definitionsFor(text, definitions), [text, definitions]);
  const values = search.p ?? {};
  const dirty =
    !base ||
    text !== base.query ||
    name !== base.name ||
    dataSourceId !== baseDataSourceId ||
    tags !== base.tags.join(', ') ||
    JSON.stringify(liveDefinitions) !== JSON.stringify(savedDefinitions(base.options));
  const canUpdate = base ? base.policies.canUpdate : true;
  const canPublish = base ? base.policies.canPublish : true;
  // Offered when the organization has the assistant set up and the viewer may use it (the server says).
  const aiEnabled = sources.data?.aiSqlAvailable ?? false;

  const tagList = () =>
    tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);

  /** Saves the working version (creating the query first on /queries/new). Null when it did not. */
  const save = useCallback(async (): Promise<SavedQuery | null> => {
    if (!dataSourceId) {
      setProblem('Choose a data source first.');
      return null;
    }
    const options = { ...((base?.options as Record<string, unknown> | undefined) ?? {}), parameters: liveDefinitions };
    const input = {
      name: name.trim() || 'New query',
      query: editor.current?.text() ?? text,
      dataSourceId: gqlId(dataSourceId),
      options,
      tags: tagList(),
    };
    // A new query is created; a saved one gets a new working version, unless someone saved since (a conflict).
    const answer = base
      ? await client
          .mutation(UpdateQueryMutation, { id: gqlId(idOf(base.id)), input, expectedVersion: base.workingVersion })
          .toPromise()
          .then((a) => ({ error: a.error, saved: a.data?.updateQuery }))
      : await client
          .mutation(CreateQueryMutation, { input })
          .toPromise()
          .then((a) => ({ error: a.error, saved: a.data?.createQuery }));
    if (answer.error) {
      if (errorCode(answer.error) === 'version_conflict') await showConflict();
      else setProblem(answer.error.graphQLErrors[0]?.message ?? answer.error.message);
      return null;
    }
    const next = readFragment(QueryEditorFields, answer.saved!);
    setBase(next);
    setProblem(null);
    if (!base) carried = { queryId: idOf(next.id), result, notice: `Saved version ${next.workingVersion} (draft).` };
    if (!base) void navigate({ to: '/queries/$id', params: { id: idOf(next.id) }, search: { ...search, ds: undefined }, replace: true });
    return next;
  }, [client, base, dataSourceId, name, text, tags, liveDefinitions, search, result]);

  async function showConflict() {
    if (!base) return;
    const newer = await client.query(QueryEditorQuery, { id: gqlId(idOf(base.id)) }, { requestPolicy: 'network-only' }).toPromise();
    setConflict(newer.data ? readFragment(QueryEditorFields, newer.data.query) : base);
  }

  async function onSave() {
    setBusy('save');
    const next = await save();
    setBusy(null);
    if (next) setNotice(`Saved version ${next.workingVersion} (draft).`);
  }

  async function onPublish() {
    setBusy('publish');
    try {
      const current = dirty || !base ? await save() : base;
      if (!current) return;
      const answer = await client
        .mutation(PublishQueryMutation, { id: gqlId(idOf(current.id)), expectedVersion: current.workingVersion })
        .toPromise();
      if (answer.error) {
        if (errorCode(answer.error) === 'version_conflict') await showConflict();
        else setProblem(answer.error.graphQLErrors[0]?.message ?? answer.error.message);
        return;
      }
      const next = readFragment(QueryEditorFields, answer.data!.publishQuery);
      setBase(next);
      setNotice(`Published version ${next.publishedVersion ?? next.workingVersion}.`);
    } finally {
      setBusy(null);
    }
  }

  function reloadFrom(newer: SavedQuery) {
    setBase(newer);
    setName(newer.name);
    setTags(newer.tags.join(', '));
    setDefinitions(savedDefinitions(newer.options));
    setText(newer.query);
    editor.current?.replaceAll(newer.query);
    setConflict(null);
    setNotice(`Reloaded version ${newer.workingVersion}.`);
  }

  async function onRun() {
    if (state.phase === 'running') return;
    setProblem(null);
    const toRun = editor.current?.textToRun() ?? text;
    if (!dataSourceId) {
      setProblem('Choose a data source first.');
      return;
    }
    if (!toRun.trim()) return;
    // The text as it is, saved or not: its parameters bind on the server by the definitions sent with it.
    const parameterDefinitions = definitionsFor(toRun, liveDefinitions);
    await run({ dataSourceId, text: toRun, parameters: parameterValues(parameterDefinitions, values), parameterDefinitions });
  }

  async function onFormat() {
    const { format } = await import('sql-formatter');
    const language =
      dataSource?.type === 'mysql' ? 'mysql' : dataSource?.type === 'sqlite' ? 'sqlite' : dataSource?.type === 'pg' ? 'postgresql' : 'sql';
    try {
      const formatted = format(editor.current?.text() ?? text, {
        language,
        keywordCase: 'upper',
        paramTypes: { custom: [{ regex: String.raw`\{\{\s*[\w.-]+\s*\}\}` }] },
      });
      editor.current?.replaceAll(formatted);
    } catch (error) {
      setProblem(`The SQL could not be formatted: ${(error as Error).message}`);
    }
  }

  async function onFavorite() {
    if (!base) return;
    const mutation = base.isFavorite ? UnfavoriteQueryMutation : FavoriteQueryMutation;
    const answer = await client.mutation(mutation, { id: gqlId(idOf(base.id)) }).toPromise();
    if (!answer.error) setBase({ ...base, isFavorite: !base.isFavorite });
  }

  async function onFork() {
    if (!base) return;
    const answer = await client.mutation(ForkQueryMutation, { id: gqlId(idOf(base.id)) }).toPromise();
    if (answer.data) void navigate({ to: '/queries/$id', params: { id: idOf(answer.data.forkQuery.id) } });
    else setProblem(answer.error?.graphQLErrors[0]?.message ?? 'The query could not be forked.');
  }

  async function onArchive() {
    if (!base || !window.confirm(`Archive “${base.name}”? It leaves lists and dashboards stop showing it.`)) return;
    const answer = await client.mutation(ArchiveQueryMutation, { id: gqlId(idOf(base.id)) }).toPromise();
    if (!answer.error) void navigate({ to: '/queries' });
    else setProblem(answer.error.graphQLErrors[0]?.message ?? answer.error.message);
  }

  const setValue = (name: string, value: ParameterValue | undefined) =>
    setSearch((previous) => {
      const p = { ...(previous.p ?? {}) };
      if (value === undefined || value === '') delete p[name];
      else p[name] = value;
      return { ...previous, p: Object.keys(p).length ? p : undefined };
    });

  const running = state.phase === 'running';
  const status = (() => {
    switch (state.phase) {
      case 'running': {
        const elapsed = Math.max(state.elapsedMs, now - state.startedAt);
        return `${state.status === 1 ? 'Queued' : 'Running'}… ${rows(state.rowsFetched)} fetched, ${seconds(elapsed)}`;
      }
      case 'loading':
        return 'Loading rows…';
      case 'cancelled':
        return 'Cancelled.';
      case 'failed':
        return 'Failed.';
      default:
        return result ? `${rows(result.rowCount)} in ${result.runtime.toFixed(2)} s` : '';
    }
  })();

  return (
    <section className="query-editor" aria-labelledby="query-title">
      <h1 id="query-title" className="visually-hidden">
        {base ? `Query: ${base.name}` : 'New query'}
      </h1>
      <div className="query-header">
        <label className="field query-name">
          <span>Query name</span>
          <input value={name} onChange={(e) => setName(e.target.value)} disabled={!canUpdate} />
        </label>
        <span className="badge">
          {base ? (base.isDraft ? 'Draft' : dirty ? 'Unpublished changes' : `Published v${base.publishedVersion}`) : 'Not saved'}
        </span>
        <div className="query-actions">
          <Button onPress={() => void onSave()} isDisabled={!canUpdate || busy !== null}>
            Save
          </Button>
          <Button variant="primary" onPress={() => void onPublish()} isDisabled={!canPublish || busy !== null}>
            Publish
          </Button>
          {base ? (
            <>
              <Button variant="quiet" onPress={() => void onFavorite()} aria-pressed={base.isFavorite}>
                {base.isFavorite ? '★' : '☆'} Favorite
              </Button>
              <Button variant="quiet" onPress={() => setHistoryOpen(true)}>
                History
              </Button>
              <Button variant="quiet" onPress={() => void onFork()}>
                Fork
              </Button>
              {base.policies.canArchive ? (
                <Button variant="quiet" onPress={() => void onArchive()}>
                  Archive
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      <div className="query-toolbar">
        <ComboBox
          label="Data source"
          items={dataSourceItems}
          selectedKey={dataSourceId ?? null}
          onSelectionChange={(ds) => setSearch((previous) => ({ ...previous, ds }))}
          placeholder={sources.fetching ? 'Loading…' : 'Choose…'}
        />
        <label className="field query-tags">
          <span>Tags</span>
          <input value={tags} onChange={(e) => setTags(e.target.value)} placeholder="comma, separated" disabled={!canUpdate} />
        </label>
        <Button onPress={() => void onFormat()}>Format SQL</Button>
        {running ? (
          <Button onPress={() => void cancel()} isDisabled={!state.jobId}>
            Cancel
          </Button>
        ) : null}
        <Button variant="primary" onPress={() => void onRun()} isDisabled={running} aria-keyshortcuts="Control+Enter Meta+Enter">
          Run
        </Button>
      </div>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {problem ? (
        <p className="alert" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="query-workspace">
        <SchemaBrowser
          tables={tables}
          loading={schema.fetching || (tables.length > 0 && !schemaIndex)}
          onInsert={(value) => editor.current?.insert(value)}
          onRefresh={() => setSchemaRefresh(true)}
        />
        <div className="query-main">
          <SqlEditor
            ref={editor}
            initialText={text}
            dialectType={dataSource?.type}
            schemaIndex={schemaIndex}
            onChange={setText}
            onRun={() => void onRun()}
          />
          {liveDefinitions.length ? (
            <ParameterWidgets
              definitions={liveDefinitions}
              values={values}
              onValue={setValue}
              onDefinition={(next) => setDefinitions((current) => [...current.filter((d) => d.name !== next.name), next])}
            />
          ) : null}
          {aiEnabled && dataSourceId ? (
            <AiPrompt dataSourceId={dataSourceId} queryId={base ? idOf(base.id) : undefined} onSql={(sql) => editor.current?.insert(sql)} />
          ) : null}
          <p className="query-status" role="status" aria-live="polite">
            {status}
          </p>
          {state.phase === 'failed' ? (
            <div className="alert" role="alert">
              {errorAt ? <strong>{`Error at line ${errorAt.line}, column ${errorAt.column}: `}</strong> : <strong>Error: </strong>}
              {state.message}
            </div>
          ) : null}
        </div>
      </div>
      {result ? (
        <section className="query-results" aria-labelledby="results-title">
          <div className="query-results-head">
            <h2 id="results-title">Results</h2>
            <span className="muted">
              {rows(result.rowCount)} · {result.runtime.toFixed(2)} s · {result.retrievedAt.replace('T', ' ').slice(0, 19)} UTC
            </span>
            <nav className="downloads" aria-label="Downloads">
              {(['csv', 'tsv', 'xlsx', 'json'] as const).map((format) => (
                <a
                  key={format}
                  className="button"
                  data-variant="quiet"
                  href={`/api/query_results/${encodeURIComponent(result.id)}.${format}`}
                  download
                >
                  {format.toUpperCase()}
                </a>
              ))}
            </nav>
          </div>
          <div className="query-results-body">
            <ResultsGrid columns={result.columns} rows={result.rows} label="Results" />
            <VisualizationPanel
              queryId={base ? idOf(base.id) : undefined}
              visualizations={base?.visualizations ?? []}
              result={result}
              selected={search.viz}
              onSelect={(viz) => setSearch((previous) => ({ ...previous, viz }))}
              ensureSaved={async () => {
                const current = base ?? (await save());
                return current ? idOf(current.id) : null;
              }}
            />
          </div>
        </section>
      ) : null}
      <Modal title="A newer version was saved" isOpen={conflict !== null} onOpenChange={(open) => !open && setConflict(null)}>
        {conflict ? (
          <div className="conflict">
            <p>
              {conflict.lastModifiedBy?.name ?? 'Someone'} saved version {conflict.workingVersion}
              {conflict.publishedVersion ? ` (published v${conflict.publishedVersion})` : ''} while you were editing. Reload it to continue
              from there; your changes here are replaced.
            </p>
            <pre className="conflict-text" aria-label="Newer version">
              {conflict.query}
            </pre>
            <div className="dialog-actions">
              <Button variant="primary" onPress={() => reloadFrom(conflict)}>
                Reload
              </Button>
              <Button onPress={() => setConflict(null)}>Keep editing</Button>
            </div>
          </div>
        ) : null}
      </Modal>
      {base && historyOpen ? (
        <Suspense fallback={null}>
          <VersionHistory
            queryId={idOf(base.id)}
            current={text}
            onClose={() => setHistoryOpen(false)}
            onRestore={(restored) => {
              editor.current?.replaceAll(restored);
              setHistoryOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function AiPrompt({ dataSourceId, queryId, onSql }: { dataSourceId: string; queryId?: string; onSql: (sql: string) => void }) {
  const client = useClient();
  const [prompt, setPrompt] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function generate() {
    if (!prompt.trim()) return;
    setBusy(true);
    const answer = await client
      .mutation(GenerateSqlMutation, { dataSourceId: gqlId(dataSourceId), prompt, queryId: queryId ? gqlId(queryId) : null })
      .toPromise();
    setBusy(false);
    const result = answer.data?.generateSql;
    if (result?.status === 'ok' && result.sql) {
      onSql(result.sql);
      setMessage(result.explanation ?? 'Inserted the generated SQL.');
    } else if (result?.status === 'rate_limited') setMessage(`Try again in ${result.retryAfterSecs ?? 60} s.`);
    else setMessage(answer.error?.graphQLErrors[0]?.message ?? 'No SQL was generated.');
  }
  return (
    <div className="ai-prompt">
      <label className="field">
        <span>Describe the query for AI</span>
        <input value={prompt} onChange={(e) => setPrompt(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void generate()} />
      </label>
      <Button onPress={() => void generate()} isDisabled={busy}>
        Generate SQL
      </Button>
      {message ? <p role="status">{message}</p> : null}
    </div>
  );
}
