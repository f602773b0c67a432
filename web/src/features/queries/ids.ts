/**
 * Ids are opaque strings in the web app (URLs, state). The public graph still takes integer ids
 * today; this is the one place that turns one into a GraphQL argument, so the move to global ids
 * changes only this file.
 */
export function gqlId(id: string): number {
  return Number(id);
}

export function idOf(value: string | number): string {
  return String(value);
}
