/**
 * The public graph names objects by Relay global ids (base64 of `Type:databaseId`), while URLs and
 * notification links carry the integer id REST uses. This turns one into the other.
 */
export function nodeId(type: 'Monitor' | 'Destination' | 'QueryResult' | 'User' | 'Group', databaseId: number | string): string {
  return btoa(`${type}:${databaseId}`);
}
