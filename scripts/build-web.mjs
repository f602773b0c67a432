// Builds the web app (web/, Vite) into web/dist, which the server serves. Skips all work when
// web/dist is newer than every input, so `npm start` (bin/overlook.mjs) and the test setup can call
// it each time: a warm start pays one walk of web/src. Vite's progress goes to stderr (stdout is data).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'web', 'dist');
const stamp = join(out, '.built');
const lock = join(root, '.build-lock-web');
/** What the bundle is made of; any change below these paths means a rebuild. */
const INPUTS = ['web/src', 'src/chart-kit', 'web/index.html', 'web/vite.config.ts', 'web/tsconfig.json', 'package-lock.json'];

function newestInput(path = null) {
  let newest = 0;
  for (const input of path ? [path] : INPUTS.map((p) => join(root, p))) {
    const stat = statSync(input, { throwIfNoEntry: false });
    if (!stat) continue;
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const entry of readdirSync(input)) newest = Math.max(newest, newestInput(join(input, entry)));
  }
  return newest;
}

/** True when web/dist was built after the last change to any of its inputs. */
export function isWebBuilt() {
  return existsSync(stamp) && statSync(stamp).mtimeMs >= newestInput();
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** One build at a time (parallel test processes and a start may race); a lock older than 10 minutes is abandoned. */
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

function build() {
  let vite;
  try {
    vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  } catch {
    process.stderr.write('overlook: cannot build the web app: Vite is not installed (run `npm install` without --omit=dev)\n');
    return false;
  }
  process.stderr.write('overlook: building the web app into web/dist (first start or its sources changed) ...\n');
  const started = performance.now();
  const result = spawnSync(process.execPath, [vite, 'build', '--config', join(root, 'web', 'vite.config.ts')], {
    cwd: root,
    stdio: ['ignore', 2, 2],
    // Always React's production build: the test runner's NODE_ENV=test made Vite bundle the
    // development JSX runtime (jsxDEV, about 10x slower to render).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stderr.write('overlook: the web app build failed (errors above; `npm run typecheck` checks web/ too)\n');
    return false;
  }
  process.stderr.write(`overlook: web app built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return true;
}

/** Builds web/dist unless it is up to date; false (after saying why on stderr) when it cannot. */
export function ensureWebBuilt() {
  if (isWebBuilt()) return true;
  return withLock(() => {
    if (isWebBuilt()) return true;
    // Stamped with the time the build started: a source saved during it makes the next start build again.
    const startedAt = new Date();
    if (!build()) return false;
    writeFileSync(stamp, '');
    utimesSync(stamp, startedAt, startedAt);
    return true;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(ensureWebBuilt() ? 0 : 1);
}
