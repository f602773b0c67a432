// Compiles the service to dist/ (esbuild, file by file, with tsconfig.build.json's options) and
// copies the files it reads at run time (migrations, openapi.json, schema.graphql, ...) to the same
// relative places, so that `node dist/src/cli.js` runs without tsx. Skips all work when dist/ is
// newer than every input, so the `overlook` bin can call it before each start. Everything it
// prints goes to stderr: the CLI's stdout carries data (bootstrap's JSON).
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** One build at a time (tests and a start may race); a lock older than 10 minutes is abandoned. */
async function withLock(work) {
  let said = false;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      if (!said) process.stderr.write('overlook: waiting for another build of dist/ to finish ...\n');
      said = true;
      await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Runs one step of the first start (`work` resolves true when it succeeded) and keeps the person
 * waiting informed on stderr: on a terminal, one line whose elapsed time ticks every second; in a
 * log (not a TTY), a line when it starts, one every 15 s, and one when it ends.
 */
async function step(label, work) {
  const started = Date.now();
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  const tty = process.stderr.isTTY;
  const spinner = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
  let ticks = 0;
  const show = () => {
    if (tty) process.stderr.write(`\r\x1b[2K${spinner[ticks++ % spinner.length]} overlook: ${label} ... ${elapsed()}`);
    else if (ticks++ > 0) process.stderr.write(`overlook: ${label}: still working, ${elapsed()}\n`);
    else process.stderr.write(`overlook: ${label} ...\n`);
  };
  show();
  const timer = setInterval(show, tty ? 1000 : 15_000);
  let ok = false;
  try {
    ok = await work();
  } finally {
    clearInterval(timer);
    const end = `overlook: ${label}: ${ok ? 'done' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`;
    process.stderr.write(tty ? `\r\x1b[2K${end}` : end);
  }
  return ok;
}

/** The TypeScript files compiled to dist/ (the AssemblyScript sources are compiled to .wasm instead). */
function sources() {
  return ['src', 'schema', 'rest', 'prisma/generated']
    .flatMap((dir) => [...walk(join(root, dir))])
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.as.ts') && !path.endsWith('.d.ts'));
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

/**
 * esbuild, file by file (no bundle): each module compiled on its own to the same place under dist/,
 * with its source map, in about a second. It checks no types: `npm run typecheck` (tsc, which CI
 * runs) does, and the tree is written to compile file by file (`tsc --isolatedModules` is clean, so
 * no file needs another's types to be compiled). A syntax error still fails the build.
 */
async function compile() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    process.stderr.write('overlook: cannot build dist/: esbuild is not installed (run `npm install` without --omit=dev)\n');
    return false;
  }
  const files = sources();
  let failure = '';
  const ok = await step(`building dist/: compiling ${files.length} files`, async () => {
    try {
      await esbuild.build({
        entryPoints: files,
        outdir: dist,
        outbase: root,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        sourcemap: true,
        tsconfig: join(root, 'tsconfig.build.json'),
        logLevel: 'silent',
      });
      return true;
    } catch (error) {
      failure = error.message ?? String(error);
      return false;
    }
  });
  if (!ok) process.stderr.write(`${failure}\noverlook: the build failed: fix the errors above first\n`);
  return ok;
}

/** Builds dist/ unless it is up to date; false (after saying why on stderr) when it cannot. */
export async function ensureBuilt() {
  if (isBuilt()) return true;
  return withLock(async () => {
    if (isBuilt()) return true;
    // Started before the compile: a source saved during it makes the next start build again.
    const startedAt = new Date();
    if (!(await compile())) return false;
    copyAssets();
    writeFileSync(stamp, '');
    utimesSync(stamp, startedAt, startedAt);
    return true;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit((await ensureBuilt()) ? 0 : 1);
}
