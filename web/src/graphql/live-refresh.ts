import { useEffect, useRef } from 'react';

/**
 * Live pages read themselves again when a subscription says something changed. Events come in
 * bursts (a monitor's check, its state change and its delivery; every widget of a dashboard being
 * refreshed), and a page read costs the viewer's rate budget (a monitor page about 1,300 of
 * 60,000 a minute): one read per event let a monitor on a two-second cron exhaust the budget
 * within a minute, and the page became a rate-limit error.
 *
 * `refresh` runs at most once per `gapMs`: an event runs it at once when the last read is older
 * than that, and otherwise schedules one read at the end of the gap, which every event until then
 * shares. `signal` is whatever changes with each event (null or undefined: none yet).
 */
export function useLiveRefresh(signal: unknown, refresh: () => void, gapMs = 3000): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  const gate = useRef<RefreshGate | null>(null);
  gate.current ??= new RefreshGate(gapMs, () => latest.current());
  useEffect(() => {
    if (signal !== undefined && signal !== null) gate.current?.signal();
  }, [signal]);
  useEffect(() => () => gate.current?.dispose(), []);
}

/** useLiveRefresh's timing, apart from React: `run` at most once per `gapMs`, late signals sharing one trailing run. */
export class RefreshGate {
  private last = -Infinity;
  private pending: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly gapMs: number,
    private readonly run: () => void,
  ) {}

  signal(): void {
    if (this.pending !== undefined) return;
    this.pending = setTimeout(
      () => {
        this.pending = undefined;
        this.last = Date.now();
        this.run();
      },
      Math.max(0, this.last + this.gapMs - Date.now()),
    );
  }

  dispose(): void {
    clearTimeout(this.pending);
    this.pending = undefined;
  }
}

/**
 * The last `data` a query answered for `key` (what it asks about, e.g. the page's id): a refresh
 * that fails (a lost connection, a rate limit) keeps the page on screen beside its error.
 */
export function useLastData<T>(data: T | null | undefined, key: string): T | undefined {
  const kept = useRef<{ key: string; data: T } | undefined>(undefined);
  if (data !== null && data !== undefined) kept.current = { key, data };
  return kept.current?.key === key ? kept.current.data : undefined;
}
