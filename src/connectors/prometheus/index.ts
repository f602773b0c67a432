import { z } from 'zod';
import { checkOutboundUrl, outboundFetch } from '../../egress/http.js';
import type { Column, ConnectorKind, Connection, RowStream, SchemaTable } from '../types.js';
import { parsePromQuery, type PromQuery } from './promql.js';

/**
 * Prometheus through its HTTP API (/api/v1/query, /api/v1/query_range), every request through
 * the egress guard (src/egress/http.ts). The query text is PromQL, or Redash's
 * `query=...&start=...&end=...&step=...` form (src/connectors/prometheus/promql.ts). The answer is
 * rows of time, value and one column per label. A cancel aborts the request: Prometheus stops
 * evaluating a query whose client went away; the statement timeout is sent as `timeout`.
 */
const optionsSchema = z.object({
  url: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//i.test(url), 'must be an http(s) URL')
    .default('http://127.0.0.1:9090'),
  statement_timeout_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .optional()
    .default(300_000),
});

type Options = z.infer<typeof optionsSchema>;

const BATCH = 1000;
const PLACEHOLDER = /\{overlook_p(\d+)\}/g;

interface Sample {
  metric?: Record<string, string>;
  value?: [number, string];
  values?: [number, string][];
}

type Data = { resultType: 'matrix' | 'vector'; result: Sample[] } | { resultType: 'scalar' | 'string'; result: [number, string] };

interface ApiAnswer<T> {
  status: 'success' | 'error';
  data?: T;
  error?: string;
  errorType?: string;
}

function endpoint(options: Options, path: string): string {
  return `${options.url.replace(/\/+$/, '')}${path}`;
}

async function call<T>(options: Options, path: string, form: Record<string, string | string[]>, signal?: AbortSignal): Promise<T> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) for (const one of [value].flat()) body.append(key, one);
  const response = await outboundFetch(endpoint(options, path), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: body.toString(),
    signal,
  });
  const text = await response.text();
  let answer: ApiAnswer<T>;
  try {
    answer = JSON.parse(text) as ApiAnswer<T>;
  } catch {
    throw new Error(`Prometheus answered ${response.status}: ${text.slice(0, 200)}`);
  }
  if (answer.status !== 'success' || answer.data === undefined) {
    const message = answer.error ?? `Prometheus answered ${response.status}.`;
    // Named as the other kinds name it: the statement timeout (sent as `timeout`) ended the query.
    throw new Error(answer.errorType === 'timeout' ? `Statement timeout: ${message}` : message);
  }
  return answer.data;
}

/** A parameter's value in the text: inside PromQL's double quotes it cannot end the string. */
function bound(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value ?? '')
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n');
}

function bind(text: string, params: unknown[] | undefined): string {
  if (!params?.length) return text;
  return text.replace(PLACEHOLDER, (whole, index: string) => (Number(index) <= params.length ? bound(params[Number(index) - 1]) : whole));
}

const isoOf = (seconds: number) => new Date(Math.round(seconds * 1000)).toISOString();
const numberOf = (value: string) => {
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** Rows of time, value and one column per label (`__name__` first, then by name). */
export function rowsOf(data: Data): { columns: Column[]; rows: unknown[][] } {
  if (data.resultType === 'scalar' || data.resultType === 'string') {
    const [time, value] = data.result;
    return {
      columns: [
        { name: 'time', friendly_name: 'time', type: 'datetime' },
        { name: 'value', friendly_name: 'value', type: data.resultType === 'scalar' ? 'float' : 'string' },
      ],
      rows: [[isoOf(time), data.resultType === 'scalar' ? numberOf(value) : value]],
    };
  }
  const result = data.result as Sample[];
  const labels = new Set<string>();
  for (const sample of result) for (const label of Object.keys(sample.metric ?? {})) labels.add(label);
  const names = [...labels].sort((a, b) => (a === '__name__' ? -1 : b === '__name__' ? 1 : a < b ? -1 : a > b ? 1 : 0));
  const columns: Column[] = [
    { name: 'time', friendly_name: 'time', type: 'datetime' },
    { name: 'value', friendly_name: 'value', type: 'float' },
    ...names.map((name): Column => ({ name, friendly_name: name, type: 'string' })),
  ];
  const rows: unknown[][] = [];
  for (const sample of result) {
    const metric = sample.metric ?? {};
    const labelValues = names.map((name) => metric[name] ?? null);
    const points = sample.values ?? (sample.value ? [sample.value] : []);
    for (const [time, value] of points) rows.push([isoOf(time), numberOf(value), ...labelValues]);
  }
  // Ordered by time, then by series: a chart reads it as it comes.
  if (data.resultType === 'matrix')
    rows.sort((a, b) => ((a[0] as string) < (b[0] as string) ? -1 : (a[0] as string) > (b[0] as string) ? 1 : 0));
  return { columns, rows };
}

function formOf(query: PromQuery, options: Options): Record<string, string> {
  const form: Record<string, string> =
    query.kind === 'instant'
      ? { query: query.query, time: String(query.time) }
      : { query: query.query, start: String(query.start), end: String(query.end), step: String(query.step) };
  if (options.statement_timeout_ms) form.timeout = `${options.statement_timeout_ms}ms`;
  return form;
}

async function connect(options: Options): Promise<Connection> {
  // Refused addresses fail here, before any statement (each request is checked again as it connects).
  await checkOutboundUrl(options.url);
  return {
    async run(text, { signal, params }): Promise<RowStream> {
      if (signal.aborted) throw new Error('Cancelled before the statement started.');
      const query = parsePromQuery(bind(text, params), Date.now());
      const path = query.kind === 'instant' ? '/api/v1/query' : '/api/v1/query_range';
      let data: Data;
      try {
        data = await call<Data>(options, path, formOf(query, options), signal);
      } catch (error) {
        if (signal.aborted) throw new Error('canceling statement due to user request', { cause: error });
        throw error;
      }
      const { columns, rows } = rowsOf(data);
      async function* batches() {
        for (let at = 0; at < rows.length; at += BATCH) yield rows.slice(at, at + BATCH);
      }
      return { columns, batches: batches() };
    },
    close: async () => undefined,
  };
}

export const prometheusConnector: ConnectorKind<Options> = {
  type: 'prometheus',
  name: 'Prometheus',
  dialect: 'PromQL (text: PromQL, or query=<PromQL>&start=<time>&end=<time>&step=<duration>)',
  options: optionsSchema as unknown as z.ZodType<Options>,
  secretFields: [],
  addressFields: ['url'],
  connect,
  async test(options) {
    await call(options, '/api/v1/query', { query: '1' });
  },
  /** Each metric name is a table; its columns are the labels its series carry (over the last hour). */
  async schema(options): Promise<SchemaTable[]> {
    const now = Date.now() / 1000;
    const series = await call<Record<string, string>[]>(options, '/api/v1/series', {
      'match[]': '{__name__=~".+"}',
      start: String(now - 3600),
      end: String(now),
    });
    const metrics = new Map<string, Set<string>>();
    for (const labels of series) {
      const name = labels.__name__;
      if (!name) continue;
      const known = metrics.get(name) ?? new Set<string>();
      for (const label of Object.keys(labels)) if (label !== '__name__') known.add(label);
      metrics.set(name, known);
    }
    return [...metrics.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, labels]) => ({ name, columns: [...labels].sort().map((label) => ({ name: label, type: 'label' })) }));
  },
  placeholder: (index) => `{overlook_p${index}}`,
};
