import { onTestFinished } from 'vitest';
import { installManualClock } from './clock.js';

/**
 * Rate limits count in fixed one-minute windows (src/rate-limit.ts) of the app's clock: a burst
 * that straddles a minute's end counts in two windows.
 *
 * For the app in this test process: holds its clock (runtime.clock) still until the end of the
 * current test, so that the test's burst counts in one window whatever the wall clock does, with
 * no wait for a fresh minute. Call it after startTestApp.
 */
export async function inOneRateWindow(): Promise<void> {
  const { restore } = await installManualClock(new Date());
  onTestFinished(restore);
}

/**
 * For services in processes of their own, whose clock a test cannot hold: waits for the next
 * minute when fewer than `needMs` remain in this one.
 */
export async function inOneMinute(needMs = 12_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
