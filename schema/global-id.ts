import { decodeBase64, encodeBase64 } from '@pothos/core';

/** Relay global ids: base64 of `Type:databaseId` (@pothos/plugin-relay's encoding), for the schema and the REST bridge. */

/** The types that implement Node, by GraphQL type name. */
export type NodeTypeName =
  | 'SavedQuery'
  | 'QueryVersion'
  | 'Visualization'
  | 'Dashboard'
  | 'DashboardWidget'
  | 'DataSource'
  | 'Destination'
  | 'Monitor'
  | 'MonitorHistoryEntry'
  | 'MonitorSubscription'
  | 'Schedule'
  | 'Run'
  | 'Job'
  | 'QueryResult'
  | 'User'
  | 'Group'
  | 'Role'
  | 'Invitation'
  | 'DashboardShare';

/**
 * Encoded ids by type, memoized: a list page encodes one per row and per referenced object, and
 * the same ids come back request after request. Bounded: a type's map is emptied when full.
 */
const encodedByType = new Map<string, Map<number, string>>();
const MAX_ENCODED_PER_TYPE = 20_000;

/** The global id of `typename`'s object `id`. */
export function globalId(typename: NodeTypeName, id: number): string {
  let encoded = encodedByType.get(typename);
  if (!encoded) encodedByType.set(typename, (encoded = new Map()));
  let value = encoded.get(id);
  if (value === undefined) {
    value = encodeBase64(`${typename}:${id}`);
    if (encoded.size >= MAX_ENCODED_PER_TYPE) encoded.clear();
    encoded.set(id, value);
  }
  return value;
}

const DATABASE_ID = /^[1-9]\d{0,9}$/;
const MAX_DATABASE_ID = 2_147_483_647;

/** The database id inside a global id's decoded part; undefined when it cannot be one. */
export function databaseIdOf(raw: string): number | undefined {
  if (!DATABASE_ID.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_DATABASE_ID ? id : undefined;
}

/** A global id's parts; undefined for anything that is not one. */
export function parseGlobalId(value: string): { typename: string; id: number } | undefined {
  let decoded: string;
  try {
    decoded = decodeBase64(value);
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  const id = databaseIdOf(decoded.slice(colon + 1));
  return id === undefined ? undefined : { typename: decoded.slice(0, colon), id };
}
