import { cursorToOffset, offsetForArgs, offsetToCursor, resolveOffsetConnection } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Context } from '../src/context.js';
import { ValidationError, type FieldError } from '../src/errors.js';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 250;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/**
 * A Relay connection over an offset window with `totalCount`; REST turns page/page_size into
 * first/after so that both transports page the same way. `count` runs only when the window does
 * not reach the end of the rows (a full page, or a window past the end).
 */
export async function offsetConnection<T>(
  args: ConnectionArgs,
  count: () => Promise<number>,
  load: (window: { skip: number; take: number }) => Promise<T[]>,
) {
  checkConnectionArgs(args);
  let counted: number | undefined;
  const connection = await resolveOffsetConnection(
    { args, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE },
    async ({ offset, limit }) => {
      const rows = await load({ skip: offset, take: limit });
      // The window (one row longer than the page) reached past the last row: the rows before it and
      // in it are all there are, so the count needs no statement of its own.
      if (rows.length < limit && (rows.length > 0 || offset === 0)) counted = offset + rows.length;
      return rows;
    },
  );
  return Object.assign(connection, { totalCount: counted ?? (await count()) });
}

/**
 * The window (`skip`, `take`: one row longer than the page) that offsetConnection loads for `args`,
 * for a read that answers something of the page (its revision) without loading it.
 */
export function offsetWindow(args: ConnectionArgs): { skip: number; take: number } {
  checkConnectionArgs(args);
  const { offset, limit } = offsetForArgs({ args, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE });
  return { skip: offset, take: limit };
}

/**
 * `first`/`last` from 0 to MAX_PAGE_SIZE (REST's page_size bound) and cursors this connection
 * issued; anything else is a 422, not a silently shortened page or a failed database call.
 */
function checkConnectionArgs(args: ConnectionArgs) {
  const errors: FieldError[] = [];
  for (const name of ['first', 'last'] as const) {
    const size = args[name];
    if (size != null && !(size >= 0 && size <= MAX_PAGE_SIZE)) errors.push({ path: name, message: `must be from 0 to ${MAX_PAGE_SIZE}` });
  }
  for (const name of ['after', 'before'] as const) {
    const cursor = args[name];
    if (cursor != null && !isOffsetCursor(cursor)) errors.push({ path: name, message: 'is not a cursor of this connection' });
  }
  if (errors.length) throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
}

function isOffsetCursor(cursor: string): boolean {
  try {
    const offset = cursorToOffset(cursor);
    return Number.isSafeInteger(offset) && offset >= 0 && offsetToCursor(offset) === cursor;
  } catch {
    return false;
  }
}

/** The Prisma select/include that the connection's `edges.node` selection needs. */
export function nodeQuery(ctx: Context, info: GraphQLResolveInfo, typeName: string) {
  return queryFromInfo({ context: ctx, info, typeName, path: ['edges', 'node'] }) as Record<string, unknown>;
}

export const totalCountField = {
  // Pothos types this builder through the connection's generics, which a shared options object cannot name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fields: (t: any) => ({
    totalCount: t.int({
      description: 'How many objects the whole list holds.',
      resolve: (parent: { totalCount: number }) => parent.totalCount,
    }),
  }),
};

/** What a list with a revision offers its connection: the revision alone, and the page with or without it. */
export interface RevisableList<T> {
  /** The revision of the window and the count of every admitted row (null for an empty window). */
  revisionOf(window: { skip: number; take: number }): Promise<{ revision: string | null; totalCount: number | null }>;
  /** The page's source; with `revise`, its one statement also answers the revision. */
  source(revise: boolean): {
    count: () => Promise<number>;
    load: (window: { skip: number; take: number }) => Promise<T[]>;
    revision: () => string | null;
    countAlone: () => Promise<number>;
  };
}

/**
 * offsetConnection with a `revision` (see revisionField): asked for the revision (and count) alone,
 * one statement that reads no page; asked for the page too, the page's statement answers it.
 */
export async function revisableConnection<T>(
  args: ConnectionArgs,
  fields: ReadonlySet<string>,
  list: RevisableList<T>,
): Promise<Awaited<ReturnType<typeof offsetConnection<T>>> & { revision: string | null }> {
  const revise = fields.has('revision');
  if (revise && !fields.has('edges') && !fields.has('pageInfo')) {
    const { revision, totalCount } = await list.revisionOf(offsetWindow(args));
    const count = totalCount ?? (fields.has('totalCount') ? await list.source(false).countAlone() : 0);
    // Neither edges nor pageInfo is selected: only the count and the revision are read.
    const pageInfo = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
    return { edges: [], pageInfo, totalCount: count, revision } as unknown as Awaited<ReturnType<typeof offsetConnection<T>>> & {
      revision: string | null;
    };
  }
  const source = list.source(revise);
  const connection = await offsetConnection(args, source.count, source.load);
  return Object.assign(connection, { revision: source.revision() });
}

/** The connection fields of a revisable list: totalCount, and the page's revision (`what` names what it digests). */
export const revisionFields = (what: string) => ({
  // Pothos types this builder through the connection's generics, which a shared options object cannot name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fields: (t: any) => ({
    ...totalCountField.fields(t),
    revision: t.string({
      nullable: true,
      description: `An opaque digest of what this page shows the caller: it changes whenever the count, the rows in the window or any of them (${what}) changes. Null for an empty page.`,
      resolve: (parent: { revision?: string | null }) => parent.revision ?? null,
    }),
  }),
});
