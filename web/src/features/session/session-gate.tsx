import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { errorCode } from '../../graphql/errors';
import { AppSessionQuery, type Session } from './session-query';

const SignedOut = lazy(() => import('./signed-out').then((m) => ({ default: m.SignedOut })));

/**
 * Every app page needs a viewer: signed out, the page at this very URL is the sign-in form (or the
 * first-run set-up), and the deep link opens once signed in.
 */
export function SessionGate({ children }: { children: (session: Session) => ReactNode }) {
  const [{ data, error, fetching }, reexecute] = useQuery({ query: AppSessionQuery, requestPolicy: 'network-only' });
  if (data) return children(data.session);
  if (error && errorCode(error) === 'unauthenticated')
    return (
      <Suspense>
        <SignedOut />
      </Suspense>
    );
  if (error) {
    return (
      <main className="center-card">
        <h1>Overlook is not answering</h1>
        <p role="alert" className="alert">
          {error.networkError ? 'The server cannot be reached.' : error.graphQLErrors[0]?.message}
        </p>
        <button type="button" className="button" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
          Try again
        </button>
      </main>
    );
  }
  return fetching ? (
    <p className="visually-hidden" role="status">
      Loading…
    </p>
  ) : null;
}
