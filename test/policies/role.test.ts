import { describe, expect, it } from 'vitest';
import { can, scope } from '../../src/policies/role.js';
import { disagreements, rows, viewer } from './fixtures.js';

describe('role policy', () => {
  it('roles are read with list_users or manage_users and changed with manage_users', () => {
    expect(can(viewer(), 'read', { orgId: 1 })).toBe(false);
    expect(can(viewer({ permissions: ['list_users'] }), 'read', { orgId: 1 })).toBe(true);
    expect(can(viewer({ permissions: ['list_users'] }), 'update', { orgId: 1 })).toBe(false);
    expect(can(viewer({ permissions: ['manage_users'] }), 'delete', { orgId: 1 })).toBe(true);
    expect(can(viewer({ permissions: ['manage_users'] }), 'read', { orgId: 2 })).toBe(false);
  });

  it('scope matches exactly the rows can(viewer, read) admits', () => {
    expect(disagreements(rows({ orgId: [1, 2] }), scope, (v, row) => can(v, 'read', row))).toEqual([]);
  });
});
