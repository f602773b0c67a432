// Reads for the kept-answer tests (rest/kept-answers.ts): the same GET twice in a row (a kept answer
// when the revision held), once (right after a change), and rendered anew from an origin never used
// before, under which nothing can have been kept.
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import { rawRequest } from './raw-request.js';

let origins = 0;

/** GET `path` as `key` twice in a row from the usual origin; the two answers must be equal. */
export async function keptGet(app: TestApp, key: string, path: string) {
  const first = await app.request('GET', path, { key });
  const second = await app.request('GET', path, { key });
  expect(second.status).toBe(200);
  expect(second.body).toEqual(first.body);
  return second.body;
}

/** GET `path` as `key` once from the usual origin. */
export async function onceGet(app: TestApp, key: string, path: string) {
  const res = await app.request('GET', path, { key });
  expect(res.status).toBe(200);
  return res.body;
}

/** GET `path` as `key` from a new origin: a fresh rendering (links rewritten to the usual origin). */
export async function freshGet(app: TestApp, key: string, path: string) {
  const host = `fresh-${(origins += 1)}.test`;
  const res = await rawRequest(app.url, 'GET', path, { headers: { host, authorization: `Key ${key}` } });
  expect(res.status).toBe(200);
  return JSON.parse(res.text.replaceAll(`http://${host}/`, `${new URL(app.url).origin}/`));
}

/** A statement on the metadata database, as another process would run it (no notice to the server). */
export async function sql(text: string, values: unknown[] = []) {
  const { pool } = await import('../../src/db.js');
  return pool.query(text, values);
}

/** The GraphQL types of the list arguments connectionRevision passes on. */
const LIST_ARGUMENT_TYPES: Record<string, string> = {
  first: 'Int',
  after: 'String',
  search: 'String',
  tags: '[String!]',
  favorites: 'Boolean',
  mine: 'Boolean',
  draft: 'Boolean',
  archived: 'Boolean',
  disabled: 'Boolean',
};

/** The `revision` of the GraphQL connection `field` (queries, dashboards, users) for `key`'s page `variables`. */
export async function connectionRevision(app: TestApp, field: string, key: string, variables: Record<string, unknown> = { first: 3 }) {
  const names = Object.keys({ first: null, after: null, ...variables });
  const definitions = names.map((name) => `$${name}: ${LIST_ARGUMENT_TYPES[name]}`).join(', ');
  const args = names.map((name) => `${name}: $${name}`).join(', ');
  const { data, errors } = await app.graphql<Record<string, { revision: string | null }>>(
    `query (${definitions}) { ${field}(${args}) { revision } }`,
    variables,
    key,
  );
  expect(errors).toBeUndefined();
  return data![field].revision;
}

/**
 * A document run on the internal graph (schema/internal.graphql) as `key`, in this process, as the
 * REST bridge runs its documents: for the fields only REST's Redash shapes read (dashboardByRef,
 * monitorList), which /graphql does not serve.
 */
export async function internalGraphql<T = any>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  key: string = app.admin.key,
): Promise<{ data?: T; errors?: any[] }> {
  const [{ execute, parse }, { internalSchema }, { createContext }] = await Promise.all([
    import('graphql'),
    import('../../schema/index.js'),
    import('../../src/context.js'),
  ]);
  const request = new Request(`${app.url}/graphql`, { method: 'POST', headers: { authorization: `Key ${key}` } });
  const contextValue = await createContext(request, { ip: '127.0.0.1' });
  const result = await execute({ schema: internalSchema, document: parse(query), variableValues: variables, contextValue });
  return { data: (result.data ?? undefined) as T | undefined, errors: result.errors?.map((error) => error.toJSON()) };
}
