import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';

const DashboardListQuery = graphql(`
  query DashboardList {
    dashboards(first: 100) {
      edges {
        node {
          id
          name
          slug
          isDraft
          tags
          updatedAt
        }
      }
    }
  }
`);

const CreateDashboardMutation = mutationDocument(
  graphql(`
  mutation CreateDashboard($name: String!) {
    createDashboard(name: $name) {
      ... on Dashboard {
        id
        slug
      }
      ...UserErrorFields
    }
  }
`),
);

/** `/dashboards`: the dashboards the viewer may open, and "New dashboard". */
export function DashboardListPage() {
  const [{ data, error }] = useQuery({ query: DashboardListQuery });
  const [creating, setCreating] = useState(false);
  const dashboards = data?.dashboards.edges.map((edge) => edge.node) ?? [];
  return (
    <section aria-labelledby="dashboards-title">
      <div className="page-header">
        <h1 id="dashboards-title">Dashboards</h1>
        <Button variant="primary" onPress={() => setCreating(true)}>
          New dashboard
        </Button>
      </div>
      {error ? (
        <p className="alert" role="alert">
          {error.graphQLErrors[0]?.message ?? 'The server cannot be reached.'}
        </p>
      ) : null}
      {data && dashboards.length === 0 ? <p>No dashboards yet.</p> : null}
      {dashboards.length ? (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Tags</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {dashboards.map((dashboard) => (
              <tr key={dashboard.id}>
                <td>
                  <Link to="/dashboards/$slug" params={{ slug: dashboard.slug }}>
                    {dashboard.name}
                  </Link>{' '}
                  {dashboard.isDraft ? <span className="badge">Draft</span> : null}
                </td>
                <td>
                  {dashboard.tags.map((tag) => (
                    <span className="tag" key={tag}>
                      {tag}
                    </span>
                  ))}
                </td>
                <td>
                  <time dateTime={dashboard.updatedAt}>{new Date(dashboard.updatedAt).toLocaleString()}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Modal title="New dashboard" isOpen={creating} onOpenChange={setCreating}>
        <NewDashboardForm />
      </Modal>
    </section>
  );
}

function NewDashboardForm() {
  const [name, setName] = useState('');
  const [{ fetching, error }, create] = useMutation(CreateDashboardMutation);
  const navigate = useNavigate();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await create({ name });
    if (result.data) void navigate({ to: '/dashboards/$slug', params: { slug: result.data.createDashboard.slug } });
  }
  return (
    <Form onSubmit={(event) => void submit(event)}>
      <TextField label="Name" isRequired value={name} onChange={setName} autoFocus errorMessage={error?.graphQLErrors[0]?.message} />
      <Button type="submit" variant="primary" isDisabled={fetching}>
        Create
      </Button>
    </Form>
  );
}
