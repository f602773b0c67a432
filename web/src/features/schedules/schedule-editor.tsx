import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Button } from '../../ui/button';
import { checkCron, formatIn, PRESETS, presetCron, presetOf, timeZones, WEEKDAYS, type Preset } from './cron-model';
import {
  CreateScheduleMutation,
  DisableScheduleMutation,
  EnableScheduleMutation,
  EntitySchedulesQuery,
  UpdateScheduleMutation,
} from './schedule-documents';
import { useMaySchedule } from './may-schedule';
import '../monitors/monitors.css';
import './schedules.css';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

const CONTEXT = { additionalTypenames: ['Schedule'] };

export interface ScheduleEditorProps {
  /** `monitor` or `query`. */
  entityType: 'monitor' | 'query';
  /** The entity's Relay global id. */
  entityId: string;
  /** Focus its first control once drawn (when opened by a button that then goes away). */
  focusOnOpen?: boolean;
}

interface SavedSchedule {
  id: string;
  enabled: boolean;
  spec: unknown;
  timezone: string;
}

const cronOf = (spec: unknown) => (spec && typeof spec === 'object' && 'cron' in spec ? String((spec as { cron: unknown }).cron) : '');

/**
 * The schedule of a monitor or a query, for any page to mount: a preset or a 6-field cron, a time
 * zone, the next five fire times in that zone (computed here with croner before saving), Enable/Disable.
 */
export function ScheduleEditor({ entityType, entityId, focusOnOpen }: ScheduleEditorProps) {
  const [{ data, error }, reexecute] = useQuery({
    query: EntitySchedulesQuery,
    variables: { entityType, entityId },
    context: useMemo(() => CONTEXT, []),
  });
  const saved = data?.schedules.edges[0]?.node;
  const mayEdit = useMaySchedule();
  // Once: a save redraws the form, and focus stays where the person left it.
  const [focusPending, setFocusPending] = useState(!!focusOnOpen);
  // Kept here, not in the form: a save reloads the schedule and the form starts again from it.
  const [result, setResult] = useState<{ text: string; error: boolean }>();
  return (
    <section className="schedule-editor" aria-labelledby={`schedule-title-${entityId}`}>
      <h2 id={`schedule-title-${entityId}`}>Schedule</h2>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      {data ? (
        <ScheduleForm
          key={saved ? `${saved.id}:${cronOf(saved.spec)}:${saved.timezone}` : 'new'}
          entityType={entityType}
          entityId={entityId}
          saved={saved ?? null}
          mayEdit={mayEdit}
          focusOnOpen={focusPending}
          onFocused={() => setFocusPending(false)}
          onSaved={() => reexecute({ requestPolicy: 'network-only' })}
          setResult={setResult}
        />
      ) : null}
      <p role={result?.error ? 'alert' : 'status'} className={result?.error ? 'alert' : undefined}>
        {result?.text}
      </p>
    </section>
  );
}

function ScheduleForm({
  entityType,
  entityId,
  saved,
  mayEdit,
  focusOnOpen,
  onFocused,
  onSaved,
  setResult,
}: ScheduleEditorProps & {
  onFocused: () => void;
  saved: SavedSchedule | null;
  mayEdit: boolean;
  onSaved: () => void;
  setResult: (result: { text: string; error: boolean }) => void;
}) {
  const initial = presetOf(cronOf(saved?.spec) || '0 0 9 * * *');
  const [preset, setPreset] = useState<Preset>(initial.preset);
  const [time, setTime] = useState(initial.time);
  const [weekday, setWeekday] = useState(initial.weekday);
  const [custom, setCustom] = useState(cronOf(saved?.spec) || '0 0 9 * * *');
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const [timezone, setTimezone] = useState(saved?.timezone ?? browserZone);
  const zones = useMemo(() => {
    const all = timeZones();
    return all.includes(timezone) ? all : [timezone, ...all];
  }, [timezone]);
  const cron = preset === 'custom' ? custom : presetCron(preset, time, weekday);
  const check = useMemo(() => checkCron(cron, timezone), [cron, timezone]);
  const [, create] = useMutation(CreateScheduleMutation);
  const [, update] = useMutation(UpdateScheduleMutation);
  const [, enable] = useMutation(EnableScheduleMutation);
  const [, disable] = useMutation(DisableScheduleMutation);
  const ids = { cron: `cron-${entityId}`, explain: `cron-explain-${entityId}` };
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!focusOnOpen || !first.current) return;
    first.current.focus();
    onFocused();
  }, [focusOnOpen, onFocused]);

  async function save() {
    if (!check.ok) return;
    const spec = { type: 'cron', cron: cron.trim().split(/\s+/).join(' ') };
    const { error } = saved
      ? await update({ id: saved.id, spec, timezone })
      : await create({ entityType, entityId, spec, timezone, enabled: true });
    setResult(error ? { text: messageOf(error)!, error: true } : { text: 'Schedule saved.', error: false });
    if (!error) onSaved();
  }
  async function toggle() {
    if (!saved) return;
    const { error } = saved.enabled ? await disable({ id: saved.id }) : await enable({ id: saved.id });
    setResult(
      error ? { text: messageOf(error)!, error: true } : { text: saved.enabled ? 'Schedule disabled.' : 'Schedule enabled.', error: false },
    );
    if (!error) onSaved();
  }

  return (
    <form
      aria-label="Schedule"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p>{saved ? (saved.enabled ? 'This schedule is enabled.' : 'This schedule is disabled.') : 'Not scheduled yet.'}</p>
      <fieldset className="form-grid" disabled={!mayEdit}>
        <label className="field">
          <span>Repeat</span>
          <select ref={first} value={preset} onChange={(e) => setPreset(e.target.value as Preset)}>
            {PRESETS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        {preset === 'weekly' ? (
          <label className="field">
            <span>Day</span>
            <select value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
              {WEEKDAYS.map((d, i) => (
                <option key={d} value={i}>
                  {d}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {preset === 'daily' || preset === 'weekly' ? (
          <label className="field">
            <span>Time</span>
            <input type="time" value={time} required onChange={(e) => setTime(e.target.value)} />
          </label>
        ) : null}
        {preset === 'custom' ? (
          <div className="field">
            <label htmlFor={ids.cron}>Cron (6 fields, seconds first)</label>
            <input
              id={ids.cron}
              value={custom}
              spellCheck={false}
              aria-invalid={!check.ok}
              aria-describedby={ids.explain}
              onChange={(e) => setCustom(e.target.value)}
            />
          </div>
        ) : null}
        <label className="field">
          <span>Time zone</span>
          <select value={timezone} onChange={(e) => setTimezone(e.target.value)}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <p className="muted">
        Cron: <code data-testid="schedule-cron">{cron}</code>
      </p>
      <div id={ids.explain} aria-live="polite">
        {check.ok ? (
          <>
            <h3>Next five fire times ({timezone})</h3>
            <ol aria-label="Next fire times">
              {check.next.map((d) => (
                <li key={d.toISOString()}>
                  <time dateTime={d.toISOString()}>{formatIn(d, timezone)}</time>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <div className="alert" data-testid="cron-explanation">
            <p>{check.message}</p>
            {check.suggestion && preset === 'custom' ? (
              <Button onPress={() => setCustom(check.suggestion!)}>Use {check.suggestion}</Button>
            ) : null}
          </div>
        )}
      </div>
      {mayEdit ? (
        <div className="actions">
          <Button type="submit" variant="primary" isDisabled={!check.ok}>
            Save schedule
          </Button>
          {saved ? <Button onPress={() => void toggle()}>{saved.enabled ? 'Disable' : 'Enable'}</Button> : null}
        </div>
      ) : (
        <p className="muted">Changing schedules needs the schedule permission.</p>
      )}
    </form>
  );
}
