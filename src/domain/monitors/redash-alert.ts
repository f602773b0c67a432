/**
 * Redash's alerts are Overlook's monitors seen through Redash's shapes. An alert's `options`
 * carry `{column, op, value, muted, custom_subject, custom_body}`; `muted` is the monitor's mute
 * switch, the rest is the monitor's condition. Redash's older op names are accepted.
 */

const OLD_OPS: Record<string, string> = { 'greater than': '>', 'less than': '<', equals: '==' };

/** The monitor options and mute switch that an alert body's `options` stand for (checked later by the monitor's own rules). */
export function monitorOptionsFromAlert(options: unknown): { options: unknown; muted: boolean | undefined } {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return { options, muted: undefined };
  const { muted, ...condition } = options as Record<string, unknown>;
  if (typeof condition.op === 'string') condition.op = OLD_OPS[condition.op.trim().toLowerCase()] ?? condition.op;
  // Redash's UI stores the threshold as typed: "100" is the number 100.
  if (typeof condition.value === 'string' && condition.value.trim() !== '' && Number.isFinite(Number(condition.value)))
    condition.value = Number(condition.value);
  return { options: condition, muted: typeof muted === 'boolean' ? muted : undefined };
}

/** Redash knows ok, triggered and unknown; a monitor still counting breaches has not fired: ok. */
export function alertState(state: string): 'ok' | 'triggered' | 'unknown' {
  if (state === 'triggered') return 'triggered';
  if (state === 'ok' || state === 'pending') return 'ok';
  return 'unknown';
}
