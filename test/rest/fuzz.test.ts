import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildDestination, buildMonitor, buildPgDataSource, buildQuery } from '../factories.js';
import { rawRequest, type RawResponse } from '../helpers/raw-request.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

/**
 * Property-based fuzzing of every operation in the committed OpenAPI document: malformed JSON,
 * wrong types, NUL, lone surrogates, oversized strings and bodies, odd ids and dot segments, as the
 * admin (so handlers are reached), anonymously and with a bad key. Every answer must be below 500,
 * every 4xx a JSON `{message, code}`, and a refused request must not change any table's row count.
 *
 * Bounded: RUNS_PER_OPERATION requests per operation. A failure prints fast-check's seed and path;
 * rerun with FUZZ_SEED=<seed> to replay it.
 */
const RUNS_PER_OPERATION = 5;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROOT = new URL('../../', import.meta.url);

/** The tables whose rows a request may create or delete; a refused request leaves all of them alone. */
const TABLES = [
  'organizations',
  'users',
  'sessions',
  'exchange_tokens',
  'groups',
  'group_members',
  'roles',
  'group_roles',
  'group_data_sources',
  'data_sources',
  'queries',
  'query_versions',
  'visualizations',
  'dashboards',
  'widgets',
  'destinations',
  'monitors',
  'subscriptions',
  'schedules',
  'digest_subscriptions',
];

interface Operation {
  method: string;
  path: string;
  hasBody: boolean;
}

const spec = JSON.parse(readFileSync(new URL('rest/openapi.json', ROOT), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
};
const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, hasBody: !!op.requestBody })),
);

// The body fields and query parameters the REST handlers read, taken from their source so that
// fuzzed bodies reach real validation rather than only unknown keys.
const routeSources = readdirSync(new URL('rest/routes/', ROOT)).map((file) => readFileSync(new URL(`rest/routes/${file}`, ROOT), 'utf8'));
const FIELDS = [
  ...new Set(['name', 'options', ...routeSources.flatMap((source) => [...source.matchAll(/body\.(\w+)/g)].map((m) => m[1]))]),
];
const QUERY_PARAMETERS = [
  ...new Set([
    'page',
    'page_size',
    'q',
    'api_key',
    ...routeSources.flatMap((source) => [...source.matchAll(/query\('(\w+)'\)/g)].map((m) => m[1])),
  ]),
];

/** Stand-ins kept short in counterexamples; expanded when the request is built. */
const BIG_STRING = '<300 KB string>';
const DEEP_VALUE = '<nested 80 levels>';

const oddSegments = [
  '0',
  '-1',
  '999999999',
  '99999999999999999999',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  '%00',
  'a%00b',
  '..',
  '.',
  '%2e%2e',
  '%2E%2e',
  '.%2e',
  '%252e%252e',
  '%ff',
  '%c3%28',
  '%',
  '%zz',
  '%ed%a0%80',
  '%F0%9F%98%80',
  '%20',
  '\\',
  '%5c..',
  'null',
];

function valueArbitrary(existingIds: number[]): fc.Arbitrary<unknown> {
  const scalar = fc.oneof(
    fc.integer({ min: -3, max: 3 }),
    fc.constantFrom(...existingIds, 2 ** 31, 2 ** 53 + 1, -(2 ** 31) - 1, 1e308, 0.5, Number.MAX_SAFE_INTEGER),
    fc.boolean(),
    fc.constant(null),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 8 }),
    fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfffy',
      '',
      ' ',
      '*/5 * * * *',
      'UTC',
      'Mars/Olympus',
      '<script>',
      "'; DROP TABLE users; --",
    ),
    fc.constantFrom(BIG_STRING, DEEP_VALUE),
  );
  return fc.oneof(
    { weight: 4, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...FIELDS, 'column', 'op', 'value', 'url', 'parameters', '\u0000'), scalar, { maxKeys: 3 }),
    },
  );
}

function expand(_key: string, value: unknown): unknown {
  if (value === BIG_STRING) return 'x'.repeat(300 * 1024);
  if (value === DEEP_VALUE) {
    let deep: unknown = 1;
    for (let i = 0; i < 80; i++) deep = { a: deep };
    return deep;
  }
  return value;
}

type Body =
  | { kind: 'object'; fields: Record<string, unknown> }
  | { kind: 'text'; text: string }
  | { kind: 'invalid-utf8' }
  | { kind: 'oversized' }
  | { kind: 'none' };

const bodyArbitrary = (existingIds: number[]): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .dictionary(fc.constantFrom(...FIELDS), valueArbitrary(existingIds), { maxKeys: 5 })
        .map((fields): Body => ({ kind: 'object', fields })),
    },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"name":',
          'nul',
          '[1,',
          '{"a":1}}',
          '\u0000',
          'not json',
          '[]',
          '1',
          '"text"',
          'null',
          'true',
          '{"name":"\\ud800"}',
          '{"name":"a\\u0000"}',
          `${'['.repeat(3000)}${']'.repeat(3000)}`,
        )
        .map((text): Body => ({ kind: 'text', text })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'invalid-utf8' }) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'oversized' }) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );

function encodeBody(body: Body): Buffer | undefined {
  switch (body.kind) {
    case 'object':
      return Buffer.from(JSON.stringify(body.fields, expand));
    case 'text':
      return Buffer.from(body.text);
    case 'invalid-utf8':
      return Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}')]);
    case 'oversized':
      return Buffer.alloc(2 * 1024 * 1024 + 10, 0x20);
    case 'none':
      return undefined;
  }
}

let app: TestApp;
let metadata: pg.Client;
let idsByParameter: Record<string, string[]>;

async function rowCounts(): Promise<Record<string, number>> {
  const sql = `SELECT ${TABLES.map((t) => `(SELECT count(*) FROM ${t})::int AS ${t}`).join(', ')}`;
  return (await metadata.query(sql)).rows[0];
}

beforeAll(async () => {
  app = await startTestApp({ role: 'serve' });
  metadata = new pg.Client({ connectionString: app.databaseUrl });
  await metadata.connect();
  const key = app.admin.key;
  const dataSource = await buildPgDataSource(app);
  const query = await buildQuery(app, { dataSourceId: dataSource.id });
  const destination = await buildDestination(app);
  const monitor = await buildMonitor(app, { queryId: query.id });
  const dashboard = (await app.request('POST', '/api/dashboards', { key, body: { name: 'Fuzz board' } })).body;
  const visualization = (
    await app.request('POST', '/api/visualizations', { key, body: { query_id: query.id, type: 'TABLE', name: 'Fuzz table', options: {} } })
  ).body;
  const group = (await app.request('POST', '/api/groups', { key, body: { name: 'Fuzz group' } })).body;
  const existing = [dataSource.id, query.id, destination.id, monitor.id, visualization.id, group.id, app.admin.userId].map(String);
  idsByParameter = { slug: [dashboard.slug, String(dashboard.id)] };
  for (const name of ['id', 'user_id', 'userId', 'dataSourceId', 'data_source_id', 'token']) idsByParameter[name] = existing;
});
afterAll(async () => {
  await metadata?.end();
  await app?.stop();
});

interface Attempt {
  segments: string[];
  dotPath: 'none' | 'insert' | 'append';
  query: [string, string][];
  body: Body;
  auth: 'admin' | 'anonymous' | 'bad-key';
}

function attemptArbitrary(operation: Operation): fc.Arbitrary<Attempt> {
  const parameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  // A dry run of an existing monitor is a valid request that waits (up to 60 s) for a worker to run
  // its check, and this app runs none: it would answer 504 dry_run_timeout with its job left going
  // on, as documented. Only its malformed forms are fuzzed (test/rest/monitor-dry-run covers the rest).
  const waitsForWorker = operation.path.endsWith('/dry_run');
  const segment = (name: string) =>
    waitsForWorker
      ? fc.constantFrom(...oddSegments)
      : fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom(...(idsByParameter[name] ?? ['1'])) },
          { weight: 3, arbitrary: fc.constantFrom(...oddSegments) },
        );
  return fc.record({
    segments: fc.tuple(...parameters.map(segment)),
    dotPath: fc.constantFrom<Attempt['dotPath']>('none', 'none', 'insert', 'append'),
    query: fc.array(
      fc.tuple(
        fc.constantFrom(...QUERY_PARAMETERS),
        fc.constantFrom('1', '0', '-1', '251', 'abc', '%00', '%ff', 'true', '99999999999999999999', ''),
      ),
      { maxLength: 2 },
    ),
    body: operation.hasBody
      ? bodyArbitrary(Object.values(idsByParameter).flat().map(Number).filter(Number.isInteger))
      : fc.constant<Body>({ kind: 'none' }),
    auth: fc.constantFrom<Attempt['auth']>('admin', 'admin', 'admin', 'anonymous', 'bad-key'),
  });
}

function requestPath(operation: Operation, attempt: Attempt): string {
  let index = 0;
  let path = operation.path.replace(/\{\w+\}/g, () => attempt.segments[index++]);
  if (attempt.dotPath === 'insert') path = path.replace(/^(\/api\/[^/]+)\//, '$1/%2e%2e/');
  if (attempt.dotPath === 'append') path = `${path}/..`;
  const query = attempt.query.map(([name, value]) => `${name}=${value}`).join('&');
  return query ? `${path}?${query}` : path;
}

async function send(operation: Operation, attempt: Attempt): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  if (attempt.auth === 'admin') headers.authorization = `Key ${app.admin.key}`;
  if (attempt.auth === 'bad-key') headers.authorization = 'Key not-a-real-key';
  const body = encodeBody(attempt.body);
  if (body) headers['content-type'] = 'application/json';
  return rawRequest(app.url, operation.method, requestPath(operation, attempt), { headers, body });
}

describe('fuzzing every OpenAPI operation', () => {
  it(`answers every malformed request below 500 with a JSON error and no side effect (seed ${SEED})`, { timeout: 240_000 }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      try {
        await fc.assert(
          fc.asyncProperty(attemptArbitrary(operation), async (attempt) => {
            const before = await rowCounts();
            const res = await send(operation, attempt);
            const request = `${operation.method} ${requestPath(operation, attempt)} (${attempt.auth})`;
            expect(res.status, `${request} answered ${res.status}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
            if (res.status >= 400) {
              expect(res.headers['content-type'], `${request}: error without JSON`).toMatch(/application\/json/);
              expect(res.json, `${request}: error body ${res.text.slice(0, 300)}`).toMatchObject({
                message: expect.any(String),
                code: expect.any(String),
              });
              const after = await rowCounts();
              expect(after, `${request} was refused with ${res.status} but changed row counts`).toEqual(before);
            }
          }),
          { seed: SEED + index, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
      } catch (error) {
        failures.push(
          `${operation.method} ${operation.path} (FUZZ_SEED=${SEED}, fast-check seed ${SEED + index}):\n${(error as Error).message.slice(0, 1500)}`,
        );
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});

// GraphQL (issue 29): every mutation with JSON nested past the limit, `__proto__`/`constructor`
// keys, and anonymous documents with list literals nested ~3000 deep. Nothing may answer 5xx, and
// every error carries `extensions.code`.
interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface IntrospectedArg {
  name: string;
  type: TypeRef;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';

function typeText(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeText(ref.ofType!)}!`;
  if (ref.kind === 'LIST') return `[${typeText(ref.ofType!)}]`;
  return ref.name!;
}

function named(ref: TypeRef): TypeRef {
  return ref.ofType ? named(ref.ofType) : ref;
}

function deepJson(levels: number): unknown {
  let value: unknown = { leaf: 1 };
  for (let i = 0; i < levels; i += 1) value = { nested: value };
  return value;
}

describe('fuzzing every GraphQL mutation', () => {
  async function graphql(body: unknown, anonymous = false) {
    const res = await rawRequest(app.url, 'POST', '/graphql', {
      headers: { 'content-type': 'application/json', ...(anonymous ? {} : { authorization: `Key ${app.admin.key}` }) },
      body: JSON.stringify(body),
    });
    return res;
  }

  function expectCodedBelow500(res: RawResponse, what: string) {
    expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
    const parsed = JSON.parse(res.text) as { errors?: { extensions?: { code?: string } }[] };
    for (const error of parsed.errors ?? [])
      expect(error.extensions?.code, `${what}: ${res.text.slice(0, 300)}`).toEqual(expect.any(String));
    return parsed;
  }

  it('deep JSON and __proto__ keys in every JSON argument answer a coded 4xx, never 5xx', { timeout: 240_000 }, async () => {
    const introspection = (
      await graphql({
        query: `{ __type(name: "Mutation") { fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } } }`,
      })
    ).json as { data: { __type: { fields: { name: string; args: IntrospectedArg[]; type: TypeRef }[] } } };
    const inputs = new Map<string, { name: string; type: TypeRef }[]>();
    const inputType = async (name: string) => {
      if (!inputs.has(name)) {
        const res = (await graphql({ query: `{ __type(name: "${name}") { inputFields { name type { ${TYPE_REF} } } } }` })).json as {
          data: { __type: { inputFields: { name: string; type: TypeRef }[] } };
        };
        inputs.set(name, res.data.__type.inputFields);
      }
      return inputs.get(name)!;
    };
    /** A value for `ref`: `json` wherever the type is JSON, plausible values elsewhere. */
    const valueFor = async (ref: TypeRef, json: unknown, depth = 0): Promise<unknown> => {
      if (ref.kind === 'NON_NULL') return valueFor(ref.ofType!, json, depth);
      if (ref.kind === 'LIST') return [await valueFor(ref.ofType!, json, depth)];
      if (ref.name === 'JSON') return json;
      if (ref.kind === 'INPUT_OBJECT') {
        if (depth > 3) return {};
        const fields = await inputType(ref.name!);
        const value: Record<string, unknown> = {};
        for (const field of fields) value[field.name] = await valueFor(field.type, json, depth + 1);
        return value;
      }
      if (ref.kind === 'ENUM') {
        const res = (await graphql({ query: `{ __type(name: "${ref.name}") { enumValues { name } } }` })).json;
        return res.data.__type.enumValues[0].name;
      }
      return { Int: 1, Float: 1, Boolean: true, String: 'x', ID: '1', DateTime: '2026-01-01T00:00:00Z' }[ref.name!] ?? 'x';
    };
    const hostile = [
      ['deep JSON', deepJson(60)],
      ['__proto__ key', JSON.parse('{"__proto__": {"polluted": true}, "a": {"constructor": {"prototype": {"x": 1}}}}')],
    ] as const;
    let tried = 0;
    for (const field of introspection.data.__type.fields) {
      const takesJson = async (ref: TypeRef, depth = 0): Promise<boolean> => {
        const base = named(ref);
        if (base.name === 'JSON') return true;
        if (base.kind !== 'INPUT_OBJECT' || depth > 3) return false;
        for (const f of await inputType(base.name!)) if (await takesJson(f.type, depth + 1)) return true;
        return false;
      };
      const jsonArgs = [];
      for (const arg of field.args) if (await takesJson(arg.type)) jsonArgs.push(arg);
      if (jsonArgs.length === 0) continue;
      const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(named(field.type).kind) ? '{ __typename }' : '';
      const definitions = field.args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
      const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const query = `mutation${definitions ? `(${definitions})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selection} }`;
      for (const [what, json] of hostile) {
        const variables: Record<string, unknown> = {};
        for (const arg of field.args) variables[arg.name] = await valueFor(arg.type, json);
        const res = await graphql({ query, variables });
        const parsed = expectCodedBelow500(res, `${field.name} with ${what}`);
        // The hostile value never reaches a resolver: refused as the request's own error.
        expect(parsed.errors?.length, `${field.name} with ${what}: ${res.text.slice(0, 300)}`).toBeGreaterThan(0);
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(20);
  });

  it('a list literal nested ~3000 deep, anonymous, answers 400 with a code', async () => {
    for (const document of [
      `mutation { createVisualization(options: ${'['.repeat(3000)}${']'.repeat(3000)}) { ... on Visualization { id } } }`,
      `{ __typename(x: ${'['.repeat(3000)}1${']'.repeat(3000)}) }`,
      `query { ${'a { '.repeat(3000)}${'}'.repeat(3000)} }`,
    ]) {
      const res = await graphql({ query: document }, true);
      const parsed = expectCodedBelow500(res, document.slice(0, 40));
      expect(res.status, res.text.slice(0, 300)).toBe(400);
      expect(parsed.errors![0].extensions!.code).toEqual(expect.any(String));
    }
  });
});
