import { createHash } from 'node:crypto';
import type { Viewer } from './viewer.js';

/**
 * A digest of everything a viewer object carries (the user, its organization, its groups with their
 * permissions and connectors, the credential): what a kept answer is kept for, since what the same
 * data renders to depends on who asks. The state, not the object, so that the credential cache's
 * reloads every few seconds do not make every kept answer be rendered again at once.
 */
const viewerStates = new WeakMap<Viewer, string>();

/**
 * Sets and maps as arrays (JSON would write `{}` for every one, and two viewers that differ only
 * there would share answers); dates write themselves as ISO strings.
 */
const stateValue = (_key: string, value: unknown) => {
  if (value instanceof Set) return [...(value as Set<unknown>)].map(String).sort();
  if (value instanceof Map) return [...(value as Map<unknown, unknown>)].sort(([a], [b]) => String(a).localeCompare(String(b)));
  return value;
};

/** The digest of `viewer`'s state, computed once per object. */
export function viewerState(viewer: Viewer): string {
  let state = viewerStates.get(viewer);
  if (state === undefined) {
    state = createHash('sha256').update(JSON.stringify(viewer, stateValue)).digest('base64url');
    viewerStates.set(viewer, state);
  }
  return state;
}
