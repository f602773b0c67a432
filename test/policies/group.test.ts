import { describe, expect, it } from 'vitest';
import { can, canList, canManage, scope } from '../../src/policies/group.js';
import { disagreements, rows, viewer } from './fixtures.js';

describe('group policy', () => {
  it('a group is seen by list_users and manage_users holders and by its own members', () => {
    expect(can(viewer({ groupId: 10 }), 'read', { id: 10, orgId: 1 })).toBe(true);
    expect(can(viewer({ groupId: 10 }), 'read', { id: 11, orgId: 1 })).toBe(false);
    expect(can(viewer({ permissions: ['list_users'] }), 'read', { id: 11, orgId: 1 })).toBe(true);
    expect(can(viewer({ permissions: ['list_users'] }), 'read', { id: 11, orgId: 2 })).toBe(false);
    expect(canList(viewer({ groupId: 10 }))).toBe(false);
  });

  it('changing a group needs manage_users, membership is not enough', () => {
    expect(can(viewer({ groupId: 10 }), 'update', { id: 10, orgId: 1 })).toBe(false);
    expect(can(viewer({ permissions: ['list_users'] }), 'delete', { id: 11, orgId: 1 })).toBe(false);
    expect(can(viewer({ permissions: ['manage_users'] }), 'delete', { id: 11, orgId: 1 })).toBe(true);
    expect(canManage(viewer({ isAdmin: true }))).toBe(true);
  });

  it('scope matches exactly the rows can(viewer, read) admits', () => {
    expect(disagreements(rows({ id: [10, 11], orgId: [1, 2] }), scope, (v, row) => can(v, 'read', row))).toEqual([]);
  });
});
