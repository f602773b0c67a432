import { useMemo, useState } from 'react';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Button } from '../../../ui/button';
import { fieldErrors } from '../../../graphql/errors';
import { AdminCreateDataSourceMutation, AdminDataSourcesQuery, AdminTestDataSourceMutation } from './data-source-documents';
import { connectorFields, connectorOptions, type OptionValues } from './data-source-fields';
import { OptionFields } from './option-fields';
import { ConnectionResult, type Check } from './connection-result';
import '../../monitors/monitors.css';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

const CONTEXT = { additionalTypenames: ['DataSource'] };

/** The session's permissions suggest who may create; the server decides (a restricted group's grant is refused with the reason). */
const mayCreate = (permissions: string[]) => permissions.includes('admin') || permissions.includes('create_data_source');

/** `/admin/data-sources`: the connectors the caller reaches, and "New data source" with a form per type. */
export function DataSourcesPage() {
  const { session } = useRouteContext({ from: '__root__' });
  const [{ data, error }] = useQuery({ query: AdminDataSourcesQuery, context: useMemo(() => CONTEXT, []) });
  const [creating, setCreating] = useState(false);
  const sources = data?.dataSources.edges.map((e) => e.node) ?? [];
  const types = data?.dataSourceTypes ?? [];
  const typeName = (type: string) => types.find((t) => t.type === type)?.name ?? type;

  return (
    <section aria-labelledby="data-sources-title">
      <header className="page-header">
        <h1 id="data-sources-title">Data sources</h1>
        {mayCreate(session.permissions) ? (
          <Button variant="primary" onPress={() => setCreating(true)} isDisabled={creating}>
            New data source
          </Button>
        ) : null}
      </header>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      {creating && types.length ? <NewDataSourceForm types={types} onCancel={() => setCreating(false)} /> : null}
      {data && sources.length === 0 ? <p>No data sources yet. Queries run on a data source: add one to start.</p> : null}
      {sources.length ? (
        <table className="list" aria-label="Data sources">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
            </tr>
          </thead>
          <tbody>
            {sources.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to="/admin/data-sources/$id" params={{ id: String(s.databaseId) }}>
                    {s.name}
                  </Link>
                </td>
                <td>{typeName(s.type)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

interface Kind {
  type: string;
  name: string;
  configurationSchema: unknown;
  secretFields: string[];
}

function NewDataSourceForm({ types, onCancel }: { types: Kind[]; onCancel: () => void }) {
  const navigate = useNavigate();
  const [type, setType] = useState(types[0].type);
  const [name, setName] = useState('');
  const [values, setValues] = useState<OptionValues>({});
  const [problem, setProblem] = useState<{ text: string; fields: Record<string, string> }>();
  const [check, setCheck] = useState<Check>();
  const [{ fetching: saving }, create] = useMutation(AdminCreateDataSourceMutation);
  const [{ fetching: testing }, test] = useMutation(AdminTestDataSourceMutation);
  const kind = types.find((t) => t.type === type)!;
  const fields = useMemo(() => connectorFields(kind.configurationSchema, kind.secretFields), [kind]);

  const failed = (error: CombinedError | undefined) => setProblem({ text: messageOf(error) ?? 'Not saved.', fields: fieldErrors(error) });

  async function testConnection() {
    const { options, problem: unreadable } = connectorOptions(fields, values, false);
    if (unreadable) return setProblem({ text: unreadable, fields: {} });
    setProblem(undefined);
    setCheck({ state: 'testing' });
    const { data, error } = await test({ type, options });
    setCheck(
      error || !data
        ? { state: 'refused', message: messageOf(error)! }
        : { state: 'done', ok: data.testDataSource.ok, message: data.testDataSource.reason },
    );
  }

  async function submit() {
    const { options, problem: unreadable } = connectorOptions(fields, values, false);
    if (unreadable) return setProblem({ text: unreadable, fields: {} });
    const { data, error } = await create({ name, type, options: options ?? {} });
    if (error || !data) return failed(error);
    void navigate({ to: '/admin/data-sources/$id', params: { id: String(data.createDataSource.databaseId) } });
  }

  return (
    <form
      aria-label="New data source"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>New data source</h2>
      <div className="form-grid">
        <label className="field">
          <span>Type</span>
          <select
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setValues({});
              setCheck(undefined);
              setProblem(undefined);
            }}
          >
            {types.map((t) => (
              <option key={t.type} value={t.type}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Name</span>
          <input value={name} required onChange={(e) => setName(e.target.value)} />
        </label>
        <OptionFields fields={fields} values={values} onChange={setValues} errors={problem?.fields ?? {}} editing={false} />
      </div>
      <div className="actions">
        <Button type="submit" variant="primary" isDisabled={saving}>
          Create data source
        </Button>
        <Button isDisabled={testing} onPress={() => void testConnection()}>
          Test connection
        </Button>
        <Button onPress={onCancel}>Cancel</Button>
      </div>
      <ConnectionResult check={check} />
      {problem ? (
        <p className="alert" role="alert">
          {problem.text}
        </p>
      ) : null}
    </form>
  );
}
