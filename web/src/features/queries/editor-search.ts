import type { ParameterValue } from './parameters.js';

/**
 * The editor's state in the URL (/queries/new and /queries/$id): the data source, parameter values
 * and the visualization shown. Ids are opaque strings here.
 */
export interface EditorSearch {
  ds?: string;
  p?: Record<string, ParameterValue>;
  viz?: string;
}

function parameterValue(value: unknown): ParameterValue | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { start, end } = value as Record<string, unknown>;
    if (typeof start === 'string' && typeof end === 'string') return { start, end };
  }
  return undefined;
}

/** validateSearch of the editor's routes: unknown or malformed fields are dropped. */
export function parseEditorSearch(search: Record<string, unknown>): EditorSearch {
  const out: EditorSearch = {};
  if (typeof search.ds === 'string' || typeof search.ds === 'number') out.ds = String(search.ds);
  if (typeof search.viz === 'string' || typeof search.viz === 'number') out.viz = String(search.viz);
  if (search.p && typeof search.p === 'object' && !Array.isArray(search.p)) {
    const p: Record<string, ParameterValue> = {};
    for (const [name, value] of Object.entries(search.p as Record<string, unknown>)) {
      const v = parameterValue(value);
      if (v !== undefined && /^[A-Za-z_][\w.-]*$/.test(name)) p[name] = v;
    }
    if (Object.keys(p).length) out.p = p;
  }
  return out;
}
