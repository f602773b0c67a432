/**
 * The fixed permission catalog (GET /api/permissions). Roles may hold only these keys.
 * `admin` implies every other permission.
 */
export const PERMISSIONS = {
  admin: 'Everything, including organization settings and effective permissions.',
  list_users: 'See the users and groups of the organization.',
  manage_users: 'Invite, edit, disable and enable users; manage groups and roles.',
  create_data_source: 'Create connectors (only through an unrestricted group).',
  view_query: 'See published queries and their results.',
  create_query: 'Create queries.',
  edit_query: 'Edit and publish queries.',
  execute_query: 'Run queries against connectors.',
  create_dashboard: 'Create dashboards and visualizations.',
  edit_dashboard: 'Edit dashboards, widgets and visualizations.',
  share_dashboard: 'Share, rotate and revoke public dashboard links.',
  manage_destinations: 'Create and edit notification destinations.',
  create_monitor: 'Create and edit monitors and their subscriptions.',
  schedule: 'Attach schedules to queries and monitors.',
  use_ai_sql: 'Generate SQL with the AI assistant.',
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_KEYS = Object.keys(PERMISSIONS).sort() as Permission[];

export function isPermission(key: string): key is Permission {
  return Object.hasOwn(PERMISSIONS, key);
}
