import { describe, expect, it } from 'vitest';
import { can, canCreate, scope } from '../../src/policies/monitor.js';
import { disagreements, rows, viewer } from './fixtures.js';

const monitor = { orgId: 1, parent: { dataSourceId: 5 } };
const monitors = rows({ id: [1], orgId: [1, 2], dataSourceId: [5, 6] }).map(({ id, orgId, dataSourceId }) => ({
  id,
  orgId,
  parent: { dataSourceId },
}));

describe('monitor policy', () => {
  it('a monitor is seen through its query’s connector, in its organization only', () => {
    expect(can(viewer(), 'read', monitor)).toBe(true);
    expect(can(viewer(), 'read', { ...monitor, orgId: 2 })).toBe(false);
    expect(can(viewer({ allowlist: [4] }), 'read', monitor)).toBe(false);
    expect(can(viewer({ allowlist: [5] }), 'read', monitor)).toBe(true);
    expect(can(null, 'read', monitor)).toBe(false);
  });

  it('acting on it needs create_monitor (admin implies it), and only on a monitor the viewer sees', () => {
    for (const action of ['update', 'delete', 'run', 'acknowledge', 'snooze', 'mute', 'subscribe', 'retryDelivery'] as const) {
      expect(can(viewer(), action, monitor), action).toBe(false);
      expect(can(viewer({ permissions: ['create_monitor'] }), action, monitor), action).toBe(true);
      expect(can(viewer({ isAdmin: true }), action, monitor), action).toBe(true);
      expect(can(viewer({ permissions: ['create_monitor'], allowlist: [6] }), action, monitor), action).toBe(false);
    }
  });

  it('creating one needs create_monitor and a query it may watch', () => {
    const query = { orgId: 1, userId: 9, dataSourceId: 5, publishedVersion: 1, isArchived: false };
    expect(canCreate(viewer({ permissions: ['create_monitor'] }), query)).toBe(true);
    expect(canCreate(viewer(), query)).toBe(false);
    expect(canCreate(viewer({ permissions: ['create_monitor'] }), { ...query, publishedVersion: null })).toBe(false);
    expect(canCreate(viewer({ permissions: ['create_monitor'] }), { ...query, isArchived: true })).toBe(false);
  });

  it('scope matches exactly the rows can(viewer, read) admits', () => {
    expect(disagreements(monitors, scope, (v, row) => can(v, 'read', row))).toEqual([]);
  });
});
