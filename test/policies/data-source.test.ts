import { describe, expect, it } from 'vitest';
import { can, canCreate, scope } from '../../src/policies/data-source.js';
import { disagreements, rows, viewer } from './fixtures.js';

describe('data source (connector) policy', () => {
  it('a connector is read, its schema listed and tested by whoever reaches it', () => {
    for (const action of ['read', 'readSchema', 'test'] as const) {
      expect(can(viewer(), action, { id: 5, orgId: 1 }), action).toBe(true);
      expect(can(viewer({ allowlist: [6] }), action, { id: 5, orgId: 1 }), action).toBe(false);
      expect(can(viewer({ allowlist: null }), action, { id: 5, orgId: 1 }), action).toBe(false);
      expect(can(viewer(), action, { id: 5, orgId: 2 }), action).toBe(false);
    }
  });

  it('changing one needs create_data_source through an unrestricted group', () => {
    expect(can(viewer({ permissions: ['create_data_source'] }), 'update', { id: 5, orgId: 1 })).toBe(true);
    expect(can(viewer({ permissions: ['create_data_source'], allowlist: [5] }), 'delete', { id: 5, orgId: 1 })).toBe(false);
    expect(can(viewer(), 'update', { id: 5, orgId: 1 })).toBe(false);
    expect(canCreate(viewer({ permissions: ['create_data_source'] }))).toBe(true);
    expect(canCreate(viewer({ permissions: ['create_data_source'], allowlist: [5] }))).toBe(false);
  });

  it('scope matches exactly the rows can(viewer, read) admits', () => {
    expect(disagreements(rows({ id: [5, 6], orgId: [1, 2] }), scope, (v, row) => can(v, 'read', row))).toEqual([]);
  });
});
