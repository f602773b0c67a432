import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer.js';
import type { Permission } from '../../src/policies/permissions.js';
import { canCreateVisualization, canEditDashboard, canEditVisualization, canSeeDashboard, canShareDashboard } from '../../src/policies/dashboard.js';

function viewer(id: number, permissions: Permission[], isAdmin = false): Viewer {
  return {
    id,
    name: 'v',
    email: 'v@x.test',
    createdAt: new Date(0),
    updatedAt: new Date(0),
    org: { id: 1, slug: 'acme', name: 'Acme', domain: null },
    groups: [],
    permissions: new Set(permissions),
    isAdmin,
    via: 'key',
    emailVerified: true,
  };
}

const draft = { userId: 7, publishedAt: null };
const published = { userId: 7, publishedAt: new Date() };

describe('dashboard policies', () => {
  it('lets edit_dashboard holders, the creator and admins edit; nobody else', () => {
    expect(canEditDashboard(viewer(1, ['edit_dashboard']), draft)).toBe(true);
    expect(canEditDashboard(viewer(7, ['create_dashboard']), draft)).toBe(true);
    expect(canEditDashboard(viewer(1, [], true), draft)).toBe(true);
    expect(canEditDashboard(viewer(1, ['view_query', 'create_dashboard']), draft)).toBe(false);
    expect(canEditDashboard(null, draft)).toBe(false);
  });

  it('hides a never-published dashboard from everyone but its editors', () => {
    expect(canSeeDashboard(viewer(1, ['view_query']), draft)).toBe(false);
    expect(canSeeDashboard(viewer(1, ['view_query']), published)).toBe(true);
    expect(canSeeDashboard(viewer(7, []), draft)).toBe(true);
    expect(canSeeDashboard(null, published)).toBe(false);
  });

  it('keeps sharing and visualization changes to their permissions', () => {
    expect(canShareDashboard(viewer(1, ['share_dashboard']))).toBe(true);
    expect(canShareDashboard(viewer(1, ['edit_dashboard']))).toBe(false);
    expect(canCreateVisualization(viewer(1, ['create_dashboard']))).toBe(true);
    expect(canCreateVisualization(viewer(1, ['view_query']))).toBe(false);
    expect(canEditVisualization(viewer(1, ['create_dashboard']))).toBe(false);
    expect(canEditVisualization(viewer(1, ['edit_dashboard']))).toBe(true);
  });
});
