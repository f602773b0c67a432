import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../../scripts/build.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The CLI as an operator runs it (bin/overlook.mjs's path): the compiled dist/, built when older
 * than the sources (esbuild: about a second), before the first test of a file that runs services
 * in processes of their own. A service starts about twice as fast from dist/ as from TypeScript
 * through tsx (1.6 s of CPU instead of 2.7 s on a warm machine). Test processes that build at
 * once take turns (scripts/build.mjs's lock).
 *
 * With V8's optimizing compiler off (`--no-opt`, a flag of the engine's tiers, not of the
 * service): the services a test starts live for seconds, and TurboFan's background compiles of
 * their start-up code never paid back. Measured on the process tests: the spawned services' CPU
 * went from about 45 s to 37 s, the same tests passing in no more time. The test processes
 * themselves, which live for the whole run, keep it (turned off there, they cost 11% more).
 */
export const CLI = ['--no-opt', 'dist/src/cli.js'];
if (!(await ensureBuilt())) throw new Error('dist/ does not build (see above): the process tests run the compiled CLI.');

export interface LoggedProcess {
  child: ChildProcess;
  /** Every line written to stdout and stderr so far. */
  output: string[];
  /** The exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Resolves with the first log line that matches, seen or still to come; rejects if the process exits first. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<string>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ServiceProcess extends LoggedProcess {
  port?: number;
}

/** Runs a command with its output collected line by line, so that tests wait on what it logs instead of sleeping. */
export function spawnLogged(
  command: string,
  args: string[],
  options: { cwd?: string; env: Record<string, string | undefined> },
): LoggedProcess {
  const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const onLine = (line: string) => {
    output.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  let buffer = '';
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    lines.forEach(onLine);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output,
    exited,
    waitForLog(pattern, timeoutMs = 60_000) {
      const seen = output.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timed out waiting for ${pattern}; output:\n${output.slice(-80).join('\n')}`)),
          timeoutMs,
        );
        waiters.push({ pattern, resolve: (line) => (clearTimeout(timer), resolve(line)) });
        void exited.then((code) =>
          reject(new Error(`process exited (${code}) before ${pattern}; output:\n${output.slice(-80).join('\n')}`)),
        );
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs the real CLI (`overlook <args>`) in its own process, as an operator would. */
export function spawnOverlook(args: string[], env: Record<string, string | undefined>): ServiceProcess {
  return spawnLogged(process.execPath, [...CLI, ...args], { env: { ...process.env, LOG_LEVEL: 'info', ...env } });
}

/** Starts a server role and waits until it listens; fills in `port`. */
export async function startOverlookServer(role: 'start' | 'serve', env: Record<string, string | undefined>): Promise<ServiceProcess> {
  const service = spawnOverlook([role], { PORT: '0', ...env });
  const line = await service.waitForLog(/overlook started/);
  service.port = JSON.parse(line).port;
  return service;
}
