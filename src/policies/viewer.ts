import type { Viewer } from '../auth/viewer.js';
import type { Permission } from './permissions.js';

/** `admin` implies every permission. */
export function hasPermission(viewer: Viewer | null, permission: Permission): boolean {
  return !!viewer && (viewer.isAdmin || viewer.permissions.has(permission));
}

/** The viewer's effective permission keys, sorted; an admin's include `admin`. */
export function permissionKeys(viewer: Viewer): string[] {
  return [...new Set(viewer.isAdmin ? ['admin', ...viewer.permissions] : [...viewer.permissions])].sort();
}

/**
 * The reach rule: a viewer reaches a connector through any unrestricted group, or through a
 * restricted group whose allowlist holds it. Every feature that touches a connector asks this.
 */
export function canReachDataSource(viewer: Viewer | null, dataSourceId: number): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  return viewer.groups.some((g) => !g.restricted || g.dataSourceIds.has(dataSourceId));
}

/**
 * Whether the viewer may run SQL on a connector it reaches: through a group that reaches it and
 * does not list it as view-only (Redash's `view_only` data-source groups). Admins run everywhere.
 */
export function canRunOnDataSource(viewer: Viewer | null, dataSourceId: number): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  return viewer.groups.some((g) => (!g.restricted || g.dataSourceIds.has(dataSourceId)) && !g.viewOnlyDataSourceIds?.has(dataSourceId));
}

/** Whether the viewer reaches every connector (some unrestricted group, or admin). */
export function reachesAllDataSources(viewer: Viewer): boolean {
  return viewer.isAdmin || viewer.groups.some((g) => !g.restricted);
}

/** Connector ids reachable through restricted groups' allowlists. */
export function allowlistedDataSourceIds(viewer: Viewer): number[] {
  return [...new Set(viewer.groups.flatMap((g) => [...g.dataSourceIds]))];
}

/**
 * A new connector is reachable only by unrestricted groups, so `create_data_source` counts only
 * when it comes through an unrestricted group (the spec's rule).
 */
export function canCreateDataSource(viewer: Viewer | null): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  return viewer.groups.some((g) => !g.restricted && g.permissions.has('create_data_source'));
}
