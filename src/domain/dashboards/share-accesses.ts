import { db } from '../../db.js';

/** Days answered with the totals: a year of daily counts at most. */
const MAX_DAYS = 366;

export interface DailyAccesses {
  /** The UTC date, YYYY-MM-DD. */
  day: string;
  count: number;
  page: number;
  json: number;
  embed: number;
}

/** The dashboard's logged views, newest first, one page. */
export function listShareAccesses(dashboardId: number, window: { skip: number; take: number }) {
  return db.shareAccess.findMany({
    where: { dashboardId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: window.skip,
    take: window.take,
  });
}

export function countShareAccesses(dashboardId: number) {
  return db.shareAccess.count({ where: { dashboardId } });
}

/** Views per UTC day (and per kind), newest day first, for the days that had any. */
export async function dailyShareAccesses(dashboardId: number): Promise<DailyAccesses[]> {
  const rows = await db.$queryRaw<{ day: string; count: number; page: number; json: number; embed: number }[]>`
    SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS count,
           (count(*) FILTER (WHERE kind = 'page'))::int AS page, (count(*) FILTER (WHERE kind = 'json'))::int AS json,
           (count(*) FILTER (WHERE kind = 'embed'))::int AS embed
      FROM share_accesses WHERE dashboard_id = ${dashboardId}
     GROUP BY 1 ORDER BY 1 DESC LIMIT ${MAX_DAYS}`;
  return rows;
}
