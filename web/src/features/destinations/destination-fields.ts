/** The "New destination" form, generated from a type's JSON Schema of options. */

export interface FieldSpec {
  key: string;
  label: string;
  /** string: a text input; json: an object (headers) written as JSON; list: comma-separated. */
  kind: 'string' | 'json' | 'list' | 'number' | 'boolean';
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
    const kind: FieldSpec['kind'] =
      type === 'object'
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
      required: required.has(key),
      secret: secretFields.includes(key),
      description: typeof prop.description === 'string' ? prop.description : undefined,
    };
  });
}

/** The options object from the form's text values; a message when one cannot be read. */
export function optionsFrom(
  fields: FieldSpec[],
  values: Record<string, string | boolean>,
): { options?: Record<string, unknown>; problem?: string } {
  const options: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.key];
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
