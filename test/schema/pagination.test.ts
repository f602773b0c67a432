import { offsetToCursor } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { offsetConnection } from '../../schema/pagination.js';

type Page = { totalCount: number; edges: unknown[] };

/** A list of `size` rows; records whether the connection asked for the count. */
function source(size: number) {
  const rows = Array.from({ length: size }, (_, i) => i);
  const calls = { count: 0 };
  return {
    calls,
    count: async () => {
      calls.count += 1;
      return size;
    },
    load: async ({ skip, take }: { skip: number; take: number }) => rows.slice(skip, skip + take),
  };
}

describe('offsetConnection', () => {
  it('a window that reaches past the last row counts the rows it read, without a count statement', async () => {
    for (const [size, args] of [
      [5, { first: 20 }],
      [0, { first: 20 }],
      [30, { first: 20, after: offsetToCursor(19) }],
      [20, { first: 20 }],
    ] as const) {
      const list = source(size);
      const connection = (await offsetConnection(args, list.count, list.load)) as unknown as Page;
      expect(connection.totalCount).toBe(size);
      expect(list.calls.count).toBe(0);
    }
  });

  it('a full page with more rows after it, or a window past the end, asks the count', async () => {
    for (const [size, args, edges] of [
      [21, { first: 20 }, 20],
      [45, { first: 20, after: offsetToCursor(19) }, 20],
      [5, { first: 20, after: offsetToCursor(39) }, 0],
      [3, { first: 0 }, 0],
    ] as const) {
      const list = source(size);
      const connection = (await offsetConnection(args, list.count, list.load)) as unknown as Page;
      expect(connection.totalCount).toBe(size);
      expect(connection.edges).toHaveLength(edges);
      expect(list.calls.count).toBe(1);
    }
  });
});
