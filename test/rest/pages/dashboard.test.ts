import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { buildUser } from '../../factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

async function page(path: string) {
  const res = await fetch(`${app.url}${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    csp: res.headers.get('content-security-policy'),
    html: await res.text(),
  };
}

describe('the signed-in dashboard page (what digest e-mails link to)', () => {
  it('renders the caller’s view: the draft for editors, the snapshot for others, 401/404 otherwise', async () => {
    const key = app.admin.key;
    const dashboard = await app.request('POST', '/api/dashboards', { key, body: { name: 'Ops overview' } });
    expect(dashboard.status).toBe(201);
    const widget = await app.request('POST', '/api/widgets', {
      key,
      body: { dashboard_id: dashboard.body.id, text: 'Draft note <b>', width: 3 },
    });
    expect(widget.status).toBe(201);

    const editor = await page(`/dashboards/${dashboard.body.slug}?api_key=${key}`);
    expect(editor.status).toBe(200);
    expect(editor.type).toMatch(/text\/html/);
    expect(editor.csp).toMatch(/default-src 'none'/);
    expect(editor.html).toContain('Ops overview');
    expect(editor.html).toContain('Draft note &lt;b&gt;');

    const viewer = await buildUser(app, { permissions: ['view_query'] });
    expect((await page(`/dashboards/${dashboard.body.slug}?api_key=${viewer.key}`)).status).toBe(404);
    expect((await app.request('POST', `/api/dashboards/${dashboard.body.slug}/publish`, { key })).status).toBe(200);
    const published = await page(`/dashboards/${dashboard.body.slug}?api_key=${viewer.key}`);
    expect(published.status).toBe(200);
    expect(published.html).toContain('Draft note &lt;b&gt;');

    const anonymous = await page(`/dashboards/${dashboard.body.slug}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.html).toMatch(/Sign in/);
    expect((await page(`/dashboards/no-such-dashboard?api_key=${key}`)).status).toBe(404);
  });
});
