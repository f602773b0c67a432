// CPU profiles of the `serve` process under load: `node --cpu-prof --import tsx src/cli.ts serve`
// loaded by autocannon (50 connections, BENCH_SECONDS) on GET /api/queries?page_size=20 and on
// GET /api/session, each in a fresh process; writes bench/profiles/<name>.cpuprofile (git-ignored)
// and prints self and inclusive time by package and by function.
// Usage: npx tsx bench/profile.ts [list|session ...]
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSummary, summarise } from './cpu-profile-summary.js';
import { apiClient, bootstrap, createDataSource, createDatabase, describeLoad, load, main, spawnService } from './harness.js';

const TARGETS = { list: '/api/queries?page_size=20', session: '/api/session' } as const;
type Target = keyof typeof TARGETS;
const DIR = fileURLToPath(new URL('profiles/', import.meta.url));

await main(async () => {
  const chosen = (process.argv.length > 2 ? process.argv.slice(2) : Object.keys(TARGETS)) as Target[];
  for (const name of chosen) if (!(name in TARGETS)) throw new Error(`unknown target ${name}; one of ${Object.keys(TARGETS).join(', ')}`);
  mkdirSync(DIR, { recursive: true });
  const database = await createDatabase('profile');
  const org = await bootstrap(database.url);
  const seeder = await spawnService('serve', database.url);
  const api = apiClient(seeder.base, org.apiKey);
  const dataSourceId = await createDataSource(api, 'postgres');
  for (let i = 0; i < 40; i += 1) {
    await api('POST', '/api/queries', {
      name: `Revenue by region ${i}`,
      data_source_id: dataSourceId,
      query: `SELECT region, sum(amount) FROM sales_${i} GROUP BY 1`,
    });
  }
  await seeder.stop();

  for (const name of chosen) {
    const dir = `${DIR}${name}-${process.pid}/`;
    mkdirSync(dir, { recursive: true });
    const service = await spawnService('serve', database.url, { nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
    // The load's window on the monotonic clock V8 stamps samples with: start-up stays out of the summary.
    const from = Number(process.hrtime.bigint() / 1000n);
    const measured = await load(`${service.base}${TARGETS[name]}`, { headers: { authorization: `Key ${org.apiKey}` } });
    const to = Number(process.hrtime.bigint() / 1000n);
    // SIGTERM: an orderly exit, which is when node writes the profile.
    await service.stop();
    const [file] = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile written in ${dir}`);
    const target = `${DIR}${name}.cpuprofile`;
    renameSync(`${dir}${file}`, target);
    rmSync(dir, { recursive: true });
    console.log(`\nGET ${TARGETS[name]} under --cpu-prof: ${describeLoad(measured)} -> ${target}`);
    printSummary(`GET ${TARGETS[name]}`, summarise(JSON.parse(readFileSync(target, 'utf8')), { from, to }));
  }
});
