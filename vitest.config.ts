import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node loads graphql's CommonJS entry for the externalized libraries (Pothos, yoga); the app's
  // own imports must reach the same instance, not the .mjs one Vite would pick.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts', 'web/e2e/**/*.spec.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/setup-env.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
