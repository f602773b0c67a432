import { Link, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';
import { Button } from '../../ui/button';
import { isAdmin } from '../session/session-query';

const AddSampleDataMutation = mutationDocument(
  graphql(`
  mutation AddSampleData {
    addSampleData {
      ... on SampleData {
        dashboardSlug
      }
      ...UserErrorFields
    }
  }
`),
);

const HomeQuery = graphql(`
  query Home {
    dataSources(first: 1) {
      edges {
        node {
          id
        }
      }
    }
    queries(first: 5) {
      edges {
        node {
          id
          name
        }
      }
    }
    dashboards(first: 5) {
      edges {
        node {
          id
          name
          slug
        }
      }
    }
  }
`);

/** `/`: where to start. An organization without a connector is told how to connect one first. */
export function HomePage() {
  const { session } = useRouteContext({ from: '__root__' });
  const [{ data }] = useQuery({ query: HomeQuery });
  if (!data) return null;
  const queries = data.queries.edges.map((edge) => edge.node);
  const dashboards = data.dashboards.edges.map((edge) => edge.node);
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Welcome to {session.organization.name}</h1>
      {data.dataSources.edges.length === 0 ? (
        <div className="notice">
          <h2>Start by connecting a database</h2>
          <p>
            Overlook queries your own databases. Connect one (PostgreSQL, MySQL, …) with <code>POST /api/data_sources</code> or the
            <a href="/api/docs"> API reference</a>; then write a query, chart it and put it on a dashboard.
          </p>
          {isAdmin(session) ? <SampleData /> : null}
        </div>
      ) : null}
      <h2>Recent queries</h2>
      {queries.length ? (
        <ul>
          {queries.map((query) => (
            <li key={query.id}>
              <Link to="/queries/$id" params={{ id: String(query.id) }}>
                {query.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          No queries yet. <Link to="/queries/new">Write the first one</Link>.
        </p>
      )}
      <h2>Dashboards</h2>
      {dashboards.length ? (
        <ul>
          {dashboards.map((dashboard) => (
            <li key={dashboard.id}>
              <a href={`/dashboards/${encodeURIComponent(dashboard.slug)}`}>{dashboard.name}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          No dashboards yet. <Link to="/dashboards">Create one</Link>.
        </p>
      )}
    </section>
  );
}

/**
 * Admins of an empty organization can look around first: a generated "Sample data" DuckDB source
 * with published queries, a dashboard and a (disabled) monitor; its dashboard opens when ready.
 */
function SampleData() {
  const [{ fetching }, addSampleData] = useMutation(AddSampleDataMutation);
  const [message, setMessage] = useState<string | null>(null);
  async function add() {
    const added = await addSampleData({});
    const slug = added.data?.addSampleData.dashboardSlug;
    if (slug) location.assign(`/dashboards/${encodeURIComponent(slug)}`);
    else setMessage(added.error?.graphQLErrors[0]?.message ?? 'The server cannot be reached.');
  }
  return (
    <>
      <p>Or look around first with generated sample data: customers, products, two years of orders and web events.</p>
      <Button variant="primary" onPress={() => void add()} isDisabled={fetching}>
        Add sample data
      </Button>
      {message ? (
        <p className="alert" role="alert">
          {message}
        </p>
      ) : null}
    </>
  );
}
