/**
 * Polls until a condition holds, for state another process or the worker moves asynchronously.
 * Only a bound on how long the test waits, never a timing assertion. Two forms:
 * `eventually(read, done)` answers the first value `done` accepts; `eventually(probe)` answers
 * the first truthy value `probe` gives.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs?: number): Promise<T>;
export async function eventually<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs?: number): Promise<T>;
export async function eventually<T>(
  read: () => Promise<T>,
  doneOrTimeout?: ((value: T) => boolean) | number,
  timeoutMs = typeof doneOrTimeout === 'number' ? doneOrTimeout : 30_000,
): Promise<T> {
  const done = typeof doneOrTimeout === 'function' ? doneOrTimeout : (value: T) => !!value;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
