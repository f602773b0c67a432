import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/helpers/app.js';
import { Harness, hasChromium, type Session } from '../harness.js';
import { QueryEditorPage } from '../pages/query-editor-page.js';
import { SignInPage } from '../pages/sign-in-page.js';
import { VisualizationEditor } from '../pages/visualization-editor.js';
// Points the pg connector at the test server, which also holds Overlook's metadata database.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let harness: Harness;
/** The data source's global id (the editor's URL and GraphQL name objects by it). */
let dataSourceId: string;

beforeAll(async () => {
  app = await startTestApp();
  const databaseId = (await buildPgDataSource(app, { name: 'Warehouse' })).id;
  const sources = await app.graphql<{ dataSources: { edges: { node: { id: string; databaseId: number } }[] } }>(
    '{ dataSources(first: 100) { edges { node { id databaseId } } } }',
    {},
    app.admin.key,
  );
  dataSourceId = sources.data!.dataSources.edges.find((e) => e.node.databaseId === databaseId)!.node.id;
  if (hasChromium) harness = await Harness.start(app.url);
});
afterAll(async () => {
  await harness?.stop();
  await app?.stop();
});

/**
 * react-aria's usePress adds a <style> for `touch-action` on pressables, which the app's CSP refuses
 * (the shell's concern, reported); this is its hash. Every other CSP violation fails the test.
 */
const REACT_ARIA_PRESS_STYLE = 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=';

function expectClean(session: Session) {
  expect(session.cspViolations.filter((v) => !v.includes(REACT_ARIA_PRESS_STYLE))).toEqual([]);
  expect(session.blocked).toEqual([]);
  expect(session.pageErrors).toEqual([]);
}

async function openEditor(): Promise<{ session: Session; editor: QueryEditorPage }> {
  const session = await harness.open();
  await session.goto(`/queries/new?ds=${encodeURIComponent(dataSourceId)}`);
  await new SignInPage(session.page).signIn(app.admin.email, app.admin.password);
  const editor = new QueryEditorPage(session.page);
  await editor.sql().waitFor();
  return { session, editor };
}

/** A query's database id (REST's) from its global id. */
async function databaseIdOf(id: string): Promise<number> {
  const answer = await app.graphql<{ query: { databaseId: number } }>(
    'query ($id: ID!) { query(id: $id) { databaseId } }',
    { id },
    app.admin.key,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.query.databaseId;
}

describe.skipIf(!hasChromium)('visualizations beside the results', () => {
  it('makes a chart with column mapping, axis titles and number format, previewed by the chart kit and saved in Redash-shaped options', async () => {
    const { session, editor } = await openEditor();
    const { page } = session;
    await editor.write(
      "SELECT n AS x, n * n AS y, CASE WHEN n % 2 = 0 THEN 'even' ELSE 'odd' END AS parity FROM generate_series(1, 10) AS n",
    );
    await editor.runAndWait('10');
    await editor.button('Save').click();
    const id = await editor.openedId();
    const databaseId = await databaseIdOf(id);
    await expect.poll(() => editor.status().textContent(), { timeout: 30_000 }).toMatch(/^10 rows/);

    const viz = new VisualizationEditor(page);
    await editor.button('New visualization').click();
    await viz.type().selectOption('line');
    await viz.column('X column').selectOption('x');
    await viz.field('X axis title').fill('Number');
    await viz.field('Y axis title').fill('Square');
    await viz.field('Number format').fill('0,0');
    await viz.legend().selectOption('show');
    const preview = viz.chart('Line chart (preview)');
    await expect.poll(() => preview.locator('canvas').count(), { timeout: 15_000 }).toBe(1);
    expect(await preview.getAttribute('data-chart-kind')).toBe('line');
    await session.expectAccessible('visualization editor');
    await session.screenshot('visualization-editor');

    await editor.button('Create visualization').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('viz')).toBeTruthy();
    const listed = await app.request('GET', `/api/visualizations?query_id=${databaseId}`, { key: app.admin.key });
    const chart = (listed.body as { type: string; name: string; options: Record<string, unknown> }[]).find((v) => v.type === 'CHART');
    expect(chart?.name).toBe('Line chart');
    expect(chart?.options).toMatchObject({
      globalSeriesType: 'line',
      xColumn: 'x',
      yColumns: ['y'],
      columnMapping: { x: 'x', y: 'y' },
      stacking: 'none',
      xAxis: { title: { text: 'Number' } },
      yAxis: [{ title: { text: 'Square' } }],
      legend: { enabled: true },
      numberFormat: '0,0',
    });
    await expect.poll(() => viz.chart('Line chart').locator('canvas').count()).toBe(1);

    // A stacked bar by series, and a counter, through the same "Type" select.
    await editor.button('New visualization').click();
    await viz.type().selectOption('bar');
    await viz.column('Series column').selectOption('parity');
    await page.getByLabel('Stacked').check();
    await expect.poll(() => viz.chart('Bar chart (preview)').getAttribute('data-chart-kind')).toBe('column');
    await editor.button('Create visualization').click();
    await editor.button('New visualization').click();
    await viz.type().selectOption('counter');
    await expect.poll(() => page.locator('[data-counter]').textContent()).toBe('1');
    await editor.button('Create visualization').click();
    await expect
      .poll(async () =>
        ((await app.request('GET', `/api/visualizations?query_id=${databaseId}`, { key: app.admin.key })).body as { type: string }[])
          .map((v) => v.type)
          .sort(),
      )
      // The three made here, and the Table every new query gets (as in Redash).
      .toEqual(['CHART', 'CHART', 'COUNTER', 'TABLE']);
    expectClean(session);
    await session.close();
  });
});
