import { DISPLAY_STATES, type DisplayState } from './monitor-model';

export interface MonitorListSearch {
  state?: DisplayState;
}

/** `/monitors?state=triggered`: the list's filter, kept in the URL. */
export function parseMonitorListSearch(search: Record<string, unknown>): MonitorListSearch {
  return (DISPLAY_STATES as readonly unknown[]).includes(search.state) ? { state: search.state as DisplayState } : {};
}
