import { enumList, PARAMETER_TYPES, type ParameterDefinition, type ParameterValue } from './parameters';

/** One widget per parameter of the text, by its type; values go to the URL, types to the query's options. */
export function ParameterWidgets({
  definitions,
  values,
  onValue,
  onDefinition,
}: {
  definitions: ParameterDefinition[];
  values: Record<string, ParameterValue>;
  onValue: (name: string, value: ParameterValue | undefined) => void;
  onDefinition: (next: ParameterDefinition) => void;
}) {
  return (
    <fieldset className="parameters">
      <legend>Parameters</legend>
      {definitions.map((d) => {
        const label = d.title || d.name;
        const raw = values[d.name] ?? (d.value as ParameterValue | undefined);
        const text = typeof raw === 'string' ? raw : '';
        const range = typeof raw === 'object' && raw ? raw : { start: '', end: '' };
        return (
          <div key={d.name} className="parameter">
            {d.type === 'date-range' ? (
              <div className="parameter-range" role="group" aria-label={label}>
                <label className="field">
                  <span>{label} start</span>
                  <input type="date" value={range.start} onChange={(e) => onValue(d.name, { ...range, start: e.target.value })} />
                </label>
                <label className="field">
                  <span>{label} end</span>
                  <input type="date" value={range.end} onChange={(e) => onValue(d.name, { ...range, end: e.target.value })} />
                </label>
              </div>
            ) : d.type === 'enum' ? (
              <label className="field">
                <span>{label}</span>
                <select value={text} onChange={(e) => onValue(d.name, e.target.value || undefined)}>
                  <option value="">—</option>
                  {enumList(d).map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <label className="field">
                <span>{label}</span>
                <input
                  type={d.type === 'number' ? 'number' : d.type === 'date' ? 'date' : 'text'}
                  value={text}
                  onChange={(e) => onValue(d.name, e.target.value)}
                />
              </label>
            )}
            <label className="field parameter-kind">
              <span>Widget for {d.name}</span>
              <select value={d.type} onChange={(e) => onDefinition({ ...d, type: e.target.value, value: undefined })}>
                {PARAMETER_TYPES.map((t) => (
                  <option key={t.type} value={t.type}>
                    {t.label}
                  </option>
                ))}
              </select>
            </label>
            {d.type === 'enum' ? (
              <label className="field">
                <span>Values of {d.name}</span>
                <input
                  value={enumList(d).join(', ')}
                  onChange={(e) =>
                    onDefinition({
                      ...d,
                      enumOptions: e.target.value
                        .split(',')
                        .map((o) => o.trim())
                        .join('\n'),
                    })
                  }
                  placeholder="a, b, c"
                />
              </label>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
