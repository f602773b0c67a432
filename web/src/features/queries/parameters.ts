// Parameters of a query text: `{{ name }}` (and `{{ name.start }}`/`{{ name.end }}` of a range), with
// Redash's definitions in `options.parameters`. The editor offers a widget per type; values live in the URL.

export type ParameterType = 'text' | 'number' | 'date' | 'date-range' | 'enum';

export const PARAMETER_TYPES: { type: ParameterType; label: string }[] = [
  { type: 'text', label: 'Text' },
  { type: 'number', label: 'Number' },
  { type: 'date', label: 'Date' },
  { type: 'date-range', label: 'Date range' },
  { type: 'enum', label: 'List' },
];

export interface ParameterDefinition {
  name: string;
  title?: string;
  type: ParameterType | string;
  value?: unknown;
  enumOptions?: string | string[];
}

export type ParameterValue = string | { start: string; end: string };

const REFERENCE = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

/** The parameters a text refers to, in order of first use; `{{ d.start }}` names the range `d`. */
export function referencedParameters(text: string): { name: string; range: boolean }[] {
  const found = new Map<string, boolean>();
  for (const match of text.matchAll(REFERENCE)) {
    const reference = match[1];
    const end = /\.(start|end)$/.exec(reference);
    const name = end ? reference.slice(0, end.index) : reference;
    found.set(name, (found.get(name) ?? false) || !!end);
  }
  return [...found].map(([name, range]) => ({ name, range }));
}

/** Definitions for the text: the saved ones kept, new references added (a range when used as one), unused ones dropped. */
export function definitionsFor(text: string, saved: ParameterDefinition[]): ParameterDefinition[] {
  const byName = new Map(saved.map((d) => [d.name, d]));
  return referencedParameters(text).map(({ name, range }) => {
    const known = byName.get(name);
    if (known && (!range || known.type.endsWith('range'))) return known;
    return { name, title: known?.title ?? name, type: range ? 'date-range' : (known?.type ?? 'text') };
  });
}

export function enumList(definition: ParameterDefinition): string[] {
  const options = definition.enumOptions ?? [];
  return (Array.isArray(options) ? options : options.split('\n')).map((o) => o.trim()).filter(Boolean);
}

/** The values to send: each definition's URL value, else its default; empty ones left out. */
export function parameterValues(definitions: ParameterDefinition[], values: Record<string, ParameterValue>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const d of definitions) {
    const value = values[d.name] ?? (d.value as ParameterValue | undefined);
    if (value === undefined || value === '') continue;
    out[d.name] = d.type === 'number' && typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  }
  return out;
}

/** Parameter definitions stored in a query's options, read leniently. */
export function savedDefinitions(options: unknown): ParameterDefinition[] {
  const raw = options && typeof options === 'object' ? (options as { parameters?: unknown }).parameters : undefined;
  return Array.isArray(raw)
    ? (raw as ParameterDefinition[]).filter((d) => d && typeof d.name === 'string' && typeof d.type === 'string')
    : [];
}
