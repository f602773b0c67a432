import { useState } from 'react';
import type { CombinedError } from 'urql';
import { errorCode } from '../../graphql/errors';

/**
 * A failed request in words for the people pages: a rate limit says how long to wait (the
 * server's `retryAfterSeconds`), a lost connection says so, a known code gets the page's own
 * sentence, and anything else the server's message.
 */
export function errorInWords(error: CombinedError | undefined, known: Record<string, string> = {}): string | undefined {
  if (!error) return undefined;
  const first = error.graphQLErrors[0];
  if (!first) return 'The server cannot be reached. Check your connection, then try again.';
  const code = errorCode(error);
  if (code === 'rate_limited') {
    const seconds = first.extensions?.retryAfterSeconds;
    return typeof seconds === 'number'
      ? `Too many attempts from this address. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`
      : 'Too many attempts from this address. Try again in a minute.';
  }
  return (code && known[code]) || first.message;
}

/**
 * A mutation's error until the person edits the form again: a field the server refused is marked
 * invalid (which also holds back the form's native submit), and editing any field lifts that, so
 * the corrected form can be sent.
 */
export function useUntilEdited(error: CombinedError | undefined): [CombinedError | undefined, () => void] {
  const [edited, setEdited] = useState<CombinedError | undefined>();
  return [error && error !== edited ? error : undefined, () => setEdited(error)];
}
