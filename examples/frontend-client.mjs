#!/usr/bin/env node
// A frontend's three moves against Overlook's GraphQL API: a query, a mutation and a `jobStatus`
// subscription. Runs in Node 20+ as is (fetch is built in; `graphql-ws` and `ws` come with
// Overlook). In a browser, drop `ws` (the browser has WebSocket) and authenticate with the
// session cookie instead of a key: send the csrf_token cookie as X-CSRF-Token on POST and as
// `connectionParams.csrfToken` on the WebSocket.
//
//   OVERLOOK_URL=http://localhost:5000 OVERLOOK_API_KEY=... OVERLOOK_DATA_SOURCE_ID=1 \
//     node examples/frontend-client.mjs
//
// A mutation answers its result or a typed error as data (`... on UserError { code message field }`):
// validation, conflict, not-found and forbidden, each with a stable `code` and the input `field`
// path, for a form to show at its field. Top-level `errors` are for authentication, rate limits and
// the unexpected, each with `extensions.code`.
//
// Every object has an opaque global `id` (what arguments take, and what a normalised cache keys
// on) and its integer `databaseId` (REST's id). OVERLOOK_DATA_SOURCE_ID may be either.
//
// Prints one JSON line per step, and exits non-zero when a step fails.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const baseUrl = (process.env.OVERLOOK_URL ?? 'http://localhost:5000').replace(/\/$/, '');
const apiKey = process.env.OVERLOOK_API_KEY;
const dataSourceRef = process.env.OVERLOOK_DATA_SOURCE_ID ?? '';
if (!apiKey || !dataSourceRef) {
  console.error('usage: OVERLOOK_URL=... OVERLOOK_API_KEY=... OVERLOOK_DATA_SOURCE_ID=... node examples/frontend-client.mjs');
  process.exit(2);
}

/** The last answer's `extensions.cost`: objects requested and returned, and what is left of the minute's budget. */
let lastCost;

/** A mutation's typed errors, selected beside its result. */
const USER_ERROR = `
  ... on UserError {
    __typename
    code
    message
    field
  }
  ... on ValidationError {
    fieldErrors {
      field
      message
    }
  }
  ... on ConflictError {
    currentVersion
  }
`;

/** A mutation field's answer: its result, or its typed error thrown with the code and field. */
function answer(value) {
  if (value?.code && value.__typename?.endsWith('Error')) {
    throw new Error(`${value.code}${value.field ? ` at ${value.field.join('.')}` : ''}: ${value.message}`);
  }
  return value;
}

/** One GraphQL request over HTTP: `Authorization: Key <api key>`, errors thrown with their code. */
async function graphql(query, variables = {}) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Key ${apiKey}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  lastCost = body.extensions?.cost;
  if (body.errors?.length) {
    const [first] = body.errors;
    throw new Error(`${first.extensions?.code ?? response.status}: ${first.message}`);
  }
  return body.data;
}

// 1. A query: who am I?
const { session } = await graphql(`
  {
    session {
      user {
        email
      }
      organization {
        name
      }
    }
  }
`);
console.log(JSON.stringify({ step: 'query', email: session.user.email, organization: session.organization.name }));

// The data source's global id: given as is, or found by its integer id.
let dataSourceId = dataSourceRef;
if (/^\d+$/.test(dataSourceRef)) {
  const { dataSources } = await graphql(`
    {
      dataSources(first: 250) {
        edges {
          node {
            id
            databaseId
          }
        }
      }
    }
  `);
  const found = dataSources.edges.find((edge) => edge.node.databaseId === Number(dataSourceRef));
  if (!found) throw new Error(`not_found: no data source ${dataSourceRef}`);
  dataSourceId = found.node.id;
}

// 2. A mutation: save a query, then run it (the run is a job unless a cached result answers).
const SAVE = `
  mutation Save($input: CreateQueryInput!) {
    createQuery(input: $input) {
      ... on SavedQuery {
        id
        databaseId
        name
        workingVersion
      }
      ${USER_ERROR}
    }
  }
`;
// A form's refusal first: a blank name is a ValidationError naming ["input", "name"], as data.
const refused = await graphql(SAVE, { input: { dataSourceId, name: ' ', query: 'SELECT 42 AS answer' } });
console.log(
  JSON.stringify({
    step: 'typed error',
    typename: refused.createQuery.__typename,
    code: refused.createQuery.code,
    field: refused.createQuery.field,
  }),
);
const createQuery = answer(
  (await graphql(SAVE, { input: { dataSourceId, name: 'Frontend example', query: 'SELECT 42 AS answer' } })).createQuery,
);
// Publishing a stale version is a ConflictError that names the current version to reload.
const { publishQuery: stale } = await graphql(
  `
    mutation Publish($id: ID!, $version: Int!) {
      publishQuery(id: $id, expectedVersion: $version) {
        ... on SavedQuery {
          publishedVersion
        }
        ${USER_ERROR}
      }
    }
  `,
  { id: createQuery.id, version: createQuery.workingVersion + 1 },
);
console.log(JSON.stringify({ step: 'conflict', code: stale.code ?? null, currentVersion: stale.currentVersion ?? null }));
const executeQuery = answer(
  (
    await graphql(
      `
        mutation Run($id: ID!) {
          executeQuery(id: $id, maxAge: 0) {
            ... on ExecutionPayload {
              job {
                id
                databaseId
                status
              }
              queryResult {
                id
              }
            }
            ${USER_ERROR}
          }
        }
      `,
      { id: createQuery.id },
    )
  ).executeQuery,
);
console.log(JSON.stringify({ step: 'mutation', queryId: createQuery.databaseId, jobId: executeQuery.job?.databaseId ?? null }));

// A node refetch by global id, as a normalised cache (Relay, urql, Apollo) does; and what it cost.
const { node } = await graphql(
  `
    query Refetch($id: ID!) {
      node(id: $id) {
        id
        ... on SavedQuery {
          name
        }
      }
    }
  `,
  { id: createQuery.id },
);
console.log(JSON.stringify({ step: 'node', name: node?.name ?? null, cost: lastCost ?? null }));

// 3. A subscription: follow the job until it ends (graphql-transport-ws on the same /graphql URL).
const client = createClient({
  url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
  webSocketImpl: WebSocket,
  connectionParams: { authorization: `Key ${apiKey}` },
});
try {
  if (executeQuery.job) {
    const statuses = client.iterate({
      query: `subscription Follow($id: ID!) { jobStatus(id: $id) { id databaseId status error } }`,
      variables: { id: executeQuery.job.id },
    });
    for await (const event of statuses) {
      if (event.errors?.length) throw new Error(`${event.errors[0].extensions?.code}: ${event.errors[0].message}`);
      const job = event.data.jobStatus;
      console.log(JSON.stringify({ step: 'subscription', jobId: job.databaseId, status: job.status }));
      if (job.status === 4 || job.status === 5) throw new Error(`job ${job.databaseId} ended with status ${job.status}: ${job.error}`);
      if (job.status === 3) break;
    }
  }
} finally {
  await client.dispose();
}

// The query's latest result: the one the job stored (or the cached one that answered at once).
const { latestQueryResult } = await graphql(
  `
    query Result($id: ID!) {
      latestQueryResult(id: $id) {
        id
        databaseId
        data
      }
    }
  `,
  { id: createQuery.id },
);
console.log(JSON.stringify({ step: 'result', queryResultId: latestQueryResult.databaseId, rows: latestQueryResult.data.rows }));
