/**
 * The text of a Prometheus query: PromQL alone (an instant query now), or Redash's form,
 * `query=<PromQL>&start=<time>&end=<time>&step=<duration>` (a range query) or
 * `query=<PromQL>&time=<time>` (an instant query at that time). Parts are separated by `&` or by
 * a new line; values may be percent-encoded (`+` is kept as a plus). Times are `now`,
 * `now-<duration>`, unix seconds, or an ISO 8601 / RFC 3339 date and time (UTC unless it says
 * otherwise); durations are `30s`, `5m`, `1h`, `1d`, `1w` or seconds.
 */
export type PromQuery =
  { kind: 'instant'; query: string; time: number } | { kind: 'range'; query: string; start: number; end: number; step: number };

const UNITS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86_400, w: 604_800, y: 31_536_000 };
const KEYS = new Set(['query', 'start', 'end', 'step', 'time']);

/** Seconds in a duration: `90`, `1.5`, `30s`, `5m`, `1h30m`. */
export function parseDuration(text: string): number {
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const parts = [...trimmed.matchAll(/(\d+)(ms|s|m|h|d|w|y)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== trimmed) throw new Error(`"${text}" is not a duration (e.g. 30s, 5m, 1h).`);
  return parts.reduce((sum, p) => sum + Number(p[1]) * UNITS[p[2]!]!, 0);
}

/** Unix seconds of a time: `now`, `now-1h`, unix seconds, ISO 8601 (UTC unless it carries an offset). */
export function parseTime(text: string, nowMs: number): number {
  const trimmed = text.trim();
  const relative = /^now\s*(?:([+-])\s*(.+))?$/.exec(trimmed);
  if (relative) {
    const shift = relative[2] ? parseDuration(relative[2]) * (relative[1] === '-' ? -1 : 1) : 0;
    return nowMs / 1000 + shift;
  }
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const iso = /^(\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d(?::\d\d(?:\.\d+)?)?))?(Z|[+-]\d\d:?\d\d)?$/.exec(trimmed);
  if (iso) {
    const ms = Date.parse(`${iso[1]}T${iso[2] ?? '00:00'}${iso[3] ?? 'Z'}`);
    if (!Number.isNaN(ms)) return ms / 1000;
  }
  throw new Error(`"${text}" is not a time (now, now-1h, unix seconds, or 2024-01-31T12:00:00Z).`);
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Splits Redash's `key=value&...` form; null when the text is PromQL alone. */
function fields(text: string): Map<string, string> | null {
  if (!/^\s*query\s*=/.test(text)) return null;
  const found = new Map<string, string>();
  // PromQL has no `&`: every `&` starts a new part, as does a new line followed by `key=`.
  const parts = text.split(/&|\n(?=\s*\w+\s*=)/);
  for (const part of parts) {
    const at = part.indexOf('=');
    if (at < 0) throw new Error(`"${part.trim()}" is not key=value: use query, start, end, step or time.`);
    const key = part.slice(0, at).trim();
    if (!KEYS.has(key)) throw new Error(`Unknown part "${key}": use query, start, end, step or time.`);
    found.set(key, decode(part.slice(at + 1).trim()));
  }
  return found;
}

export function parsePromQuery(text: string, nowMs: number): PromQuery {
  const parts = fields(text);
  if (!parts) {
    if (!text.trim()) throw new Error('The query is empty.');
    return { kind: 'instant', query: text.trim(), time: nowMs / 1000 };
  }
  const query = parts.get('query') ?? '';
  if (!query) throw new Error('query= is empty.');
  if (!parts.has('start') && !parts.has('end') && !parts.has('step')) {
    const time = parts.has('time') ? parseTime(parts.get('time')!, nowMs) : nowMs / 1000;
    return { kind: 'instant', query, time };
  }
  if (parts.has('time')) throw new Error('A range query takes start, end and step, not time.');
  const end = parts.has('end') ? parseTime(parts.get('end')!, nowMs) : nowMs / 1000;
  const start = parts.has('start') ? parseTime(parts.get('start')!, nowMs) : end - 3600;
  if (start > end) throw new Error('start is after end.');
  // Without a step, about 250 points over the range (at least one per second).
  const step = parts.has('step') ? parseDuration(parts.get('step')!) : Math.max(1, Math.ceil((end - start) / 250));
  if (step <= 0) throw new Error('step must be positive.');
  if ((end - start) / step > 11_000) throw new Error('The range has more than 11,000 steps: use a larger step.');
  return { kind: 'range', query, start, end, step };
}
