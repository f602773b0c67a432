import { z } from 'zod';
import { ValidationError, type FieldError } from '../../errors.js';

/**
 * Parameter definitions live in a query's `options.parameters`, as in Redash. The text refers to
 * them as `{{ name }}`; every reference becomes a bound parameter of the connector (`$1`, `?`), so
 * no value can change the SQL. Redash users write text parameters inside quotes (`'{{ name }}'`):
 * the quotes go with the reference, so the value still binds as one value and the query means
 * what its author meant. A range type (`date-range`, ...) is referenced as `{{ name.start }}` and
 * `{{ name.end }}` and takes `{start, end}` as its value.
 */
const parameterDefinition = z.object({
  name: z.string().regex(/^[A-Za-z_][\w.-]*$/, 'must be a word'),
  title: z.string().optional(),
  type: z.enum([
    'text',
    'number',
    'date',
    'datetime',
    'datetime-local',
    'datetime-with-seconds',
    'date-range',
    'datetime-range',
    'datetime-range-with-seconds',
    'enum',
    'query',
  ]),
  /** The default used when a run sends no value. */
  value: z.unknown().optional(),
  /** enum: the allowed values, one per line (Redash) or as an array. */
  enumOptions: z.union([z.string(), z.array(z.string())]).optional(),
  /** query: the query whose latest result's first column lists the allowed values. */
  queryId: z.number().int().optional(),
});

export type ParameterDefinition = z.infer<typeof parameterDefinition>;

export const parameterDefinitions = z.array(parameterDefinition).max(100);

/** `{{ name }}`, or `'{{ name }}'` with the quotes that Redash's text parameters carry. */
const REFERENCE = /'\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}'|\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

const RANGE_TYPES = new Set(['date-range', 'datetime-range', 'datetime-range-with-seconds']);
const RANGE_ENDS = ['start', 'end'] as const;

/** The definition a reference names, and for `{{ name.start }}`/`{{ name.end }}` of a range, which end. */
function resolveReference(
  reference: string,
  byName: Map<string, ParameterDefinition>,
): { definition?: ParameterDefinition; end?: 'start' | 'end' } {
  const direct = byName.get(reference);
  if (direct) return { definition: direct };
  const dot = reference.lastIndexOf('.');
  const end = reference.slice(dot + 1);
  const base = dot > 0 ? byName.get(reference.slice(0, dot)) : undefined;
  if (base && RANGE_TYPES.has(base.type) && (RANGE_ENDS as readonly string[]).includes(end))
    return { definition: base, end: end as 'start' | 'end' };
  return {};
}

export interface BoundQuery {
  /** The text with each reference replaced by a placeholder. */
  text: string;
  /** One value per placeholder, in order. */
  values: unknown[];
}

/** Allowed values of a query-backed enum; the caller loads them (they need the metadata db). */
export type QueryOptionsLoader = (queryId: number) => Promise<string[] | null>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

function enumList(definition: ParameterDefinition): string[] {
  const options = definition.enumOptions ?? [];
  return (Array.isArray(options) ? options : options.split('\n')).map((o) => o.trim()).filter(Boolean);
}

function date(raw: unknown): string {
  if (typeof raw === 'string' && DATE.test(raw) && !Number.isNaN(Date.parse(raw))) return raw;
  throw new Error('must be a date (YYYY-MM-DD)');
}

function dateTime(raw: unknown): string {
  if (typeof raw === 'string' && DATETIME.test(raw) && !Number.isNaN(Date.parse(raw.replace(' ', 'T')))) return raw.replace('T', ' ');
  throw new Error('must be a date and time (YYYY-MM-DD HH:MM[:SS])');
}

async function coerce(definition: ParameterDefinition, raw: unknown, loadOptions: QueryOptionsLoader): Promise<unknown> {
  switch (definition.type) {
    case 'text':
      if (typeof raw === 'string' || typeof raw === 'number') return String(raw);
      throw new Error('must be a string');
    case 'number': {
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      if (!Number.isFinite(value)) throw new Error('must be a number');
      return value;
    }
    case 'date':
      return date(raw);
    case 'datetime':
    case 'datetime-local':
    case 'datetime-with-seconds':
      return dateTime(raw);
    case 'date-range':
    case 'datetime-range':
    case 'datetime-range-with-seconds': {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('must be an object {start, end}');
      const { start, end } = raw as Record<string, unknown>;
      const one = definition.type === 'date-range' ? date : dateTime;
      return { start: one(start), end: one(end) };
    }
    case 'enum': {
      const allowed = enumList(definition);
      if (typeof raw === 'string' && allowed.includes(raw)) return raw;
      throw new Error(`must be one of: ${allowed.join(', ')}`);
    }
    case 'query': {
      const allowed = definition.queryId === undefined ? null : await loadOptions(definition.queryId);
      if (!allowed) throw new Error('its backing query has no result to choose from');
      const value = typeof raw === 'number' ? String(raw) : raw;
      if (typeof value === 'string' && allowed.includes(value)) return value;
      throw new Error('must be one of the values of its backing query');
    }
  }
}

/**
 * Checks every referenced parameter against its definition (422 with `parameters.<name>` paths)
 * and turns the text into placeholders plus values.
 */
export async function bindParameters(
  text: string,
  definitions: ParameterDefinition[],
  values: Record<string, unknown>,
  placeholder: (index: number) => string,
  loadOptions: QueryOptionsLoader,
): Promise<BoundQuery> {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const references = [...new Set([...text.matchAll(REFERENCE)].map((m) => m[1] ?? m[2]))];
  const errors: FieldError[] = [];
  const coerced = new Map<string, unknown>();
  for (const reference of references) {
    const { definition, end } = resolveReference(reference, byName);
    if (!definition) {
      errors.push({ path: `parameters.${reference}`, message: 'is referenced by the query but not defined in options.parameters' });
      continue;
    }
    if (RANGE_TYPES.has(definition.type) && !end) {
      errors.push({
        path: `parameters.${reference}`,
        message: `is a range: reference {{ ${reference}.start }} and {{ ${reference}.end }}`,
      });
      continue;
    }
    const name = definition.name;
    if (coerced.has(name) || errors.some((e) => e.path === `parameters.${name}`)) continue;
    const raw = Object.hasOwn(values, name) ? values[name] : definition.value;
    if (raw === undefined || raw === null || raw === '') {
      errors.push({ path: `parameters.${name}`, message: 'is required' });
      continue;
    }
    try {
      coerced.set(name, await coerce(definition, raw, loadOptions));
    } catch (error) {
      errors.push({ path: `parameters.${name}`, message: (error as Error).message });
    }
  }
  if (errors.length) throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  const bound: unknown[] = [];
  const bodyText = text.replace(REFERENCE, (_match, quoted: string | undefined, bare: string | undefined) => {
    const { definition, end } = resolveReference(quoted ?? bare!, byName);
    const value = coerced.get(definition!.name);
    bound.push(end ? (value as Record<string, unknown>)[end] : value);
    return placeholder(bound.length);
  });
  return { text: bodyText, values: bound };
}
