import { globalId, type NodeTypeName } from '../../schema/global-id.js';

/** The global id GraphQL answers for `type`'s object `id` (REST's integer id). */
export function gid(type: NodeTypeName, id: number): string {
  return globalId(type, id);
}
