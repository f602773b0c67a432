import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/helpers/app.js';
import { gid } from '../../../test/helpers/global-id.js';
import { Harness, hasChromium } from '../harness.js';
import { QueryEditorPage } from '../pages/query-editor-page.js';
import { SignInPage } from '../pages/sign-in-page.js';

// This file's subject: a locked-down install (issue 31, trusted documents) runs only the
// operations persisted at the web app's build, and the web app still works there.
vi.hoisted(() => {
  process.env.GRAPHQL_ARBITRARY_DOCUMENTS = 'deny';
  // The pg data source is this machine's PostgreSQL, which also holds the metadata database.
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let harness: Harness;
let dataSourceId: string;

beforeAll(async () => {
  app = await startTestApp();
  dataSourceId = gid('DataSource', (await buildPgDataSource(app, { name: 'Warehouse' })).id);
  if (hasChromium) harness = await Harness.start(app.url);
});
afterAll(async () => {
  await harness?.stop();
  await app?.stop();
});

describe.skipIf(!hasChromium)('the web app on a server that runs only persisted documents', () => {
  it('signs in, lists, runs a query with live status over the WebSocket, and never sends a document text', async () => {
    // An arbitrary document is refused here: the switch is on.
    const refused = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Key ${app.admin.key}` },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('persisted_document_required');

    const session = await harness.open();
    const { page } = session;
    // Queries go as GET (urql's default within the URL limit), mutations as POST: both are checked.
    const sent: { query?: unknown; extensions?: { persistedQuery?: { sha256Hash?: unknown } } }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname !== '/graphql') return;
      if (request.method() === 'POST') sent.push(JSON.parse(request.postData() ?? '{}'));
      else if (request.method() === 'GET')
        sent.push({
          query: url.searchParams.get('query') ?? undefined,
          extensions: JSON.parse(url.searchParams.get('extensions') ?? '{}'),
        });
    });
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framesent', (frame) => frames.push(String(frame.payload))));

    await session.goto(`/queries/new?ds=${encodeURIComponent(dataSourceId)}`);
    await new SignInPage(page).signIn(app.admin.email, app.admin.password);
    const editor = new QueryEditorPage(page);
    await editor.sql().waitFor();
    await editor.write('select g as n from generate_series(1, 3) g');
    await editor.runAndWait('3');
    expect(await editor.rowCells(2).first().textContent()).toBe('1');

    await page.getByRole('navigation').getByRole('link', { name: 'Queries' }).click();
    await page.getByRole('heading', { name: 'Queries', level: 1 }).waitFor();

    expect(sent.length).toBeGreaterThan(3);
    for (const request of sent) {
      expect(request.query, JSON.stringify(request)).toBeUndefined();
      expect(request.extensions?.persistedQuery?.sha256Hash, JSON.stringify(request)).toMatch(/^[0-9a-f]{64}$/);
    }
    // The job's live status came over graphql-ws, by hash too.
    const subscribes = frames.map((f) => JSON.parse(f) as { type: string; payload?: { query?: string; extensions?: object } });
    const subscriptions = subscribes.filter((m) => m.type === 'subscribe');
    expect(subscriptions.length).toBeGreaterThan(0);
    for (const message of subscriptions) {
      expect(message.payload?.query).toBe('');
      expect(JSON.stringify(message.payload?.extensions)).toMatch(/"sha256Hash":"[0-9a-f]{64}"/);
    }
    expect(session.pageErrors).toEqual([]);
    await session.close();
  }, 120_000);
});
