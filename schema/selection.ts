import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** Per field node of a parsed document (REST's fixed documents, yoga's parse cache): the fields it selects. */
const fieldsSelected = new WeakMap<FieldNode, ReadonlySet<string>>();

/**
 * The names of the fields that the field `info` resolves selects on its object, through fragments
 * at any depth of the object's own selection. @skip/@include are not read: a conditional selection
 * counts, which only reads what may go unshown.
 */
export function selectedFields(info: GraphQLResolveInfo): ReadonlySet<string> {
  const collect = (set: SelectionSetNode | undefined, seen: Set<string>, names: Set<string>): Set<string> => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, seen, names);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        collect(info.fragments[selection.name.value]?.selectionSet, seen, names);
      }
    }
    return names;
  };
  if (info.fieldNodes.length === 1) {
    const node = info.fieldNodes[0];
    let known = fieldsSelected.get(node);
    if (known === undefined) fieldsSelected.set(node, (known = collect(node.selectionSet, new Set(), new Set())));
    return known;
  }
  const names = new Set<string>();
  for (const node of info.fieldNodes) collect(node.selectionSet, new Set(), names);
  return names;
}

/** Whether a Prisma selection reads a relation (the list read model reads the row's columns only). */
export function readsRelations(query: { select?: Record<string, unknown>; include?: Record<string, unknown> }): boolean {
  const { select, include } = query;
  return Object.keys(include ?? {}).length > 0 || Object.values(select ?? {}).some((value) => typeof value === 'object');
}
