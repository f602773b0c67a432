import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SchemaBuilder from '@pothos/core';
import { afterAll, vi } from 'vitest';

// Runs in every test process before each test file: configuration the app reads once at import.
//
// The test processes are shared between files (vitest.config.ts: isolate false): node_modules stay
// loaded from one file to the next (about 1.5 s of CPU per file that starts the app), while the
// app's own modules are evaluated afresh for every file, so that each reads its environment,
// opens its own pools and holds its own singletons as in a process of its own. What one file
// changes in the process (its environment, the logger's listener) is put back after it.
vi.resetModules();
// Pothos keeps its plugins in a registry of its own (a library, loaded once per process): the
// app's own plugin registers again with each fresh copy of the schema's modules.
SchemaBuilder.allowPluginReRegistration = true;
// graphile-worker caches its task ids in a module-level Map keyed by each runner's options, which
// hold the runner's pool and task list, and so the whole app a test file started: one file after
// another, every app stayed alive (about 20 MB each; a test process reached 1.3 GB, and marking it
// cost collections). The Map's key becomes a small object per options, holding the one field the
// cache reads. (A service process starts one runner: the Map holds one entry there.)
const graphileTaskIds = createRequire(import.meta.url)('graphile-worker/dist/taskIdentifiers.js') as {
  getTaskDetails: (options: { escapedWorkerSchema: string }, ...rest: unknown[]) => unknown;
  overlookSmallKeys?: true;
};
if (!graphileTaskIds.overlookSmallKeys) {
  const getTaskDetails = graphileTaskIds.getTaskDetails;
  const keys = new WeakMap<object, { escapedWorkerSchema: string }>();
  graphileTaskIds.getTaskDetails = (options, ...rest) => {
    let key = keys.get(options);
    if (!key) keys.set(options, (key = { escapedWorkerSchema: options.escapedWorkerSchema }));
    return getTaskDetails(key, ...rest);
  };
  graphileTaskIds.overlookSmallKeys = true;
}
// Test files share a process: a library that replaces a built-in (AssemblyScript's portable
// runtime replaces Array.prototype.sort with a numeric one) would change every later file's
// behaviour. The built-ins as the first file found them; a file that leaves one replaced fails.
const builtins = ((globalThis as typeof globalThis & { overlookBuiltins?: [object, string, unknown][] }).overlookBuiltins ??= [
  Array.prototype,
  Object.prototype,
  String.prototype,
  Number.prototype,
  Promise.prototype,
  JSON,
  Math,
].flatMap((owner) =>
  Object.getOwnPropertyNames(owner).map((name): [object, string, unknown] => [
    owner,
    name,
    Object.getOwnPropertyDescriptor(owner, name)?.value,
  ]),
));
afterAll(() => {
  const replaced = builtins
    .filter(([owner, name, value]) => Object.getOwnPropertyDescriptor(owner, name)?.value !== value)
    .map(([, name]) => name);
  if (replaced.length) throw new Error(`this test file left built-ins replaced for the next files of its process: ${replaced.join(', ')}`);
});
const envBefore = { ...process.env };
// The logger's 'warning' listener comes again with every fresh copy of the app's modules. (Only
// 'warning': libraries install their 'exit' and signal handlers once per process, Playwright's
// that kills the browsers it launched among them.)
const warningListeners = new Set(process.listeners('warning'));
afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in envBefore)) delete process.env[key];
  Object.assign(process.env, envBefore);
  for (const listener of process.listeners('warning')) if (!warningListeners.has(listener)) process.off('warning', listener);
});

// Vite sets BASE_URL to '/' for its own use; the app reads BASE_URL as its public origin.
if (process.env.BASE_URL === '/') delete process.env.BASE_URL;
process.env.LOG_LEVEL ??= 'silent';
process.env.SECRET_KEY ??= 'test-secret-key-0123456789abcdef';
process.env.NODE_ENV ??= 'test';
// Everything else keeps the PRODUCTION defaults (no trusted proxy, connectors kept away from the
// metadata database, ...): a test file that needs another setting sets it itself with vi.hoisted,
// before the app is imported, and says why.

// Files a test writes under DATA_DIR (SQLite connector files, a generated key) go to a folder of
// its own, never into the developer's ./.data; it is removed after the test file.
const dataDir = mkdtempSync(join(tmpdir(), 'overlook-test-data-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
