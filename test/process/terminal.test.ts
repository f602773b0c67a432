import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserUrl } from '../../src/service.js';
import { cloneTemplate, dropDatabase, urlFor } from '../helpers/databases.js';
import { CLI, spawnLogged, type LoggedProcess } from '../helpers/process.js';

/**
 * A person who runs `overlook start` in a terminal reads lines, not JSON, and one line saying where
 * to go. (test/process/json-logs.test.ts proves the other side: JSON lines only when stdout is not a TTY.)
 * `script` gives the process a pseudo-terminal, as a terminal emulator does.
 */
let database: string;
let service: LoggedProcess | undefined;

beforeAll(async () => {
  database = await cloneTemplate(inject('templateDatabase'));
});
afterAll(async () => {
  await service?.stop('SIGKILL');
  await dropDatabase(database);
});

describe('the start on a terminal', () => {
  it('prints readable log lines and "Overlook is ready at http://localhost:<port>"', async () => {
    const command = [process.execPath, ...CLI, 'start'].join(' ');
    service = spawnLogged('script', ['-qfec', command, '/dev/null'], {
      env: { ...process.env, DATABASE_URL: urlFor(database), PORT: '0', HOST: '0.0.0.0', LOG_LEVEL: 'info', BASE_URL: undefined },
    });
    const ready = await service.waitForLog(/Overlook is ready at /, 120_000);
    const port = Number(/^Overlook is ready at http:\/\/localhost:(\d+)\r?$/.exec(ready)?.[1]);
    expect(port).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    const started = service.output.find((line) => line.includes('overlook started'));
    expect(started).toMatch(/INFO/);
    expect(service.output.filter((line) => line.trimStart().startsWith('{"level"'))).toEqual([]);
    service.child.kill('SIGINT');
    await service.exited;
  }, 180_000);

  it('names BASE_URL when it is set, else localhost for a wildcard or loopback HOST', () => {
    expect(browserUrl(5000, '0.0.0.0', undefined)).toBe('http://localhost:5000');
    expect(browserUrl(5000, '::', undefined)).toBe('http://localhost:5000');
    expect(browserUrl(8080, '127.0.0.1', undefined)).toBe('http://localhost:8080');
    expect(browserUrl(5000, '192.0.2.7', undefined)).toBe('http://192.0.2.7:5000');
    expect(browserUrl(5000, 'fd00::7', undefined)).toBe('http://[fd00::7]:5000');
    expect(browserUrl(5000, '0.0.0.0', 'https://overlook.acme.test/')).toBe('https://overlook.acme.test');
  });
});
