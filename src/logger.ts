import { createRequire } from 'node:module';
import pino from 'pino';
import { env } from './env.js';

/** Where log lines go: stdout for the service; stderr for CLI commands whose stdout is data. */
let sink: NodeJS.WritableStream = process.stdout;

let prettify: ((line: string) => string) | undefined;

/**
 * A log line for a person at a terminal: pino-pretty's readable line (time, level, message, then
 * the fields). Loaded on first use only, so a service whose output goes to a file, a pipe or a
 * collector never loads it and writes JSON lines.
 */
function forTerminal(line: string): string {
  if (!prettify) {
    const { prettyFactory } = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
    prettify = prettyFactory({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  }
  return prettify(line);
}

/** Sends every later log line to stderr, so that stdout carries only a command's output. */
export function logToStderr(): void {
  sink = process.stderr;
}

/**
 * Structured logs: JSON lines, or readable lines when they go to a terminal (a TTY). Secrets are
 * redacted wherever they could appear, before either form is written.
 */
export const logger = pino(
  {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'password',
        '*.password',
        'api_key',
        '*.api_key',
        'apiKey',
        '*.apiKey',
        'token',
        '*.token',
        'exchange_token',
        '*.exchange_token',
        'exchangeToken',
        '*.exchangeToken',
        'secret_token',
        '*.secret_token',
        'secretToken',
        '*.secretToken',
        'req.headers.authorization',
        'req.headers.cookie',
        'options.password',
        '*.options.password',
      ],
      censor: '[redacted]',
    },
  },
  { write: (line: string) => sink.write((sink as NodeJS.WriteStream).isTTY ? forTerminal(line) : line) },
);

// Node prints process warnings (deprecations from a dependency, experimental features) as plain
// text on stderr; logs are JSON lines only, so they go through the logger instead.
process.removeAllListeners('warning');
process.on('warning', (warning) =>
  logger.warn({ warning: { name: warning.name, code: (warning as { code?: string }).code, stack: warning.stack } }, warning.message),
);

/**
 * Paths whose segment after the prefix is a bearer secret: share links (public page, embed, public
 * API), digest unsubscribe links, invitations, e-mail verification and session exchange links.
 */
const TOKEN_PATHS = [
  /^(\/(?:api\/)?public\/dashboards\/)[^/]+/i,
  /^(\/embed\/dashboards\/)[^/]+/i,
  /^(\/api\/digests\/unsubscribe\/)[^/]+/i,
  /^(\/(?:api\/invitations|invite)\/)[^/]+/i,
  /^(\/(?:api\/)?verify_email\/)[^/]+/i,
  /^(\/api\/session\/exchange\/)[^/]+/i,
];

/** Query parameters whose value is a credential (`api_key`, `token`, `exchange_token`, ...). */
const SECRET_PARAMETER = /key|token|secret|password|signature/i;

/**
 * The request target as it may be logged: bearer tokens in the path and credential query
 * parameters replaced by `[redacted]`. Every log line that carries a request path goes through this.
 */
export function redactRequestTarget(target: string): string {
  const queryAt = target.indexOf('?');
  let path = queryAt === -1 ? target : target.slice(0, queryAt);
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, '$1[redacted]');
  if (queryAt === -1) return path;
  const query = target
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const [name] = pair.split('=', 1);
      return SECRET_PARAMETER.test(safeDecode(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}
