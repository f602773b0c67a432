import type { Viewer } from '../auth/viewer.js';
import { ForbiddenError, NotFoundError } from '../errors.js';

/** The shape every model policy has: a pure predicate over (viewer, action, row). */
export type Can<A extends string, R> = (viewer: Viewer | null, action: A, row: R) => boolean;

/** A Prisma `where` that matches no row: what `scope` answers for a caller who may list nothing. */
export const NOTHING = { id: { in: [] as number[] } };

/**
 * The one place the 404-or-403 decision is made: a row the viewer may not `read` (or no row) is
 * not found (existence is never leaked); a row the viewer reads but may not act on is forbidden.
 * `seenAs` names the action that decides visibility when it is not `read` (a query a monitor may
 * watch is "found" by that rule alone).
 */
export function authorize<A extends string, R>(
  can: Can<A | 'read', R>,
  viewer: Viewer | null,
  action: A | 'read',
  row: R | null | undefined,
  what: string,
  forbidden: string,
  seenAs: A | 'read' = 'read',
): R {
  if (!row || !can(viewer, seenAs, row)) throw new NotFoundError(what);
  if (action !== 'read' && !can(viewer, action, row)) throw new ForbiddenError(forbidden);
  return row;
}
