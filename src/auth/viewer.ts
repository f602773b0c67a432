import { pool } from '../db.js';
import type { Permission } from '../policies/permissions.js';
import { cachedViewer } from './viewer-cache.js';

export interface ViewerGroup {
  id: number;
  type: string;
  restricted: boolean;
  permissions: ReadonlySet<Permission>;
  dataSourceIds: ReadonlySet<number>;
  /** Connectors this group lists as view-only (Redash's `view_only`): they are reached, not run. */
  viewOnlyDataSourceIds?: ReadonlySet<number>;
}

export interface OrgRef {
  id: number;
  slug: string;
  name: string;
  domain: string | null;
}

/** The authenticated user with everything authorization needs, loaded once per request. */
export interface Viewer {
  id: number;
  name: string;
  email: string;
  /** The e-mail was proven (a link mailed to it was followed, or the operator created the account). */
  emailVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
  org: OrgRef;
  groups: ViewerGroup[];
  permissions: ReadonlySet<Permission>;
  isAdmin: boolean;
  via: 'key' | 'session';
  session?: { id: number; csrfToken: string };
}

interface ViewerRow {
  id: number;
  name: string;
  email: string;
  email_verified: boolean;
  created_at: Date;
  updated_at: Date;
  org_id: number;
  org_slug: string;
  org_name: string;
  org_domain: string | null;
  session_id: number | null;
  csrf_token: string | null;
  session_expires_at: Date | null;
  groups: { id: number; type: string; restricted: boolean; permissions: Permission[]; data_sources: number[]; view_only: number[] }[];
}

// One statement per request, prepared once per connection (named): the hottest query there is.
const VIEWER_SQL = (where: string, sessionJoin = '') => `
  SELECT u.id, u.name, u.email, u.email_verified_at IS NOT NULL AS email_verified, u.created_at, u.updated_at, o.id AS org_id, o.slug AS org_slug, o.name AS org_name, o.domain AS org_domain,
         ${sessionJoin ? 's.id AS session_id, s.csrf_token, s.expires_at AS session_expires_at' : 'NULL::int AS session_id, NULL::text AS csrf_token, NULL::timestamptz AS session_expires_at'},
         COALESCE((
           SELECT json_agg(json_build_object(
             'id', g.id, 'type', g.type, 'restricted', g.restricted,
             'permissions', COALESCE((SELECT array_agg(p) FROM group_roles gr JOIN roles r ON r.id = gr.role_id
                                      CROSS JOIN LATERAL unnest(r.permissions) p WHERE gr.group_id = g.id), '{}'),
             'data_sources', COALESCE((SELECT array_agg(gd.data_source_id) FROM group_data_sources gd WHERE gd.group_id = g.id), '{}'),
             'view_only', COALESCE((SELECT array_agg(gd.data_source_id) FROM group_data_sources gd WHERE gd.group_id = g.id AND gd.view_only), '{}')))
           FROM group_members gm JOIN groups g ON g.id = gm.group_id WHERE gm.user_id = u.id), '[]') AS groups
  FROM users u JOIN organizations o ON o.id = u.org_id ${sessionJoin}
  WHERE ${where} AND u.disabled_at IS NULL AND u.accepted_at IS NOT NULL`;

const BY_KEY = { name: 'viewer_by_key', text: VIEWER_SQL('u.api_key_hash = $1') };
const BY_SESSION = {
  name: 'viewer_by_session',
  text: VIEWER_SQL('s.token_hash = $1 AND s.expires_at > $2', 'JOIN sessions s ON s.user_id = u.id'),
};
const BY_ID = { name: 'viewer_by_id', text: VIEWER_SQL('u.id = $1') };

function toViewer(row: ViewerRow, via: Viewer['via']): Viewer {
  const groups: ViewerGroup[] = row.groups.map((g) => ({
    id: g.id,
    type: g.type,
    restricted: g.restricted,
    permissions: new Set(g.permissions),
    dataSourceIds: new Set(g.data_sources),
    viewOnlyDataSourceIds: new Set(g.view_only),
  }));
  const permissions = new Set(groups.flatMap((g) => [...g.permissions]));
  const isAdmin = permissions.has('admin') || groups.some((g) => g.type === 'admin');
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.email_verified,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    org: { id: row.org_id, slug: row.org_slug, name: row.org_name, domain: row.org_domain },
    groups,
    permissions,
    isAdmin,
    via,
    session: row.session_id && row.csrf_token ? { id: row.session_id, csrfToken: row.csrf_token } : undefined,
  };
}

/** The viewer of an API key (by its hash), cached across requests until a change invalidates it. */
export function viewerByApiKeyHash(hash: string, now: Date): Promise<Viewer | null> {
  return cachedViewer(`key:${hash}`, now, async () => {
    const { rows } = await pool.query<ViewerRow>({ ...BY_KEY, values: [hash] });
    return rows[0] ? { viewer: toViewer(rows[0], 'key') } : null;
  });
}

/** The viewer of an unexpired session (by its token's hash), cached like a key's but never past the session's expiry. */
export function viewerBySessionHash(hash: string, now: Date): Promise<Viewer | null> {
  return cachedViewer(`session:${hash}`, now, async () => {
    const { rows } = await pool.query<ViewerRow>({ ...BY_SESSION, values: [hash, now] });
    const row = rows[0];
    return row ? { viewer: toViewer(row, 'session'), expiresAt: row.session_expires_at ?? undefined } : null;
  });
}

/** For the worker and the CLI, which act as a given user. */
export async function viewerById(id: number): Promise<Viewer | null> {
  const { rows } = await pool.query<ViewerRow>({ ...BY_ID, values: [id] });
  return rows[0] ? toViewer(rows[0], 'key') : null;
}
