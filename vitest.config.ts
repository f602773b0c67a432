import { defineConfig } from 'vitest/config';
import { ProcessTestsAlongside, SlowestFilesReporter } from './test/helpers/slowest-files.js';

export default defineConfig({
  // Node loads graphql's CommonJS entry for the externalized libraries (Pothos, yoga); the app's
  // own imports must reach the same instance, not the .mjs one Vite would pick.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts', 'web/e2e/**/*.spec.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/setup-env.ts'],
    pool: 'forks',
    // A worker process runs file after file: node_modules load once per worker, not once per file.
    // setup-env.ts evaluates the app's own modules afresh for every file and puts back what a file
    // changed in the process (its environment, the logger's listener).
    isolate: false,
    // Three forks on two cores: many files wait on timers, spawned processes and PostgreSQL rather
    // than compute, so a third runs beside them (process tests dealt out among the rest: slowest-files.ts).
    // A fourth left a core idle less often but cost more CPU than it saved (254 s against 250 s).
    maxWorkers: 3,
    // A larger young generation: each file builds the app's schema and answers hundreds of requests,
    // garbage that a 16 MB semi-space promoted and collected again (about 7% of the forks' CPU).
    execArgv: ['--max-semi-space-size=64'],
    sequence: { sequencer: ProcessTestsAlongside },
    testTimeout: 60_000,
    // expect.poll waits on an event (a page settling, a job finishing); vitest's one-second default
    // fails a correct page when two cores are busy with three test files and Chromium. A poll that
    // never succeeds still fails, after ten seconds.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    reporters: ['default', new SlowestFilesReporter()],
  },
});
