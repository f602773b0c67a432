import type { DisplayState } from './monitor-model';

/** A state badge: the word itself (never colour alone), coloured by monitors.css. */
export function MonitorBadge({ state }: { state: DisplayState }) {
  return (
    <span className="badge monitor-badge" data-state={state}>
      {state}
    </span>
  );
}
