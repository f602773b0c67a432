import { fieldsOf, optionsFrom, type FieldSpec } from '../../destinations/destination-fields';

/** What the server answers for a stored secret, and takes back as "keep the stored value". */
export const SECRET_MASK = '--------';

export interface OptionField extends FieldSpec {
  /** The type's default, shown as the placeholder: left empty, the server uses it. */
  placeholder?: string;
}

export type OptionValues = Record<string, string | boolean>;

const LABELS: Record<string, string> = {
  host: 'Host',
  port: 'Port',
  user: 'User',
  password: 'Password',
  dbname: 'Database name',
  path: 'Path',
  url: 'URL',
  statement_timeout_ms: 'Statement timeout (ms)',
};

/**
 * A connector type's form, generated from its configuration schema as the destinations' form is
 * (fieldsOf), with the connectors' labels and each default as a placeholder.
 */
export function connectorFields(schema: unknown, secretFields: readonly string[]): OptionField[] {
  const properties = ((schema ?? {}) as { properties?: Record<string, { default?: unknown }> }).properties ?? {};
  return fieldsOf(schema, secretFields).map((field) => {
    const fallback = properties[field.key]?.default;
    return {
      ...field,
      label: LABELS[field.key] ?? field.label,
      placeholder: fallback === undefined || fallback === '' || field.secret ? undefined : String(fallback),
    };
  });
}

/** The form's values for stored options: secrets start empty (left empty, they keep what is stored). */
export function valuesOf(fields: OptionField[], options: unknown): OptionValues {
  const stored = (options ?? {}) as Record<string, unknown>;
  const values: OptionValues = {};
  for (const field of fields) {
    const value = stored[field.key];
    if (field.secret || value === undefined || value === null) continue;
    if (field.kind === 'boolean') values[field.key] = value === true;
    else if (field.kind === 'json') values[field.key] = JSON.stringify(value);
    else if (field.kind === 'list' && Array.isArray(value)) values[field.key] = value.join(', ');
    else values[field.key] = String(value);
  }
  return values;
}

/**
 * The options to send. When editing (`keepSecrets`), an empty secret field sends the mask, which
 * keeps the stored secret; the server asks for it again (422) if the address changed.
 */
export function connectorOptions(
  fields: OptionField[],
  values: OptionValues,
  keepSecrets: boolean,
): { options?: Record<string, unknown>; problem?: string } {
  const read = optionsFrom(fields, values);
  if (!read.options || !keepSecrets) return read;
  for (const field of fields) if (field.secret && read.options[field.key] === undefined) read.options[field.key] = SECRET_MASK;
  return read;
}
