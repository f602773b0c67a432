import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServiceProcess {
  child: ChildProcess;
  port?: number;
  output: string[];
  /** Resolves when a log line matches. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<string>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs the real CLI (`overlook <args>`) in its own process, as an operator would. */
export function spawnOverlook(args: string[], env: Record<string, string | undefined>): ServiceProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const service: ServiceProcess = {
    child,
    output,
    waitForLog(pattern, timeoutMs = 60_000) {
      const seen = output.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timed out waiting for ${pattern}; output:\n${output.slice(-20).join('\n')}`)),
          timeoutMs,
        );
        waiters.push({ pattern, resolve: (line) => (clearTimeout(timer), resolve(line)) });
        void exited.then((code) =>
          reject(new Error(`process exited (${code}) before ${pattern}; output:\n${output.slice(-20).join('\n')}`)),
        );
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
  return service;
}

/** Starts a server role and waits until it listens; fills in `port`. */
export async function startOverlookServer(role: 'start' | 'serve', env: Record<string, string | undefined>): Promise<ServiceProcess> {
  const service = spawnOverlook([role], { PORT: '0', ...env });
  const line = await service.waitForLog(/overlook started/);
  service.port = JSON.parse(line).port;
  return service;
}
