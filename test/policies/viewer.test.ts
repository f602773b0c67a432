import { describe, expect, it } from 'vitest';
import type { Viewer, ViewerGroup } from '../../src/auth/viewer.js';
import type { Permission } from '../../src/policies/permissions.js';
import { canCreateDataSource, canReachDataSource, hasPermission, reachesAllDataSources } from '../../src/policies/viewer.js';

function group(overrides: { id?: number; restricted?: boolean; permissions?: Permission[]; dataSources?: number[] }): ViewerGroup {
  return {
    id: overrides.id ?? 1,
    type: 'regular',
    restricted: overrides.restricted ?? false,
    permissions: new Set(overrides.permissions ?? []),
    dataSourceIds: new Set(overrides.dataSources ?? []),
  };
}

function viewer(groups: ViewerGroup[], isAdmin = false): Viewer {
  return {
    id: 1,
    name: 'v',
    email: 'v@x.test',
    createdAt: new Date(0),
    updatedAt: new Date(0),
    org: { id: 1, slug: 'x', name: 'X', domain: null },
    groups,
    permissions: new Set(groups.flatMap((g) => [...g.permissions])),
    isAdmin,
    via: 'key',
    emailVerified: true,
  };
}

describe('policies', () => {
  it('admin implies every permission; others need the key from some role', () => {
    expect(hasPermission(viewer([], true), 'manage_users')).toBe(true);
    expect(hasPermission(viewer([group({ permissions: ['view_query'] })]), 'view_query')).toBe(true);
    expect(hasPermission(viewer([group({ permissions: ['view_query'] })]), 'edit_query')).toBe(false);
    expect(hasPermission(null, 'view_query')).toBe(false);
  });

  it('reaches connectors through unrestricted groups or allowlists', () => {
    const restrictedOnly = viewer([group({ restricted: true, dataSources: [7] })]);
    expect(canReachDataSource(restrictedOnly, 7)).toBe(true);
    expect(canReachDataSource(restrictedOnly, 8)).toBe(false);
    expect(reachesAllDataSources(restrictedOnly)).toBe(false);
    const mixed = viewer([group({ restricted: true, dataSources: [7] }), group({ id: 2 })]);
    expect(canReachDataSource(mixed, 8)).toBe(true);
    expect(canReachDataSource(viewer([]), 7)).toBe(false);
    expect(canReachDataSource(viewer([], true), 99)).toBe(true);
  });

  it('counts create_data_source only through an unrestricted group', () => {
    expect(canCreateDataSource(viewer([group({ restricted: true, permissions: ['create_data_source'] })]))).toBe(false);
    expect(canCreateDataSource(viewer([group({ permissions: ['create_data_source'] })]))).toBe(true);
    // The permission on a restricted group and reach through another group does not combine.
    expect(canCreateDataSource(viewer([group({ restricted: true, permissions: ['create_data_source'] }), group({ id: 2 })]))).toBe(false);
  });
});
