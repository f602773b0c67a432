import { describe, expect, it } from 'vitest';
import type { Viewer, ViewerGroup } from '../../src/auth/viewer.js';
import type { Permission } from '../../src/policies/permissions.js';
import { canCreateQuery, canEditQuery, canExecuteOn, canSeeQuery, canSeeResultsOf, seesWorkingVersion } from '../../src/policies/query.js';

function viewer(permissions: Permission[], options: { id?: number; isAdmin?: boolean; allowlist?: number[] } = {}): Viewer {
  const group: ViewerGroup = {
    id: 1,
    type: 'regular',
    restricted: options.allowlist !== undefined,
    permissions: new Set(permissions),
    dataSourceIds: new Set(options.allowlist ?? []),
  };
  return {
    id: options.id ?? 1,
    name: 'v',
    email: 'v@x.test',
    createdAt: new Date(0),
    updatedAt: new Date(0),
    org: { id: 1, slug: 'x', name: 'X', domain: null },
    groups: [group],
    permissions: new Set(permissions),
    isAdmin: options.isAdmin ?? false,
    via: 'key',
    emailVerified: true,
  };
}

const draft = { orgId: 1, userId: 2, dataSourceId: 5, publishedVersion: null };
const published = { ...draft, publishedVersion: 3 };

describe('query policies', () => {
  it('a draft is seen by its owner and admins only; a published query by view_query holders', () => {
    expect(canSeeQuery(viewer(['view_query']), draft)).toBe(false);
    expect(canSeeQuery(viewer([], { id: 2 }), draft)).toBe(true);
    expect(canSeeQuery(viewer([], { isAdmin: true }), draft)).toBe(true);
    expect(canSeeQuery(viewer(['view_query']), published)).toBe(true);
    expect(canSeeQuery(viewer([]), published)).toBe(false);
    expect(canSeeQuery(null, published)).toBe(false);
    expect(canSeeQuery(viewer(['view_query']), { ...published, orgId: 9 })).toBe(false);
  });

  it('the connector reach rule applies to every path', () => {
    expect(canSeeQuery(viewer(['view_query'], { allowlist: [6] }), published)).toBe(false);
    expect(canSeeQuery(viewer(['view_query'], { allowlist: [5] }), published)).toBe(true);
    expect(canExecuteOn(viewer(['execute_query'], { allowlist: [6] }), 5)).toBe(false);
    expect(canCreateQuery(viewer(['create_query'], { allowlist: [6] }), 5)).toBe(false);
    expect(canSeeResultsOf(viewer(['view_query'], { allowlist: [6] }), 1, 5)).toBe(false);
  });

  it('edit needs edit_query or ownership with create_query; execute needs execute_query', () => {
    expect(canEditQuery(viewer(['view_query']), published)).toBe(false);
    expect(canEditQuery(viewer(['edit_query']), published)).toBe(true);
    expect(canEditQuery(viewer(['create_query'], { id: 2 }), draft)).toBe(true);
    expect(canEditQuery(viewer(['create_query']), published)).toBe(false);
    expect(canExecuteOn(viewer(['view_query']), 5)).toBe(false);
    expect(canExecuteOn(viewer(['execute_query']), 5)).toBe(true);
    expect(seesWorkingVersion(viewer(['view_query']), published)).toBe(false);
    expect(seesWorkingVersion(viewer(['edit_query']), published)).toBe(true);
  });
});
