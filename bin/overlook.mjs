#!/usr/bin/env node
// The `overlook` command: runs the compiled CLI (dist/src/cli.js) in this very process, so a
// supervisor's signals reach the service directly. Builds dist/ first when it is missing or older
// than the sources (a no-op otherwise); `npm run dev` runs the TypeScript through tsx instead.
import { ensureBuilt } from '../scripts/build.mjs';
import { ensureWebBuilt } from '../scripts/build-web.mjs';

/** The commands that serve HTTP also serve the web app: build web/dist when stale (a no-op otherwise). */
function buildWebApp(command) {
  if (command !== 'start' && command !== 'serve') return;
  // The API works without the app: a failed build is said on stderr and the service starts anyway.
  ensureWebBuilt();
}

if (!ensureBuilt()) process.exit(1);
buildWebApp(process.argv[2]);
await import('../dist/src/cli.js');
