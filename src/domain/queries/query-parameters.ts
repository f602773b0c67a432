import { z } from 'zod';
import { ValidationError, type FieldError } from '../../errors.js';

/**
 * Parameter definitions live in a query's `options.parameters`, as in Redash. The text refers to
 * them as `{{ name }}`; every reference becomes a bound parameter of the connector (`$1`, `?`), so
 * no value can change the SQL: write `WHERE name = {{ name }}`, not `'{{ name }}'`.
 */
export const parameterDefinition = z.object({
  name: z.string().regex(/^[A-Za-z_][\w.-]*$/, 'must be a word'),
  title: z.string().optional(),
  type: z.enum(['text', 'number', 'date', 'datetime', 'datetime-local', 'enum', 'query']),
  /** The default used when a run sends no value. */
  value: z.unknown().optional(),
  /** enum: the allowed values, one per line (Redash) or as an array. */
  enumOptions: z.union([z.string(), z.array(z.string())]).optional(),
  /** query: the query whose latest result's first column lists the allowed values. */
  queryId: z.number().int().optional(),
});

export type ParameterDefinition = z.infer<typeof parameterDefinition>;

export const parameterDefinitions = z.array(parameterDefinition).max(100);

const REFERENCE = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

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
      if (typeof raw === 'string' && DATE.test(raw) && !Number.isNaN(Date.parse(raw))) return raw;
      throw new Error('must be a date (YYYY-MM-DD)');
    case 'datetime':
    case 'datetime-local':
      if (typeof raw === 'string' && DATETIME.test(raw) && !Number.isNaN(Date.parse(raw.replace(' ', 'T')))) return raw.replace('T', ' ');
      throw new Error('must be a date and time (YYYY-MM-DD HH:MM[:SS])');
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
  const referenced = [...new Set([...text.matchAll(REFERENCE)].map((m) => m[1]))];
  const errors: FieldError[] = [];
  const coerced = new Map<string, unknown>();
  for (const name of referenced) {
    const definition = byName.get(name);
    if (!definition) {
      errors.push({ path: `parameters.${name}`, message: 'is referenced by the query but not defined in options.parameters' });
      continue;
    }
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
  const bodyText = text.replace(REFERENCE, (_match, name: string) => {
    bound.push(coerced.get(name));
    return placeholder(bound.length);
  });
  return { text: bodyText, values: bound };
}
