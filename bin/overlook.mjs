#!/usr/bin/env node
// The `overlook` command: runs the compiled CLI (dist/src/cli.js) in this very process, so a
// supervisor's signals reach the service directly. Builds dist/ first when it is missing or older
// than the sources (a no-op otherwise); `npm run dev` runs the TypeScript through tsx instead.
import { ensureBuilt } from '../scripts/build.mjs';

if (!(await ensureBuilt())) process.exit(1);
await import('../dist/src/cli.js');
