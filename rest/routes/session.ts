import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { operation, readBody } from '../operation.js';
import {
  SessionCurrentDocument,
  SessionExchangeDocument,
  SessionRequestOrganizationCodeDocument,
  SessionSelectOrganizationDocument,
  SessionSignInDocument,
  SessionSignOutDocument,
  SessionSignUpDocument,
} from '../operations/generated/graphql.js';

const current = operation(SessionCurrentDocument);
const signIn = operation(SessionSignInDocument);
const signOut = operation(SessionSignOutDocument);
const selectOrganization = operation(SessionSelectOrganizationDocument);
const requestOrganizationCode = operation(SessionRequestOrganizationCodeDocument);
const exchange = operation(SessionExchangeDocument);
const signUp = operation(SessionSignUpDocument);

export const session = new Hono<RestEnv>()
  .get('/', doc({ run: SessionCurrentDocument }), async (c) => c.json((await current(c)).session))
  .post('/', doc({ run: SessionSignInDocument, wrap: 'user' }), async (c) => {
    const body = await readBody(c);
    return c.json({ user: (await signIn(c, { email: body.email, password: body.password, orgSlug: body.org_slug })).signIn });
  })
  .delete('/', doc({ run: SessionSignOutDocument, shape: 'empty' }), async (c) => {
    await signOut(c);
    return c.body(null, 204);
  })
  .post('/organization', doc({ run: SessionSelectOrganizationDocument }), async (c) => {
    const body = await readBody(c);
    const args = { orgSlug: body.org_slug, password: body.password, code: body.code };
    return c.json((await selectOrganization(c, args)).selectOrganization);
  })
  .post('/organization/code', doc({ run: SessionRequestOrganizationCodeDocument, shape: 'empty' }), async (c) => {
    const body = await readBody(c);
    await requestOrganizationCode(c, { orgSlug: body.org_slug });
    return c.body(null, 204);
  })
  .post('/exchange', doc({ run: SessionExchangeDocument }), async (c) => {
    const body = await readBody(c);
    return c.json({ user: (await exchange(c, { token: body.exchange_token })).exchangeSession });
  });

export const signup = new Hono<RestEnv>().post('/', doc({ run: SessionSignUpDocument, status: 201 }), async (c) => {
  const body = await readBody(c);
  const data = await signUp(c, { orgName: body.org_name, name: body.name, email: body.email, password: body.password });
  return c.json(data.signUp, 201);
});
