import { describe, expect, it } from 'vitest';
import { can, canCreate, scope } from '../../src/policies/destination.js';
import { disagreements, rows, viewer } from './fixtures.js';

describe('destination policy', () => {
  it('every member of the organization reads destinations; managing them needs manage_destinations', () => {
    expect(can(viewer(), 'read', { orgId: 1 })).toBe(true);
    expect(can(viewer(), 'read', { orgId: 2 })).toBe(false);
    for (const action of ['update', 'delete', 'test'] as const) {
      expect(can(viewer(), action, { orgId: 1 }), action).toBe(false);
      expect(can(viewer({ permissions: ['manage_destinations'] }), action, { orgId: 1 }), action).toBe(true);
      expect(can(viewer({ permissions: ['manage_destinations'] }), action, { orgId: 2 }), action).toBe(false);
    }
    expect(canCreate(viewer())).toBe(false);
    expect(canCreate(viewer({ isAdmin: true }))).toBe(true);
  });

  it('scope matches exactly the rows can(viewer, read) admits', () => {
    expect(disagreements(rows({ orgId: [1, 2] }), scope, (v, row) => can(v, 'read', row))).toEqual([]);
  });
});
