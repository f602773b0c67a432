import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { operation, readBody } from '../operation.js';
import { InvitationsAcceptDocument, InvitationsStatusDocument } from '../operations/generated/graphql.js';

const status = operation(InvitationsStatusDocument);
const accept = operation(InvitationsAcceptDocument);

export const invitations = new Hono<RestEnv>()
  .get('/:token', doc({ run: InvitationsStatusDocument }), async (c) =>
    c.json((await status(c, { token: c.req.param('token') })).invitation),
  )
  .post('/:token/accept', doc({ run: InvitationsAcceptDocument }), async (c) => {
    const body = await readBody(c);
    const data = await accept(c, { token: c.req.param('token'), password: body.password, name: body.name });
    return c.json(data.acceptInvitation);
  });
