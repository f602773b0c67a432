import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { operation, readBody } from '../operation.js';
import { USER } from './fields.js';

const status = operation(`query($token: String!) { invitation(token: $token) { email organization status } }`);
const accept = operation(`mutation($token: String!, $password: String, $name: String) {
  acceptInvitation(token: $token, password: $password, name: $name) { user { ${USER} } api_key: apiKey } }`);

export const invitations = new Hono<RestEnv>()
  .get('/:token', async (c) => c.json((await status(c.get('ctx'), { token: c.req.param('token') })).invitation))
  .post('/:token/accept', async (c) => {
    const body = await readBody(c);
    const data = await accept(c.get('ctx'), { token: c.req.param('token'), password: body.password, name: body.name });
    return c.json(data.acceptInvitation);
  });
