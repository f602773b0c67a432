import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { operation, readBody } from '../operation.js';
import { ORGANIZATION, USER } from './fields.js';

const current = operation(`query { session { user { ${USER} } organization { ${ORGANIZATION} } permissions csrf_token: csrfToken } }`);
const signIn = operation(`mutation($email: String, $password: String) { signIn(email: $email, password: $password) { ${USER} } }`);
const signOut = operation(`mutation { signOut }`);
const selectOrganization = operation(`mutation($orgSlug: String) {
  selectOrganization(orgSlug: $orgSlug) { exchange_token: exchangeToken exchange_url: exchangeUrl } }`);
const exchange = operation(`mutation($token: String) { exchangeSession(exchangeToken: $token) { ${USER} } }`);
const signUp = operation(`mutation($orgName: String, $name: String, $email: String, $password: String) {
  signUp(orgName: $orgName, name: $name, email: $email, password: $password) { organization { ${ORGANIZATION} } user { ${USER} } } }`);

export const session = new Hono<RestEnv>()
  .get('/', async (c) => c.json((await current(c.get('ctx'))).session))
  .post('/', async (c) => {
    const body = await readBody(c);
    return c.json({ user: (await signIn(c.get('ctx'), { email: body.email, password: body.password })).signIn });
  })
  .delete('/', async (c) => {
    await signOut(c.get('ctx'));
    return c.body(null, 204);
  })
  .post('/organization', async (c) => {
    const body = await readBody(c);
    return c.json((await selectOrganization(c.get('ctx'), { orgSlug: body.org_slug })).selectOrganization);
  })
  .post('/exchange', async (c) => {
    const body = await readBody(c);
    return c.json({ user: (await exchange(c.get('ctx'), { token: body.exchange_token })).exchangeSession });
  });

export const signup = new Hono<RestEnv>().post('/', async (c) => {
  const body = await readBody(c);
  const data = await signUp(c.get('ctx'), { orgName: body.org_name, name: body.name, email: body.email, password: body.password });
  return c.json(data.signUp, 201);
});
