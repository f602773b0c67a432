import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, operation } from '../operation.js';
import { JOB } from './fields.js';

const get = operation(`query($id: Int!) { job(id: $id) { ${JOB} } }`);
const cancel = operation(`mutation($id: Int!) { cancelJob(id: $id) { ${JOB} } }`);

export const jobs = new Hono<RestEnv>()
  .get('/:id', async (c) => c.json({ job: (await get(c.get('ctx'), { id: idParam(c) })).job }))
  .delete('/:id', async (c) => c.json({ job: (await cancel(c.get('ctx'), { id: idParam(c) })).cancelJob }));
