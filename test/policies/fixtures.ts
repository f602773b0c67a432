import type { Viewer, ViewerGroup } from '../../src/auth/viewer.js';
import type { Permission } from '../../src/policies/permissions.js';

export interface ViewerOptions {
  id?: number;
  orgId?: number;
  permissions?: Permission[];
  isAdmin?: boolean;
  /** undefined: one unrestricted group; an array: one restricted group with this allowlist; null: no group at all. */
  allowlist?: number[] | null;
  groupId?: number;
}

/** A viewer as src/auth/viewer.ts builds it: permissions are the union of its groups'. */
export function viewer(options: ViewerOptions = {}): Viewer {
  const permissions = new Set<Permission>(options.permissions ?? []);
  const groups: ViewerGroup[] =
    options.allowlist === null
      ? []
      : [
          {
            id: options.groupId ?? 10,
            type: 'regular',
            restricted: options.allowlist !== undefined,
            permissions,
            dataSourceIds: new Set(options.allowlist ?? []),
          },
        ];
  return {
    id: options.id ?? 1,
    name: 'v',
    email: 'v@acme.test',
    emailVerified: true,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    org: { id: options.orgId ?? 1, slug: 'acme', name: 'Acme', domain: null },
    groups,
    permissions,
    isAdmin: options.isAdmin ?? false,
    via: 'key',
  };
}

const PERMISSION_SETS: Permission[][] = [
  [],
  ['view_query'],
  ['edit_query'],
  ['create_query'],
  ['execute_query'],
  ['view_query', 'execute_query'],
  ['create_dashboard'],
  ['edit_dashboard'],
  ['share_dashboard'],
  ['create_monitor'],
  ['list_users'],
  ['manage_users'],
  ['manage_destinations'],
  ['schedule'],
];

/** Every combination of who, which permissions and which reach that the rules distinguish. */
export function viewers(): Viewer[] {
  const all: Viewer[] = [viewer({ isAdmin: true }), viewer({ isAdmin: true, id: 2 }), viewer({ allowlist: null })];
  for (const permissions of PERMISSION_SETS) {
    for (const id of [1, 2]) {
      for (const allowlist of [undefined, [5], [] as number[]]) all.push(viewer({ id, permissions, allowlist }));
    }
  }
  return all;
}

/** The cartesian product of attribute choices: fixture rows that cover every branch of a rule. */
export function rows<T extends Record<string, unknown>>(choices: { [K in keyof T]: readonly T[K][] }): T[] {
  return Object.entries(choices).reduce<Record<string, unknown>[]>(
    (acc, [key, values]) => acc.flatMap((row) => (values as unknown[]).map((value) => ({ ...row, [key]: value }))),
    [{}],
  ) as T[];
}

const FILTER_KEYS = new Set(['in', 'notIn', 'not', 'equals']);

/**
 * Evaluates the subset of Prisma's `where` language that the policies' `scope`s use (equality,
 * in, notIn, not, equals, OR, AND, NOT, nested relations) against a plain object row.
 */
export function matches(row: Record<string, unknown>, where: Record<string, unknown>): boolean {
  return Object.entries(where).every(([key, condition]) => {
    if (key === 'OR') return (condition as Record<string, unknown>[]).some((w) => matches(row, w));
    if (key === 'AND') return [condition].flat().every((w) => matches(row, w as Record<string, unknown>));
    if (key === 'NOT') return ![condition].flat().some((w) => matches(row, w as Record<string, unknown>));
    const value = row[key];
    if (condition === null || typeof condition !== 'object' || condition instanceof Date) return value === condition;
    const entries = Object.entries(condition as Record<string, unknown>);
    if (entries.length && entries.every(([op]) => FILTER_KEYS.has(op))) {
      return entries.every(([op, operand]) => {
        if (op === 'in') return (operand as unknown[]).includes(value);
        if (op === 'notIn') return !(operand as unknown[]).includes(value);
        if (op === 'equals') return value === operand;
        return operand === null ? value !== null && value !== undefined : value !== operand;
      });
    }
    if (value === null || value === undefined) return false;
    return matches(value as Record<string, unknown>, condition as Record<string, unknown>);
  });
}

/** For every viewer: the rows the scope matches are exactly the rows `can(viewer, 'read', row)` admits. */
export function disagreements<R extends Record<string, unknown>>(
  fixtures: R[],
  scope: (viewer: Viewer) => object,
  canRead: (viewer: Viewer, row: R) => boolean,
  who: Viewer[] = viewers(),
): string[] {
  const problems: string[] = [];
  for (const v of who) {
    const where = scope(v) as Record<string, unknown>;
    for (const row of fixtures) {
      if (matches(row, where) !== canRead(v, row))
        problems.push(
          `viewer ${JSON.stringify({ id: v.id, admin: v.isAdmin, perms: [...v.permissions], groups: v.groups.map((g) => [g.restricted, [...g.dataSourceIds]]) })} row ${JSON.stringify(row)}`,
        );
    }
  }
  return problems;
}

/** A policy's `scopeSql`: the SQL condition of its `scope`, adding each value with `param`. */
export type ScopeSql = (viewer: Viewer | null, param: (value: unknown) => string) => string;

/**
 * The ids PostgreSQL admits under `sqlFor(viewer)`: `statement(where)` selects `id` from the
 * fixtures (VALUES standing in for the tables) with `where` as its condition.
 */
export async function admittedIds(
  client: { query<T>(text: string, values: unknown[]): Promise<{ rows: T[] }> },
  viewer: Viewer | null,
  sqlFor: ScopeSql,
  statement: (where: string) => string,
): Promise<number[]> {
  const values: unknown[] = [];
  const condition = sqlFor(viewer, (value) => `$${values.push(value)}`);
  const { rows: found } = await client.query<{ id: number }>(statement(condition), values);
  return found.map((r) => r.id);
}

/**
 * For every viewer: the ids PostgreSQL admits under a `scopeSql` (`bySql`) are exactly those the
 * policy's `scope` matches and those `can(viewer, 'read', row)` admits. One line per viewer that disagrees.
 */
export async function scopeSqlDisagreements<R extends { id: number }>(
  fixtures: R[],
  check: {
    bySql: (viewer: Viewer) => Promise<number[]>;
    inScope: (viewer: Viewer, row: R) => boolean;
    canRead: (viewer: Viewer, row: R) => boolean;
  },
  who: Viewer[] = viewers(),
): Promise<string[]> {
  const problems: string[] = [];
  for (const v of who) {
    const bySql = JSON.stringify(await check.bySql(v));
    const byScope = JSON.stringify(fixtures.filter((r) => check.inScope(v, r)).map((r) => r.id));
    const byCan = JSON.stringify(fixtures.filter((r) => check.canRead(v, r)).map((r) => r.id));
    if (bySql !== byScope || bySql !== byCan)
      problems.push(
        `viewer ${v.id} org ${v.org.id} admin ${v.isAdmin} perms ${[...v.permissions].join(',')}: sql ${bySql} scope ${byScope} can ${byCan}`,
      );
  }
  return problems;
}
