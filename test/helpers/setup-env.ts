import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

// Runs in every test process before the test file: configuration the app reads once at import.
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
