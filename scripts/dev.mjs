// `npm run dev`: the service from its TypeScript sources (tsx, restarted when they change) on PORT
// (5000), and Vite's dev server for the web app on 5173 with hot reload, proxying /graphql
// (WebSocket too), /api and the server-drawn pages to the service. Open http://localhost:5173.
// Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const port = process.env.PORT ?? '5000';
const bin = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

const children = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', '--clear-screen=false', 'src/cli.ts', 'start'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js'), '--config', 'web/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, OVERLOOK_URL: `http://127.0.0.1:${port}` },
  }),
];

function stop(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
