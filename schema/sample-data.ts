import { addSampleData, type SampleData } from '../src/domain/sample-data/add-sample-data.js';
import * as organizations from '../src/policies/organization.js';
import { builder } from './builder.js';

const SampleDataType = builder.objectRef<SampleData>('SampleData').implement({
  description: 'What addSampleData created: the "Sample data" DuckDB source, its three queries, the sample dashboard and its monitor.',
  fields: (t) => ({
    dataSourceId: t.exposeInt('dataSourceId', { description: 'The "Sample data" DuckDB data source (its integer id).' }),
    queryIds: t.exposeIntList('queryIds', { description: 'Published, and enqueued for their first run.' }),
    dashboardId: t.exposeInt('dashboardId', { description: 'The published sample dashboard (its integer id).' }),
    dashboardSlug: t.exposeString('dashboardSlug', { description: 'Published: a chart, a counter, a table and a text.' }),
    monitorId: t.exposeInt('monitorId', { description: 'Muted, and its schedule disabled.' }),
  }),
});

builder.mutationFields((t) => ({
  addSampleData: t.field({
    type: SampleDataType,
    description:
      'Admin only (the web app’s first-run page; `overlook bootstrap --sample-data`). Adds a "Sample data" DuckDB source with a generated dataset (customers, products, orders over two years, web events), three published queries, a published sample dashboard and a disabled monitor. 409 `sample_data_exists` when the organization has it already.',
    authScopes: (_root, _args, ctx) =>
      ctx.viewer ? organizations.can(ctx.viewer, 'addSampleData', ctx.viewer.org) : { authenticated: true },
    resolve: (_root, _args, ctx) => addSampleData(ctx),
  }),
}));
