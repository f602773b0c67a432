import { PERMISSIONS, PERMISSION_KEYS } from '../src/policies/permissions.js';
import { builder } from './builder.js';

const PermissionType = builder.objectRef<{ key: string; description: string }>('Permission').implement({
  description: 'A key of the fixed permission catalog.',
  fields: (t) => ({
    key: t.exposeString('key'),
    description: t.exposeString('description'),
  }),
});

builder.queryField('permissions', (t) =>
  t.field({
    type: [PermissionType],
    description:
      'The fixed catalog of permission keys that roles may hold. A plain list, not a connection: fixed by the build and small, read whole to fill a role form.',
    authScopes: { authenticated: true },
    resolve: () => PERMISSION_KEYS.map((key) => ({ key, description: PERMISSIONS[key] })),
  }),
);
