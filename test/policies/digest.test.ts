import { describe, expect, it } from 'vitest';
import { can, canCreate, scope } from '../../src/policies/digest.js';
import { disagreements, rows, viewer } from './fixtures.js';

describe('digest subscription policy', () => {
  it('a live subscription is its subscriber’s alone, admins included', () => {
    expect(can(viewer({ id: 1 }), 'read', { orgId: 1, userId: 1, unsubscribedAt: null })).toBe(true);
    expect(can(viewer({ id: 1 }), 'delete', { orgId: 1, userId: 1, unsubscribedAt: new Date() })).toBe(false);
    expect(can(viewer({ id: 2, isAdmin: true }), 'delete', { orgId: 1, userId: 1, unsubscribedAt: null })).toBe(false);
    expect(can(viewer({ id: 1 }), 'read', { orgId: 2, userId: 1, unsubscribedAt: null })).toBe(false);
  });

  it('subscribing needs a dashboard the viewer reads', () => {
    expect(canCreate(viewer(), { orgId: 1, userId: 7, publishedAt: new Date() })).toBe(true);
    expect(canCreate(viewer(), { orgId: 1, userId: 7, publishedAt: null })).toBe(false);
  });

  it('scope matches exactly the rows can(viewer, read) admits', () => {
    expect(
      disagreements(rows({ orgId: [1, 2], userId: [1, 2], unsubscribedAt: [null, new Date(0)] }), scope, (v, row) => can(v, 'read', row)),
    ).toEqual([]);
  });
});
