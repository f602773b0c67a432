import { describe, expect, it, vi } from 'vitest';
import { app, databaseIdOf, expectClean, openEditor, useEditorApp } from '../editor-fixture.js';
import { hasChromium } from '../harness.js';
import { VisualizationEditor } from '../pages/visualization-editor.js';
// Points the pg connector at the test server, which also holds Overlook's metadata database.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

useEditorApp();

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
    // "New visualization" pressed while the bar is still saving: the new editor stays open (the
    // saved bar is listed beside it), not closed by the bar's answer. The bar's save is held here
    // until the new editor is open.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldSaves = 0;
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'EditorCreateVisualization') {
        heldSaves += 1;
        await held;
      }
      await route.fallback();
    });
    await editor.button('Create visualization').click();
    await expect.poll(() => heldSaves).toBe(1);
    await editor.button('New visualization').click();
    await viz.type().waitFor();
    release();
    await page.getByRole('button', { name: 'Bar chart', exact: true }).waitFor();
    await page.unroute('**/graphql');
    expect(await viz.type().inputValue()).toBe('bar');
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
