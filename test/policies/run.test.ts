import { describe, expect, it } from 'vitest';
import { can, resultReadable, scope, type RunEntity } from '../../src/policies/run.js';
import { disagreements, rows, viewer } from './fixtures.js';

const query = { orgId: 1, userId: 9, dataSourceId: 5, publishedVersion: 1 };
const monitor = { orgId: 1, parent: { dataSourceId: 5 } };
const queryEntity: RunEntity = { type: 'query', id: 3, row: query };
const monitorEntity: RunEntity = { type: 'monitor', id: 4, row: monitor };
const queryRun = { orgId: 1, entityType: 'query', entityId: 3, entity: queryEntity };
const monitorRun = { orgId: 1, entityType: 'monitor', entityId: 4, entity: monitorEntity };

describe('run policy', () => {
  it('a query’s runs follow the query', () => {
    expect(can(viewer({ permissions: ['view_query'] }), 'read', queryRun)).toBe(true);
    expect(can(viewer(), 'read', queryRun)).toBe(false);
    expect(can(viewer({ permissions: ['view_query'] }), 'readResult', queryRun)).toBe(true);
  });

  it('a monitor’s runs follow the monitor (the divergence with query visibility is gone); its results need the results rule', () => {
    // Reaching the connector is enough to see the monitor, so it is enough to see its checks.
    expect(can(viewer(), 'read', monitorRun)).toBe(true);
    expect(can(viewer({ allowlist: [6] }), 'read', monitorRun)).toBe(false);
    expect(can(viewer(), 'readResult', monitorRun)).toBe(false);
    expect(can(viewer({ permissions: ['execute_query'] }), 'readResult', monitorRun)).toBe(true);
    expect(resultReadable(viewer(), { entityType: 'query' })).toBe(true);
    expect(resultReadable(viewer(), { entityType: 'monitor' })).toBe(false);
  });

  it('a run must name the entity it is checked against, in the viewer’s organization', () => {
    expect(can(viewer({ isAdmin: true }), 'read', { ...monitorRun, entityId: 5 })).toBe(false);
    expect(can(viewer({ isAdmin: true }), 'read', { ...monitorRun, entityType: 'query' })).toBe(false);
    expect(can(viewer({ isAdmin: true }), 'read', { ...monitorRun, orgId: 2 })).toBe(false);
    expect(can(null, 'read', queryRun)).toBe(false);
  });

  it('scope (the runs of one entity) matches exactly the rows can(viewer, read) admits', () => {
    for (const entity of [
      queryEntity,
      monitorEntity,
      { ...queryEntity, row: { ...query, publishedVersion: null } },
      { ...monitorEntity, row: { orgId: 1, parent: { dataSourceId: 6 } } },
    ] as RunEntity[]) {
      const fixtures = rows({ orgId: [1, 2], entityType: ['query', 'monitor'], entityId: [entity.id, 99] }).map((r) => ({ ...r, entity }));
      expect(
        disagreements(
          fixtures,
          (v) => scope(v, entity),
          (v, row) => can(v, 'read', row),
        ),
      ).toEqual([]);
    }
  });
});
