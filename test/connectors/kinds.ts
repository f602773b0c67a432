/**
 * The connector kinds the conformance suite (test/connectors/conformance.test.ts) runs against a
 * real server of each kind. Adding a connector: one folder in src/connectors/<kind>/ and ONE entry
 * in KINDS below: its options factory and its SQL dialect snippets.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { connectorKind } from '../../src/connectors/index.js';
import type { Column, ColumnType, ConnectorKind, InputTable, JsonBatch } from '../../src/connectors/types.js';
import { env } from '../../src/env.js';

/** The columns of the typed row every kind answers (SQL.types), in this order. */
export const TYPED_COLUMNS = ['i', 'big', 'f', 'd', 'b', 's', 'dt', 'ts', 'tz', 'n'] as const;
export type TypedColumn = (typeof TYPED_COLUMNS)[number];

/** What the typed row's columns are for a kind with every type: JSON types and values. */
export const TYPED_TYPES: Record<TypedColumn, ColumnType> = {
  i: 'integer',
  big: 'integer',
  f: 'float',
  d: 'float',
  b: 'boolean',
  s: 'string',
  dt: 'date',
  ts: 'datetime',
  tz: 'datetime',
  n: 'integer',
};
export const UNICODE = 'Grüße, 世界 😀 — ‘quotes’';
export const TYPED_VALUES: Record<TypedColumn, unknown> = {
  i: 42,
  // 2^53 - 1: the largest integer JSON numbers keep exactly.
  big: 9007199254740991,
  f: 1.5,
  d: 12345.67,
  b: true,
  s: UNICODE,
  dt: '2024-02-29',
  ts: '2024-02-29T13:45:06',
  // 13:45:06 at +02:00, answered in UTC.
  tz: '2024-02-29T11:45:06.000Z',
  n: null,
};

export interface Dialect {
  /** One row of TYPED_COLUMNS holding TYPED_VALUES, then one row of the same columns all NULL. */
  types: string;
  /** Rows 1..n in one integer column `x`, in order. */
  rows: (n: number) => string;
  /**
   * Server kinds: a statement streaming rows for many seconds unless stopped, `marker` in its text
   * (the store stopping at RESULT_MAX_ROWS must stop it on the server).
   */
  many?: (marker: string) => string;
  /** A statement that runs for at least 30 s unless stopped; `marker` appears in its text. */
  slow: (marker: string) => string;
  /** A syntax error, and where the database says it is (a position or a line), when it says. */
  syntaxError: string;
  errorPosition?: RegExp;
  /** The table schema browsing must list, created by `setup`. */
  schemaTable: string;
}

export interface KindUnderTest {
  /** The registered type code. */
  type: string;
  /** Options of a data source on the test server; `extra` overrides fields. */
  options: (extra?: Record<string, unknown>) => Record<string, unknown>;
  sql: Dialect;
  /** Where the kind's JSON types or values differ from TYPED_TYPES / TYPED_VALUES, and why. */
  differs?: { types?: Partial<Record<TypedColumn, ColumnType>>; values?: Partial<Record<TypedColumn, unknown>> };
  /** Statements still running on the server whose text holds `marker` (server kinds). */
  running?: (marker: string) => Promise<number>;
  /** A session id query (server kinds with pooled connections): equal for two jobs of one pool key. */
  sessionId?: string;
  /** What the egress guard (or the kind's own lock) refuses: options, or a statement, with its message. */
  refused: { options?: Record<string, unknown>; sql?: string; message: RegExp };
  /** Creates what the kind's tests read (a table for schema browsing, a file). */
  setup?: () => Promise<void>;
  /** Tables handed to run() by the execution layer (Query Results). */
  tables?: () => InputTable[];
  /** A kind whose answers are not SQL rows (Prometheus: time, value, labels): what `sql.types` answers instead. */
  typed?: { columns: [string, ColumnType][]; rows: unknown[][] };
  /** The part of each answered row the checks compare (default: the row). */
  rowView?: (row: unknown[]) => unknown[];
}

const TYPED_SQL_PG = `SELECT * FROM (VALUES
  (42, 9007199254740991::bigint, 1.5::float8, 12345.67::numeric(10,2), true, '${UNICODE}'::text, DATE '2024-02-29',
   TIMESTAMP '2024-02-29 13:45:06', TIMESTAMPTZ '2024-02-29 13:45:06+02', NULL::int),
  (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)) AS t(i, big, f, d, b, s, dt, ts, tz, n)`;

const TYPED_SQL_MYSQL = `SELECT 42 AS i, CAST(9007199254740991 AS SIGNED) AS big, CAST(1.5 AS DOUBLE) AS f, CAST(12345.67 AS DECIMAL(10,2)) AS d,
  TRUE AS b, '${UNICODE}' AS s, DATE '2024-02-29' AS dt, TIMESTAMP '2024-02-29 13:45:06' AS ts,
  CONVERT_TZ(TIMESTAMP '2024-02-29 13:45:06', '+02:00', '+00:00') AS tz, CAST(NULL AS SIGNED) AS n
  UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL`;

const TYPED_SQL_DUCKDB = `SELECT * FROM (VALUES
  (42, 9007199254740991::BIGINT, 1.5::DOUBLE, 12345.67::DECIMAL(10,2), true, '${UNICODE}', DATE '2024-02-29',
   TIMESTAMP '2024-02-29 13:45:06', TIMESTAMPTZ '2024-02-29 13:45:06+02', NULL::INTEGER),
  (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)) AS t(i, big, f, d, b, s, dt, ts, tz, n)`;

const pgRunning = async (marker: string) =>
  Number((await sqlOn('pg', `SELECT count(*) FROM pg_stat_activity WHERE query LIKE '%${marker}%' AND pid <> pg_backend_pid()`))[0][0]);
const mysqlRunning = async (marker: string) =>
  Number(
    (
      await sqlOn(
        'mysql',
        `SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE INFO LIKE '%${marker}%' AND ID <> CONNECTION_ID() AND COMMAND = 'Query'`,
      )
    )[0][0],
  );

const MYSQL_DIALECT: Dialect = {
  types: TYPED_SQL_MYSQL,
  // MariaDB's Sequence engine (a recursive CTE stops at 1000 rows by default).
  rows: (n) => `SELECT CAST(seq AS SIGNED) AS x FROM seq_1_to_${n} ORDER BY x`,
  many: (marker) => `SELECT seq AS \`${marker}\`, REPEAT('x', 200) AS pad FROM seq_1_to_1000000000`,
  slow: (marker) => `SELECT SLEEP(30) AS \`${marker}\``,
  syntaxError: 'SELECT 1 FROM WHERE',
  errorPosition: /at line \d/,
  schemaTable: 'conformance_schema',
};
const MYSQL_DIFFERS = {
  // MySQL has no boolean type (TRUE is TINYINT 1), nor a zoned timestamp (the test converts to UTC in SQL).
  types: { b: 'integer' as const },
  values: { b: 1, tz: '2024-02-29T11:45:06' },
};
const mysqlSetup = async () => {
  await sqlOn('mysql', 'CREATE TABLE IF NOT EXISTS conformance_schema (id INT PRIMARY KEY, label VARCHAR(20))');
};

const duckdbFile = () => join(env.DATA_DIR, 'conformance.duckdb');

/** The MariaDB and MySQL kinds, both against the MariaDB server on :3306. */
const mariadb = (extra: Record<string, unknown> = {}) => ({ host: '127.0.0.1', port: 3306, user: 'root', dbname: 'test', ...extra });

export const KINDS: KindUnderTest[] = [
  {
    type: 'pg',
    options: (extra = {}) => ({ host: '127.0.0.1', port: 5432, user: 'postgres', dbname: 'postgres', ...extra }),
    sql: {
      types: TYPED_SQL_PG,
      rows: (n) => `SELECT x::int AS x FROM generate_series(1, ${n}) AS x ORDER BY x`,
      // A function scan materialises its whole set first: two small ones, joined, stream at once.
      many: (marker) =>
        `SELECT a * 100000 + b AS "${marker}", repeat('x', 200) AS pad FROM generate_series(0, 9999) a, generate_series(1, 100000) b`,
      slow: (marker) => `SELECT pg_sleep(30) AS "${marker}"`,
      syntaxError: 'SELECT 1 FROM WHERE',
      errorPosition: /position \d+/,
      schemaTable: 'conformance_schema',
    },
    running: pgRunning,
    sessionId: 'SELECT pg_backend_pid()',
    refused: { options: { host: '169.254.169.254' }, message: /refused by the outbound policy/ },
    setup: async () => {
      await sqlOn('pg', 'CREATE TABLE IF NOT EXISTS conformance_schema (id int PRIMARY KEY, label text)');
    },
  },
  {
    type: 'mysql',
    options: mariadb,
    sql: MYSQL_DIALECT,
    differs: MYSQL_DIFFERS,
    running: mysqlRunning,
    sessionId: 'SELECT CONNECTION_ID()',
    refused: { options: { host: '169.254.169.254' }, message: /refused by the outbound policy/ },
    setup: mysqlSetup,
  },
  {
    // The same connector code on the same server as `mysql`, named as MariaDB users know it.
    type: 'mysql',
    options: (extra = {}) => mariadb({ statement_timeout_ms: 60_000, ...extra }),
    sql: MYSQL_DIALECT,
    differs: MYSQL_DIFFERS,
    running: mysqlRunning,
    sessionId: 'SELECT CONNECTION_ID()',
    refused: { options: { host: '169.254.169.254' }, message: /refused by the outbound policy/ },
    setup: mysqlSetup,
  },
  {
    type: 'sqlite',
    options: (extra = {}) => ({ path: 'conformance.sqlite', ...extra }),
    sql: {
      types: `SELECT 42 AS i, 9007199254740991 AS big, 1.5 AS f, 12345.67 AS d, 1 AS b, '${UNICODE}' AS s, '2024-02-29' AS dt,
        '2024-02-29T13:45:06' AS ts, '2024-02-29T11:45:06.000Z' AS tz, NULL AS n
        UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL`,
      rows: (n) => `WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r WHERE x < ${n}) SELECT x FROM r`,
      slow: (marker) =>
        `WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r WHERE x < 1000000000000) SELECT x AS "${marker}" FROM r`,
      syntaxError: 'SELECT 1 FROM WHERE',
      schemaTable: 'conformance_schema',
    },
    // SQLite stores values without declared types: a column's type is read from its values, and
    // booleans, dates and times are numbers and text. A column of NULLs only is text.
    differs: { types: { b: 'integer', dt: 'string', ts: 'string', tz: 'string', n: 'string' }, values: { b: 1 } },
    refused: { options: { path: '../../etc/passwd' }, message: /inside DATA_DIR/ },
    setup: async () => {
      const { default: initSqlJs } = await import('sql.js');
      const SQL = await initSqlJs();
      const database = new SQL.Database();
      database.exec('CREATE TABLE conformance_schema (id INTEGER PRIMARY KEY, label TEXT)');
      const { writeFileSync } = await import('node:fs');
      mkdirSync(env.DATA_DIR, { recursive: true });
      writeFileSync(join(env.DATA_DIR, 'conformance.sqlite'), database.export());
      database.close();
    },
  },
  {
    type: 'duckdb',
    options: (extra = {}) => ({ path: 'conformance.duckdb', ...extra }),
    sql: {
      types: TYPED_SQL_DUCKDB,
      rows: (n) => `SELECT x::INTEGER AS x FROM range(1, ${n + 1}) t(x) ORDER BY x`,
      slow: (marker) => `SELECT sum(hash(i * 7)) AS "${marker}" FROM range(1000000000000) t(i)`,
      syntaxError: 'SELECT 1 FROM WHERE',
      errorPosition: /LINE \d/,
      schemaTable: 'conformance_schema',
    },
    refused: { sql: "SELECT * FROM read_csv('http://127.0.0.1:9/x.csv')", message: /disabled by configuration/ },
    setup: async () => {
      mkdirSync(env.DATA_DIR, { recursive: true });
      const instance = await DuckDBInstance.create(duckdbFile());
      const connection = await instance.connect();
      await connection.run('CREATE TABLE IF NOT EXISTS conformance_schema (id INTEGER PRIMARY KEY, label VARCHAR)');
      connection.closeSync();
      instance.closeSync();
    },
  },
  {
    type: 'results',
    options: (extra = {}) => ({ ...extra }),
    sql: {
      types: 'SELECT * FROM query_1 ORDER BY i NULLS LAST',
      rows: (n) => `SELECT x::INTEGER AS x FROM range(1, ${n + 1}) t(x) ORDER BY x`,
      slow: (marker) => `SELECT sum(hash(i * 7)) AS "${marker}" FROM range(1000000000000) t(i)`,
      syntaxError: 'SELECT 1 FROM WHERE',
      errorPosition: /LINE \d/,
      schemaTable: '',
    },
    // Stored results keep datetimes as text: a zoned one comes back as its UTC wall time.
    differs: { values: { tz: '2024-02-29T11:45:06' } },
    refused: { sql: "SELECT * FROM read_csv('/etc/passwd')", message: /disabled by configuration/ },
    tables: () => [
      {
        name: 'query_1',
        columns: TYPED_COLUMNS.map((name): Column => ({ name, friendly_name: name, type: TYPED_TYPES[name] })),
        batches: (async function* () {
          yield [TYPED_COLUMNS.map((c) => TYPED_VALUES[c]), TYPED_COLUMNS.map(() => null)];
        })(),
      },
    ],
  },
  {
    // Debian's clickhouse-server 18.16 (HTTP on :8123, started by .ci/run). No Bool type (UInt8), and DateTime is an
    // instant (shown in the server's zone, UTC here), answered in UTC as a zoned timestamp.
    type: 'clickhouse',
    options: (extra = {}) => ({ host: '127.0.0.1', port: 8123, user: 'default', dbname: 'default', ...extra }),
    sql: {
      types: `SELECT if(k = 1, toInt32(42), NULL) AS i, if(k = 1, toInt64(9007199254740991), NULL) AS big, if(k = 1, toFloat64(1.5), NULL) AS f,
        if(k = 1, CAST('12345.67' AS Decimal(10, 2)), NULL) AS d, if(k = 1, toUInt8(1), NULL) AS b, if(k = 1, '${UNICODE}', NULL) AS s,
        if(k = 1, toDate('2024-02-29'), NULL) AS dt, if(k = 1, toDateTime('2024-02-29 13:45:06', 'UTC'), NULL) AS ts,
        if(k = 1, toDateTime('2024-02-29 13:45:06', 'Etc/GMT-2'), NULL) AS tz, CAST(NULL AS Nullable(Int32)) AS n
        FROM (SELECT arrayJoin([1, 2]) AS k) ORDER BY k`,
      rows: (n) => `SELECT toInt32(number + 1) AS x FROM system.numbers LIMIT ${n}`,
      slow: (marker) => `SELECT sleepEachRow(0.5) AS \`${marker}\` FROM system.numbers LIMIT 200 SETTINGS max_block_size = 1`,
      // `SELECT 1 FROM WHERE` names a table WHERE in ClickHouse.
      syntaxError: 'SELECT FROM WHERE',
      errorPosition: /position \d+/,
      schemaTable: 'conformance_schema',
    },
    differs: { types: { b: 'integer' }, values: { b: 1, ts: '2024-02-29T13:45:06.000Z' } },
    running: async (marker) =>
      Number(
        (
          await sqlOn(
            'clickhouse',
            `SELECT count() FROM system.processes WHERE query LIKE '%${marker}%' AND query NOT LIKE '%system.processes%'`,
          )
        )[0][0],
      ),
    refused: { options: { host: '169.254.169.254' }, message: /refused by the outbound policy/ },
    setup: async () => {
      await sqlOn('clickhouse', 'CREATE TABLE IF NOT EXISTS conformance_schema (id Int32, label String) ENGINE = Memory');
    },
  },
  {
    // Debian's prometheus scraping itself on :9090 (.ci/run): PromQL, answered as rows of time, value and labels.
    type: 'prometheus',
    options: (extra = {}) => ({ url: 'http://127.0.0.1:9090', ...extra }),
    sql: {
      types: `query=vector(42) or label_replace(vector(NaN), "s", "${UNICODE}", "", "")&time=2024-02-29T11:45:06Z`,
      // One point a second from t=1000, valued 1..n (a range query holds at most 11,000 points).
      rows: (n) => `query=vector(time() - 999)&start=1000&end=${1000 + Math.min(n, 11_000) - 1}&step=1`,
      // A regex over every series' name at 10 000 steps of the last minute (the self-scrape's own series): seconds
      // of work that Prometheus checks its timeout between (a subquery is only checked once it has finished).
      slow: (marker) =>
        `query=count(label_replace({__name__=~".+"}, "${marker}", "$1", "__name__", "(.*)(.*)(.*)(.*)(.*)"))&start=now-1m&end=now&step=0.006`,
      syntaxError: 'up{',
      errorPosition: /\d+:\d+: parse error/,
      schemaTable: '',
    },
    typed: {
      columns: [
        ['time', 'datetime'],
        ['value', 'float'],
        ['s', 'string'],
      ],
      // NaN has no JSON form: null, as for the other kinds' NaN.
      rows: [
        ['2024-02-29T11:45:06.000Z', 42, null],
        ['2024-02-29T11:45:06.000Z', null, UNICODE],
      ],
    },
    rowView: (row) => [row[1]],
    refused: { options: { url: 'http://169.254.169.254/' }, message: /refused by the outbound policy/ },
  },
];

/** Runs `sql` on a new connection of the kind `type` (KINDS' first entry of that type) and answers every row. */
export async function sqlOn(type: string, sql: string, kind?: KindUnderTest): Promise<unknown[][]> {
  const entry = kind ?? KINDS.find((k) => k.type === type)!;
  const connector = connectorKind(type) as ConnectorKind;
  const connection = await connector.connect(connector.options.parse(entry.options()));
  try {
    const stream = await connection.run(sql, { signal: new AbortController().signal, maxRows: 1_000_000, tables: entry.tables?.() });
    const rows: unknown[][] = [];
    for await (const batch of stream.batches) rows.push(...rowsOf(batch));
    return rows;
  } finally {
    await connection.close();
  }
}

/** A batch's rows, whether row arrays or JSON text the connector already wrote (pg's COPY path). */
export function rowsOf(batch: unknown[][] | JsonBatch): unknown[][] {
  return Array.isArray(batch) ? batch : (JSON.parse(batch.json.toString('utf8')) as unknown[][]);
}
