import type { Context } from '../../context.js';
import { db } from '../../db.js';

export type FavoriteType = 'query' | 'dashboard';

/** Marks the object a favorite of the viewer; marking it twice is one favorite. The caller has authorized reading it. */
export async function addFavorite(ctx: Context, objectType: FavoriteType, objectId: number): Promise<void> {
  const viewer = ctx.viewer!;
  await db.favorite.upsert({
    where: { userId_objectType_objectId: { userId: viewer.id, objectType, objectId } },
    create: { orgId: viewer.org.id, userId: viewer.id, objectType, objectId, createdAt: ctx.clock.now() },
    update: {},
  });
}

/** Removes the viewer's favorite mark; removing one that is not there does nothing. */
export async function removeFavorite(ctx: Context, objectType: FavoriteType, objectId: number): Promise<void> {
  await db.favorite.deleteMany({ where: { userId: ctx.viewer!.id, objectType, objectId } });
}

/** Ids of the viewer's favorites of one type. */
export async function favoriteIds(ctx: Context, objectType: FavoriteType): Promise<number[]> {
  const rows = await db.favorite.findMany({ where: { userId: ctx.viewer!.id, objectType }, select: { objectId: true } });
  return rows.map((r) => r.objectId);
}
