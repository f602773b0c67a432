import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer.js';
import type { RunEntity } from '../../src/policies/run.js';
import { can, canCreate, scope, watchableQueries } from '../../src/policies/schedule.js';
import { scope as monitorScope } from '../../src/policies/monitor.js';
import { can as canQuery } from '../../src/policies/query.js';
import { disagreements, matches, rows, viewers, viewer } from './fixtures.js';

const monitorEntity: RunEntity = { type: 'monitor', id: 4, row: { orgId: 1, parent: { dataSourceId: 5 } } };
const queryEntity: RunEntity = {
  type: 'query',
  id: 3,
  row: { orgId: 1, userId: 9, dataSourceId: 5, publishedVersion: 1, isArchived: false },
};

describe('schedule policy', () => {
  it('a monitor’s schedules follow the monitor; a query’s follow whether the viewer may watch the query', () => {
    expect(can(viewer(), 'read', { orgId: 1, entityType: 'monitor', entityId: 4, entity: monitorEntity })).toBe(true);
    expect(can(viewer({ allowlist: [6] }), 'read', { orgId: 1, entityType: 'monitor', entityId: 4, entity: monitorEntity })).toBe(false);
    expect(can(viewer(), 'read', { orgId: 1, entityType: 'query', entityId: 3, entity: queryEntity })).toBe(true);
    const archived: RunEntity = { ...queryEntity, row: { ...queryEntity.row, isArchived: true } };
    expect(can(viewer({ isAdmin: true }), 'read', { orgId: 1, entityType: 'query', entityId: 3, entity: archived })).toBe(false);
  });

  it('changing and attaching need the schedule permission', () => {
    const schedule = { orgId: 1, entityType: 'monitor', entityId: 4, entity: monitorEntity };
    expect(can(viewer(), 'update', schedule)).toBe(false);
    expect(can(viewer({ permissions: ['schedule'] }), 'delete', schedule)).toBe(true);
    expect(canCreate(viewer({ permissions: ['schedule'] }), monitorEntity)).toBe(true);
    expect(canCreate(viewer(), monitorEntity)).toBe(false);
    expect(canCreate(viewer({ permissions: ['schedule'], allowlist: [6] }), queryEntity)).toBe(false);
  });

  it('the watchable-query where matches exactly the queries can(viewer, watch) admits', () => {
    const queries = rows({ orgId: [1, 2], userId: [1, 2], dataSourceId: [5, 6], publishedVersion: [null, 1], isArchived: [false, true] });
    expect(disagreements(queries, watchableQueries, (v, row) => canQuery(v, 'watch', row))).toEqual([]);
  });

  it('scope matches exactly the rows can(viewer, read) admits, given the entities the viewer sees', () => {
    const monitors = rows({ id: [1, 2], orgId: [1, 2], dataSourceId: [5, 6] }).map(({ id, orgId, dataSourceId }) => ({
      id: id + orgId * 10 + dataSourceId * 100,
      orgId,
      parent: { dataSourceId },
    }));
    const queries = rows({
      id: [1],
      orgId: [1, 2],
      userId: [1, 2],
      dataSourceId: [5, 6],
      publishedVersion: [null, 1],
      isArchived: [false, true],
    }).map((q, i) => ({ ...q, id: 1000 + i }));
    const entities: RunEntity[] = [
      ...monitors.map((row) => ({ type: 'monitor' as const, id: row.id, row })),
      ...queries.map((row) => ({ type: 'query' as const, id: row.id, row })),
    ];
    const schedules = entities.flatMap((entity) =>
      [1, 2].map((orgId) => ({ orgId, entityType: entity.type, entityId: entity.id, entity })),
    );
    const visible = (v: Viewer) => ({
      monitorIds: monitors.filter((m) => matches(m, monitorScope(v) as Record<string, unknown>)).map((m) => m.id),
      queryIds: queries.filter((q) => matches(q, watchableQueries(v) as Record<string, unknown>)).map((q) => q.id),
    });
    expect(
      disagreements(
        schedules,
        (v) => scope(v, visible(v)),
        (v, row) => can(v, 'read', row),
        viewers(),
      ),
    ).toEqual([]);
  });
});
