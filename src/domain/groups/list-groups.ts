import type { Context } from '../../context.js';
import { namedStatement, pool } from '../../db.js';
import { scopeSql } from '../../policies/group.js';
import { onePageListSource } from '../list-source.js';

/** A listed group in the shape Prisma answers for GroupType's fields: its columns and the relations they show. */
export interface GroupListRow {
  id: number;
  orgId: number;
  name: string;
  type: string;
  restricted: boolean;
  createdAt: Date;
  members: { userId: number }[];
  roles: { roleId: number; role: { permissions: string[] } }[];
  dataSources: { dataSourceId: number }[];
}

interface PageRow extends Omit<GroupListRow, 'members' | 'dataSources'> {
  memberIds: number[];
  dataSourceIds: number[];
  totalCount: number;
}

/** The relations the read model answers (every one GroupType's fields read). */
export const GROUP_LIST_RELATIONS = ['members', 'roles', 'dataSources'] as const;

function listConditions(ctx: Context) {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  return { values, param, where: scopeSql(ctx.viewer, param) };
}

/** What GroupType's relation fields show, built by PostgreSQL for `groups g` (the list's rows and one group's read). */
const RELATIONS = `ARRAY(SELECT m.user_id FROM group_members m WHERE m.group_id = g.id ORDER BY m.user_id) AS "memberIds",
      COALESCE((SELECT json_agg(json_build_object('roleId', gr.role_id, 'role', json_build_object('permissions', r.permissions)) ORDER BY gr.role_id)
        FROM group_roles gr JOIN roles r ON r.id = gr.role_id WHERE gr.group_id = g.id), '[]'::json) AS roles,
      ARRAY(SELECT d.data_source_id FROM group_data_sources d WHERE d.group_id = g.id ORDER BY d.data_source_id) AS "dataSourceIds"`;

export type GroupRelations = Pick<GroupListRow, 'members' | 'roles' | 'dataSources'>;

/**
 * One group's members, roles (with permissions) and connector allowlist in one statement, for a
 * group read alone (its caller authorized it): what the list's rows carry.
 */
export async function readGroupRelations(id: number): Promise<GroupRelations> {
  const { rows } = await pool.query<Pick<PageRow, 'memberIds' | 'dataSourceIds' | 'roles'>>(
    namedStatement('group_relations', `SELECT ${RELATIONS} FROM groups g WHERE g.id = $1`, [id]),
  );
  const row = rows[0] ?? { memberIds: [], roles: [], dataSourceIds: [] };
  return {
    members: row.memberIds.map((userId) => ({ userId })),
    roles: row.roles,
    dataSources: row.dataSourceIds.map((dataSourceId) => ({ dataSourceId })),
  };
}

async function listGroups(ctx: Context, window: { skip: number; take: number }) {
  const { values, param, where } = listConditions(ctx);
  const sql = `SELECT g.id, g.org_id AS "orgId", g.name, g.type, g.restricted, g.created_at AS "createdAt",
      ${RELATIONS},
      count(*) OVER ()::int AS "totalCount"
    FROM groups g WHERE ${where} ORDER BY g.id LIMIT ${param(window.take)} OFFSET ${param(window.skip)}`;
  const { rows } = await pool.query<PageRow>(namedStatement('groups_list', sql, values));
  const result: GroupListRow[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    // The row itself, its relations added (see listUsers: no rest copy, no spread with new keys).
    const row = rows[i] as PageRow & Partial<Pick<GroupListRow, 'members' | 'dataSources'>>;
    row.members = row.memberIds.map((userId) => ({ userId }));
    row.dataSources = row.dataSourceIds.map((dataSourceId) => ({ dataSourceId }));
    result[i] = row as GroupListRow;
  }
  return { rows: result, totalCount: rows.length ? rows[0].totalCount : null };
}

async function countGroups(ctx: Context): Promise<number> {
  const { values, where } = listConditions(ctx);
  const { rows } = await pool.query<{ count: number }>(
    namedStatement('groups_count', `SELECT count(*)::int AS count FROM groups g WHERE ${where}`, values),
  );
  return rows[0].count;
}

/**
 * The groups the viewer may see (the group policy's `scopeSql`, the SQL form of `scope`), by id, a
 * page in ONE statement: the rows, their members, roles (with permissions) and connector allowlist,
 * and the count of every admitted row.
 */
export function groupListSource(ctx: Context) {
  return onePageListSource(
    (window) => listGroups(ctx, window),
    () => countGroups(ctx),
  );
}
