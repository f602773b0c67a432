import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  isScalarType,
  Kind,
  OperationTypeNode,
  typeFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Hono } from 'hono';
import { CONTENT_TYPES, DOWNLOAD_FORMATS } from '../src/domain/results/result-formats.js';
import type { RestEnv } from './env.js';
import { isOpenEndpoint } from './open-endpoints.js';
import { QUERY_PARAMETERS, routeDocOf, type JsonSchema, type RouteDoc } from './route-doc.js';

/** The answer with its object field `name` lifted to the top level; the siblings, left out when null, become optional. */
function spreadField(selected: JsonSchema, name: string): JsonSchema {
  const { [name]: inner, ...siblings } = (selected.properties ?? {}) as Record<string, JsonSchema>;
  if (!inner?.properties) throw new Error(`RouteDoc.spread: ${name} is not an object field of the answer`);
  return { ...inner, properties: { ...(inner.properties as Record<string, JsonSchema>), ...siblings } };
}

const ERROR = { $ref: '#/components/responses/Error' };
const ERROR_STATUSES = ['400', '401', '403', '404', '409', '413', '422', '429'] as const;

const SCALARS: Record<string, JsonSchema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  ID: { type: 'string' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
  JSON: {},
};

/** `schema` that also admits null (OpenAPI 3.1 is JSON Schema: a type list, or anyOf for refs and any). */
function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') {
    return { ...schema, type: [schema.type, 'null'], ...(schema.enum ? { enum: [...(schema.enum as unknown[]), null] } : {}) };
  }
  if (Object.keys(schema).length === 0) return schema;
  return { anyOf: [schema, { type: 'null' }] };
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Walks a document's selections against the schema: JSON Schemas of the answer and of the variables. */
class DocumentSchemas {
  private readonly fragments: Map<string, FragmentDefinitionNode>;
  readonly operation: OperationDefinitionNode;

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
  ) {
    this.fragments = new Map(
      document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    );
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    if (!operation) throw new Error('a route document without an operation');
    this.operation = operation;
  }

  /** The root fields by response name (alias or name). */
  rootFields(): Map<string, { field: FieldNode; type: GraphQLOutputType; description?: string }> {
    const root = this.operation.operation === OperationTypeNode.MUTATION ? this.schema.getMutationType() : this.schema.getQueryType();
    const fields = new Map<string, { field: FieldNode; type: GraphQLOutputType; description?: string }>();
    for (const selection of this.operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || !root) continue;
      const definition = root.getFields()[selection.name.value];
      fields.set(selection.alias?.value ?? selection.name.value, {
        field: selection,
        type: definition.type,
        description: definition.description ?? undefined,
      });
    }
    return fields;
  }

  /** The JSON Schema of a field's value as selected: aliases are the property names. */
  output(type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined): JsonSchema {
    if (isNonNullType(type)) return this.outputNonNull(type.ofType, selectionSet);
    return orNull(this.outputNonNull(type, selectionSet));
  }

  private outputNonNull(type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined): JsonSchema {
    if (isListType(type)) return { type: 'array', items: this.output(type.ofType, selectionSet) };
    if (isScalarType(type)) return SCALARS[type.name] ?? {};
    if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((v) => v.name) };
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    this.collect(type, selectionSet, properties, required, true);
    return { type: 'object', properties, required };
  }

  private collect(
    type: GraphQLOutputType,
    selectionSet: SelectionSetNode | undefined,
    properties: Record<string, JsonSchema>,
    required: string[],
    always: boolean,
  ) {
    const named = getNamedType(type);
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.alias?.value ?? selection.name.value;
        if (selection.name.value === '__typename') {
          properties[name] = { type: 'string' };
        } else if (isObjectType(named) || (isAbstractType(named) && 'getFields' in named)) {
          const definition = named.getFields()[selection.name.value];
          properties[name] = {
            ...this.output(definition.type, selection.selectionSet),
            ...(definition.description ? { description: definition.description } : {}),
          };
        }
        if (always && !required.includes(name)) required.push(name);
        continue;
      }
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? this.fragments.get(selection.name.value) : selection;
      if (!fragment) continue;
      const condition = fragment.typeCondition ? this.schema.getType(fragment.typeCondition.name.value) : named;
      // A fragment on another type (a union member) adds fields that only some answers carry.
      const sameType = !condition || condition === named;
      this.collect((condition as GraphQLOutputType | undefined) ?? type, fragment.selectionSet, properties, required, always && sameType);
    }
  }

  /** The JSON body a route reads: the variables in snake_case, minus those from the path; `input` is flattened. */
  body(exclude: Set<string>): JsonSchema | undefined {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const variable of this.operation.variableDefinitions ?? []) {
      const name = variable.variable.name.value;
      if (exclude.has(name) || name === 'first' || name === 'after') continue;
      const type = typeFromAST(this.schema, variable.type) as GraphQLInputType | undefined;
      if (!type) continue;
      const inner = getNullableType(type);
      if (name === 'input' && isInputObjectType(inner)) {
        for (const field of Object.values(inner.getFields())) {
          properties[snakeCase(field.name)] = this.input(field.type, field.description ?? undefined);
          if (isNonNullType(field.type) && field.defaultValue === undefined) required.push(snakeCase(field.name));
        }
        continue;
      }
      properties[snakeCase(name)] = this.input(type);
      if (isNonNullType(type) && !variable.defaultValue) required.push(snakeCase(name));
    }
    if (!Object.keys(properties).length) return undefined;
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }

  private input(type: GraphQLInputType, description?: string): JsonSchema {
    const schema = isNonNullType(type) ? this.inputNonNull(type.ofType) : orNull(this.inputNonNull(type));
    return description ? { ...schema, description } : schema;
  }

  private inputNonNull(type: GraphQLInputType): JsonSchema {
    if (isListType(type)) return { type: 'array', items: this.input(type.ofType) };
    // The ids REST takes are integers; the bridge turns them into the global ids GraphQL reads.
    if (isScalarType(type)) return type.name === 'ID' ? { type: 'integer' } : (SCALARS[type.name] ?? {});
    if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((v) => v.name) };
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => snakeCase(f.name));
      return {
        type: 'object',
        properties: Object.fromEntries(fields.map((f) => [snakeCase(f.name), this.input(f.type, f.description ?? undefined)])),
        ...(required.length ? { required } : {}),
      };
    }
    return {};
  }
}

const QUERY_RESULT: JsonSchema = {
  type: 'object',
  required: ['query_result'],
  properties: {
    query_result: {
      type: 'object',
      required: ['id', 'data_source_id', 'query', 'query_hash', 'data', 'runtime', 'retrieved_at'],
      properties: {
        id: { type: 'integer' },
        data_source_id: { type: 'integer' },
        query: { type: 'string' },
        query_hash: { type: 'string' },
        data: {
          type: 'object',
          required: ['columns', 'rows'],
          properties: {
            columns: {
              type: 'array',
              items: {
                type: 'object',
                required: ['name', 'friendly_name', 'type'],
                properties: {
                  name: { type: 'string' },
                  friendly_name: { type: 'string' },
                  type: { type: 'string', enum: ['integer', 'float', 'boolean', 'string', 'datetime', 'date'] },
                },
              },
            },
            rows: { type: 'array', items: { type: 'object', additionalProperties: true } },
          },
        },
        runtime: { type: 'number', description: 'Seconds.' },
        retrieved_at: { type: 'string', format: 'date-time' },
      },
    },
  },
};

const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** The first sentence of a description, or the field's name as words. */
function summaryOf(
  routeDoc: RouteDoc,
  read: boolean,
  fieldName: string | undefined,
  description: string | undefined,
  fallback: string,
): string {
  if (routeDoc.summary) return routeDoc.summary;
  const sentence = description?.split(/(?<=\.)\s/)[0]?.replace(/\.$/, '');
  if (sentence && sentence.length <= 100) return sentence;
  if (fieldName) {
    const words = fieldName.replace(/([A-Z])/g, ' $1').toLowerCase();
    const sentence = read ? `${routeDoc.shape === 'list' || routeDoc.shape === 'array' ? 'List' : 'Get'} ${words}` : words;
    return sentence.charAt(0).toUpperCase() + sentence.slice(1);
  }
  return fallback;
}

function operationIdOf(method: string, path: string): string {
  const tail = path
    .replace(/^\/api/, '')
    .replace(/[{}]/g, '')
    .replace(/[^a-zA-Z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase());
  return `${method}${tail}`;
}

/** The OpenAPI operation of one route from its documentation. */
function describeOperation(schema: GraphQLSchema, method: string, path: string, routeDoc: RouteDoc | undefined): Record<string, unknown> {
  const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
  const parameters: Record<string, unknown>[] = pathNames.map((name) => ({
    name,
    in: 'path',
    required: true,
    description: name === 'file' ? 'The result file: `{result_id}.{format}` or `results.{format}`.' : undefined,
    schema: /id$/i.test(name) ? { type: 'integer' } : { type: 'string' },
  }));
  const spec = routeDoc ?? {};
  const shape = spec.shape ?? 'object';
  const document = spec.run ? new DocumentSchemas(schema, spec.run) : undefined;
  const roots = document?.rootFields();
  const answerName = spec.answer ?? (roots?.size === 1 ? [...roots.keys()][0] : undefined);
  const answer = answerName ? roots?.get(answerName) : undefined;
  if (spec.run && !answer && !['empty', 'null', 'download', 'result'].includes(shape)) {
    throw new Error(`${method.toUpperCase()} ${path}: no answer field among ${[...(roots?.keys() ?? [])].join(', ')}`);
  }

  if (shape === 'list') {
    for (const name of ['page', 'page_size'] as const) {
      parameters.push({
        name,
        in: 'query',
        description: name === 'page' ? 'Page number, from 1.' : 'Rows per page (default 25, at most 250).',
        schema: name === 'page' ? { type: 'integer', minimum: 1, default: 1 } : { type: 'integer', minimum: 1, maximum: 250, default: 25 },
      });
    }
  }
  for (const name of spec.query ?? []) {
    const { description, schema: paramSchema, ...rest } = QUERY_PARAMETERS[name];
    parameters.push({ name: name === 'p_parameters' ? 'parameters' : name, in: 'query', description, schema: paramSchema, ...rest });
  }
  if (method === 'get' && !isOpenEndpoint(method, path)) {
    parameters.push({
      name: 'api_key',
      in: 'query',
      description: 'The API key, on GET only (the Authorization header wins).',
      schema: { type: 'string' },
    });
  }

  const selected = answer ? document!.output(answer.type, answer.field.selectionSet) : {};
  const node = (): JsonSchema => {
    const connection = answer ? getNamedType(answer.type) : undefined;
    if (!answer || !isObjectType(connection)) return {};
    const edges = answer.field.selectionSet?.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'edges');
    const nodeField = edges?.selectionSet?.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'node');
    const edgeType = getNamedType(connection.getFields().edges.type);
    if (!nodeField || !isObjectType(edgeType)) return {};
    return document!.output(edgeType.getFields().node.type, nodeField.selectionSet);
  };
  const jobOf = (): JsonSchema => {
    const properties = (selected.properties ?? (selected.anyOf as JsonSchema[] | undefined)?.[0]?.properties) as
      Record<string, JsonSchema> | undefined;
    return properties?.job ?? {};
  };

  /** The top-level fields `extra` adds, each the selection of one field of the answer. */
  const extras = (): { properties: Record<string, JsonSchema>; required: string[] } => {
    const answerProperties = (selected.properties ?? {}) as Record<string, JsonSchema>;
    const properties = Object.fromEntries(
      Object.entries(spec.extra ?? {}).map(([name, field]) => {
        if (!answerProperties[field])
          throw new Error(`${method.toUpperCase()} ${path}: RouteDoc.extra: ${field} is not a field of the answer`);
        return [name, answerProperties[field]];
      }),
    );
    return { properties, required: Object.keys(properties) };
  };
  /** The route's own change to the answer (`reshape`), then its envelope (`wrap`). */
  const finish = (answerSchema: JsonSchema): JsonSchema => {
    const reshaped = spec.reshape ? spec.reshape(answerSchema) : answerSchema;
    return spec.wrap ? { type: 'object', required: [spec.wrap], properties: { [spec.wrap]: reshaped } } : reshaped;
  };

  const status = String(shape === 'empty' ? 204 : (spec.status ?? 200));
  let success: Record<string, unknown>;
  switch (shape) {
    case 'empty':
      success = { description: 'Done; no body.' };
      break;
    case 'null':
      success = { description: 'Done; a JSON `null`, as Redash answers.', content: jsonContent({ type: 'null' }) };
      break;
    case 'list': {
      const added = extras();
      success = {
        description: 'One page of the list.',
        content: jsonContent({
          type: 'object',
          required: ['count', 'page', 'page_size', 'results', ...added.required],
          properties: {
            count: { type: 'integer' },
            page: { type: 'integer' },
            page_size: { type: 'integer' },
            results: { type: 'array', items: finish(node()) },
            ...added.properties,
          },
        }),
      };
      break;
    }
    case 'array':
      success = { description: 'Every visible object.', content: jsonContent({ type: 'array', items: finish(node()) }) };
      break;
    case 'job':
      success = { description: 'The job.', content: jsonContent({ type: 'object', required: ['job'], properties: { job: selected } }) };
      break;
    case 'execution':
      success = {
        description: 'The result when it is cached or the run finished at once; otherwise the job to poll at /api/jobs/{id}.',
        content: jsonContent({
          oneOf: [{ $ref: '#/components/schemas/QueryResult' }, { type: 'object', required: ['job'], properties: { job: jobOf() } }],
        }),
      };
      break;
    case 'result':
      success = { description: 'The stored result.', content: jsonContent({ $ref: '#/components/schemas/QueryResult' }) };
      break;
    case 'download':
      success = {
        description: `The stored result as a file (${DOWNLOAD_FORMATS.join(', ')}), by the extension in the path.`,
        content: Object.fromEntries(
          DOWNLOAD_FORMATS.map((format) => [
            CONTENT_TYPES[format].split(';')[0],
            { schema: format === 'json' ? { $ref: '#/components/schemas/QueryResult' } : { type: 'string', format: 'binary' } },
          ]),
        ),
      };
      break;
    default:
      success = {
        description: status === '201' ? 'Created.' : 'Success.',
        content: jsonContent(finish(spec.spread ? spreadField(selected, spec.spread) : selected)),
      };
  }

  const hasBody = spec.body === undefined ? ['post', 'put', 'patch'].includes(method) : spec.body !== false;
  const bodyDocument = typeof spec.body === 'object' ? new DocumentSchemas(schema, spec.body) : document;
  const body = hasBody && bodyDocument ? bodyDocument.body(new Set(pathNames)) : undefined;
  const fieldName = answer?.field.name.value ?? document?.operation.name?.value;
  const summary = summaryOf(
    spec,
    document?.operation.operation === OperationTypeNode.QUERY,
    fieldName,
    answer?.description,
    `${method.toUpperCase()} ${path}`,
  );
  const open = isOpenEndpoint(method, path);
  const errors = ERROR_STATUSES.filter((code) => !(open && code === '403') && (code !== '413' || hasBody));
  return {
    operationId: operationIdOf(method, path),
    summary,
    ...(answer?.description && answer.description !== summary ? { description: answer.description } : {}),
    tags: [path.split('/')[2] ?? 'api'],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: !!body.required, content: jsonContent(body) } } : {}),
    ...(open ? { security: [] } : {}),
    responses: { [status]: success, ...Object.fromEntries(errors.map((code) => [code, ERROR])) },
  };
}

/**
 * The OpenAPI 3.1 document of the REST layer, from the mounted routes (so it cannot miss one) and
 * each route's `doc()` (rest/route-doc.ts): request and response schemas are read from the GraphQL
 * document the route runs, against the schema that executes it.
 */
export function buildOpenApi(app: Hono<RestEnv>, schema: GraphQLSchema): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const docs = new Map<string, RouteDoc>();
  const routes: { key: string; method: string; path: string }[] = [];
  for (const route of app.routes) {
    // /api/docs is the HTML reference page, not an operation.
    if (route.method === 'ALL' || !route.path.startsWith('/api') || route.path.startsWith('/api/docs')) continue;
    const path = route.path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '') || '/';
    const method = route.method.toLowerCase();
    const key = `${method} ${path}`;
    const found = routeDocOf(route.handler);
    if (found && !docs.has(key)) docs.set(key, found);
    if (!routes.some((r) => r.key === key)) routes.push({ key, method, path });
  }
  for (const { key, method, path } of routes) {
    paths[path] ??= {};
    paths[path][method] = describeOperation(schema, method, path, docs.get(key));
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  const tags = [
    ...new Set(Object.values(sorted).flatMap((methods) => Object.values(methods).flatMap((op) => (op as { tags: string[] }).tags))),
  ]
    .sort()
    .map((name) => ({ name, description: `/api/${name}` }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Overlook REST API',
      version: '1',
      description:
        'Redash-shaped REST API. Every route runs a GraphQL operation (rest/operations) through the /graphql pipeline; the schemas here are derived from those operations.',
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: '/', description: 'This server (paths start with /api).' }],
    security: [{ apiKey: [] }, { apiKeyQuery: [] }, { session: [] }],
    tags,
    paths: sorted,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Key <api_key>`' },
        apiKeyQuery: { type: 'apiKey', in: 'query', name: 'api_key', description: 'GET requests only.' },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'overlook_session',
          description: 'Unsafe methods also need `X-CSRF-Token` equal to the `csrf_token` cookie.',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string', description: 'Stable snake_case code, e.g. validation_failed, not_found, version_conflict.' },
            errors: {
              type: 'array',
              items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
            },
            retry_after_secs: {
              type: 'integer',
              description: 'On 429 rate_limited from a per-minute limit: seconds until its window ends (no Retry-After header is set).',
            },
          },
        },
        QueryResult: QUERY_RESULT,
      },
      responses: { Error: { description: 'Error.', content: jsonContent({ $ref: '#/components/schemas/Error' }) } },
    },
  };
}
