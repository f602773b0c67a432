import { addFavorite, removeFavorite } from '../src/domain/favorites/favorites.js';
import * as queries from '../src/policies/query.js';
import { builder } from './builder.js';
import { SavedQueryNode } from './query.js';
import type { Context } from '../src/context.js';
import * as dashboards from '../src/policies/dashboard.js';
import { DashboardNode } from './dashboard.js';
import { loadDashboardRef } from './redash-fields.js';

/** Adds or removes the caller's favorite mark on a dashboard the caller may open, by id or (REST) by slug or numeric id. */
async function changeDashboardFavorite(ctx: Context, change: typeof addFavorite, target: { id: number } | { ref: string }) {
  const dashboard =
    'ref' in target ? await loadDashboardRef(ctx, target.ref) : await dashboards.loadDashboard(ctx, { id: target.id }, 'read');
  await change(ctx, 'dashboard', dashboard.id);
  return true;
}

/** Favorites: a mark per user on a query or dashboard the user sees; lists filter by it (`favorites: true`). */
builder.mutationFields((t) => ({
  favoriteQuery: t.boolean({
    description: 'Marks a query the caller sees as a favorite (idempotent).',
    args: { id: t.arg.globalID({ for: SavedQueryNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      await addFavorite(ctx, 'query', (await queries.loadQuery(ctx, id)).id);
      return true;
    },
  }),
  unfavoriteQuery: t.boolean({
    args: { id: t.arg.globalID({ for: SavedQueryNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      await removeFavorite(ctx, 'query', (await queries.loadQuery(ctx, id)).id);
      return true;
    },
  }),
  favoriteDashboard: t.boolean({
    description: 'Marks a dashboard the caller may open as a favorite (idempotent).',
    args: { id: t.arg.globalID({ for: DashboardNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: (_root, { id: { id } }, ctx) => changeDashboardFavorite(ctx, addFavorite, { id }),
  }),
  unfavoriteDashboard: t.boolean({
    args: { id: t.arg.globalID({ for: DashboardNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: (_root, { id: { id } }, ctx) => changeDashboardFavorite(ctx, removeFavorite, { id }),
  }),
  // REST's /api/dashboards/{id or slug}/favorite: Redash's addressing, in the internal graph only.
  favoriteDashboardByRef: t.boolean({
    subGraphs: ['internal'],
    description: 'Marks a dashboard the caller may open (slug or id) as a favorite (idempotent).',
    args: { ref: t.arg.string({ required: true, description: 'Slug or numeric id.' }) },
    authScopes: { authenticated: true },
    resolve: (_root, { ref }, ctx) => changeDashboardFavorite(ctx, addFavorite, { ref }),
  }),
  unfavoriteDashboardByRef: t.boolean({
    subGraphs: ['internal'],
    description: 'Removes the caller’s favorite mark from a dashboard (slug or id); idempotent.',
    args: { ref: t.arg.string({ required: true, description: 'Slug or numeric id.' }) },
    authScopes: { authenticated: true },
    resolve: (_root, { ref }, ctx) => changeDashboardFavorite(ctx, removeFavorite, { ref }),
  }),
}));
