// `prisma generate` works offline when PRISMA_SCHEMA_ENGINE_BINARY names any existing file:
// generation needs no native engine, but the CLI looks for one before it starts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(join(root, 'node_modules/.bin/prisma'), ['generate', '--schema', 'prisma/schema.prisma'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
process.exit(result.status ?? 1);
