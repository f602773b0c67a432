import { DuckDBInstance } from '@duckdb/node-api';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeConnectorPools } from '../../src/connectors/index.js';
import { duckdbConnector } from '../../src/connectors/duckdb/index.js';
import { resultsConnector } from '../../src/connectors/results/index.js';
import type { ConnectorKind } from '../../src/connectors/types.js';
import { rowsOf } from './kinds.js';

// The one folder DuckDB data sources of this file may read; set before the app reads its configuration.
const ALLOWED = vi.hoisted(() => {
  const folder = `/tmp/overlook-duckdb-allowed-${process.pid}`;
  process.env.DUCKDB_ALLOWED_DIRECTORIES = folder;
  return folder;
});
const OUTSIDE = `${ALLOWED}-outside`;

afterAll(async () => {
  await closeConnectorPools();
  rmSync(ALLOWED, { recursive: true, force: true });
  rmSync(OUTSIDE, { recursive: true, force: true });
});

beforeAll(async () => {
  mkdirSync(ALLOWED, { recursive: true });
  mkdirSync(OUTSIDE, { recursive: true });
  writeFileSync(`${ALLOWED}/people.csv`, 'id,name\n1,Ada\n2,Grace\n');
  writeFileSync(`${ALLOWED}/people.json`, '[{"id": 1, "name": "Ada"}, {"id": 2, "name": "Grace"}]');
  writeFileSync(`${OUTSIDE}/secret.csv`, 'secret\nhunter2\n');
  // Written by DuckDB itself (unlocked, as an operator would), not through the connector.
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(`COPY (SELECT 1 AS id, 'Ada' AS name UNION ALL SELECT 2, 'Grace') TO '${ALLOWED}/people.parquet' (FORMAT parquet)`);
  await connection.run(`ATTACH '${OUTSIDE}/other.duckdb' AS other`);
  await connection.run('CREATE TABLE other.t AS SELECT 42 AS x');
  await connection.run('DETACH other');
  connection.closeSync();
  instance.closeSync();
});

async function run(sql: string, connector: ConnectorKind = duckdbConnector as unknown as ConnectorKind): Promise<unknown[][]> {
  const connection = await connector.connect(connector.options.parse({}));
  try {
    const stream = await connection.run(sql, { signal: new AbortController().signal, maxRows: 1000 });
    const rows: unknown[][] = [];
    for await (const batch of stream.batches) rows.push(...rowsOf(batch));
    return rows;
  } finally {
    await connection.close();
  }
}

describe('DuckDB lock', () => {
  it('reads CSV, Parquet and JSON files under DUCKDB_ALLOWED_DIRECTORIES; table functions through SELECT', async () => {
    expect((await run('SELECT * FROM pragma_version()'))[0][0]).toMatch(/^v\d/);
    expect(await run(`SELECT id, name FROM read_csv('${ALLOWED}/people.csv') ORDER BY id`)).toEqual([
      [1, 'Ada'],
      [2, 'Grace'],
    ]);
    expect(await run(`SELECT id, name FROM '${ALLOWED}/people.parquet' ORDER BY id`)).toEqual([
      [1, 'Ada'],
      [2, 'Grace'],
    ]);
    expect(await run(`SELECT id, name FROM read_json('${ALLOWED}/people.json') ORDER BY id`)).toEqual([
      [1, 'Ada'],
      [2, 'Grace'],
    ]);
  });

  it('cannot read /etc/passwd, a file outside the allowed folders, or one reached through ..', async () => {
    await expect(run("SELECT * FROM read_csv('/etc/passwd')")).rejects.toThrow(/disabled by configuration/);
    await expect(run("SELECT * FROM read_text('/etc/passwd')")).rejects.toThrow(/disabled by configuration/);
    await expect(run(`SELECT * FROM read_csv('${OUTSIDE}/secret.csv')`)).rejects.toThrow(/disabled by configuration/);
    await expect(run(`SELECT * FROM read_csv('${ALLOWED}/../../etc/passwd')`)).rejects.toThrow(/disabled by configuration/);
    // The allowed folder is a folder, not a prefix of names: /tmp/x-outside is not inside /tmp/x.
    await expect(run(`SELECT * FROM read_csv('${ALLOWED}-outside/secret.csv')`)).rejects.toThrow(/disabled by configuration/);
  });

  it('cannot reach the network, nor install or load an extension that would', async () => {
    await expect(run("SELECT * FROM read_csv('http://127.0.0.1:9/x.csv')")).rejects.toThrow(/disabled by configuration/);
    await expect(run("SELECT * FROM read_parquet('https://example.com/x.parquet')")).rejects.toThrow(/disabled by configuration/);
    await expect(run('INSTALL httpfs')).rejects.toThrow(/not allowed/);
    await expect(run('LOAD httpfs')).rejects.toThrow(/not allowed/);
  });

  it('cannot undo the lock: SET, RESET and PRAGMA are refused, and the settings stay', async () => {
    await expect(run('SET enable_external_access = true')).rejects.toThrow(/not allowed/);
    await expect(run('RESET enable_external_access')).rejects.toThrow(/not allowed/);
    await expect(run('SET GLOBAL lock_configuration = false')).rejects.toThrow(/not allowed/);
    await expect(run("SET allowed_directories = ['/']")).rejects.toThrow(/not allowed/);
    await expect(run('PRAGMA enable_profiling')).rejects.toThrow(/not allowed/);
    await expect(run('CALL enable_profiling()')).rejects.toThrow(/not allowed/);
    await expect(run('SELECT 1; SET threads = 1')).rejects.toThrow(/not allowed/);
    await expect(run('SELECT 1; SET VARIABLE x = 1')).rejects.toThrow(/not allowed/);
    expect(
      await run(
        "SELECT current_setting('enable_external_access'), current_setting('lock_configuration'), current_setting('autoload_known_extensions')",
      ),
    ).toEqual([[false, true, false]]);
  });

  it('cannot write files, nor ATTACH a database outside the allowed folders', async () => {
    await expect(run(`COPY (SELECT 1) TO '${ALLOWED}/out.csv'`)).rejects.toThrow(/not allowed/);
    await expect(run(`EXPORT DATABASE '${ALLOWED}/export'`)).rejects.toThrow(/not allowed/);
    await expect(run(`ATTACH '${OUTSIDE}/other.duckdb' AS other`)).rejects.toThrow(/disabled by configuration/);
    await expect(run("ATTACH '/etc/passwd' AS other")).rejects.toThrow(/disabled by configuration/);
  });

  it('opens only a database file inside DATA_DIR', async () => {
    await expect(duckdbConnector.connect(duckdbConnector.options.parse({ path: `${OUTSIDE}/other.duckdb` }))).rejects.toThrow(
      /inside DATA_DIR/,
    );
    await expect(duckdbConnector.connect(duckdbConnector.options.parse({ path: '../other.duckdb' }))).rejects.toThrow(/inside DATA_DIR/);
  });

  it('Query Results reads no file at all, even under the allowed folders', async () => {
    await expect(run(`SELECT * FROM read_csv('${ALLOWED}/people.csv')`, resultsConnector as unknown as ConnectorKind)).rejects.toThrow(
      /disabled by configuration/,
    );
    await expect(run('SET enable_external_access = true', resultsConnector as unknown as ConnectorKind)).rejects.toThrow(/not allowed/);
  });
});
