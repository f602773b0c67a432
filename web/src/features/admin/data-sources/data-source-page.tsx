import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useRouteContext } from '@tanstack/react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Button } from '../../../ui/button';
import { fieldErrors } from '../../../graphql/errors';
import type { AdminDataSourceQuery as AdminDataSourceData } from '../../../graphql/generated/graphql';
import {
  AdminDataSourceQuery,
  AdminDeleteDataSourceMutation,
  AdminTestDataSourceMutation,
  AdminUpdateDataSourceMutation,
} from './data-source-documents';
import { connectorFields, connectorOptions, valuesOf, type OptionValues } from './data-source-fields';
import { OptionFields } from './option-fields';
import { ConnectionResult, type Check } from './connection-result';
import { DataSourceSchema } from './data-source-schema';
import { GroupAccess } from './group-access';
import '../../monitors/monitors.css';
import './data-sources.css';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

const CONTEXT = { additionalTypenames: ['DataSource'] };

type Data = AdminDataSourceData;
type Source = NonNullable<Data['dataSource']>;

/** The global id of the data source a `/admin/data-sources/{id}` URL names by its REST (database) id. */
const dataSourceId = (param: string) => (/^\d+$/.test(param) ? btoa(`DataSource:${param}`) : param);

/** `/admin/data-sources/{id}`: edit (secrets write-only), "Test connection", the schema, which groups reach it, delete. */
export function DataSourcePage() {
  const { id: param } = useParams({ from: '/admin/data-sources/$id' });
  const { session } = useRouteContext({ from: '__root__' });
  const admin = session.permissions.includes('admin');
  const id = dataSourceId(param);
  const [{ data, error, fetching }] = useQuery({
    query: AdminDataSourceQuery,
    variables: { id },
    context: useMemo(() => CONTEXT, []),
  });
  const [browsing, setBrowsing] = useState(false);
  const source = data?.dataSource;

  if (error && !data)
    return (
      <section aria-labelledby="data-source-title">
        <h1 id="data-source-title">Data source</h1>
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      </section>
    );
  if (!source)
    return (
      <section aria-labelledby="data-source-title">
        <h1 id="data-source-title">Data source</h1>
        <p role="status">{fetching ? 'Loading…' : 'This data source does not exist, or you cannot see it.'}</p>
        <Link to="/admin/data-sources">All data sources</Link>
      </section>
    );
  const kind = data.dataSourceTypes.find((t) => t.type === source.type);
  return (
    <section aria-labelledby="data-source-title">
      <header className="page-header">
        <h1 id="data-source-title">{source.name}</h1>
        <span className="muted">{kind?.name ?? source.type}</span>
      </header>
      <p>
        <Link to="/admin/data-sources">All data sources</Link>
      </p>
      {kind ? <EditDataSourceForm key={source.id} source={source} kind={kind} onTested={(ok) => ok && setBrowsing(true)} /> : null}
      {browsing ? (
        <DataSourceSchema dataSourceId={source.id} />
      ) : (
        <section aria-labelledby="data-source-schema-title">
          <h2 id="data-source-schema-title">Schema</h2>
          <p>Its tables and columns, read from the database (a successful connection test shows them too).</p>
          <Button onPress={() => setBrowsing(true)}>Browse schema</Button>
        </section>
      )}
      <GroupAccess
        dataSourceId={source.id}
        // Groups are listed with list_users and changed with manage_users (the group policy); the session's permissions tell who holds them.
        canList={admin || session.permissions.includes('list_users') || session.permissions.includes('manage_users')}
        canManage={admin || session.permissions.includes('manage_users')}
      />
      {source.policies.canDelete ? <DeleteDataSource source={source} /> : null}
    </section>
  );
}

function EditDataSourceForm({
  source,
  kind,
  onTested,
}: {
  source: Source;
  kind: Data['dataSourceTypes'][number];
  onTested: (ok: boolean) => void;
}) {
  const fields = useMemo(() => connectorFields(kind.configurationSchema, kind.secretFields), [kind]);
  const [name, setName] = useState(source.name);
  const [values, setValues] = useState<OptionValues>(() => valuesOf(fields, source.options));
  const [result, setResult] = useState<{ text: string; error: boolean; fields: Record<string, string> }>();
  const [check, setCheck] = useState<Check>();
  const [{ fetching: saving }, update] = useMutation(AdminUpdateDataSourceMutation);
  const [{ fetching: testing }, test] = useMutation(AdminTestDataSourceMutation);
  const editable = source.policies.canUpdate;

  // Saved options (a save answers them) start the form over; a re-read that changed nothing does not.
  const stored = JSON.stringify(source.options ?? {});
  useEffect(() => setValues(valuesOf(fields, JSON.parse(stored))), [fields, stored]);

  async function save() {
    const { options, problem } = connectorOptions(fields, values, true);
    if (problem) return setResult({ text: problem, error: true, fields: {} });
    const { error } = await update({ id: source.id, name, options });
    setResult(
      error
        ? { text: messageOf(error)!, error: true, fields: fieldErrors(error) }
        : { text: `${name.trim()} is saved.`, error: false, fields: {} },
    );
  }

  async function testConnection() {
    setCheck({ state: 'testing' });
    const { data, error } = await test({ dataSourceId: source.id });
    if (error || !data) return setCheck({ state: 'refused', message: messageOf(error)! });
    setCheck({ state: 'done', ok: data.testDataSource.ok, message: data.testDataSource.reason });
    onTested(data.testDataSource.ok);
  }

  return (
    <form
      aria-label="Data source settings"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={!editable} className="plain-fieldset">
        <legend className="visually-hidden">Settings of {source.name}</legend>
        <div className="form-grid">
          <label className="field">
            <span>Name</span>
            <input value={name} required onChange={(e) => setName(e.target.value)} />
          </label>
          <OptionFields fields={fields} values={values} onChange={setValues} errors={result?.fields ?? {}} editing />
        </div>
      </fieldset>
      {fields.some((f) => f.secret) && editable ? (
        <p className="muted">
          Secrets are write-only: leave them empty to keep the stored ones. Changing the host or port needs them again.
        </p>
      ) : null}
      <div className="actions">
        {editable ? (
          <Button type="submit" variant="primary" isDisabled={saving}>
            Save
          </Button>
        ) : null}
        <Button isDisabled={testing} onPress={() => void testConnection()}>
          Test connection
        </Button>
      </div>
      <p className="muted">Test connection tests the saved settings.</p>
      <ConnectionResult check={check} />
      <p role={result?.error ? 'alert' : 'status'} className={result?.error ? 'alert' : undefined}>
        {result?.text}
      </p>
    </form>
  );
}

function DeleteDataSource({ source }: { source: Source }) {
  const navigate = useNavigate();
  const [{ fetching, error }, remove] = useMutation(AdminDeleteDataSourceMutation);
  return (
    <section aria-labelledby="delete-data-source-title">
      <h2 id="delete-data-source-title">Delete</h2>
      <p>Deleting {source.name} deletes its queries and their results with it.</p>
      <Button
        isDisabled={fetching}
        onPress={() => {
          if (!window.confirm(`Delete ${source.name}, its queries and their results?`)) return;
          void remove({ id: source.id }).then(({ error: failed }) => {
            if (!failed) void navigate({ to: '/admin/data-sources' });
          });
        }}
      >
        Delete {source.name}
      </Button>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
    </section>
  );
}
