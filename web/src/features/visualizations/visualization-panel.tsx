import { useMemo, useRef, useState } from 'react';
import { useClient } from 'urql';
import { Button } from '../../ui/button';
import { gqlId } from '../queries/ids';
import { CreateVisualizationMutation, UpdateVisualizationMutation } from './visualization-documents';
import {
  defaultForm,
  fromStored,
  KIND_LABELS,
  toStored,
  VISUALIZATION_KINDS,
  type VisualizationForm,
  type VisualizationKind,
} from './visualization-model';
import { VisualizationView } from './visualization-view';
import './visualizations.css';

export interface SavedVisualization {
  id: string | number;
  name: string;
  type: string;
  options: unknown;
}

export interface VisualizationPanelProps {
  /** The saved query's id; none until it is saved (ensureSaved saves it). */
  queryId?: string;
  visualizations: SavedVisualization[];
  result: { columns: { name: string; friendly_name?: string | null; type: string }[]; rows: Record<string, unknown>[]; rowCount: number };
  /** The visualization shown (kept in the URL). */
  selected?: string;
  onSelect: (id: string | undefined) => void;
  ensureSaved: () => Promise<string | null>;
}

const options = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/**
 * Beside a query's results: its visualizations, and "New visualization" with a "Type" select, column
 * mapping, axis titles, legend and number format, previewed live by the one chart kit and saved
 * through createVisualization/updateVisualization.
 */
export function VisualizationPanel({ queryId, visualizations, result, selected, onSelect, ensureSaved }: VisualizationPanelProps) {
  const client = useClient();
  const [added, setAdded] = useState<SavedVisualization[]>([]);
  const [editing, setEditing] = useState<{ id: string | null; form: VisualizationForm; opened: object } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editingNow = useRef(editing);
  editingNow.current = editing;
  const all = useMemo(() => {
    const byId = new Map<string, SavedVisualization>();
    for (const v of [...visualizations, ...added]) byId.set(String(v.id), v);
    return [...byId.values()];
  }, [visualizations, added]);
  const current = all.find((v) => String(v.id) === selected);

  async function save() {
    if (!editing) return;
    setSaving(true);
    setProblem(null);
    try {
      const stored = toStored(editing.form);
      const id = editing.id;
      const answer = id
        ? await client
            .mutation(UpdateVisualizationMutation, { id: gqlId(id), name: editing.form.name, type: stored.type, options: stored.options })
            .toPromise()
        : await (async () => {
            const owner = queryId ?? (await ensureSaved());
            if (!owner) return null;
            return client
              .mutation(CreateVisualizationMutation, {
                queryId: gqlId(owner),
                name: editing.form.name,
                type: stored.type,
                options: stored.options,
              })
              .toPromise();
          })();
      if (!answer) return;
      const saved = answer.data
        ? 'createVisualization' in answer.data
          ? answer.data.createVisualization
          : answer.data.updateVisualization
        : null;
      if (!saved) {
        setProblem(answer.error?.graphQLErrors[0]?.message ?? 'The visualization could not be saved.');
        return;
      }
      setAdded((list) => [...list.filter((v) => String(v.id) !== String(saved.id)), saved]);
      // The saved visualization is shown, unless the person opened another editor ("New
      // visualization", "Edit") while this one was saving: that one stays open.
      if (editingNow.current?.opened === editing.opened) {
        setEditing(null);
        onSelect(String(saved.id));
      }
    } finally {
      setSaving(false);
    }
  }

  const form = editing?.form;
  const set = (patch: Partial<VisualizationForm>) => setEditing((e) => (e ? { ...e, form: { ...e.form, ...patch } } : e));
  const preview = form ? toStored(form) : null;
  const names = result.columns.map((c) => c.name);
  const chart = form && form.kind !== 'table' && form.kind !== 'counter';

  return (
    <section className="viz-panel" aria-labelledby="viz-title">
      <h2 id="viz-title">Visualizations</h2>
      <div className="viz-tabs">
        {all.map((v) => (
          <Button
            key={v.id}
            variant="quiet"
            aria-pressed={String(v.id) === selected && !editing}
            onPress={() => (setEditing(null), onSelect(String(v.id)))}
          >
            {v.name}
          </Button>
        ))}
        <Button onPress={() => setEditing({ id: null, form: defaultForm('bar', result.columns), opened: {} })}>New visualization</Button>
        {current && !editing ? (
          <Button
            variant="quiet"
            onPress={() =>
              setEditing({
                id: String(current.id),
                form: fromStored(current.type, current.name, options(current.options), result.columns),
                opened: {},
              })
            }
          >
            Edit visualization
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p className="alert" role="alert">
          {problem}
        </p>
      ) : null}
      {form && preview ? (
        <div className="viz-editor">
          <form
            className="viz-form"
            aria-label="Visualization settings"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <label>
              Type
              <select
                value={form.kind}
                onChange={(e) => {
                  const kind = e.target.value as VisualizationKind;
                  const fresh = defaultForm(kind, result.columns);
                  set({
                    kind,
                    name: form.name === defaultForm(form.kind, result.columns).name ? fresh.name : form.name,
                    ys: kind === 'pie' ? form.ys.slice(0, 1) : form.ys,
                  });
                }}
              >
                {VISUALIZATION_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Visualization name
              <input type="text" value={form.name} onChange={(e) => set({ name: e.target.value })} />
            </label>
            {chart ? (
              <>
                <label>
                  X column
                  <select value={form.x} onChange={(e) => set({ x: e.target.value })}>
                    {names.map((n) => (
                      <option key={n}>{n}</option>
                    ))}
                  </select>
                </label>
                <fieldset className="viz-ys">
                  <legend>Y columns</legend>
                  {names
                    .filter((n) => n !== form.x)
                    .map((n) => (
                      <label key={n} className="inline">
                        <input
                          type={form.kind === 'pie' ? 'radio' : 'checkbox'}
                          name="viz-y"
                          checked={form.ys.includes(n)}
                          onChange={(e) =>
                            set({ ys: form.kind === 'pie' ? [n] : e.target.checked ? [...form.ys, n] : form.ys.filter((y) => y !== n) })
                          }
                        />
                        {n}
                      </label>
                    ))}
                </fieldset>
                {form.kind !== 'pie' && form.kind !== 'scatter' ? (
                  <label>
                    Series column
                    <select value={form.series} onChange={(e) => set({ series: e.target.value })}>
                      <option value="">None</option>
                      {names.map((n) => (
                        <option key={n}>{n}</option>
                      ))}
                    </select>
                  </label>
                ) : null}
                {form.kind === 'bar' || form.kind === 'area' || form.kind === 'line' ? (
                  <label className="inline">
                    <input type="checkbox" checked={form.stacked} onChange={(e) => set({ stacked: e.target.checked })} />
                    Stacked
                  </label>
                ) : null}
                {form.kind !== 'pie' ? (
                  <>
                    <label>
                      X axis title
                      <input type="text" value={form.xTitle} onChange={(e) => set({ xTitle: e.target.value })} />
                    </label>
                    <label>
                      Y axis title
                      <input type="text" value={form.yTitle} onChange={(e) => set({ yTitle: e.target.value })} />
                    </label>
                  </>
                ) : null}
                <label>
                  Legend
                  <select value={form.legend} onChange={(e) => set({ legend: e.target.value as VisualizationForm['legend'] })}>
                    <option value="auto">When there are several series</option>
                    <option value="show">Show</option>
                    <option value="hide">Hide</option>
                  </select>
                </label>
                <label>
                  Number format
                  <input
                    type="text"
                    value={form.numberFormat}
                    placeholder="0,0[.]00"
                    onChange={(e) => set({ numberFormat: e.target.value })}
                  />
                </label>
              </>
            ) : null}
            {form.kind === 'counter' ? (
              <>
                <label>
                  Value column
                  <select value={form.counterColumn} onChange={(e) => set({ counterColumn: e.target.value })}>
                    {names.map((n) => (
                      <option key={n}>{n}</option>
                    ))}
                  </select>
                </label>
                <label>
                  Counter label
                  <input type="text" value={form.counterLabel} onChange={(e) => set({ counterLabel: e.target.value })} />
                </label>
                <label>
                  Prefix
                  <input type="text" value={form.prefix} onChange={(e) => set({ prefix: e.target.value })} />
                </label>
                <label>
                  Suffix
                  <input type="text" value={form.suffix} onChange={(e) => set({ suffix: e.target.value })} />
                </label>
              </>
            ) : null}
            <div className="dialog-actions">
              <Button type="submit" variant="primary" isDisabled={saving}>
                {editing?.id ? 'Update visualization' : 'Create visualization'}
              </Button>
              <Button onPress={() => setEditing(null)}>Discard changes</Button>
            </div>
          </form>
          <div className="viz-preview" aria-label="Preview" role="region">
            <VisualizationView type={preview.type} options={preview.options} result={result} label={`${form.name} (preview)`} />
          </div>
        </div>
      ) : current ? (
        <VisualizationView type={current.type} options={options(current.options)} result={result} label={current.name} />
      ) : null}
    </section>
  );
}
