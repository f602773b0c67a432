import { useQuery } from 'urql';
import { AppSessionQuery } from '../session/session-query';

/** The server's answer to who may change schedules: the schedule permission (admin implies it). */
export function useMaySchedule(): boolean {
  const [{ data }] = useQuery({ query: AppSessionQuery });
  return !!data?.session.permissions.some((p) => p === 'schedule' || p === 'admin');
}
