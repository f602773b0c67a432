#!/usr/bin/env node
// Warm start: wall time from spawning an `overlook` role to the first 200 on /readyz, and the CPU
// time the process spent until then. Plain Node (no tsx), so the measure adds no load of its own.
//
//   node bench/warm-start.mjs [--runs N] [--role start|serve] [--cmd node|npm] [--embedded DIR]
//
// With DATABASE_URL set, every run uses it; with --embedded DIR, DATABASE_URL is removed and
// DATA_DIR=DIR (the embedded default: the first run initialises the cluster and is reported apart).
// --cmd npm measures `npm start` (or `npm run serve`) instead of `node bin/overlook.mjs <role>`.
// Each run: spawn, poll GET /readyz every 10 ms, SIGTERM, wait for the exit. Prints one JSON line
// per run and a summary (median, min, max) with the load average before and after.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    role: { type: 'string', default: 'start' },
    cmd: { type: 'string', default: 'node' },
    embedded: { type: 'string' },
  },
});
const runs = Number(values.runs);
const role = values.role;
if (!['start', 'serve'].includes(role)) throw new Error('--role is start or serve');
if (!values.embedded && !process.env.DATABASE_URL) throw new Error('set DATABASE_URL, or pass --embedded DIR');

/** User + system CPU time of a process and its children reaped so far, in ms (Linux /proc). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime, stime, cutime, cstime are fields 14-17 of stat (11-14 after the command name).
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return (ticks * 1000) / 100;
  } catch {
    return NaN;
  }
}

async function once(port) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  if (values.embedded) {
    delete env.DATABASE_URL;
    env.DATA_DIR = values.embedded;
  }
  const [file, args] =
    values.cmd === 'npm'
      ? ['npm', role === 'start' ? ['start', '--silent'] : ['run', '--silent', role]]
      : [process.execPath, ['bin/overlook.mjs', role]];
  const started = performance.now();
  const child = spawn(file, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((done) => child.on('exit', (code) => done(code)));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let readyMs;
  let cpu;
  while (child.exitCode === null) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) {
      readyMs = performance.now() - started;
      cpu = cpuMs(child.pid);
      break;
    }
    await new Promise((done) => setTimeout(done, 10));
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (readyMs === undefined) throw new Error(`exited (${code}) before /readyz answered 200:\n${output}`);
  return { readyMs: Math.round(readyMs), cpuMs: cpu, exit: code };
}

const before = loadavg()[0];
const results = [];
for (let run = 1; run <= runs; run++) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const result = await once(port);
  results.push(result);
  console.log(JSON.stringify({ run, role, cmd: values.cmd, embedded: Boolean(values.embedded), ...result }));
}
// With --embedded, the first run may have initialised the cluster: the warm figures leave it out.
const warm = values.embedded && results.length > 1 ? results.slice(1) : results;
const sorted = warm.map((r) => r.readyMs).sort((a, b) => a - b);
console.log(
  JSON.stringify({
    summary: `${values.cmd === 'npm' ? 'npm' : 'node bin/overlook.mjs'} ${role}${values.embedded ? ' (embedded)' : ''}`,
    runs: warm.length,
    medianMs: sorted[Math.floor(sorted.length / 2)],
    minMs: sorted[0],
    maxMs: sorted.at(-1),
    medianCpuMs: warm.map((r) => r.cpuMs).sort((a, b) => a - b)[Math.floor(warm.length / 2)],
    loadBefore: before,
    loadAfter: loadavg()[0],
  }),
);
