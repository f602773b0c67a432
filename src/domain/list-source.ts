/**
 * The two halves of a paginated connection (count, page) over one statement: the page's statement
 * carries `count(*) OVER ()`, so `count` answers it without a round trip of its own. Only an empty
 * page (a window past the end) leaves the count to `countAlone`.
 */
export function onePageListSource<T>(
  page: (window: { skip: number; take: number }) => Promise<{ rows: T[]; totalCount: number | null }>,
  countAlone: () => Promise<number>,
) {
  let settle!: { resolve: (count: number) => void; reject: (error: unknown) => void };
  const total = new Promise<number>((resolve, reject) => (settle = { resolve, reject }));
  // offsetConnection may not ask for the count (a short page counts itself): no unhandled rejection then.
  total.catch(() => undefined);
  return {
    count: () => total,
    load: async (window: { skip: number; take: number }) => {
      try {
        const { rows, totalCount } = await page(window);
        settle.resolve(totalCount ?? (await countAlone()));
        return rows;
      } catch (error) {
        settle.reject(error);
        throw error;
      }
    },
  };
}

/**
 * Whether a Prisma selection (from the GraphQL selection) reads no relation but `relations`: a
 * read model that answers every column of the type and those relations can stand in for Prisma.
 */
export function readsOnly(
  query: { select?: Record<string, unknown>; include?: Record<string, unknown> },
  relations: readonly string[],
): boolean {
  const selection = { ...query.include, ...query.select };
  return Object.entries(selection).every(([key, value]) => typeof value !== 'object' || value === null || relations.includes(key));
}

/**
 * A page's revision, as a column of the statement that reads the page: over the CTE `page`
 * (one row per listed row, with the count of every admitted row in `total`), an md5 over that count
 * and each row's `digest` (the versions of what its answer is rendered from) in `order`. Every row
 * carries the same value. pageRevisionSql answers the same digest without reading the page.
 */
export function pageRevisionColumn(total: string, digest: string, order: string): string {
  return `md5(concat(page.${total}, '|', string_agg(${digest}, ',')
    OVER (ORDER BY ${order} ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)))`;
}

/** pageRevisionColumn as an aggregate over `page` (one row): null for an empty page, whose answer is not kept. */
export function pageRevisionSql(total: string, digest: string, order: string): string {
  return `max(page.${total}) AS total_count,
    CASE WHEN count(*) > 0 THEN md5(concat(max(page.${total}), '|', string_agg(${digest}, ',' ORDER BY ${order}))) END AS revision`;
}
