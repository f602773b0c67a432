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

/**
 * The query a `/queries/$id` URL names. Links made before global ids, and those in notifications and
 * e-mails, carry the REST (database) id: a bare integer is read as that query's global id, which is
 * base64 of `SavedQuery:<id>` (the one place the web app knows the encoding).
 */
export function queryIdFromUrl(param: string): string {
  return /^\d+$/.test(param) ? btoa(`SavedQuery:${param}`) : param;
}
