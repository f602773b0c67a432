import { describe, expect, it } from 'vitest';
import { onePageListSource } from '../../src/domain/list-source.js';

describe('onePageListSource', () => {
  it('answers the count the page carried, and counts alone only past the end', async () => {
    let counted = 0;
    const source = onePageListSource(
      async ({ skip }) => (skip === 0 ? { rows: [1, 2], totalCount: 7 } : { rows: [], totalCount: null }),
      async () => ((counted += 1), 7),
    );
    expect(await source.load({ skip: 0, take: 2 })).toEqual([1, 2]);
    expect(await source.count()).toBe(7);
    expect(counted).toBe(0);
    const past = onePageListSource(
      async () => ({ rows: [], totalCount: null }),
      async () => ((counted += 1), 3),
    );
    expect(await past.load({ skip: 50, take: 2 })).toEqual([]);
    expect(await past.count()).toBe(3);
    expect(counted).toBe(1);
  });

  it('a failed page fails the count too, and leaves no unhandled rejection when the count is never asked', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const asked = onePageListSource(
        async () => Promise.reject(lost),
        async () => 0,
      );
      await expect(asked.load({ skip: 0, take: 20 })).rejects.toBe(lost);
      await expect(asked.count()).rejects.toBe(lost);
      // The database went away mid-request: the connection resolver gives up after the page and never asks.
      const unasked = onePageListSource(
        async () => Promise.reject(lost),
        async () => 0,
      );
      await expect(unasked.load({ skip: 0, take: 20 })).rejects.toBe(lost);
      // Node reports unhandled rejections once the microtask queue drains, before the event loop's
      // next turn: setImmediate is that turn, so any report of this one has been made by then.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
