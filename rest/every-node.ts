import { offsetToCursor } from '@pothos/plugin-relay';
import { MAX_PAGE_SIZE } from '../schema/pagination.js';

interface Connection<T> {
  totalCount: number;
  edges: { node: T }[];
}

/**
 * Every node of a connection, read page by page: the lists Redash answers as one plain array
 * (GET /api/data_sources, /api/groups, /api/destinations).
 */
export async function everyNode<T>(load: (window: { first: number; after?: string }) => Promise<Connection<T>>): Promise<T[]> {
  const nodes: T[] = [];
  for (;;) {
    const page = await load({ first: MAX_PAGE_SIZE, after: nodes.length ? offsetToCursor(nodes.length - 1) : undefined });
    nodes.push(...page.edges.map((e) => e.node));
    if (!page.edges.length || nodes.length >= page.totalCount) return nodes;
  }
}
