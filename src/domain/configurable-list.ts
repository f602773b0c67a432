import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { namedStatement, pool } from '../db.js';
import { onePageListSource } from './list-source.js';

/** A listed configurable kind (connector or destination): the columns its GraphQL type's fields read. */
export interface ConfigurableListRow {
  id: number;
  orgId: number;
  name: string;
  type: string;
  options: unknown;
  secretOptionsEncrypted: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The kind's table, its alias in the statement, and its policy's scope as SQL on that alias. */
interface ConfigurableTable {
  table: 'data_sources' | 'destinations';
  alias: string;
  scopeSql: (viewer: Viewer | null, param: (value: unknown) => string) => string;
}

function listConditions(ctx: Context, kind: ConfigurableTable) {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  return { values, param, where: kind.scopeSql(ctx.viewer, param) };
}

async function listPage(ctx: Context, kind: ConfigurableTable, window: { skip: number; take: number }) {
  const { values, param, where } = listConditions(ctx, kind);
  const t = kind.alias;
  const sql = `SELECT ${t}.id, ${t}.org_id AS "orgId", ${t}.name, ${t}.type, ${t}.options, ${t}.secret_options_encrypted AS "secretOptionsEncrypted",
      ${t}.created_at AS "createdAt", ${t}.updated_at AS "updatedAt", count(*) OVER ()::int AS "totalCount"
    FROM ${kind.table} ${t} WHERE ${where} ORDER BY ${t}.id LIMIT ${param(window.take)} OFFSET ${param(window.skip)}`;
  const { rows } = await pool.query<ConfigurableListRow & { totalCount: number }>(namedStatement(`${kind.table}_list`, sql, values));
  return { rows: rows as ConfigurableListRow[], totalCount: rows.length ? rows[0].totalCount : null };
}

async function countAll(ctx: Context, kind: ConfigurableTable): Promise<number> {
  const { values, where } = listConditions(ctx, kind);
  const { rows } = await pool.query<{ count: number }>(
    namedStatement(`${kind.table}_count`, `SELECT count(*)::int AS count FROM ${kind.table} ${kind.alias} WHERE ${where}`, values),
  );
  return rows[0].count;
}

/**
 * The rows of a configurable kind the viewer sees (its policy's `scopeSql`, the SQL form of
 * `scope`), by id, a page in ONE statement with the count of every admitted row.
 */
export function configurableListSource(ctx: Context, kind: ConfigurableTable) {
  return onePageListSource(
    (window) => listPage(ctx, kind, window),
    () => countAll(ctx, kind),
  );
}
