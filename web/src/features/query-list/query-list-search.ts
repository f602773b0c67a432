/** The queries list's state, all of it in the URL: `/queries?q=…&tags=[…]&favorites=true&author=me&status=draft&cursor=…`. */
export interface QueryListSearch {
  q?: string;
  tags?: string[];
  favorites?: boolean;
  /** `me`: only the viewer's own queries. */
  author?: 'me';
  status?: 'draft' | 'published';
  cursor?: string;
}

/** Checks the search params once, at the route: anything malformed is left out. */
export function parseQueryListSearch(search: Record<string, unknown>): QueryListSearch {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const tags = Array.isArray(search.tags)
    ? search.tags.filter((tag): tag is string => typeof tag === 'string' && tag.length > 0)
    : typeof search.tags === 'string' && search.tags
      ? [search.tags]
      : undefined;
  return {
    q: text(search.q),
    tags: tags?.length ? tags : undefined,
    favorites: search.favorites === true || search.favorites === 'true' ? true : undefined,
    author: search.author === 'me' ? 'me' : undefined,
    status: search.status === 'draft' || search.status === 'published' ? search.status : undefined,
    cursor: text(search.cursor),
  };
}
