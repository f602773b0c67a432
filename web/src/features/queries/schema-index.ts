// The data source's schema as the editor reads it: tables with their columns, and sorted name
// indexes for completion. Lookups are binary searches over sorted lowercase names, so completing a
// word costs microseconds with 50,000 columns; the index is built once per schema, in slices between
// frames (buildSchemaIndex yields to the browser), never while a key is being handled.

export interface SchemaColumn {
  name: string;
  type?: string;
}

export interface SchemaTable {
  name: string;
  columns: SchemaColumn[];
}

interface Entry {
  lower: string;
  label: string;
  /** The table a column belongs to, or the schema of a table, for the completion's detail. */
  detail: string;
  kind: 'schema' | 'table' | 'column';
}

export interface SchemaIndex {
  tables: SchemaTable[];
  columnCount: number;
  /** Tables (full and bare names), schemas and distinct column names, sorted by `lower`. */
  entries: Entry[];
  /** Lowercase table name (full, and bare when unambiguous) -> its columns. */
  byTable: Map<string, SchemaTable>;
  /** Lowercase schema -> its tables. */
  bySchema: Map<string, SchemaTable[]>;
}

/** Reads dataSourceSchema's JSON leniently: [{name, columns: [{name, type}] | [name]}]. */
export function readSchema(raw: unknown): SchemaTable[] {
  if (!Array.isArray(raw)) return [];
  const tables: SchemaTable[] = [];
  for (const item of raw as { name?: unknown; columns?: unknown }[]) {
    if (typeof item?.name !== 'string') continue;
    const columns = Array.isArray(item.columns)
      ? (item.columns as unknown[]).flatMap((c): SchemaColumn[] =>
          typeof c === 'string'
            ? [{ name: c }]
            : c && typeof (c as SchemaColumn).name === 'string'
              ? [
                  {
                    name: (c as SchemaColumn).name,
                    type: typeof (c as SchemaColumn).type === 'string' ? (c as SchemaColumn).type : undefined,
                  },
                ]
              : [],
        )
      : [];
    tables.push({ name: item.name, columns });
  }
  return tables;
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The index of `tables`. With `sliceMs`, work pauses (a macrotask) whenever a slice has run that
 * long, so a huge schema never holds the main thread for more than about a frame.
 */
export async function buildSchemaIndex(tables: SchemaTable[], sliceMs = 8): Promise<SchemaIndex> {
  const entries: Entry[] = [];
  const byTable = new Map<string, SchemaTable>();
  const bySchema = new Map<string, SchemaTable[]>();
  const seenColumns = new Map<string, Entry>();
  const bare = new Map<string, number>();
  let columnCount = 0;
  let started = performance.now();
  for (const table of tables) {
    const lower = table.name.toLowerCase();
    byTable.set(lower, table);
    const dot = lower.lastIndexOf('.');
    const schema = dot > 0 ? table.name.slice(0, dot) : '';
    const short = dot > 0 ? lower.slice(dot + 1) : lower;
    bare.set(short, (bare.get(short) ?? 0) + 1);
    entries.push({ lower, label: table.name, detail: schema ? `table in ${schema}` : 'table', kind: 'table' });
    if (schema) {
      const list = bySchema.get(schema.toLowerCase());
      if (list) list.push(table);
      else {
        bySchema.set(schema.toLowerCase(), [table]);
        entries.push({ lower: schema.toLowerCase(), label: schema, detail: 'schema', kind: 'schema' });
      }
    }
    for (const column of table.columns) {
      columnCount += 1;
      const key = column.name.toLowerCase();
      const seen = seenColumns.get(key);
      if (seen) {
        if (!seen.detail.endsWith('…')) seen.detail = `${seen.detail}, …`;
      } else {
        const entry: Entry = { lower: key, label: column.name, detail: table.name, kind: 'column' };
        seenColumns.set(key, entry);
        entries.push(entry);
      }
    }
    if (sliceMs > 0 && performance.now() - started > sliceMs) {
      await yieldToBrowser();
      started = performance.now();
    }
  }
  // A bare table name (orders for sales.orders) finds its table when only one schema has it.
  for (const table of tables) {
    const lower = table.name.toLowerCase();
    const dot = lower.lastIndexOf('.');
    if (dot > 0 && bare.get(lower.slice(dot + 1)) === 1 && !byTable.has(lower.slice(dot + 1))) byTable.set(lower.slice(dot + 1), table);
  }
  entries.sort((a, b) => (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : 0));
  return { tables, columnCount, entries, byTable, bySchema };
}

function lowerBound(entries: Entry[], prefix: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid].lower < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface Suggestion {
  label: string;
  type: 'namespace' | 'type' | 'property';
  detail: string;
}

const KIND_TYPE = { schema: 'namespace', table: 'type', column: 'property' } as const;

/**
 * What to offer for the word being typed: after `name.`, that table's columns (or that schema's
 * tables); otherwise schemas, tables and columns starting with the word, at most `limit`.
 */
export function suggest(index: SchemaIndex, word: string, limit = 200, aliases?: Map<string, string>): Suggestion[] {
  const dot = word.lastIndexOf('.');
  if (dot > 0) {
    const named = word.slice(0, dot).toLowerCase().replace(/"/g, '');
    const owner = index.byTable.has(named) || index.bySchema.has(named) ? named : (aliases?.get(named) ?? named);
    const prefix = word.slice(dot + 1).toLowerCase();
    const out: Suggestion[] = [];
    const table = index.byTable.get(owner);
    if (table) {
      for (const c of table.columns) {
        if (c.name.toLowerCase().startsWith(prefix)) out.push({ label: c.name, type: 'property', detail: c.type ?? '' });
        if (out.length >= limit) break;
      }
    }
    for (const t of index.bySchema.get(owner) ?? []) {
      const short = t.name.slice(t.name.lastIndexOf('.') + 1);
      if (short.toLowerCase().startsWith(prefix)) out.push({ label: short, type: 'type', detail: `table in ${word.slice(0, dot)}` });
      if (out.length >= limit) break;
    }
    return out;
  }
  const prefix = word.toLowerCase();
  const out: Suggestion[] = [];
  for (let i = lowerBound(index.entries, prefix); i < index.entries.length && out.length < limit; i += 1) {
    const entry = index.entries[i];
    if (!entry.lower.startsWith(prefix)) break;
    out.push({ label: entry.label, type: KIND_TYPE[entry.kind], detail: entry.detail });
  }
  return out;
}

const KEYWORDS = new Set([
  'where',
  'on',
  'join',
  'left',
  'right',
  'inner',
  'outer',
  'full',
  'cross',
  'group',
  'order',
  'limit',
  'union',
  'having',
  'using',
  'natural',
  'lateral',
  'window',
  'set',
]);

/** `FROM orders o`, `JOIN sales.items AS i`: alias -> table name, for completing `o.`. */
export function tableAliases(text: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const match of text.matchAll(/\b(?:from|join)\s+([\w."]+)(?:\s+(?:as\s+)?([A-Za-z_]\w*))?/gi)) {
    const table = match[1].replace(/"/g, '');
    const alias = match[2];
    if (alias && !KEYWORDS.has(alias.toLowerCase())) aliases.set(alias.toLowerCase(), table.toLowerCase());
  }
  return aliases;
}
