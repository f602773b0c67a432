import type { Viewer } from '../auth/viewer.js';
import { hasPermission } from './viewer.js';

/**
 * readSettings/updateSettings: the organization's settings (the AI assistant). generateSql: uses the assistant.
 * addSampleData: adds the sample data source, queries, dashboard and monitor (set-up).
 */
export type OrganizationAction = 'readSettings' | 'updateSettings' | 'generateSql' | 'addSampleData';

export interface OrganizationRef {
  id: number;
}

/** Settings are the admin's; the AI assistant needs use_ai_sql (the connector's reach is checked where it is named). */
export function can(viewer: Viewer | null, action: OrganizationAction, org: OrganizationRef): boolean {
  if (!viewer || viewer.org.id !== org.id) return false;
  return action === 'generateSql' ? hasPermission(viewer, 'use_ai_sql') : viewer.isAdmin;
}
