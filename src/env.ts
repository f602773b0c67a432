import { z } from 'zod';
import { parseCidrList, type Cidr } from './egress/policy.js';

/** A comma-separated list of CIDR ranges or addresses. */
const cidrList = z
  .string()
  .default('')
  .transform((text, ctx): Cidr[] => {
    try {
      return parseCidrList(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/**
 * Configuration, read and validated once. Nothing else reads process.env.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./.data'),
  BASE_URL: z.string().url().optional(),
  SECRET_KEY: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Overlook <overlook@localhost>'),
  /** How long a call to the AI provider may take before it is abandoned (502). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated proxy addresses whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: z.string().default(''),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  NODE_ENV: z.string().default('development'),
  /** Outgoing notification requests time out after this many milliseconds. */
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Attempts per notification (the first included) before it stays failed. */
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** First retry delay; doubled at each attempt unless the receiver sends Retry-After. */
  DELIVERY_BACKOFF_MS: z.coerce.number().int().min(0).default(1_000),
  /** A run whose result exceeds either limit ends as failure (status 4) instead of exhausting memory. */
  RESULT_MAX_ROWS: z.coerce.number().int().min(1).default(2_000_000),
  RESULT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 * 1024 * 1024),
  /** Results no query's latest run or dashboard references are deleted after this many hours. */
  RESULT_RETENTION_HOURS: z.coerce
    .number()
    .min(0)
    .default(24 * 7),
  /** A monitor's state history (monitor_events) keeps entries this many days; an hourly task prunes older ones. */
  MONITOR_EVENT_RETENTION_DAYS: z.coerce.number().min(1).max(36_500).default(90),
  /**
   * Views of public dashboards waiting to be written to the access log; beyond this many, further
   * views are dropped (and counted) until the next flush, so a burst cannot grow memory.
   */
  SHARE_ACCESS_BUFFER_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** A request body beyond this many bytes is refused (413) before it is read into memory. */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024),
  /** A started job whose worker has not beaten its heartbeat for this long ends as failure. */
  JOB_STALE_AFTER_SECS: z.coerce.number().int().min(5).default(30),
  /**
   * Target connections a process keeps open per data source between jobs (src/connectors/pool.ts); 0 opens one per job.
   * Unset: WORKER_CONCURRENCY, so a worker whose every slot runs on one data source opens no connection per job.
   */
  CONNECTOR_POOL_MAX: z.coerce.number().int().min(0).max(64).optional(),
  /** An idle pooled target connection is closed after this many milliseconds. */
  CONNECTOR_POOL_IDLE_MS: z.coerce.number().int().min(100).default(30_000),
  /** SIGTERM/SIGINT: how long an orderly stop may take before the process exits anyway (status 1). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Comma-separated origins (scheme://host[:port], exact match) whose pages may call /api and
   * /graphql with credentials (CORS). Empty: no cross-origin access.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const origins = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const origin of origins) {
        let parsed: URL | undefined;
        try {
          parsed = new URL(origin);
        } catch {
          parsed = undefined;
        }
        if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, '')) {
          ctx.addIssue({ code: 'custom', message: `${origin} is not an origin like https://app.example.com or http://localhost:5173` });
        }
      }
      return origins.map((origin) => origin.replace(/\/$/, ''));
    }),
  /** Bearer token GET /metrics requires; unset, /metrics answers only loopback and private-network peers. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** `overlook worker` serves GET /metrics on this port (on HOST) when set; the server roles answer it on PORT. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** CIDR ranges outgoing connections (connectors, destinations, AI) may not reach (see src/egress/policy.ts). */
  OUTBOUND_DENY: cidrList,
  /** CIDR ranges reachable even when OUTBOUND_DENY covers them; never opens link-local or metadata addresses. */
  OUTBOUND_ALLOW: cidrList,
  /**
   * Comma-separated absolute folders whose files (CSV, Parquet, JSON) DuckDB data sources may read
   * (src/connectors/duckdb). Empty: none; a DuckDB query then reads only its own database.
   */
  DUCKDB_ALLOWED_DIRECTORIES: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** A client must have sent all request headers within this many milliseconds (node's headersTimeout). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** A whole request, body included, must arrive within this many milliseconds (node's requestTimeout). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** `open` lets anybody create an organization (POST /api/signup); closed by default (403 signup_disabled). */
  SIGNUP: z.enum(['open', 'closed']).default('closed'),
  /**
   * Egress of organizations created through signup: `restricted` (default) refuses their connectors,
   * destinations and AI provider every loopback, private, link-local and this-machine address and the
   * metadata database server; `open` gives them the rules every other organization has.
   */
  SIGNUP_ORGANIZATIONS_EGRESS: z.enum(['restricted', 'open']).default('restricted'),
  /** Lets connectors reach the server of Overlook's own metadata database, any database on it (refused by default). */
  OUTBOUND_ALLOW_METADATA_DATABASE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * `deny`: /graphql runs only persisted documents (documentId / Apollo persistedQuery, see
   * src/persisted-documents.ts); `allow` (default) also runs any document sent as `query`.
   */
  GRAPHQL_ARBITRARY_DOCUMENTS: z.enum(['allow', 'deny']).default('allow'),
  /** GraphQL cost (src/graphql-cost.ts): the most objects one request may ask for (else 400 rate_limited, nothing runs). */
  GRAPHQL_COST_PER_REQUEST: z.coerce.number().int().min(1).default(5_000),
  /** GraphQL cost points each user (anonymous: each address) may spend a minute, across processes (else 429 rate_limited). */
  GRAPHQL_COST_PER_MINUTE: z.coerce.number().int().min(1).default(60_000),
  /** A second persisted-documents manifest (`{"<sha256 hex>": "<document>"}`), read at start beside the web app's. */
  PERSISTED_DOCUMENTS_PATH: z.string().optional(),
});

const withDefaults = schema.transform((parsed) => ({
  ...parsed,
  CONNECTOR_POOL_MAX: parsed.CONNECTOR_POOL_MAX ?? parsed.WORKER_CONCURRENCY,
}));

export type Env = z.infer<typeof withDefaults>;

function read(): Env {
  const parsed = withDefaults.safeParse(process.env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${detail}`);
  }
  return parsed.data;
}

export const env: Env = read();

export const trustedProxies: ReadonlySet<string> = new Set(
  env.TRUSTED_PROXIES.split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
