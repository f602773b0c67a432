/**
 * Ids are opaque strings in the web app (URLs, state, GraphQL arguments): the public graph's global
 * ids. `databaseId` integers appear only where the REST API needs them (result downloads).
 */
export function gqlId(id: string): string {
  return id;
}

export function idOf(value: string | number): string {
  return String(value);
}
