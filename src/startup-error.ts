/**
 * A start-up failure the operator can act on: the CLI prints its message as one line on stderr
 * (no stack) and exits non-zero. The message says what failed and what to do.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
