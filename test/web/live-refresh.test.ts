import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshGate } from '../../web/src/graphql/live-refresh.js';

/** A gate with a 3 s gap that records when it ran (ms since the fake clock's start). */
function recordedGate() {
  const runs: number[] = [];
  return { runs, gate: new RefreshGate(3000, () => runs.push(Date.now() - 1_000_000)) };
}

describe('RefreshGate (live pages read themselves again at most once per gap)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once on the first event, then once at the end of the gap for a whole burst', async () => {
    const { runs, gate } = recordedGate();
    gate.signal();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([0]);
    // A monitor on a two-second cron: a check, a state change and a delivery, every 2 s, for 10 s.
    for (let t = 0; t < 10_000; t += 200) {
      gate.signal();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(runs).toEqual([0, 3000, 6000, 9000]);
    // The last of the burst is not lost: one more run after the gap.
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toEqual([0, 3000, 6000, 9000, 12_000]);
    gate.dispose();
  });

  it('an event after a quiet spell runs at once; dispose cancels what is scheduled', async () => {
    const { runs, gate } = recordedGate();
    gate.signal();
    await vi.advanceTimersByTimeAsync(10_000);
    gate.signal();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([0, 10_000]);
    gate.signal();
    gate.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toEqual([0, 10_000]);
  });
});
