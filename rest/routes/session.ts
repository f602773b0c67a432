import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { operation, readBody } from '../operation.js';
import {
  SessionCurrentDocument,
  SessionExchangeDocument,
  SessionSelectOrganizationDocument,
  SessionSignInDocument,
  SessionSignOutDocument,
  SessionSignUpDocument,
} from '../operations/generated/graphql.js';

const current = operation(SessionCurrentDocument);
const signIn = operation(SessionSignInDocument);
const signOut = operation(SessionSignOutDocument);
const selectOrganization = operation(SessionSelectOrganizationDocument);
const exchange = operation(SessionExchangeDocument);
const signUp = operation(SessionSignUpDocument);

export const session = new Hono<RestEnv>()
  .get('/', async (c) => c.json((await current(c)).session))
  .post('/', async (c) => {
    const body = await readBody(c);
    return c.json({ user: (await signIn(c, { email: body.email, password: body.password })).signIn });
  })
  .delete('/', async (c) => {
    await signOut(c);
    return c.body(null, 204);
  })
  .post('/organization', async (c) => {
    const body = await readBody(c);
    return c.json((await selectOrganization(c, { orgSlug: body.org_slug })).selectOrganization);
  })
  .post('/exchange', async (c) => {
    const body = await readBody(c);
    return c.json({ user: (await exchange(c, { token: body.exchange_token })).exchangeSession });
  });

export const signup = new Hono<RestEnv>().post('/', async (c) => {
  const body = await readBody(c);
  const data = await signUp(c, { orgName: body.org_name, name: body.name, email: body.email, password: body.password });
  return c.json(data.signUp, 201);
});
