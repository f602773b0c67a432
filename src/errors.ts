import { GraphQLError } from 'graphql';

/**
 * One refused field. `path` is the GraphQL one, dot-joined: argument and input field names in
 * camelCase (`input.dataSourceId`, `maxAge`), then the keys inside a JSON value as sent
 * (`options.parameters.0.name`). rest/app.ts alone turns it into the REST name.
 */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * An expected failure with a stable machine-readable `code` and the HTTP status REST answers
 * with. GraphQL clients see both under `extensions`; yoga does not mask these.
 */
export class DomainError extends GraphQLError {
  constructor(message: string, code: string, status: number, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, status, ...extra } });
  }

  /**
   * The input the error is about, dot-joined as FieldError's path (`input.name`, `id`), when it is
   * about one: the public graph's typed errors answer it as `field`. Not an extension, so REST's
   * bodies (which carry every extension) do not change.
   */
  field?: string;

  /** Names the input this error is about (see `field`); returns the error. */
  at(path: string | undefined): this {
    if (path !== undefined) this.field = path;
    return this;
  }

  get code(): string {
    return this.extensions.code as string;
  }

  get status(): number {
    return this.extensions.status as number;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string) {
    super(message, 'bad_request', 400);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Authentication required: send an API key (Authorization: Key <key>) or a session cookie.') {
    super(message, 'unauthenticated', 401);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this.', code = 'forbidden') {
    super(message, code, 403);
  }
}

export class CsrfError extends DomainError {
  constructor() {
    super('CSRF token missing or invalid: send the csrf_token cookie value in X-CSRF-Token.', 'csrf_failed', 403);
  }
}

export class NotFoundError extends DomainError {
  constructor(what = 'Object') {
    super(`${what} not found.`, 'not_found', 404);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code = 'conflict', extra: Record<string, unknown> = {}) {
    super(message, code, 409, extra);
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, errors: FieldError[] = []) {
    super(message, 'validation_failed', 422, errors.length ? { errors } : {});
  }

  static field(path: string, message: string): ValidationError {
    return ValidationError.of([{ path, message }]);
  }

  /** A 422 for `errors`, its message listing them (`path: message; ...`). */
  static of(errors: FieldError[]): ValidationError {
    return new ValidationError(fieldErrorsMessage(errors), errors);
  }

  get fieldErrors(): FieldError[] {
    return (this.extensions.errors as FieldError[] | undefined) ?? [];
  }
}

/** The message of a 422 that lists its field errors. */
export function fieldErrorsMessage(errors: readonly FieldError[]): string {
  return errors.map((e) => `${e.path}: ${e.message}`).join('; ');
}

export class RateLimitedError extends DomainError {
  constructor(message = 'Rate limit exceeded; retry after a short delay.', extra: Record<string, unknown> = {}) {
    super(message, 'rate_limited', 429, extra);
  }

  /** Over a per-minute limit: GraphQL's `extensions.retryAfterSeconds`, REST's `retry_after_secs` (no Retry-After header). */
  static retryIn(seconds: number): RateLimitedError {
    return new RateLimitedError(`Rate limit exceeded; retry in ${seconds} s.`, { retryAfterSeconds: seconds });
  }
}

/** The metadata database cannot be reached (stopped, restarting, or refusing connections): 503. */
export class DatabaseUnavailableError extends DomainError {
  constructor() {
    super('The database is unavailable; retry in a few seconds.', 'database_unavailable', 503);
  }
}

/** SQLSTATEs of a server going away: class 08 (connection exception), 57P01-57P03 (shutdown, crash, starting up). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
/** Prisma's codes for an unreachable or closed server, and its driver adapter's kinds for the same. */
const UNAVAILABLE_PRISMA = new Set(['P1001', 'P1002', 'P1017']);
const UNAVAILABLE_ADAPTER_KIND = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout']);
/**
 * node-postgres reports a dropped socket without any code, only with these messages; they are
 * the driver's own fixed texts, not the database's.
 */
const UNAVAILABLE_PG_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

function isUnavailable(error: Record<string, unknown>): boolean {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code) || UNAVAILABLE_PRISMA.has(code))) return true;
  if (typeof error.kind === 'string' && UNAVAILABLE_ADAPTER_KIND.has(error.kind)) return true;
  if (error.kind === 'postgres' && typeof error.originalCode === 'string' && UNAVAILABLE_SQLSTATE.test(error.originalCode)) return true;
  return typeof error.message === 'string' && UNAVAILABLE_PG_MESSAGE.test(error.message);
}

/**
 * A DatabaseUnavailableError when `error` (or anything it wraps: `cause`, GraphQL's
 * `originalError`, Prisma's driver adapter error, an AggregateError's errors) says that the
 * database connection failed; undefined otherwise. The one place connection failures are recognised.
 */
export function asDatabaseUnavailable(error: unknown): DatabaseUnavailableError | undefined {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length) {
    const next = pending.pop();
    if (!next || typeof next !== 'object' || seen.has(next)) continue;
    seen.add(next);
    if (next instanceof DatabaseUnavailableError) return next;
    // Any other typed error already says what went wrong (a connector's unreachable server is 502).
    if (next instanceof DomainError) continue;
    const fields = next as Record<string, unknown>;
    if (isUnavailable(fields)) return new DatabaseUnavailableError();
    const meta = fields.meta as Record<string, unknown> | undefined;
    pending.push(
      fields.cause,
      fields.originalError,
      meta?.driverAdapterError,
      (meta?.driverAdapterError as { cause?: unknown } | undefined)?.cause,
    );
    if (Array.isArray(fields.errors)) pending.push(...fields.errors);
  }
  return undefined;
}
