/**
 * Rate limits count in fixed one-minute windows (src/rate-limit.ts), on the wall clock: a burst
 * that straddles a minute's end counts in two windows. A test that counts a burst first waits for
 * the next minute when fewer than `needMs` remain in this one.
 */
export async function inOneMinute(needMs = 12_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
