import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Provider as GraphQLProvider } from 'urql';
import { RouterProvider } from '@tanstack/react-router';
import { createGraphQLClient } from '../graphql/client';
import { SessionGate } from '../features/session/session-gate';
import { publicPageFor } from '../features/people/public-routes';
import { SessionResetContext } from './session-reset';
import { router } from './router';

const PublicPage = lazy(() => import('../features/people/public-page').then((m) => ({ default: m.PublicPage })));

/**
 * The providers: one GraphQL client per session (sign-in and sign-out make a new one, so nothing
 * cached outlives its viewer), the session gate (set-up, sign-in, or the app), and the router.
 * The people pages that need no session (an invitation, a verification link, sign-up) come first.
 */
export function App() {
  const [epoch, setEpoch] = useState(0);
  const client = useMemo(() => createGraphQLClient(), [epoch]);
  const reset = useCallback(() => setEpoch((n) => n + 1), []);
  const publicPage = useMemo(() => publicPageFor(location.pathname), []);
  return (
    <SessionResetContext.Provider value={reset}>
      <GraphQLProvider value={client}>
        {publicPage ? (
          <Suspense>
            <PublicPage match={publicPage} />
          </Suspense>
        ) : (
          <SessionGate>{(session) => <RouterProvider router={router} context={{ session }} />}</SessionGate>
        )}
      </GraphQLProvider>
    </SessionResetContext.Provider>
  );
}
