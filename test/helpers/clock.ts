import type { ManualClock } from '../../src/clock.js';

/**
 * Puts a ManualClock at `start` in place of the process clock; `restore` puts the real one back.
 * The app's modules are imported here, lazily: call it after startTestApp, whose environment they
 * read once when they load.
 */
export async function installManualClock(start = new Date()): Promise<{ clock: ManualClock; restore: () => void }> {
  const { runtime } = await import('../../src/runtime.js');
  const { ManualClock } = await import('../../src/clock.js');
  const real = runtime.clock;
  const clock = new ManualClock(start);
  runtime.clock = clock;
  return {
    clock,
    restore: () => {
      runtime.clock = real;
    },
  };
}

/** Runs `body` with the process clock held at `start`, and puts the real clock back after, also when it throws. */
export async function withManualClock<T>(start: Date, body: (clock: ManualClock) => Promise<T>): Promise<T> {
  const { clock, restore } = await installManualClock(start);
  try {
    return await body(clock);
  } finally {
    restore();
  }
}
