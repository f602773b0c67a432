// Compiles the service to dist/ (tsc -p tsconfig.build.json) and copies the files it reads at run
// time (migrations, openapi.json, schema.graphql, ...) to the same relative places, so that `node
// dist/src/cli.js` runs without tsx. Skips all work when dist/ is newer than every input, so the
// `overlook` bin can call it before each start. Everything it prints goes to stderr: the CLI's
// stdout carries data (bootstrap's JSON).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const stamp = join(dist, '.built');
const lock = join(root, '.build-lock');
/** What the compiled service is made of; any change below these paths means a rebuild. */
const SOURCES = ['src', 'schema', 'rest', 'prisma/generated', 'prisma/migrations'];
const CONFIG = ['tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];
/** Read at run time relative to the module that reads them. */
const ASSET_DIRS = ['src', 'schema', 'rest', 'prisma/migrations'];

function* walk(dir) {
  if (!existsSync(dir)) return;
  yield dir;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

function newestInput() {
  let newest = 0;
  for (const path of [...SOURCES.flatMap((dir) => [...walk(join(root, dir))]), ...CONFIG.map((file) => join(root, file))]) {
    if (existsSync(path)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** True when dist/ was built after the last change to any source, asset or compiler setting. */
export function isBuilt() {
  return existsSync(stamp) && statSync(stamp).mtimeMs >= newestInput();
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** One build at a time (tests and a start may race); a lock older than 10 minutes is abandoned. */
function withLock(work) {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      sleep(250);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function copyAssets() {
  for (const dir of ASSET_DIRS) {
    for (const path of walk(join(root, dir))) {
      if (path.endsWith('.ts') || statSync(path).isDirectory()) continue;
      const target = join(dist, relative(root, path));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(path, target);
    }
  }
}

function compile() {
  let tsc;
  try {
    tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  } catch {
    process.stderr.write('overlook: cannot build dist/: TypeScript is not installed (run `npm install` without --omit=dev)\n');
    return false;
  }
  process.stderr.write('overlook: compiling to dist/ (first start or the sources changed) ...\n');
  const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) {
    process.stderr.write('overlook: the build failed: the TypeScript errors above must be fixed first (`npm run typecheck`)\n');
    return false;
  }
  return true;
}

/** Builds dist/ unless it is up to date; false (after saying why on stderr) when it cannot. */
export function ensureBuilt() {
  if (isBuilt()) return true;
  return withLock(() => {
    if (isBuilt()) return true;
    // Started before the compile: a source saved during it makes the next start build again.
    const startedAt = new Date();
    if (!compile()) return false;
    copyAssets();
    writeFileSync(stamp, '');
    utimesSync(stamp, startedAt, startedAt);
    return true;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(ensureBuilt() ? 0 : 1);
}
