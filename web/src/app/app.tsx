import { useCallback, useMemo, useState } from 'react';
import { Provider as GraphQLProvider } from 'urql';
import { RouterProvider } from '@tanstack/react-router';
import { createGraphQLClient } from '../graphql/client';
import { SessionGate } from '../features/session/session-gate';
import { SessionResetContext } from './session-reset';
import { router } from './router';

/**
 * The providers: one GraphQL client per session (sign-in and sign-out make a new one, so nothing
 * cached outlives its viewer), the session gate (set-up, sign-in, or the app), and the router.
 */
export function App() {
  const [epoch, setEpoch] = useState(0);
  const client = useMemo(() => createGraphQLClient(), [epoch]);
  const reset = useCallback(() => setEpoch((n) => n + 1), []);
  return (
    <SessionResetContext.Provider value={reset}>
      <GraphQLProvider value={client}>
        <SessionGate>{(session) => <RouterProvider router={router} context={{ session }} />}</SessionGate>
      </GraphQLProvider>
    </SessionResetContext.Provider>
  );
}
