/** What the monitor pages show of a monitor's state and condition, as plain functions of its fields. */

export const DISPLAY_STATES = ['ok', 'pending', 'triggered', 'acknowledged', 'snoozed', 'muted', 'error', 'unknown'] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

export interface MonitorStateFields {
  state: string;
  error?: string | null;
  muted: boolean;
  snoozedUntil?: string | null;
  acknowledgedAt?: string | null;
  policies: { canAcknowledge: boolean; canUpdate: boolean; canRun: boolean; canSubscribe: boolean };
}

const isSnoozed = (m: MonitorStateFields, now: number) => !!m.snoozedUntil && Date.parse(m.snoozedUntil) > now;

/** The one badge a monitor shows: silencing first (muted, snoozed), then acknowledged, error, its check state. */
export function displayState(m: MonitorStateFields, now = Date.now()): DisplayState {
  if (m.muted) return 'muted';
  if (isSnoozed(m, now)) return 'snoozed';
  if (m.state === 'triggered' && m.acknowledgedAt) return 'acknowledged';
  if (m.error) return 'error';
  return (DISPLAY_STATES as readonly string[]).includes(m.state) ? (m.state as DisplayState) : 'unknown';
}

export interface ActionAvailability {
  allowed: boolean;
  /** Why not, in words, when not allowed. */
  reason?: string;
}

const MAY_NOT = 'You may not change this monitor.';

/** Which manual actions the current state allows (the server refuses the same ones with 409/403). */
export function availableActions(m: MonitorStateFields, now = Date.now()) {
  const acknowledge: ActionAvailability = !m.policies.canAcknowledge
    ? { allowed: false, reason: 'You may not acknowledge this monitor.' }
    : m.state !== 'triggered'
      ? { allowed: false, reason: `Only a triggered monitor can be acknowledged; this one is ${m.state}.` }
      : m.acknowledgedAt
        ? { allowed: false, reason: 'It is already acknowledged.' }
        : { allowed: true };
  const snooze: ActionAvailability = m.policies.canUpdate ? { allowed: true } : { allowed: false, reason: MAY_NOT };
  const mute: ActionAvailability = !m.policies.canUpdate
    ? { allowed: false, reason: MAY_NOT }
    : m.muted
      ? { allowed: false, reason: 'It is already muted.' }
      : { allowed: true };
  const unmute: ActionAvailability = !m.policies.canUpdate
    ? { allowed: false, reason: MAY_NOT }
    : !m.muted
      ? { allowed: false, reason: 'It is not muted.' }
      : { allowed: true };
  const run: ActionAvailability = m.policies.canRun ? { allowed: true } : { allowed: false, reason: 'You may not run this monitor.' };
  return { acknowledge, snooze, mute, unmute, run, snoozed: isSnoozed(m, now) };
}

export interface Condition {
  column?: string;
  selector: 'first' | 'min' | 'max' | 'any' | 'row_count';
  op: '>' | '<' | '>=' | '<=' | '==' | '!=';
  value: number;
  breaches: number;
  recovery_value?: number;
  on_error: 'unknown' | 'keep_state' | 'trigger';
}

export const SELECTORS: { value: Condition['selector']; label: string }[] = [
  { value: 'first', label: 'first row' },
  { value: 'min', label: 'minimum' },
  { value: 'max', label: 'maximum' },
  { value: 'any', label: 'any row' },
  { value: 'row_count', label: 'row count' },
];
export const OPERATORS: Condition['op'][] = ['>', '>=', '<', '<=', '==', '!='];
export const ON_ERROR: { value: Condition['on_error']; label: string }[] = [
  { value: 'unknown', label: 'go to unknown' },
  { value: 'keep_state', label: 'keep the state' },
  { value: 'trigger', label: 'trigger' },
];

/** A monitor's stored options read as a condition, with the server's defaults filled in. */
export function conditionOf(options: unknown): Condition {
  const o = (options && typeof options === 'object' ? options : {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  return {
    column: typeof o.column === 'string' ? o.column : undefined,
    selector: (SELECTORS.some((s) => s.value === o.selector) ? o.selector : 'first') as Condition['selector'],
    op: (OPERATORS.includes(o.op as Condition['op']) ? o.op : '>') as Condition['op'],
    value: num(o.value) ?? 0,
    breaches: num(o.breaches) ?? 1,
    recovery_value: num(o.recovery_value),
    on_error: (ON_ERROR.some((e) => e.value === o.on_error) ? o.on_error : 'unknown') as Condition['on_error'],
  };
}

/** The options sent to the server for a condition (only what was set). */
export function optionsOf(c: Condition): Record<string, unknown> {
  return {
    ...(c.selector === 'row_count' ? {} : { column: c.column }),
    selector: c.selector,
    op: c.op,
    value: c.value,
    breaches: c.breaches,
    ...(c.recovery_value === undefined ? {} : { recovery_value: c.recovery_value }),
    on_error: c.on_error,
  };
}

const RECOVERY_WORD: Partial<Record<Condition['op'], string>> = { '>': 'below', '>=': 'below', '<': 'above', '<=': 'above' };

/** What the monitor will do, in words: "fires when max(total) > 500 on 3 checks in a row; recovers below 400". */
export function describeCondition(c: Condition, rearm?: number | null): string {
  const subject =
    c.selector === 'row_count'
      ? 'the row count'
      : c.selector === 'first'
        ? `${c.column ?? '?'} (first row)`
        : c.selector === 'any'
          ? `${c.column ?? '?'} in any row`
          : `${c.selector}(${c.column ?? '?'})`;
  const checks = c.breaches > 1 ? ` on ${c.breaches} checks in a row` : '';
  const recovery =
    c.recovery_value !== undefined && RECOVERY_WORD[c.op]
      ? `; recovers ${RECOVERY_WORD[c.op]} ${c.recovery_value}`
      : '; recovers when it no longer holds';
  const error =
    c.on_error === 'keep_state'
      ? '; an error keeps the state'
      : c.on_error === 'trigger'
        ? '; an error triggers it'
        : '; an error makes it unknown';
  const again = rearm ? `; notifies again every ${rearm} s while triggered` : '';
  return `fires when ${subject} ${c.op} ${c.value}${checks}${recovery}${error}${again}`;
}
