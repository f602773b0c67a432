import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { keptOrRendered } from '../kept-answers.js';
import { doc } from '../route-doc.js';
import { flagParam, idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import {
  UsersDisableDocument,
  UsersEnableDocument,
  UsersGetDocument,
  UsersInviteDocument,
  UsersPermissionsDocument,
  UsersRegenerateDocument,
  UsersUpdateDocument,
  RedashUsersListDocument,
  RedashUsersRevisionDocument,
} from '../operations/generated/graphql.js';

const list = operation(RedashUsersListDocument);
const listRevision = operation(RedashUsersRevisionDocument);
const get = operation(UsersGetDocument);
const invite = operation(UsersInviteDocument);
const update = operation(UsersUpdateDocument);
const disable = operation(UsersDisableDocument);
const enable = operation(UsersEnableDocument);
const permissions = operation(UsersPermissionsDocument);
const regenerate = operation(UsersRegenerateDocument);

export const users = new Hono<RestEnv>()
  .get('/', doc({ run: RedashUsersListDocument, shape: 'list', query: ['q', 'search', 'disabled'] }), async (c) => {
    const page = pageParams(c);
    const variables = {
      first: page.first,
      after: page.after,
      search: c.req.query('q') ?? c.req.query('search'),
      disabled: flagParam(c, 'disabled'),
    };
    // Kept per caller for exactly these variables and page numbers (rest/kept-answers.ts).
    return keptOrRendered(
      c,
      `users ${JSON.stringify([variables, page.page, page.pageSize])}`,
      async () => (await listRevision(c, variables)).users.revision,
      async () => {
        const listed = (await list(c, variables)).users;
        return { revision: listed.revision, body: JSON.stringify(listBody(listed, page)) };
      },
    );
  })
  .post('/', doc({ run: UsersInviteDocument, status: 201, spread: 'user', query: ['no_invite'] }), async (c) => {
    const body = await readBody(c);
    // Redash's `?no_invite=1`: the user is created without an invitation e-mail.
    const sendEmail = !flagParam(c, 'no_invite');
    const data = await invite(c, { input: { name: body.name, email: body.email, groupIds: body.groups ?? [], sendEmail } });
    const { user, invite_link } = data.inviteUser;
    // Redash's answer: the user, plus `invite_link` for admins (the key is absent for the others).
    return c.json(invite_link === null ? user : { ...user, invite_link }, 201);
  })
  .get('/:id', doc({ run: UsersGetDocument }), async (c) => c.json((await get(c, { id: idParam(c) })).user))
  .on(['POST', 'PUT', 'PATCH'], '/:id', doc({ run: UsersUpdateDocument }), async (c) => {
    const body = await readBody(c);
    const data = await update(c, { id: idParam(c), input: { name: body.name, email: body.email } });
    return c.json(data.updateUser);
  })
  .post('/:id/disable', doc({ run: UsersDisableDocument }), async (c) => c.json((await disable(c, { id: idParam(c) })).disableUser))
  .delete('/:id/disable', doc({ run: UsersEnableDocument }), async (c) => c.json((await enable(c, { id: idParam(c) })).enableUser))
  .post('/:id/enable', doc({ run: UsersEnableDocument }), async (c) => c.json((await enable(c, { id: idParam(c) })).enableUser))
  .get('/:id/effective_permissions', doc({ run: UsersPermissionsDocument }), async (c) =>
    c.json((await permissions(c, { id: idParam(c) })).effectivePermissions),
  )
  .post('/:id/regenerate_api_key', doc({ run: UsersRegenerateDocument }), async (c) =>
    c.json((await regenerate(c, { id: idParam(c) })).regenerateApiKey),
  );
