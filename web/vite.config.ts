// Builds the web app into web/dist (git-ignored), which the Hono app serves from the same origin
// (src/web-app.ts). `npm run dev` runs this config's dev server with hot reload, proxying the API,
// GraphQL (WebSocket too) and the server-drawn pages to the service on OVERLOOK_URL.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

const target = process.env.OVERLOOK_URL ?? 'http://127.0.0.1:5000';
const serverPaths = ['/api', '/public', '/embed', '/invite', '/verify_email', '/healthz', '/readyz', '/metrics'];

/** A .gz beside every script and stylesheet: the server sends it as is (no compression per request). */
function gzipAssets(): Plugin {
  return {
    name: 'overlook-gzip-assets',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir!, 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg|json|wasm)$/.test(name)) continue;
        writeFileSync(join(dir, `${name}.gz`), gzipSync(readFileSync(join(dir, name)), { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The app speaks English only: react-aria's strings for its other 30-odd locales stay out of the bundle.
  plugins: [react(), optimizeLocales.vite({ locales: ['en-US'] }), gzipAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Every module is a file: nothing inline, so the strict Content-Security-Policy holds.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    // .vite/manifest.json: which chunks the entry and each route load (scripts/check-budgets.ts reads it).
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target, ws: true, changeOrigin: false },
      ...Object.fromEntries(serverPaths.map((path) => [path, { target, changeOrigin: false }])),
      // The server keeps drawing these until the web app has them.
      '^/monitors/\\d+': { target, changeOrigin: false },
    },
  },
});
