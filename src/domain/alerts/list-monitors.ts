import type { Context } from '../../context.js';
import { namedStatement, pool, type Prisma } from '../../db.js';
import { scopeSql } from '../../policies/monitor.js';
import type { AuthorRow } from '../../request-loaders.js';
import {
  authorsJsonSql,
  monitoredFacts,
  queriesDigestSql,
  queriesJsonSql,
  type MonitoredFacts,
  type QueryJson,
} from '../queries/query-read-model.js';

/** A monitor row as Prisma reads it (every column). */
export interface MonitorRow {
  id: number;
  orgId: number;
  userId: number;
  queryId: number;
  name: string;
  options: Prisma.JsonValue;
  rearm: number | null;
  notifyOnRecovery: boolean;
  state: string;
  stateError: string | null;
  acknowledgedAt: Date | null;
  snoozedUntil: Date | null;
  muted: boolean;
  lastTriggeredAt: Date | null;
  lastNotifiedAt: Date | null;
  lastCheckedAt: Date | null;
  lastRunId: number | null;
  breachCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const ms = (column: string) => `(extract(epoch FROM m.${column}) * 1000)::float8`;

// The columns in order: the statement answers arrays (rowMode 'array'), read by index below.
// Timestamps come as epoch milliseconds (timestamptz(3): exact), one Date each, not a parsed string.
const MONITOR_COLUMNS = `m.id, m.org_id, m.user_id, m.query_id, m.name, m.options, m.rearm, m.notify_on_recovery, m.state,
  m.state_error, ${ms('acknowledged_at')}, ${ms('snoozed_until')}, m.muted, ${ms('last_triggered_at')}, ${ms('last_notified_at')},
  ${ms('last_checked_at')}, m.last_run_id, m.breach_count, ${ms('created_at')}, ${ms('updated_at')}`;

const dateOf = (value: unknown) => (value === null ? null : new Date(value as number));

/** A row of MONITOR_COLUMNS (an array, from rowMode 'array' or a JSON array) as Prisma reads it. */
function monitorRowOf(r: unknown[]): MonitorRow {
  return {
    id: r[0] as number,
    orgId: r[1] as number,
    userId: r[2] as number,
    queryId: r[3] as number,
    name: r[4] as string,
    options: r[5] as Prisma.JsonValue,
    rearm: r[6] as number | null,
    notifyOnRecovery: r[7] as boolean,
    state: r[8] as string,
    stateError: r[9] as string | null,
    acknowledgedAt: dateOf(r[10]),
    snoozedUntil: dateOf(r[11]),
    muted: r[12] as boolean,
    lastTriggeredAt: dateOf(r[13]),
    lastNotifiedAt: dateOf(r[14]),
    lastCheckedAt: dateOf(r[15]),
    lastRunId: r[16] as number | null,
    breachCount: r[17] as number,
    createdAt: new Date(r[18] as number),
    updatedAt: new Date(r[19] as number),
  };
}

/**
 * The monitors the viewer sees in ONE named statement: the rows Prisma's `findMany({ where:
 * { ...scope(viewer), queryId }, orderBy: { id }, skip, take })` reads (every one, newest first, by
 * default). Visibility is the monitor policy's `scopeSql`, the SQL form of `scope`.
 */
export async function listMonitors(
  ctx: Context,
  options: { queryId?: number | null; order?: 'asc' | 'desc'; window?: { skip: number; take: number } } = {},
): Promise<MonitorRow[]> {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  let where = scopeSql(ctx.viewer, param);
  if (options.queryId) where += ` AND m.query_id = ${param(options.queryId)}`;
  let sql = `SELECT ${MONITOR_COLUMNS} FROM monitors m WHERE ${where} ORDER BY m.id ${options.order === 'asc' ? 'ASC' : 'DESC'}`;
  if (options.window) sql += ` LIMIT ${param(options.window.take)} OFFSET ${param(options.window.skip)}`;
  const { rows } = await pool.query<unknown[]>({ ...namedStatement('monitor_list', sql, values), rowMode: 'array' });
  return rows.map(monitorRowOf);
}

/**
 * The digest of what the monitor list shows, over `listed` (the listed monitors, each with its row
 * version `row_version`): the monitors in order, the watched queries with what their fields show
 * (queriesDigestSql) and the creators. Placeholders as queriesJsonSql takes them.
 */
function listDigestSql(org: string, viewerId: string): string {
  return `md5(concat(
      (SELECT string_agg(concat(l.id, ':', l.row_version), ',' ORDER BY l.id DESC) FROM listed l), '|',
      ${queriesDigestSql(org, viewerId, 'SELECT DISTINCT query_id FROM listed')}, '|',
      (SELECT string_agg(concat(u.id, ':', u.xmin), ',' ORDER BY u.id) FROM users u
        WHERE u.id = ANY(ARRAY(SELECT DISTINCT user_id FROM listed)))))`;
}

/**
 * Every monitor the viewer sees, newest first (Redash's GET /api/alerts), with the queries they
 * watch and their creators (what the list's `query` and `user` fields show), in ONE statement:
 * the rows listMonitors reads (the monitor policy's `scopeSql`), as JSON arrays of MONITOR_COLUMNS,
 * beside the watched queries and creators of those rows only. Facts are rows; each field still
 * authorizes what it shows. With `revise`, the same statement answers the list's revision (see
 * monitorListRevision), under a statement text of its own.
 */
export async function listMonitorsWithFacts(
  ctx: Context,
  revise = false,
): Promise<{ rows: MonitorRow[]; monitored: MonitoredFacts | null; revision: string | null }> {
  const viewer = ctx.viewer;
  if (!viewer) return { rows: [], monitored: null, revision: null };
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = scopeSql(viewer, param);
  const org = param(viewer.org.id);
  const viewerId = param(viewer.id);
  const sql = `WITH listed AS (SELECT m.*, m.xmin AS row_version FROM monitors m WHERE ${where})
    SELECT (SELECT json_agg(json_build_array(${MONITOR_COLUMNS}) ORDER BY m.id DESC) FROM listed m) AS monitors,
      ${queriesJsonSql(org, viewerId, 'SELECT DISTINCT query_id FROM listed')} AS queries,
      ${authorsJsonSql('SELECT DISTINCT user_id FROM listed')} AS authors${revise ? `, ${listDigestSql(org, viewerId)} AS revision` : ''}`;
  const { rows } = await pool.query<{
    monitors: unknown[][] | null;
    queries: QueryJson[] | null;
    authors: AuthorRow[] | null;
    revision?: string;
  }>(namedStatement(revise ? 'monitor_alerts_revised' : 'monitor_alerts', sql, values));
  const [read] = rows;
  return {
    rows: (read.monitors ?? []).map(monitorRowOf),
    monitored: monitoredFacts(read.queries, read.authors),
    revision: read.revision ?? null,
  };
}

/**
 * The revision of every monitor the viewer sees (what listMonitorsWithFacts answers with `revise`),
 * without reading any JSON: an md5 over the versions (`xmin`) of the listed monitors in order, of
 * the watched queries with what their fields show, and of the creators. Null without a viewer.
 */
export async function monitorListRevision(ctx: Context): Promise<string | null> {
  const viewer = ctx.viewer;
  if (!viewer) return null;
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = scopeSql(viewer, param);
  const sql = `WITH listed AS (SELECT m.id, m.query_id, m.user_id, m.xmin AS row_version FROM monitors m WHERE ${where})
    SELECT ${listDigestSql(param(viewer.org.id), param(viewer.id))} AS revision`;
  const { rows } = await pool.query<{ revision: string }>(namedStatement('monitor_alerts_revision', sql, values));
  return rows[0].revision;
}
