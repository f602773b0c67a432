import type { Context } from '../src/context.js';
import type { ExecutionAnswer, JobShape, QueryResultShape } from '../src/domain/execution/request-execution.js';
import { loadResult, resultMeta, type ResultMeta } from '../src/domain/results/read-result.js';
import { NotFoundError } from '../src/errors.js';
import { authorizeQueryResult } from '../src/policies/query-result.js';
import { builder } from './builder.js';
import { NodeInterface, nodeType } from './node.js';

/** GraphQL answers at most this many rows in `data`; REST and downloads stream any size. */
const GRAPHQL_MAX_ROWS = 50_000;

export const QueryResultType = builder.objectRef<QueryResultShape>('QueryResult').implement({
  description: 'A stored result. Rows are read in chunks; downloads (csv, tsv, xlsx, json) stream them.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    dataSourceId: t.exposeInt('dataSourceId'),
    query: t.exposeString('queryText', { description: 'The text that ran, parameters as placeholders.' }),
    queryHash: t.exposeString('queryHash'),
    runtime: t.exposeFloat('runtime', { description: 'Seconds.' }),
    retrievedAt: t.expose('retrievedAt', { type: 'DateTime' }),
    rowCount: t.int({ resolve: async (r) => (await resultMeta(r.id))?.rowCount ?? 0 }),
    data: t.field({
      type: 'JSON',
      description: `{columns: [{name, friendly_name, type}], rows: [{column: value}]}; at most ${GRAPHQL_MAX_ROWS} rows here.`,
      resolve: async (r) => {
        const loaded = await loadResult(r.id, { maxRows: GRAPHQL_MAX_ROWS });
        if (!loaded) throw new NotFoundError('Query result');
        return { columns: loaded.columns, rows: loaded.rows };
      },
    }),
  }),
});

export const JobType = builder.objectRef<JobShape>('Job').implement({
  description: 'An execution: 1 queued, 2 started, 3 success (queryResultId set), 4 failure (error set), 5 cancelled.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    status: t.exposeInt('status'),
    queryResultId: t.exposeInt('queryResultId', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    runId: t.exposeInt('runId', { nullable: true }),
  }),
});

export const ExecutionPayload = builder.objectRef<ExecutionAnswer>('ExecutionPayload').implement({
  description: 'Exactly one of queryResult (a cached result was fresh enough) and job (poll it until 3, 4 or 5).',
  fields: (t) => ({
    queryResult: t.field({ type: QueryResultType, nullable: true, resolve: (a) => ('queryResult' in a ? a.queryResult : null) }),
    job: t.field({ type: JobType, nullable: true, resolve: (a) => ('job' in a ? a.job : null) }),
  }),
});

export function resultShape(meta: ResultMeta): QueryResultShape {
  return {
    id: meta.id,
    dataSourceId: meta.dataSourceId,
    queryHash: meta.queryHash,
    queryText: meta.queryText,
    runtime: meta.runtime,
    retrievedAt: meta.retrievedAt,
  };
}

export async function latestResultOf(ctx: Context, resultId: number | null): Promise<QueryResultShape> {
  if (!resultId) throw new NotFoundError('Query result');
  return resultShape(authorizeQueryResult(ctx.viewer, await resultMeta(resultId)));
}

export const QueryResultNode = nodeType(QueryResultType, 'QueryResult', async (ctx, id) =>
  resultShape(authorizeQueryResult(ctx.viewer, await resultMeta(id))),
);

builder.queryFields((t) => ({
  queryResult: t.field({
    type: QueryResultType,
    args: { id: t.arg.globalID({ for: QueryResultNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => resultShape(authorizeQueryResult(ctx.viewer, await resultMeta(id))),
  }),
}));
