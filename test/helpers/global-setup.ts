import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { dropClonesOf, dropDatabase, urlFor, withAdmin } from './databases.js';

/** Builds the web app when stale, and migrates one template database per run; every test file clones it. */
export default async function setup(project: TestProject) {
  // The server serves web/dist: the browser tests need the web app as the sources are now.
  const { ensureWebBuilt } = await import('../../scripts/build-web.mjs');
  if (!ensureWebBuilt()) throw new Error('The web app does not build (see above).');
  if (process.env.BASE_URL === '/') delete process.env.BASE_URL;
  process.env.LOG_LEVEL ??= 'silent';
  process.env.SECRET_KEY ??= 'test-secret-key-0123456789abcdef';
  const template = `overlook_template_${process.pid}`;
  await dropDatabase(template);
  await withAdmin((client) => client.query(`CREATE DATABASE ${template}`));
  const { migrate } = await import('../../src/migrate.js');
  await migrate(urlFor(template));
  // A template must have no open connections when it is cloned.
  await withAdmin((client) =>
    client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [template]),
  );
  project.provide('templateDatabase', template);
  // The wasm modules, built once for the run in a process of its own while the first files run
  // (test/helpers/compile-wasm.mjs); each wasm test waits for it and compares.
  const wasmDir = mkdtempSync(join(tmpdir(), 'overlook-wasm-'));
  const compiler = spawn(process.execPath, [fileURLToPath(new URL('./compile-wasm.mjs', import.meta.url)), wasmDir], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  project.provide('wasmBuildDir', wasmDir);
  return async () => {
    if (compiler.exitCode === null && compiler.signalCode === null) {
      const exited = new Promise((resolve) => compiler.once('exit', resolve));
      compiler.kill();
      await exited;
    }
    rmSync(wasmDir, { recursive: true, force: true });
    await dropClonesOf(template);
    await dropDatabase(template);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    /** Where compile-wasm.mjs writes this run's build of the wasm modules, and done.json when it ends. */
    wasmBuildDir: string;
  }
}
