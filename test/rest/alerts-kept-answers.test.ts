// GET /api/alerts sends again the bytes it answered the same viewer before when the list's revision
// is unchanged (rest/kept-answers.ts). These tests hold it to a fresh rendering after every kind of
// change to what the list shows, made through the API or straight in the database (as another
// process would, with no notice to this one), and across viewers and origins.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMonitor, buildOrganization, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { freshGet, internalGraphql, keptGet, onceGet, sql } from '../helpers/kept-answers.js';
import { storeResult } from '../helpers/query-results.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let dataSourceId: number;
let maker: { key: string; id: number };
let queryAuthor: { key: string; id: number };
let watched: { id: number };
let monitor: { id: number };

beforeAll(async () => {
  app = await startTestApp();
  dataSourceId = (await buildPgDataSource(app)).id;
  maker = await buildUser(app, { permissions: ['view_query', 'create_query', 'create_monitor', 'execute_query'], name: 'Monitor maker' });
  queryAuthor = await buildUser(app, { permissions: ['view_query', 'create_query', 'execute_query'], name: 'Query author' });
  watched = await buildQuery(app, { dataSourceId, key: queryAuthor.key, name: 'Watched' });
  const published = await app.request('POST', `/api/queries/${watched.id}`, { key: queryAuthor.key, body: { is_draft: false } });
  expect(published.status).toBe(200);
  monitor = await buildMonitor(app, { queryId: watched.id, key: maker.key, name: 'Too high' });
  await buildMonitor(app, { queryId: watched.id, name: 'Another' });
});
afterAll(async () => {
  await app?.stop();
});

/** The kept-answer reads (test/helpers/kept-answers.ts) of this list. */
const kept = (key: string) => keptGet(app, key, '/api/alerts');
const once = (key: string) => onceGet(app, key, '/api/alerts');
const fresh = (key: string) => freshGet(app, key, '/api/alerts');

async function revision(key: string): Promise<string> {
  // monitorList is the internal graph's (REST's GET /api/alerts keeps its answer by it).
  const { data, errors } = await internalGraphql<{ monitorList: { revision: string } }>(app, '{ monitorList { revision } }', {}, key);
  expect(errors).toBeUndefined();
  return data!.monitorList.revision;
}

const mine = (body: any) => body.find((a: any) => a.id === monitor.id);

describe('a kept answer of the alert list', () => {
  const changes: [string, () => Promise<unknown>, (body: any) => unknown][] = [
    [
      'a monitor renamed (in the database)',
      () => sql('UPDATE monitors SET name = $1 WHERE id = $2', ['Renamed', monitor.id]),
      (b) => mine(b).name,
    ],
    [
      'a monitor triggered (in the database)',
      () => sql(`UPDATE monitors SET state = 'triggered' WHERE id = $1`, [monitor.id]),
      (b) => mine(b).state,
    ],
    ['a monitor muted', () => app.request('POST', `/api/alerts/${monitor.id}/mute`, { key: maker.key }), (b) => mine(b).options.muted],
    [
      'a monitor’s options changed',
      () => app.request('POST', `/api/alerts/${monitor.id}`, { key: maker.key, body: { options: { column: 'value', op: '<', value: 3 } } }),
      (b) => mine(b).options.op,
    ],
    [
      'the monitor’s creator renamed',
      () => sql('UPDATE users SET name = $1 WHERE id = $2', ['Maker Renamed', maker.id]),
      (b) => mine(b).user.name,
    ],
    [
      'the watched query renamed (in the database)',
      () => sql('UPDATE queries SET name = $1, published_name = $1 WHERE id = $2', ['Watched renamed', watched.id]),
      (b) => mine(b).query.name,
    ],
    [
      'the watched query’s author renamed',
      () => sql('UPDATE users SET name = $1 WHERE id = $2', ['Author Renamed', queryAuthor.id]),
      (b) => mine(b).query.user.name,
    ],
    [
      'a new latest result of the watched query',
      async () => {
        const resultId = await storeResult(app, {
          queryId: watched.id,
          dataSourceId,
          columns: [{ name: 'value', type: 'integer' }],
          rows: [[1]],
        });
        await sql('UPDATE queries SET latest_query_data_id = $1 WHERE id = $2', [resultId, watched.id]);
      },
      (b) => mine(b).query.latest_query_data_id,
    ],
    ['a monitor added', () => buildMonitor(app, { queryId: watched.id, name: 'Added' }), (b) => b.map((a: any) => a.name)],
    [
      'a monitor removed',
      async () => {
        const added = (await once(maker.key)).find((a: any) => a.name === 'Added');
        expect((await app.request('DELETE', `/api/alerts/${added.id}`, { key: app.admin.key })).status).toBeLessThan(300);
      },
      (b) => b.map((a: any) => a.name),
    ],
  ];

  it.each(changes)('is rendered anew after %s', async (_name, change, shown) => {
    const before = await kept(maker.key);
    const revisionBefore = await revision(maker.key);
    await change();
    const after = await once(maker.key);
    expect(after).toEqual(await fresh(maker.key));
    expect(shown(after)).not.toEqual(shown(before));
    expect(await revision(maker.key)).not.toBe(revisionBefore);
  });

  it('has one revision with or without the monitors', async () => {
    const alone = await revision(maker.key);
    const { data, errors } = await internalGraphql(
      app,
      '{ a: monitorList { revision monitors { id: databaseId } } b: monitorList { monitors { id: databaseId } } }',
      {},
      maker.key,
    );
    expect(errors).toBeUndefined();
    expect(data.a.revision).toBe(alone);
    expect(data.a.monitors).toEqual(data.b.monitors);
    expect(data.a.monitors.map((m: any) => m.id)).toEqual((await once(maker.key)).map((a: any) => a.id));
  });

  it('keeps its revision while nothing it shows changes, whatever else does', async () => {
    const before = await revision(maker.key);
    const other = await buildQuery(app, { dataSourceId, name: 'Unwatched' });
    await sql('UPDATE queries SET name = $1 WHERE id = $2', ['Unwatched renamed', other.id]);
    expect(await revision(maker.key)).toBe(before);
    expect(await kept(maker.key)).toEqual(await fresh(maker.key));
  });

  it('follows a change to what the viewer may see', async () => {
    const hidden = (await buildPgDataSource(app, { name: 'hidden later' })).id;
    const secret = await buildQuery(app, { dataSourceId: hidden, name: 'On the hidden source' });
    const secretMonitor = await buildMonitor(app, { queryId: secret.id, name: 'On the hidden source' });
    const reader = await buildUser(app, { permissions: ['view_query'], restricted: true, dataSourceIds: [dataSourceId, hidden] });
    const before = await kept(reader.key);
    expect(before.map((a: any) => a.id)).toContain(secretMonitor.id);
    const removed = await app.request('DELETE', `/api/groups/${reader.groupId}/data_sources/${hidden}`, { key: app.admin.key });
    expect(removed.status).toBeLessThan(300);
    const after = await once(reader.key);
    expect(after).toEqual(await fresh(reader.key));
    expect(after.map((a: any) => a.id)).not.toContain(secretMonitor.id);
  });

  it('is its own for each viewer, and answers a caller it does not know, or from another organization, as before', async () => {
    const reader = await buildUser(app, { permissions: ['view_query'] });
    const makers = await kept(maker.key);
    const readers = await kept(reader.key);
    expect(readers).toEqual(await fresh(reader.key));
    expect(readers.map((a: any) => a.id)).toEqual(makers.map((a: any) => a.id));
    expect((await app.request('GET', '/api/alerts')).status).toBe(401);
    expect((await app.request('GET', '/api/alerts', { key: 'not-a-key' })).status).toBe(401);
    const stranger = await buildOrganization();
    const theirs = await app.request('GET', '/api/alerts', { key: stranger.key });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
  });
});
