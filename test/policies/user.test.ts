import { describe, expect, it } from 'vitest';
import { can, canInvite, canList, scope } from '../../src/policies/user.js';
import { disagreements, rows, viewer } from './fixtures.js';

describe('user policy', () => {
  it('everyone reads and edits themselves; list_users shows the others, manage_users changes them', () => {
    expect(can(viewer(), 'read', { id: 1, orgId: 1 })).toBe(true);
    expect(can(viewer(), 'update', { id: 1, orgId: 1 })).toBe(true);
    expect(can(viewer(), 'read', { id: 2, orgId: 1 })).toBe(false);
    expect(can(viewer({ permissions: ['list_users'] }), 'read', { id: 2, orgId: 1 })).toBe(true);
    expect(can(viewer({ permissions: ['list_users'] }), 'update', { id: 2, orgId: 1 })).toBe(false);
    expect(can(viewer({ permissions: ['manage_users'] }), 'update', { id: 2, orgId: 1 })).toBe(true);
    expect(can(viewer({ permissions: ['manage_users'] }), 'read', { id: 2, orgId: 2 })).toBe(false);
  });

  it('disabling and enabling need manage_users; keys and effective permissions are the admin’s', () => {
    expect(can(viewer(), 'disable', { id: 1, orgId: 1 })).toBe(false);
    expect(can(viewer({ permissions: ['manage_users'] }), 'enable', { id: 2, orgId: 1 })).toBe(true);
    expect(can(viewer({ permissions: ['manage_users'] }), 'regenerateApiKey', { id: 2, orgId: 1 })).toBe(false);
    expect(can(viewer({ isAdmin: true }), 'readPermissions', { id: 2, orgId: 1 })).toBe(true);
    expect(canList(viewer({ permissions: ['list_users'] }))).toBe(true);
    expect(canInvite(viewer({ permissions: ['list_users'] }))).toBe(false);
  });

  it('scope matches exactly the rows can(viewer, read) admits', () => {
    expect(disagreements(rows({ id: [1, 2, 3], orgId: [1, 2] }), scope, (v, row) => can(v, 'read', row))).toEqual([]);
  });
});
