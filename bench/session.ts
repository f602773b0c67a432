// Throughput and latency of an authenticated GET /api/session (REST -> in-process GraphQL ->
// PostgreSQL) at 50 connections, against a bare Hono route in the same run.
// Usage: npm run bench   (needs the local PostgreSQL; loopback only; bounded duration)
import { spawn } from 'node:child_process';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

process.env.LOG_LEVEL = 'silent';
process.env.SECRET_KEY ??= 'bench-secret-key-0123456789abcdef';
const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `overlook_bench_${process.pid}`;
const url = new URL(admin);
const client = new pg.Client({ connectionString: admin });
await client.connect();
await client.query(`CREATE DATABASE ${database}`);
url.pathname = `/${database}`;

const { startService } = await import('../src/service.js');
const service = await startService('serve', { port: 0, databaseUrl: url.toString() });
const { db } = await import('../src/db.js');
const { createOrganization } = await import('../src/domain/organizations/create-organization.js');
const { apiKey } = await db.$transaction((tx) => createOrganization(tx, { name: 'Bench', adminName: 'B', adminEmail: 'b@bench.test', password: 'bench-password', emailVerified: true }));

const bare = new Hono().get('/bare', (c) => c.json({ ok: true }));
const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => bareServer.once('listening', r));
const barePort = (bareServer.address() as { port: number }).port;

const duration = Number(process.env.BENCH_SECONDS ?? 10);
async function load(target: string, headers: Record<string, string> = {}) {
  // The load generator runs in its own process so that it does not share the server's event loop.
  const args = ['autocannon', '-c', '50', '-d', String(duration), '-j', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), target];
  // Asynchronous: the server under test runs on this process's event loop.
  const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  await new Promise((resolve) => child.on('exit', resolve));
  const result = JSON.parse(stdout);
  return { rps: result.requests.average as number, p50: result.latency.p50 as number, p99: result.latency.p99 as number, non2xx: result.non2xx as number, errors: result.errors as number };
}

const session = await load(`http://127.0.0.1:${service.port}/api/session`, { authorization: `Key ${apiKey}` });
const baseline = await load(`http://127.0.0.1:${barePort}/bare`);
const rows = [
  ['GET /api/session (REST->GraphQL->PG)', session],
  ['bare Hono route', baseline],
] as const;
console.log(`50 connections, ${duration}s each`);
for (const [name, r] of rows) {
  console.log(`${name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  non-2xx ${r.non2xx}  errors ${r.errors}`);
}
console.log(`ratio: ${((session.rps / baseline.rps) * 100).toFixed(1)}% of the bare route`);

bareServer.close();
await service.stop();
await client.query(`DROP DATABASE ${database} WITH (FORCE)`);
await client.end();
process.exit(0);
