import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { spawnLogged, type LoggedProcess } from '../helpers/process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'overlook-supervised-'));
// Traversable, so that a root test run keeps the embedded cluster under DATA_DIR.
chmodSync(dataDir, 0o755);
// The embedded default: no DATABASE_URL, no SECRET_KEY.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  SECRET_KEY: undefined,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
};

/** Everything here waits on log lines, and an embedded first start (initdb) is slow on a loaded machine. */
const START_TIMEOUT_MS = 300_000;

const launch = (command: string, args: string[]) => spawnLogged(command, args, { env });

/** PostgreSQL servers whose data directory is under DATA_DIR. */
function postgresProcesses(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return cmdline[0].endsWith('/postgres') && cmdline.some((arg) => arg.startsWith(dataDir));
      } catch {
        return false;
      }
    })
    .map(Number);
}

function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // pid (comm) state ppid ...; comm may hold spaces, so read after the last ')'.
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function portOf(running: LoggedProcess): Promise<number> {
  return JSON.parse(await running.waitForLog(/"msg":"overlook started"/, START_TIMEOUT_MS)).port as number;
}

async function readyz(port: number): Promise<number | string> {
  return fetch(`http://127.0.0.1:${port}/readyz`).then(
    (response) => response.status,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );
}

const started: LoggedProcess[] = [];

afterAll(async () => {
  for (const running of started) if (running.child.exitCode === null) running.child.kill('SIGKILL');
  for (const pid of postgresProcesses()) process.kill(pid, 'SIGQUIT');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('under a supervisor', () => {
  it('SIGTERM to the `npm start` PID stops the server and the embedded PostgreSQL; npm exits 0', async () => {
    const npm = launch('npm', ['start']);
    started.push(npm);
    const port = await portOf(npm);
    expect(await readyz(port)).toBe(200);
    expect(postgresProcesses().length).toBeGreaterThan(0);
    // npm runs node directly (the script execs it): no shell or tsx in between.
    const children = childrenOf(npm.child.pid!);
    expect(children).toHaveLength(1);
    const cmdline = readFileSync(`/proc/${children[0]}/cmdline`, 'utf8').split('\0');
    expect(cmdline[0]).toMatch(/node$/);
    expect(cmdline.slice(1, 3)).toEqual(['bin/overlook.mjs', 'start']);

    npm.child.kill('SIGTERM');
    expect(await npm.exited).toBe(0);
    expect(await readyz(port)).toBe('ECONNREFUSED');
    await eventually(
      async () => postgresProcesses(),
      (pids) => pids.length === 0,
      15_000,
    );
    expect(npm.output.some((line) => /"msg":"embedded PostgreSQL stopped"/.test(line))).toBe(true);
  }, 600_000);

  it('SIGINT to the overlook process does the same (a second signal changes nothing)', async () => {
    const overlook = launch(process.execPath, ['bin/overlook.mjs', 'start']);
    started.push(overlook);
    const port = await portOf(overlook);
    expect(await readyz(port)).toBe(200);
    overlook.child.kill('SIGINT');
    overlook.child.kill('SIGINT');
    expect(await overlook.exited).toBe(0);
    expect(await readyz(port)).toBe('ECONNREFUSED');
    await eventually(
      async () => postgresProcesses(),
      (pids) => pids.length === 0,
      15_000,
    );
    expect(overlook.output.filter((line) => /"msg":"shutting down"/.test(line))).toHaveLength(1);
  }, 600_000);

  it('the next start stops the embedded PostgreSQL a killed process left running, and says so', async () => {
    const crashed = launch(process.execPath, ['bin/overlook.mjs', 'start']);
    started.push(crashed);
    await portOf(crashed);
    const [orphan] = postgresProcesses();
    expect(orphan).toBeDefined();
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    // SIGKILL runs no handler: the server is still there.
    expect(postgresProcesses()).toContain(orphan);

    const next = launch(process.execPath, ['bin/overlook.mjs', 'start']);
    started.push(next);
    await next.waitForLog(/left running by a process that is gone; stopping it/, START_TIMEOUT_MS);
    const port = await portOf(next);
    expect(await readyz(port)).toBe(200);
    expect(postgresProcesses()).not.toContain(orphan);

    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    await eventually(
      async () => postgresProcesses(),
      (pids) => pids.length === 0,
      15_000,
    );
  }, 600_000);
});
