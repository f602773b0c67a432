import { useQuery } from 'urql';
import { graphql } from '../../graphql/generated';

const MonitorListQuery = graphql(`
  query MonitorList {
    monitors(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          state
        }
      }
    }
  }
`);

/** `/monitors`: the monitors the viewer may see; each one's page is still drawn by the server (at its integer id, as notifications link it). */
export function MonitorListPage() {
  const [{ data, error }] = useQuery({ query: MonitorListQuery });
  const monitors = data?.monitors.edges.map((edge) => edge.node) ?? [];
  return (
    <section aria-labelledby="monitors-title">
      <h1 id="monitors-title">Monitors</h1>
      {error ? (
        <p className="alert" role="alert">
          {error.graphQLErrors[0]?.message ?? 'The server cannot be reached.'}
        </p>
      ) : null}
      {data && monitors.length === 0 ? (
        <p>No monitors yet. A monitor watches a query's result and notifies when it crosses a threshold.</p>
      ) : null}
      {monitors.length ? (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {monitors.map((monitor) => (
              <tr key={monitor.id}>
                <td>
                  <a href={`/monitors/${monitor.databaseId}`}>{monitor.name}</a>
                </td>
                <td>{monitor.state}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
