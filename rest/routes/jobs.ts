import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { idParam, operation } from '../operation.js';
import { JobsCancelDocument, JobsGetDocument } from '../operations/generated/graphql.js';

const get = operation(JobsGetDocument);
const cancel = operation(JobsCancelDocument);

export const jobs = new Hono<RestEnv>()
  .get('/:id', doc({ run: JobsGetDocument, shape: 'job' }), async (c) => c.json({ job: (await get(c, { id: idParam(c) })).job }))
  .delete('/:id', doc({ run: JobsCancelDocument, shape: 'job' }), async (c) =>
    c.json({ job: (await cancel(c, { id: idParam(c) })).cancelJob }),
  );
