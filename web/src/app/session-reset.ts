import { createContext, useContext } from 'react';

/** Drops the GraphQL client and its cache for a fresh one: after sign-in, sign-out or set-up. */
export const SessionResetContext = createContext<() => void>(() => undefined);

export function useSessionReset(): () => void {
  return useContext(SessionResetContext);
}
