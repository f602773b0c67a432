import { brandWithType, type ObjectRef } from '@pothos/core';
import type { Context } from '../src/context.js';
import { DomainError, NotFoundError, ValidationError } from '../src/errors.js';
import { builder } from './builder.js';
import { databaseIdOf, globalId, parseGlobalId, type NodeTypeName } from './global-id.js';

/**
 * Relay's `Node`: every object a client can address has an opaque global `id` (base64 of
 * `Type:databaseId`, @pothos/plugin-relay's encoding) and keeps its integer as `databaseId`.
 * `node(id:)` and `nodes(ids:)` load each through the same policy loader as the object's own
 * field, and answer null for anything the caller may not see, whatever the reason (another
 * organization, deleted, a garbled id or one of another type), so nothing reveals that it exists.
 */
export const NodeInterface = builder.nodeInterfaceRef();

type Loader = (ctx: Context, id: number) => Promise<object | null | undefined>;
const loaders = new Map<string, Loader>();

/** What `t.arg.globalID({ for: ref })` turns the decoded part into: the database id. */
function parseId(raw: string): number {
  const id = databaseIdOf(raw);
  if (id === undefined) throw new NotFoundError();
  return id;
}

/**
 * Makes `ref` a node: its `id` (global) and `databaseId` fields, `node(id:)` loading through
 * `load` (the policy loader of its own field; a refusal is null), and `parseId`, so that an
 * argument `t.arg.globalID({ for: ref })` hands the resolver the database id as a number.
 * The type itself lists `interfaces: [NodeInterface]` and has no `id` field of its own.
 */
export function nodeType<Ref extends object>(
  ref: Ref,
  typename: NodeTypeName,
  load: (ctx: Context, id: number) => Promise<object | null | undefined>,
): Ref & { parseId: (raw: string) => number } {
  loaders.set(typename, load);
  builder.objectFields(ref as unknown as ObjectRef<typeof builder.$inferSchemaTypes, { id: number }>, (t) => ({
    id: t.id({
      description: 'The opaque global id: pass it to `node(id:)` and to every argument that names this object.',
      resolve: (parent) => globalId(typename, parent.id),
    }),
    // No description: REST selects it as its `id`, and the OpenAPI document would carry it.
    databaseId: t.int({ resolve: (parent) => parent.id }),
  }));
  return Object.assign(ref, { parseId });
}

/** One node the caller may see, else null (refusals of any kind included). */
async function loadNode(ctx: Context, value: string): Promise<object | null> {
  const parsed = parseGlobalId(value);
  const load = parsed && loaders.get(parsed.typename);
  if (!parsed || !load) return null;
  try {
    const node = await load(ctx, parsed.id);
    if (!node) return null;
    brandWithType(node, parsed.typename as never);
    return node;
  } catch (error) {
    // Not found and forbidden alike: an object the caller may not see does not exist for them.
    if (error instanceof DomainError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

/** nodes(ids:) reads at most this many ids at once. */
export const MAX_NODES = 100;

builder.queryFields((t) => ({
  node: t.field({
    type: NodeInterface,
    nullable: true,
    description: 'The object with this global id, or null when the caller may not see it (or it does not exist).',
    args: { id: t.arg.id({ required: true }) },
    authScopes: { authenticated: true },
    resolve: (_root, { id }, ctx) => loadNode(ctx, String(id)),
  }),
  nodes: t.field({
    type: [NodeInterface],
    nullable: { list: false, items: true },
    description: `The objects with these global ids, in order; null for each the caller may not see. At most ${MAX_NODES} ids.`,
    args: { ids: t.arg.idList({ required: true }) },
    authScopes: { authenticated: true },
    resolve: (_root, { ids }, ctx) => {
      if (ids.length > MAX_NODES) throw ValidationError.field('ids', `at most ${MAX_NODES}`);
      return Promise.all(ids.map((id) => loadNode(ctx, String(id))));
    },
  }),
}));

const ENTITY_TYPENAMES: Record<string, string> = { query: 'SavedQuery', monitor: 'Monitor', dashboard: 'Dashboard' };

/**
 * The database id of a run's or schedule's entity, named by `entityType` and its global id: an id
 * of another type than `entityType` names nothing (404).
 */
export function entityIdOf(entityType: string, entity: { typename: string; id: number }): number {
  if (ENTITY_TYPENAMES[entityType] !== entity.typename) throw new NotFoundError();
  return entity.id;
}
