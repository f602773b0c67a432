/** The "New destination" form, generated from a type's JSON Schema of options. */

export interface FieldSpec {
  key: string;
  label: string;
  /** string: a text input; json: an object (headers) written as JSON; list: comma-separated; choice: one of `choices`. */
  kind: 'string' | 'json' | 'list' | 'number' | 'boolean' | 'choice';
  choices?: string[];
  required: boolean;
  secret: boolean;
  description?: string;
}

const LABELS: Record<string, string> = {
  url: 'URL',
  secret: 'Signing secret',
  headers: 'Headers',
  addresses: 'Addresses',
  to: 'To',
  integration_key: 'Integration key',
  routing_key: 'Routing key',
  events_url: 'Events URL',
};

const labelOf = (key: string, title?: unknown) =>
  typeof title === 'string' && title ? title : (LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' '));

export function fieldsOf(schema: unknown, secretFields: readonly string[]): FieldSpec[] {
  const s = (schema ?? {}) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties ?? {}).map(([key, prop]) => {
    const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
    const choices = Array.isArray(prop.enum) ? prop.enum.filter((v): v is string => typeof v === 'string') : undefined;
    const kind: FieldSpec['kind'] = choices?.length
      ? 'choice'
      : type === 'object'
        ? 'json'
        : type === 'array'
          ? 'list'
          : type === 'number' || type === 'integer'
            ? 'number'
            : type === 'boolean'
              ? 'boolean'
              : 'string';
    return {
      key,
      label: labelOf(key, prop.title),
      kind,
      ...(choices?.length ? { choices } : {}),
      required: required.has(key),
      secret: secretFields.includes(key),
      description: typeof prop.description === 'string' ? prop.description : undefined,
    };
  });
}

/** What the server answers for a secret that is set: the write-only mask. */
export const SECRET_MASK = '--------';

/** A stored destination's options as the form's text values; secrets stay empty (they are write-only). */
export function valuesOf(fields: FieldSpec[], options: unknown): Record<string, string | boolean> {
  const stored = (options && typeof options === 'object' ? options : {}) as Record<string, unknown>;
  const values: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = stored[field.key];
    if (field.secret || value === undefined || value === null) continue;
    if (field.kind === 'boolean') values[field.key] = value === true;
    else if (field.kind === 'list' && Array.isArray(value)) values[field.key] = value.join(', ');
    else if (field.kind === 'json') values[field.key] = JSON.stringify(value);
    else values[field.key] = String(value);
  }
  return values;
}

/**
 * The options object from the form's text values; a message when one cannot be read. With `kept`
 * (editing), a secret left empty that is set on the server is sent as the mask, which keeps it.
 */
export function optionsFrom(
  fields: FieldSpec[],
  values: Record<string, string | boolean>,
  kept?: unknown,
): { options?: Record<string, unknown>; problem?: string } {
  const options: Record<string, unknown> = {};
  const stored = (kept && typeof kept === 'object' ? kept : {}) as Record<string, unknown>;
  for (const field of fields) {
    const raw = values[field.key];
    if (field.secret && stored[field.key] === SECRET_MASK && (typeof raw !== 'string' || raw.trim() === '')) {
      options[field.key] = SECRET_MASK;
      continue;
    }
    if (field.kind === 'boolean') {
      if (raw === true) options[field.key] = true;
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (!text) continue;
    if (field.kind === 'json') {
      try {
        options[field.key] = JSON.parse(text);
      } catch {
        return { problem: `${field.label} must be JSON, e.g. {"X-Team": "ops"}.` };
      }
    } else if (field.kind === 'list')
      options[field.key] = text
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
    else if (field.kind === 'number') options[field.key] = Number(text);
    else options[field.key] = text;
  }
  return { options };
}
