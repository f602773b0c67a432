import type { OptionField, OptionValues } from './data-source-fields';

/**
 * The inputs of a type's options, each by its label. Secrets are password inputs, never filled
 * from the server (it answers them masked); `errors` are the server's messages by option key.
 */
export function OptionFields({
  fields,
  values,
  onChange,
  errors,
  editing,
}: {
  fields: OptionField[];
  values: OptionValues;
  onChange: (values: OptionValues) => void;
  errors: Record<string, string>;
  /** Editing a saved connector: an empty secret keeps the stored one. */
  editing: boolean;
}) {
  const set = (key: string, value: string | boolean) => onChange({ ...values, [key]: value });
  return (
    <>
      {fields.map((f) => {
        const errorId = errors[f.key] ? `option-error-${f.key}` : undefined;
        const error = errors[f.key] ? (
          <span id={errorId} className="field-error" role="alert">
            {errors[f.key]}
          </span>
        ) : null;
        if (f.kind === 'boolean')
          return (
            <label key={f.key} className="field">
              <span>{f.label}</span>
              <input
                type="checkbox"
                checked={values[f.key] === true}
                aria-describedby={errorId}
                onChange={(e) => set(f.key, e.target.checked)}
              />
              {error}
            </label>
          );
        return (
          <label key={f.key} className="field">
            <span>
              {f.label}
              {f.secret ? <span className="muted"> (secret, write-only)</span> : null}
              {f.required ? null : <span className="muted"> (optional)</span>}
            </span>
            {f.kind === 'json' ? (
              <textarea
                value={String(values[f.key] ?? '')}
                aria-invalid={!!errorId || undefined}
                aria-describedby={errorId}
                onChange={(e) => set(f.key, e.target.value)}
              />
            ) : (
              <input
                type={f.secret ? 'password' : f.kind === 'number' ? 'number' : 'text'}
                autoComplete={f.secret ? 'new-password' : 'off'}
                required={f.required && !(editing && f.secret)}
                placeholder={editing && f.secret ? 'unchanged' : f.placeholder}
                value={String(values[f.key] ?? '')}
                aria-invalid={!!errorId || undefined}
                aria-describedby={errorId}
                onChange={(e) => set(f.key, e.target.value)}
              />
            )}
            {error}
          </label>
        );
      })}
    </>
  );
}
