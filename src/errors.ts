import { GraphQLError } from 'graphql';

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
  constructor(message = 'You are not allowed to do this.') {
    super(message, 'forbidden', 403);
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
    return new ValidationError(`${path}: ${message}`, [{ path, message }]);
  }
}

export class RateLimitedError extends DomainError {
  constructor(message = 'Rate limit exceeded; retry after a short delay.') {
    super(message, 'rate_limited', 429);
  }
}
