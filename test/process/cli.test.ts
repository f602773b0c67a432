import { spawn, type SpawnOptions } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { cloneTemplate, dropDatabase, urlFor, withAdmin } from '../helpers/databases.js';
import { CLI } from '../helpers/process.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end and collects what it printed. */
function run(command: string, args: string[], env: Record<string, string | undefined>, options: SpawnOptions = {}): Promise<Finished> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** The compiled CLI, as an operator runs it (bin/overlook.mjs runs the same dist/). */
const overlook = (args: string[], env: Record<string, string | undefined> = {}, options: SpawnOptions = {}) =>
  run(process.execPath, [...CLI, ...args], env, options);

/** stderr without npm's own configuration warnings (from the machine's npmrc, not Overlook). */
const ownLines = (stderr: string) => stderr.split('\n').filter((line) => line && !line.startsWith('npm warn'));

/** Embedded PostgreSQL servers whose data directory is under `dir`. */
function postgresUnder(dir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return cmdline[0].endsWith('/postgres') && cmdline.some((arg) => arg.startsWith(dir));
      } catch {
        return false;
      }
    })
    .map(Number);
}

let database: string;
/** Not migrated yet: bootstrap migrates it and logs each migration. */
const fresh = `overlook_cli_fresh_${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), 'overlook-cli-'));
// Traversable, so that a root test run keeps the embedded cluster here (root-only folders are
// test/process/embedded-root.test.ts's subject).
chmodSync(dataDir, 0o755);
/** bootstrap's own DATA_DIR: the tests below run at the same time, the embedded cluster's start in dataDir among them. */
const bootstrapDir = mkdtempSync(join(tmpdir(), 'overlook-cli-bootstrap-'));

beforeAll(async () => {
  database = await cloneTemplate(inject('templateDatabase'));
  await dropDatabase(fresh);
  await withAdmin((client) => client.query(`CREATE DATABASE ${fresh}`));
});

afterAll(async () => {
  await dropDatabase(database);
  await dropDatabase(fresh);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bootstrapDir, { recursive: true, force: true });
});

// Every test here waits on processes of its own (no shared state but the template's clone, which
// none changes): they run at the same time, both blocks included (describe.concurrent), so that the
// file takes as long as its longest test (the first bootstrap, which may build dist/), not their sum.

describe.concurrent('overlook explains itself', () => {
  it('prints the usage and exits 2 without a command, and never starts the service', async () => {
    const result = await overlook([], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^usage: overlook <command>\n/);
    expect(result.stderr).toContain('bootstrap --org NAME --email E --password P [--name N]');
    expect(result.stderr).not.toContain('"level"');
  });

  it('names an unknown command, prints the usage and exits 2', async () => {
    const result = await overlook(['strat']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^overlook: unknown command 'strat'\nusage: overlook <command>/);
  });

  it('answers help on stdout with status 0', async () => {
    const result = await overlook(['help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^usage: overlook <command>/);
  });

  it('a missing or unknown argument prints one usage line, not a stack trace', async () => {
    const missing = await overlook(['bootstrap', '--org', 'X']);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toBe('missing --email, --password; usage: overlook bootstrap --org NAME --email E --password P [--name N]\n');

    const unknown = await overlook(['bootstrap', '--org', 'X', '--mail', 'a@b.test']);
    expect(unknown.code).toBe(2);
    expect(ownLines(unknown.stderr)).toEqual([
      "Unknown option '--mail'; usage: overlook bootstrap --org NAME --email E --password P [--name N]",
    ]);

    const limit = await overlook(['outbox', '--limit', 'ten']);
    expect(limit.code).toBe(2);
    expect(limit.stderr).toBe('--limit must be a positive whole number; usage: overlook outbox [--limit N]\n');

    const extra = await overlook(['start', 'now']);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toBe('start takes no arguments; usage: overlook start\n');
  });

  it('bootstrap through `npm run --silent overlook` prints only its JSON on stdout; the logs go to stderr', async () => {
    const args = [
      'run',
      '--silent',
      'overlook',
      '--',
      'bootstrap',
      '--org',
      'Pipe',
      '--email',
      'pipe@pipe.test',
      '--password',
      'pipe-password-1',
    ];
    const result = await run('npm', args, { DATABASE_URL: urlFor(fresh), DATA_DIR: bootstrapDir });
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const printed = JSON.parse(lines[0]);
    expect(printed.api_key).toMatch(/^\S{20,}$/);
    expect(printed.organization.name).toBe('Pipe');
    // The migrations it applied were logged, on stderr.
    expect(result.stderr).toMatch(/"msg":"migration applied"/);

    const outbox = await overlook(['outbox', '--limit', '1'], { DATABASE_URL: urlFor(fresh), DATA_DIR: bootstrapDir, LOG_LEVEL: 'debug' });
    expect(outbox.code).toBe(0);
    expect(outbox.stdout).not.toContain('"level"');
  }, 300_000);
});

describe.concurrent('a failed start says why in one line and exits non-zero', () => {
  let holder: Server;
  let busyPort: number;

  beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    busyPort = (holder.address() as { port: number }).port;
  });

  afterAll(() => new Promise<void>((done) => holder.close(() => done())));

  it('a port in use, on the embedded PostgreSQL: one line, status 1, and the PostgreSQL it started is stopped', async () => {
    const result = await overlook(['start'], {
      PORT: String(busyPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      SECRET_KEY: undefined,
    });
    expect(result.code).toBe(1);
    expect(ownLines(result.stderr)).toEqual([
      `overlook: port ${busyPort} on 127.0.0.1 is already in use; stop what holds it or set PORT to a free port`,
    ]);
    // It had started the embedded server (stdout is the log) and stopped it again.
    expect(result.stdout).toMatch(/embedded PostgreSQL started/);
    expect(result.stdout).toMatch(/embedded PostgreSQL stopped/);
    expect(postgresUnder(dataDir)).toEqual([]);
  }, 180_000);

  it('a DATABASE_URL that cannot be reached or parsed: one line without the password', async () => {
    const refused = await overlook(['start'], { PORT: '0', DATABASE_URL: 'postgres://someone:hunter2-secret@127.0.0.1:1/overlook' });
    expect(refused.code).toBe(1);
    const lines = ownLines(refused.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^overlook: cannot connect to PostgreSQL at 127\.0\.0\.1:1\/overlook: connect ECONNREFUSED .*; check DATABASE_URL$/,
    );
    expect(refused.stderr + refused.stdout).not.toContain('hunter2-secret');

    const wrongPassword = await overlook(['start'], {
      PORT: '0',
      DATABASE_URL: urlFor(database).replace('postgres://postgres@', 'postgres://nobody_here:x@'),
    });
    expect(wrongPassword.code).toBe(1);
    expect(ownLines(wrongPassword.stderr)).toEqual([
      expect.stringMatching(
        /^overlook: cannot connect to PostgreSQL at 127\.0\.0\.1:5432\/.*role "nobody_here" does not exist|authentication failed/,
      ),
    ]);

    const garbled = await overlook(['migrate'], { DATABASE_URL: 'not a url at all' });
    expect(garbled.code).toBe(1);
    expect(ownLines(garbled.stderr)).toEqual([
      'overlook: DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database',
    ]);
  }, 120_000);

  it('a DATA_DIR this user may not write: one line that says what to do', async () => {
    const locked = mkdtempSync(join(tmpdir(), 'overlook-locked-'));
    chmodSync(locked, 0o755);
    try {
      chmodSync(locked, 0o555);
      const env = { PORT: '0', DATA_DIR: join(locked, 'data'), DATABASE_URL: undefined, HOME: '/tmp' };
      // Root may write anywhere: there the CLI runs as root without CAP_DAC_OVERRIDE (setpriv), so
      // it meets the read-only folder as any user would, yet still reads the clone wherever it is
      // (another account, such as nobody, cannot read a clone in a private folder such as /root).
      const result =
        process.getuid?.() === 0
          ? await run('setpriv', ['--bounding-set', '-dac_override', '--', process.execPath, ...CLI, 'start'], env)
          : await overlook(['start'], env);
      expect(result.code).toBe(1);
      expect(ownLines(result.stderr)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^overlook: DATA_DIR ${join(locked, 'data')} is not writable by this user \\(uid \\d+\\): EACCES; fix its permissions or set DATA_DIR`,
          ),
        ),
      ]);
      expect(postgresUnder(locked)).toEqual([]);
    } finally {
      rmSync(locked, { recursive: true, force: true });
    }
  }, 120_000);
});
