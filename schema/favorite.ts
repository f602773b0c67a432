import { addFavorite, removeFavorite } from '../src/domain/favorites/favorites.js';
import * as queries from '../src/policies/query.js';
import { builder } from './builder.js';
import { SavedQueryNode } from './query.js';
import { loadDashboardRef } from './redash-fields.js';

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
    description: 'Marks a dashboard the caller may open (slug or id) as a favorite (idempotent).',
    args: { ref: t.arg.string({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { ref }, ctx) => {
      await addFavorite(ctx, 'dashboard', (await loadDashboardRef(ctx, ref)).id);
      return true;
    },
  }),
  unfavoriteDashboard: t.boolean({
    args: { ref: t.arg.string({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { ref }, ctx) => {
      await removeFavorite(ctx, 'dashboard', (await loadDashboardRef(ctx, ref)).id);
      return true;
    },
  }),
}));
