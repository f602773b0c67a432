/**
 * The first minute's content: a "Sample data" DuckDB data source holding a generated web-shop
 * dataset (src/domain/sample-data/generate.ts, in DATA_DIR), three saved and published queries,
 * a published dashboard (a chart, a counter, a table and a text), and a monitor whose schedule is
 * disabled and which is muted. Their owner is the admin who asks. The three queries are enqueued
 * for their first run, so a worker fills the dashboard within seconds.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { Context } from '../../context.js';
import { db } from '../../db.js';
import { env } from '../../env.js';
import { ConflictError } from '../../errors.js';
import { uniqueSlug } from '../dashboards/dashboard-slug.js';
import { publishDashboard } from '../dashboards/publish-dashboard.js';
import { requestExecution } from '../execution/request-execution.js';
import { createMonitor } from '../monitors/create-monitor.js';
import { monitorOptionsSchema } from '../monitors/monitor-condition.js';
import { createQuery } from '../queries/create-query.js';
import { publishQuery } from '../queries/publish-query.js';
import { createSchedule } from '../schedules/create-schedule.js';
import { parseVisualization } from '../visualizations/visualization-options.js';
import { generateSampleDatabase } from './generate.js';

export const SAMPLE_SOURCE_NAME = 'Sample data';

const QUERIES = {
  revenue: {
    name: 'Sample: revenue by month',
    description: 'Revenue and orders per month over the last two years, refunds and cancellations left out.',
    query: `SELECT date_trunc('month', ordered_at)::DATE AS month, sum(amount) AS revenue, count(*) AS orders
FROM orders
WHERE status NOT IN ('refunded', 'cancelled')
GROUP BY 1
ORDER BY 1`,
  },
  recent: {
    name: 'Sample: orders in the last 30 days',
    description: 'Orders and revenue of the latest 30 days in the data.',
    query: `SELECT count(*) AS orders, sum(amount) AS revenue, count(DISTINCT customer_id) AS customers
FROM orders
WHERE ordered_at >= (SELECT max(ordered_at) FROM orders) - INTERVAL 30 DAY
  AND status NOT IN ('refunded', 'cancelled')`,
  },
  products: {
    name: 'Sample: top products',
    description: 'The ten products with the most revenue, with their units sold and conversion from web events.',
    query: `SELECT p.name AS product, p.category, sum(o.quantity) AS units, sum(o.amount) AS revenue
FROM orders o JOIN products p USING (product_id)
WHERE o.status NOT IN ('refunded', 'cancelled')
GROUP BY ALL
ORDER BY revenue DESC
LIMIT 10`,
  },
} as const;

const INTRO = `## Welcome to Overlook

This dashboard runs on **Sample data**, a DuckDB database generated when it was set up: a small
coffee shop's customers, products, orders over two years, and web events.

Open a widget's query to see its SQL, change it, and refresh. The monitor *Sample: fewer than 100
orders in 30 days* is ready but disabled: give it a schedule to try alerts.`;

export interface SampleData {
  dataSourceId: number;
  queryIds: number[];
  dashboardId: number;
  dashboardSlug: string;
  monitorId: number;
}

/** Adds the sample data to the viewer's organization; 409 when it already has it. The caller has authorized an admin. */
export async function addSampleData(ctx: Context): Promise<SampleData> {
  const viewer = ctx.viewer!;
  const orgId = viewer.org.id;
  const existing = await db.dataSource.findFirst({ where: { orgId, name: SAMPLE_SOURCE_NAME, type: 'duckdb' }, select: { id: true } });
  if (existing)
    throw new ConflictError('The organization already has the sample data.', 'sample_data_exists', { data_source_id: existing.id });

  const now = ctx.clock.now();
  // A new file each time: a process may still hold an earlier one open (read-only).
  const path = `sample-data/org-${orgId}-${now.getTime()}-${randomBytes(4).toString('hex')}.duckdb`;
  await generateSampleDatabase(resolve(env.DATA_DIR, path), now.toISOString().slice(0, 10));

  const created = await db.$transaction(async (tx) => {
    const source = await tx.dataSource.create({ data: { orgId, name: SAMPLE_SOURCE_NAME, type: 'duckdb', options: { path } } });
    const queries: Record<keyof typeof QUERIES, { id: number; query: string }> = {} as never;
    for (const [key, input] of Object.entries(QUERIES) as [keyof typeof QUERIES, (typeof QUERIES)[keyof typeof QUERIES]][]) {
      // Every query gets Redash's default Table, except the one whose table is the dashboard's own.
      const query = await createQuery(ctx, tx, { dataSourceId: source.id, ...input, options: {} }, { withTable: key !== 'products' });
      await publishQuery(ctx, tx, query.id, 1);
      queries[key] = { id: query.id, query: input.query };
    }
    const visualization = async (queryId: number, type: string, name: string, options: object) => {
      const parsed = parseVisualization(type, options);
      return tx.visualization.create({ data: { queryId, name, type: parsed.type, options: parsed.options as object } });
    };
    const chart = await visualization(queries.revenue.id, 'CHART', 'Revenue by month', {
      globalSeriesType: 'column',
      xColumn: 'month',
      yColumns: ['revenue'],
    });
    const counter = await visualization(queries.recent.id, 'COUNTER', 'Orders, last 30 days', {
      counterColName: 'orders',
      counterLabel: 'Orders in the last 30 days',
    });
    const table = await visualization(queries.products.id, 'TABLE', 'Top products', { itemsPerPage: 10 });
    const dashboard = await tx.dashboard.create({
      data: {
        orgId,
        userId: viewer.id,
        name: 'Sample dashboard',
        slug: await uniqueSlug(tx, orgId, 'Sample dashboard'),
        createdAt: now,
        updatedAt: now,
      },
    });
    const widgets = [
      { text: INTRO, width: 4, position: { col: 0, row: 0, sizeY: 4 } },
      { visualizationId: counter.id, width: 2, position: { col: 4, row: 0, sizeY: 4 } },
      { visualizationId: chart.id, width: 6, position: { col: 0, row: 4, sizeY: 8 } },
      { visualizationId: table.id, width: 6, position: { col: 0, row: 12, sizeY: 8 } },
    ];
    for (const widget of widgets) {
      await tx.widget.create({
        data: {
          dashboardId: dashboard.id,
          visualizationId: widget.visualizationId ?? null,
          text: widget.text ?? null,
          width: widget.width,
          options: { position: { ...widget.position, sizeX: widget.width } },
        },
      });
    }
    const monitor = await createMonitor(ctx, tx, {
      queryId: queries.recent.id,
      name: 'Sample: fewer than 100 orders in 30 days',
      options: monitorOptionsSchema.parse({ column: 'orders', op: '<', value: 100 }),
      rearm: null,
      notifyOnRecovery: true,
    });
    await tx.monitor.update({ where: { id: monitor.id }, data: { muted: true } });
    await createSchedule(ctx, tx, { entityType: 'monitor', entityId: monitor.id, cron: '0 0 * * * *', timezone: 'UTC', enabled: false });
    return { source, queries: Object.values(queries), dashboard, monitor };
  });
  await publishDashboard(ctx, created.dashboard.id);
  for (const query of created.queries) {
    await requestExecution(ctx, {
      dataSourceId: created.source.id,
      queryId: query.id,
      // Version 1, published above: its result is what the published dashboard and public link show.
      queryVersion: 1,
      queryText: query.query,
      parameterDefinitions: [],
      maxAge: 0,
      source: { orgId, type: 'duckdb' },
    });
  }
  return {
    dataSourceId: created.source.id,
    queryIds: created.queries.map((q) => q.id),
    dashboardId: created.dashboard.id,
    dashboardSlug: created.dashboard.slug,
    monitorId: created.monitor.id,
  };
}
