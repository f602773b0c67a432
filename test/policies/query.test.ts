import { describe, expect, it } from 'vitest';
import { can, canCreate, canExecuteOn, scope, type QueryRef } from '../../src/policies/query.js';
import { disagreements, rows, viewer } from './fixtures.js';

const draft = { orgId: 1, userId: 2, dataSourceId: 5, publishedVersion: null, isArchived: false };
const published = { ...draft, publishedVersion: 3 };

describe('query policy', () => {
  it('a draft is seen by its owner and admins only; a published query by view_query or edit_query holders', () => {
    expect(can(viewer({ permissions: ['view_query'] }), 'read', draft)).toBe(false);
    expect(can(viewer({ id: 2 }), 'read', draft)).toBe(true);
    expect(can(viewer({ isAdmin: true }), 'read', draft)).toBe(true);
    expect(can(viewer({ permissions: ['view_query'] }), 'read', published)).toBe(true);
    expect(can(viewer({ permissions: ['edit_query'] }), 'read', published)).toBe(true);
    expect(can(viewer(), 'read', published)).toBe(false);
    expect(can(null, 'read', published)).toBe(false);
    expect(can(viewer({ permissions: ['view_query'], orgId: 9 }), 'read', published)).toBe(false);
  });

  it('the connector reach rule applies to every action', () => {
    const restricted = (allowlist: number[]) =>
      viewer({ permissions: ['view_query', 'edit_query', 'execute_query', 'create_query'], allowlist });
    for (const action of ['read', 'update', 'execute', 'watch'] as const) {
      expect(can(restricted([6]), action, published), action).toBe(false);
      expect(can(restricted([5]), action, published), action).toBe(true);
    }
    expect(canExecuteOn(viewer({ permissions: ['execute_query'], allowlist: [6] }), 5)).toBe(false);
    expect(canCreate(viewer({ permissions: ['create_query'], allowlist: [6] }))).toBe(true);
    expect(canCreate(viewer({ permissions: ['view_query'] }))).toBe(false);
  });

  it('editing needs edit_query or ownership with create_query; running needs execute_query; the working version is for editors', () => {
    expect(can(viewer({ permissions: ['view_query'] }), 'update', published)).toBe(false);
    expect(can(viewer({ permissions: ['view_query', 'edit_query'] }), 'publish', published)).toBe(true);
    expect(can(viewer({ id: 2, permissions: ['create_query'] }), 'archive', draft)).toBe(true);
    expect(can(viewer({ permissions: ['create_query', 'view_query'] }), 'update', published)).toBe(false);
    expect(can(viewer({ permissions: ['view_query'] }), 'execute', published)).toBe(false);
    expect(can(viewer({ permissions: ['view_query', 'execute_query'] }), 'execute', published)).toBe(true);
    // execute_query alone does not make an unseen query runnable.
    expect(can(viewer({ permissions: ['execute_query'] }), 'execute', published)).toBe(false);
    expect(can(viewer({ permissions: ['view_query'] }), 'readWorking', published)).toBe(false);
    expect(can(viewer({ permissions: ['edit_query'] }), 'readWorking', published)).toBe(true);
  });

  it('a monitor may watch a published query or the viewer’s own draft, never an archived one, without view_query', () => {
    expect(can(viewer(), 'watch', published)).toBe(true);
    expect(can(viewer(), 'watch', draft)).toBe(false);
    expect(can(viewer({ id: 2 }), 'watch', draft)).toBe(true);
    expect(can(viewer({ isAdmin: true }), 'watch', draft)).toBe(true);
    expect(can(viewer(), 'watch', { ...published, isArchived: true })).toBe(false);
    expect(can(viewer(), 'watch', { ...published, orgId: 2 })).toBe(false);
  });

  it('scope matches exactly the rows can(viewer, read) admits', () => {
    const fixtures = rows<QueryRef & Record<string, unknown>>({
      orgId: [1, 2],
      userId: [1, 2, 3],
      dataSourceId: [5, 6],
      publishedVersion: [null, 1],
      isArchived: [false, true],
    });
    expect(disagreements(fixtures, scope, (v, row) => can(v, 'read', row))).toEqual([]);
    expect(scope(null)).toEqual({ id: { in: [] } });
    // The check is not vacuous: a scope that forgets the reach rule is caught.
    const withoutReach = (v: Parameters<typeof scope>[0]) =>
      Object.fromEntries(Object.entries(scope(v)).filter(([key]) => key !== 'dataSourceId'));
    expect(disagreements(fixtures, withoutReach, (v, row) => can(v, 'read', row)).length).toBeGreaterThan(0);
  });
});
