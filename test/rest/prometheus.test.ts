import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStatus } from '../../src/domain/jobs/job-status.js';
import { buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { runAdhoc, waitForJob } from '../helpers/jobs.js';

/**
 * The prometheus connector against Debian's prometheus scraping itself on 127.0.0.1:9090
 * (started by .ci/run): instant and range queries (start, end and step from Overlook's
 * parameters), rows of time, value and labels, a range query charted on a public dashboard,
 * and schema browsing of metric names and their labels.
 */
let app: TestApp;
let sourceId: number;

beforeAll(async () => {
  app = await startTestApp();
  const created = await app.request('POST', '/api/data_sources', {
    key: app.admin.key,
    body: { name: 'metrics', type: 'prometheus', options: { url: 'http://127.0.0.1:9090' } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  sourceId = created.body.id;
});
afterAll(async () => {
  await app?.stop();
});

async function resultOfJob(jobId: number) {
  const job = await waitForJob(app, app.admin.key, jobId);
  expect(job.status, job.error ?? '').toBe(JobStatus.Finished);
  return (await app.request('GET', `/api/query_results/${job.query_result_id}`, { key: app.admin.key })).body.query_result;
}

describe('prometheus connector', () => {
  it('an instant query answers rows of time, value and one column per label', async () => {
    const result = await resultOfJob((await runAdhoc(app, sourceId, 'up{job="prometheus"}')).id);
    expect(result.data.columns.map((c: { name: string; type: string }) => [c.name, c.type])).toEqual([
      ['time', 'datetime'],
      ['value', 'float'],
      ['__name__', 'string'],
      ['instance', 'string'],
      ['job', 'string'],
    ]);
    expect(result.data.rows).toHaveLength(1);
    expect(result.data.rows[0]).toMatchObject({ value: 1, __name__: 'up', instance: '127.0.0.1:9090', job: 'prometheus' });
    expect(Date.parse(result.data.rows[0].time)).toBeGreaterThan(Date.now() - 60_000);
    const scalar = await resultOfJob((await runAdhoc(app, sourceId, 'query=1 + 1&time=1700000000')).id);
    expect(scalar.data.rows).toEqual([{ time: '2023-11-14T22:13:20.000Z', value: 2 }]);
  });

  it('a bad PromQL or query text ends at 4 with the reason', async () => {
    const failed = await waitForJob(app, app.admin.key, (await runAdhoc(app, sourceId, 'up{')).id);
    expect(failed.status).toBe(JobStatus.Failed);
    expect(failed.error).toMatch(/parse error/);
    const badTime = await waitForJob(app, app.admin.key, (await runAdhoc(app, sourceId, 'query=up&start=yesterday')).id);
    expect(badTime.status).toBe(JobStatus.Failed);
    expect(badTime.error).toMatch(/not a time/);
  });

  it('a range query with start, end and step from parameters, charted on a public dashboard', async () => {
    const created = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: {
        data_source_id: sourceId,
        name: 'Scrape samples',
        query: 'query=scrape_samples_scraped{job="{{ job }}"}&start={{ since }}&end=now&step={{ step }}',
        options: {
          parameters: [
            { name: 'job', type: 'text', value: 'prometheus' },
            { name: 'since', type: 'text', value: 'now-30s' },
            { name: 'step', type: 'enum', enumOptions: '1s\n5s\n1m', value: '1s' },
          ],
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const query = created.body;
    const published = await app.request('POST', `/api/queries/${query.id}/publish`, {
      key: app.admin.key,
      body: { expected_version: query.working_version },
    });
    expect(published.status).toBe(200);
    const refreshed = await app.request('POST', `/api/queries/${query.id}/refresh`, {
      key: app.admin.key,
      body: { max_age: 0, parameters: { since: 'now-20s', step: '1s' } },
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const result = await resultOfJob(refreshed.body.job.id);
    expect(result.data.columns.map((c: { name: string }) => c.name)).toEqual(['time', 'value', '__name__', 'instance', 'job']);
    // Scraped every second for more than 20 s before this test: a point per step second over the range.
    expect(result.data.rows.length).toBeGreaterThanOrEqual(10);
    const times = result.data.rows.map((r: { time: string }) => Date.parse(r.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[1] - times[0]).toBe(1000);
    expect(result.data.rows[0]).toMatchObject({ __name__: 'scrape_samples_scraped', job: 'prometheus' });
    expect(typeof result.data.rows[0].value).toBe('number');
    // A step outside the parameter's choices is refused before anything runs.
    const badStep = await app.request('POST', `/api/queries/${query.id}/refresh`, {
      key: app.admin.key,
      body: { max_age: 0, parameters: { step: '1ms' } },
    });
    expect(badStep.status).toBe(422);

    const chart = await app.request('POST', '/api/visualizations', {
      key: app.admin.key,
      body: {
        query_id: query.id,
        type: 'CHART',
        name: 'Samples over time',
        options: { globalSeriesType: 'line', xColumn: 'time', yColumns: ['value'], seriesColumn: 'instance' },
      },
    });
    expect(chart.status, JSON.stringify(chart.body)).toBe(201);
    const dashboard = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Prometheus itself' } });
    expect(dashboard.status).toBe(201);
    const widget = await app.request('POST', '/api/widgets', {
      key: app.admin.key,
      body: { dashboard_id: dashboard.body.id, visualization_id: chart.body.id, width: 6 },
    });
    expect(widget.status).toBe(201);
    expect(widget.body.result.data.rows.length).toBe(result.data.rows.length);
    expect((await app.request('POST', `/api/dashboards/${dashboard.body.slug}/publish`, { key: app.admin.key })).status).toBe(200);
    const share = await app.request('POST', `/api/dashboards/${dashboard.body.slug}/share`, { key: app.admin.key });
    expect(share.status).toBe(200);
    const open = await app.request('GET', `/api/public/dashboards/${share.body.secret_token}`);
    expect(open.status).toBe(200);
    expect(open.body.widgets[0].visualization).toMatchObject({ type: 'CHART', name: 'Samples over time' });
    expect(open.body.widgets[0].result.data.rows[0]).toMatchObject({ job: 'prometheus' });
    const html = await app.request('GET', `/public/dashboards/${share.body.secret_token}`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    // The chart is drawn server-side: an SVG line through the points.
    expect(html.body).toContain('<svg');
    expect(html.body).toMatch(/<path[^>]+d="M/);
    expect(html.body).not.toContain('scrape_samples_scraped{');
  });

  it('browses metric names and their labels; only members reach it', async () => {
    const schema = await app.request('GET', `/api/data_sources/${sourceId}/schema?refresh=true`, { key: app.admin.key });
    expect(schema.status).toBe(200);
    const up = schema.body.schema.find((t: { name: string }) => t.name === 'up');
    expect(up.columns).toEqual([
      { name: 'instance', type: 'label' },
      { name: 'job', type: 'label' },
    ]);
    const http = schema.body.schema.find((t: { name: string }) => t.name === 'prometheus_http_requests_total');
    expect(http.columns.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['code', 'handler']));
    expect((await app.request('GET', `/api/data_sources/${sourceId}/schema`)).status).toBe(401);
    const fenced = await buildUser(app, { permissions: ['view_query'], restricted: true });
    expect((await app.request('GET', `/api/data_sources/${sourceId}/schema`, { key: fenced.key })).status).toBe(404);
  });

  it('a URL that is not http(s) is refused with 422', async () => {
    const bad = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'bad', type: 'prometheus', options: { url: 'file:///etc/passwd' } },
    });
    expect(bad.status).toBe(422);
  });
});
