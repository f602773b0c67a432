import { Hono } from 'hono';
import { runResultId } from '../../src/domain/runs/run-result.js';
import { DomainError, ValidationError } from '../../src/errors.js';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { idParam, listBody, operation, pageParams } from '../operation.js';
import { RunsGetDocument, RunsListDocument } from '../operations/generated/graphql.js';
import { resultResponse } from '../result-response.js';

const list = operation(RunsListDocument);
const get = operation(RunsGetDocument);

export const runs = new Hono<RestEnv>()
  .get('/', doc({ run: RunsListDocument, shape: 'list', query: ['entity_type', 'entity_id'] }), async (c) => {
    const page = pageParams(c);
    const entityType = c.req.query('entity_type');
    const entityId = c.req.query('entity_id') ?? '';
    const errors = [];
    if (!entityType) errors.push({ path: 'entity_type', message: 'is required' });
    if (!/^\d{1,9}$/.test(entityId)) errors.push({ path: 'entity_id', message: 'must be an integer id' });
    if (errors.length) throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
    const data = await list(c, { first: page.first, after: page.after, entityType, entityId: Number(entityId) });
    return c.json(listBody(data.runs, page));
  })
  .get('/:id', doc({ run: RunsGetDocument }), async (c) => c.json((await get(c, { id: idParam(c) })).run))
  .get('/:id/result.csv', doc({ run: RunsGetDocument, shape: 'download' }), async (c) => {
    const { run } = await get(c, { id: idParam(c) });
    // query_result_id is null for callers the run policy does not let read the result.
    const resultId = run.query_result_id === null ? null : await runResultId(run.id);
    if (!resultId) {
      const message = 'This run has no result: it failed, was cancelled, is still running, or its result was garbage-collected.';
      throw new DomainError(message, 'not_found', 404);
    }
    return resultResponse(resultId, 'csv');
  });
