import type { Context } from '../src/context.js';
import { db } from '../src/db.js';
import { queryTagCounts } from '../src/domain/queries/list-queries.js';
import { countTags } from '../src/domain/queries/query-tags.js';
import * as dashboards from '../src/policies/dashboard.js';
import { builder } from './builder.js';
import { MAX_PAGE_SIZE, offsetConnection, totalCountField, type ConnectionArgs } from './pagination.js';

/** Tags of queries and dashboards, with how many of them carry each: lists to filter `queries(tags:)` and `dashboards(tags:)` by. */

interface TagCountShape {
  name: string;
  count: number;
}

const TagCount = builder.objectRef<TagCountShape>('TagCount').implement({
  description: 'A tag and how many of the listed objects carry it.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The tag.' }),
    count: t.exposeInt('count', { description: 'How many objects the caller sees carry it.' }),
  }),
});

/** The tags the caller sees on queries (archived ones left out), most used first: one statement under the list's scope. */
const queryTags = (ctx: Context) => queryTagCounts(ctx);

/** The tags of the dashboards the caller may open (archived ones left out), most used first. */
async function dashboardTags(ctx: Context): Promise<TagCountShape[]> {
  return countTags(await db.dashboard.findMany({ where: { ...dashboards.scope(ctx.viewer), isArchived: false }, select: { tags: true } }));
}

/** A page of counted tags: they are counted all at once (one statement), then paged. */
async function tagConnection(args: ConnectionArgs, counted: Promise<TagCountShape[]>) {
  const tags = await counted;
  return offsetConnection(
    args,
    async () => tags.length,
    async ({ skip, take }) => tags.slice(skip, skip + take),
  );
}

builder.queryFields((t) => ({
  queryTags: t.connection(
    {
      type: TagCount,
      description: `Tags of the queries the caller sees (archived ones left out), most used first, then by name. At most ${MAX_PAGE_SIZE} a page.`,
      authScopes: { authenticated: true },
      resolve: (_root, args, ctx) => tagConnection(args, queryTags(ctx)),
    },
    { ...totalCountField, description: 'A page of query tags with their counts.' },
    { description: 'A tag with its count, and its cursor.' },
  ),
  dashboardTags: t.connection(
    {
      type: TagCount,
      description: `Tags of the dashboards the caller may open (archived ones left out), most used first, then by name. At most ${MAX_PAGE_SIZE} a page.`,
      authScopes: { authenticated: true },
      resolve: (_root, args, ctx) => tagConnection(args, dashboardTags(ctx)),
    },
    { ...totalCountField, description: 'A page of dashboard tags with their counts.' },
    { description: 'A tag with its count, and its cursor.' },
  ),
  queryTagList: t.field({
    type: [TagCount],
    // REST's GET /api/queries/tags answers every tag as one array (Redash's shape).
    subGraphs: ['internal'],
    description: 'Every tag of the queries the caller sees (archived ones left out), most used first.',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => queryTags(ctx),
  }),
  dashboardTagList: t.field({
    type: [TagCount],
    // REST's GET /api/dashboards/tags answers every tag as one array (Redash's shape).
    subGraphs: ['internal'],
    description: 'Every tag of the dashboards the caller may open (archived ones left out), most used first.',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => dashboardTags(ctx),
  }),
}));
