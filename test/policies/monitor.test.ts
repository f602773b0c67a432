import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer.js';
import type { Permission } from '../../src/policies/permissions.js';
import { canManageMonitor, canSeeMonitor, canWatchQuery } from '../../src/policies/monitor.js';

function viewer(overrides: { isAdmin?: boolean; restricted?: boolean; dataSourceIds?: number[]; permissions?: Permission[]; id?: number } = {}): Viewer {
  const permissions = new Set<Permission>(overrides.permissions ?? []);
  return {
    id: overrides.id ?? 7,
    name: 'v',
    email: 'v@acme.test',
    org: { id: 1, slug: 'acme', name: 'Acme', domain: null },
    groups: [{ id: 1, type: 'regular', restricted: overrides.restricted ?? false, permissions, dataSourceIds: new Set(overrides.dataSourceIds ?? []) }],
    permissions,
    isAdmin: overrides.isAdmin ?? false,
    via: 'key',
  } as unknown as Viewer;
}

const query = (overrides: Partial<{ orgId: number; userId: number; dataSourceId: number; publishedVersion: number | null; isArchived: boolean }> = {}) => ({
  orgId: 1, userId: 99, dataSourceId: 3, publishedVersion: 1, isArchived: false, ...overrides,
});

describe('monitor policies', () => {
  it('a monitor may watch a published query of a reachable connector, or the viewer’s own draft', () => {
    expect(canWatchQuery(viewer(), query())).toBe(true);
    expect(canWatchQuery(viewer(), query({ publishedVersion: null }))).toBe(false);
    expect(canWatchQuery(viewer({ id: 99 }), query({ publishedVersion: null }))).toBe(true);
    expect(canWatchQuery(viewer({ isAdmin: true }), query({ publishedVersion: null }))).toBe(true);
    expect(canWatchQuery(viewer(), query({ isArchived: true }))).toBe(false);
    expect(canWatchQuery(viewer(), query({ orgId: 2 }))).toBe(false);
    expect(canWatchQuery(viewer({ restricted: true }), query())).toBe(false);
    expect(canWatchQuery(viewer({ restricted: true, dataSourceIds: [3] }), query())).toBe(true);
  });
  it('a monitor is seen through its query’s connector, in its organization only', () => {
    expect(canSeeMonitor(viewer(), { orgId: 1, query: { dataSourceId: 3 } })).toBe(true);
    expect(canSeeMonitor(viewer(), { orgId: 2, query: { dataSourceId: 3 } })).toBe(false);
    expect(canSeeMonitor(viewer({ restricted: true, dataSourceIds: [4] }), { orgId: 1, query: { dataSourceId: 3 } })).toBe(false);
  });
  it('changing and acting on monitors needs create_monitor (admin implies it)', () => {
    expect(canManageMonitor(viewer())).toBe(false);
    expect(canManageMonitor(viewer({ permissions: ['create_monitor'] }))).toBe(true);
    expect(canManageMonitor(viewer({ isAdmin: true }))).toBe(true);
  });
});
