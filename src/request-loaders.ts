import DataLoader from 'dataloader';
import { db, type QueryRow } from './db.js';
import type { Viewer } from './auth/viewer.js';
import type { ListedFacts } from './domain/queries/query-view.js';
import { WIDGET_ROW_SELECT, type WidgetRow } from './domain/dashboards/widget-view.js';

export interface AuthorRow {
  id: number;
  name: string;
  email: string;
}

type FavoriteType = 'query' | 'dashboard';

/**
 * Per-request batch loaders for the rows list fields read once per node (authors, favorites,
 * query rows): a page of 20 costs one `IN` statement per field instead of 20 Prisma requests.
 * They load rows only; whoever shows a row still authorizes it with its policy.
 */
export class RequestLoaders {
  private authorLoader?: DataLoader<number, AuthorRow | null>;
  private queryLoader?: DataLoader<number, QueryRow | null>;
  private dashboardLoader?: DataLoader<number, { slug: string; name: string } | null>;
  private widgetLoader?: DataLoader<number, WidgetRow[]>;
  private scheduleLoader?: DataLoader<string, { cron: string; timezone: string } | null>;
  private versionAuthorLoader?: DataLoader<string, number | null>;
  private readonly favoriteLoaders = new Map<FavoriteType, DataLoader<number, boolean>>();
  private readonly listedQueries = new Map<number, QueryRow & { listed: ListedFacts }>();

  constructor(private readonly viewer: () => Viewer | null) {}

  private authors(): DataLoader<number, AuthorRow | null> {
    this.authorLoader ??= new DataLoader(async (ids) => {
      const rows = await db.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true, email: true } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    return this.authorLoader;
  }

  /** A user's public face (id, name, e-mail) by id. */
  author(id: number): Promise<AuthorRow | null> {
    return this.authors().load(id);
  }

  /** What a read model that already joined the user knows; `author(id)` then issues no statement. */
  primeAuthor(id: number, row: AuthorRow | null): void {
    this.authors().prime(id, row);
  }

  /** A query row of the viewer's organization by id (null elsewhere); the caller authorizes it. */
  queryRow(id: number): Promise<QueryRow | null> {
    return this.queryRows().load(id);
  }

  /** What a read model that already read the query row (of the viewer's organization) knows. */
  primeQueryRow(id: number, row: QueryRow): void {
    this.queryRows().prime(id, row);
  }

  /**
   * A query row that a read model read with what its Redash fields show (`listed`), if one did in
   * this request: its fields then answer at once, without a loader's promise. The caller authorizes it.
   */
  listedQuery(id: number): (QueryRow & { listed: ListedFacts }) | undefined {
    return this.listedQueries.get(id);
  }

  /** What a read model read of a query row and its Redash fields (see `listedQuery`); also primes `queryRow`. */
  primeListedQuery(row: QueryRow & { listed: ListedFacts }): void {
    this.listedQueries.set(row.id, row);
    this.queryRows().prime(row.id, row);
  }

  private queryRows(): DataLoader<number, QueryRow | null> {
    this.queryLoader ??= new DataLoader(async (ids) => {
      const orgId = this.viewer()?.org.id;
      const rows = orgId === undefined ? [] : await db.query.findMany({ where: { id: { in: [...ids] }, orgId } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    return this.queryLoader;
  }

  /** A dashboard's slug and name by id (a digest subscription shows them; it was authorized with the subscription). */
  dashboardName(id: number): Promise<{ slug: string; name: string } | null> {
    this.dashboardLoader ??= new DataLoader(async (ids) => {
      const rows = await db.dashboard.findMany({ where: { id: { in: [...ids] } }, select: { id: true, slug: true, name: true } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    return this.dashboardLoader.load(id);
  }

  /**
   * A dashboard's draft widgets (WIDGET_ROW_SELECT's shape, oldest first), for dashboards read
   * without them: one statement per batch. The caller authorized the dashboard.
   */
  draftWidgets(dashboardId: number): Promise<WidgetRow[]> {
    this.widgetLoader ??= new DataLoader(async (ids) => {
      const rows = await db.widget.findMany({
        where: { dashboardId: { in: [...ids] } },
        select: WIDGET_ROW_SELECT,
        orderBy: { id: 'asc' },
      });
      const byDashboard = new Map<number, WidgetRow[]>(ids.map((id) => [id, []]));
      for (const row of rows) byDashboard.get(row.dashboardId)?.push(row);
      return ids.map((id) => byDashboard.get(id)!);
    });
    return this.widgetLoader.load(dashboardId);
  }

  /** The first (oldest) enabled schedule of a query, as Redash shows one per query. */
  firstQuerySchedule(orgId: number, queryId: number): Promise<{ cron: string; timezone: string } | null> {
    return this.schedules().load(`${orgId}:${queryId}`);
  }

  /** What a read model that already joined the query's first enabled schedule knows. */
  primeFirstQuerySchedule(orgId: number, queryId: number, schedule: { cron: string; timezone: string } | null): void {
    this.schedules().prime(`${orgId}:${queryId}`, schedule);
  }

  private schedules(): DataLoader<string, { cron: string; timezone: string } | null> {
    this.scheduleLoader ??= new DataLoader(async (keys) => {
      const pairs = keys.map((key) => key.split(':').map(Number) as [number, number]);
      const rows = await db.schedule.findMany({
        where: { entityType: 'query', enabled: true, OR: pairs.map(([org, id]) => ({ orgId: org, entityId: id })) },
        orderBy: { id: 'asc' },
        select: { orgId: true, entityId: true, cron: true, timezone: true },
      });
      const first = new Map<string, { cron: string; timezone: string }>();
      for (const r of rows) if (!first.has(`${r.orgId}:${r.entityId}`)) first.set(`${r.orgId}:${r.entityId}`, r);
      return keys.map((key) => first.get(key) ?? null);
    });
    return this.scheduleLoader;
  }

  /** Who saved version `version` of query `queryId`, when that version exists. */
  versionAuthorId(queryId: number, version: number): Promise<number | null> {
    return this.versionAuthors().load(`${queryId}:${version}`);
  }

  /** What a read model that already joined the query's version knows. */
  primeVersionAuthorId(queryId: number, version: number, userId: number | null): void {
    this.versionAuthors().prime(`${queryId}:${version}`, userId);
  }

  private versionAuthors(): DataLoader<string, number | null> {
    this.versionAuthorLoader ??= new DataLoader(async (keys) => {
      const pairs = keys.map((key) => key.split(':').map(Number) as [number, number]);
      const rows = await db.queryVersion.findMany({
        where: { OR: pairs.map(([q, v]) => ({ queryId: q, version: v })) },
        select: { queryId: true, version: true, userId: true },
      });
      const byKey = new Map(rows.map((r) => [`${r.queryId}:${r.version}`, r.userId]));
      return keys.map((key) => byKey.get(key) ?? null);
    });
    return this.versionAuthorLoader;
  }

  /** Whether the viewer marked this object a favorite (one statement per type and batch). */
  async isFavorite(objectType: FavoriteType, objectId: number): Promise<boolean> {
    if (!this.viewer()) return false;
    return this.favorites(objectType).load(objectId);
  }

  /** What a read model that already looked the viewer's favorite up knows. */
  primeFavorite(objectType: FavoriteType, objectId: number, favorite: boolean): void {
    if (this.viewer()) this.favorites(objectType).prime(objectId, favorite);
  }

  private favorites(objectType: FavoriteType): DataLoader<number, boolean> {
    let loader = this.favoriteLoaders.get(objectType);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const userId = this.viewer()?.id;
        const rows =
          userId === undefined
            ? []
            : await db.favorite.findMany({ where: { userId, objectType, objectId: { in: [...ids] } }, select: { objectId: true } });
        const marked = new Set(rows.map((r) => r.objectId));
        return ids.map((id) => marked.has(id));
      });
      this.favoriteLoaders.set(objectType, loader);
    }
    return loader;
  }
}
