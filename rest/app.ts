import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { asDatabaseUnavailable, DomainError, fieldErrorsMessage, ValidationError, type FieldError } from '../src/errors.js';
import { logger } from '../src/logger.js';
import type { RestEnv } from './env.js';
import { ai } from './routes/ai.js';
import { alerts } from './routes/alerts.js';
import { dashboards, publicDashboards } from './routes/dashboards.js';
import { dataSources } from './routes/data-sources.js';
import { digests } from './routes/digests.js';
import { verificationEmail, verifyEmail } from './routes/email-verification.js';
import { groups } from './routes/groups.js';
import { invitations } from './routes/invitations.js';
import { permissions } from './routes/permissions.js';
import { roles } from './routes/roles.js';
import { session, signup } from './routes/session.js';
import { settings } from './routes/settings.js';
import { users } from './routes/users.js';
import { destinations } from './routes/destinations.js';
import { monitors } from './routes/monitors.js';
import { monitorHistory } from './routes/monitor-history.js';
import { shareAccesses } from './routes/share-accesses.js';
import { schedules } from './routes/schedules.js';
import { visualizations } from './routes/visualizations.js';
import { widgets } from './routes/widgets.js';
import { queries } from './routes/queries.js';
import { queryResults } from './routes/query-results.js';
import { jobs } from './routes/jobs.js';
import { runs } from './routes/runs.js';

/**
 * A field path as REST names it. Errors carry the GraphQL path (`input.dataSourceId`,
 * `options.parameters.0.name`); REST has no `input` wrapper and snake_case field names. Only the
 * field is renamed: what follows it is the client's own JSON (`options.globalSeriesType`).
 */
export function restPath(path: string): string {
  const segments = path.split('.');
  if (segments.length > 1 && segments[0] === 'input') segments.shift();
  segments[0] = segments[0].replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return segments.join('.');
}

/** A 422's field errors under their REST paths; a message that lists them lists the REST paths too. */
function restFieldErrors(error: ValidationError): { message: string; errors: FieldError[] } {
  const errors = error.fieldErrors.map((e) => ({ path: restPath(e.path), message: e.message }));
  const listed = error.message === fieldErrorsMessage(error.fieldErrors);
  return { message: listed ? fieldErrorsMessage(errors) : error.message, errors };
}

function unexpected(error: unknown, requestId: string | undefined): void {
  logger.error({ err: error, requestId }, 'unexpected error');
}

/** Maps any thrown error to the conventions' JSON body; the one place HTTP statuses are chosen. */
export function errorResponse(thrown: unknown, requestId?: string): Response {
  // A lost or refused metadata-database connection is 503 database_unavailable, not a 500.
  const error = asDatabaseUnavailable(thrown) ?? thrown;
  if (error instanceof DomainError) {
    const { code, status } = error.extensions as { code: string; status: number };
    const extra = Object.fromEntries(
      Object.entries(error.extensions)
        .filter(([k]) => !['code', 'status', 'errors'].includes(k))
        // REST's name for the time to wait, as the AI limit's body has it.
        .map(([k, v]) => [k === 'retryAfterSeconds' ? 'retry_after_secs' : k, v]),
    );
    if (error instanceof ValidationError && error.fieldErrors.length) {
      const { message, errors } = restFieldErrors(error);
      return Response.json({ message, code, errors, ...extra }, { status });
    }
    return Response.json({ message: error.message, code, ...extra }, { status });
  }
  unexpected(error, requestId);
  return Response.json({ message: 'internal error', code: 'internal' }, { status: 500 });
}

/** /graphql answers an error raised outside execution GraphQL-shaped, `{errors: [{message, extensions: {code}}]}`, with the REST status. */
function graphqlErrorResponse(thrown: unknown, requestId?: string): Response {
  const error = asDatabaseUnavailable(thrown) ?? thrown;
  if (error instanceof DomainError) {
    const { status, ...extensions } = error.extensions as { status: number };
    return Response.json({ errors: [{ message: error.message, extensions }] }, { status });
  }
  unexpected(error, requestId);
  return Response.json({ errors: [{ message: 'internal error', extensions: { code: 'internal' } }] }, { status: 500 });
}

/** The error answer in the shape of the transport a request to `path` came on: GraphQL at `graphqlPath`, REST elsewhere. */
export function errorResponseFor(path: string, error: unknown, requestId?: string, graphqlPath = '/graphql'): Response {
  return path === graphqlPath ? graphqlErrorResponse(error, requestId) : errorResponse(error, requestId);
}

export function createRestApp(): Hono<RestEnv> {
  const app = new Hono<RestEnv>();
  app.route('/users', users);
  app.route('/destinations', destinations);
  app.route('/monitors', monitors);
  app.route('/monitors', monitorHistory);
  app.route('/alerts', alerts);
  app.route('/schedules', schedules);
  app.route('/groups', groups);
  app.route('/roles', roles);
  app.route('/permissions', permissions);
  app.route('/session', session);
  app.route('/signup', signup);
  app.route('/invitations', invitations);
  app.route('/verify_email', verifyEmail);
  app.route('/verification_email', verificationEmail);
  app.route('/data_sources', dataSources);
  app.route('/queries', queries);
  app.route('/query_results', queryResults);
  app.route('/jobs', jobs);
  app.route('/runs', runs);
  app.route('/ai', ai);
  app.route('/settings', settings);
  app.route('/digests', digests);
  app.route('/visualizations', visualizations);
  app.route('/dashboards', dashboards);
  app.route('/dashboards', shareAccesses);
  app.route('/widgets', widgets);
  app.route('/public/dashboards', publicDashboards);
  const openApi = readFileSync(new URL('./openapi.json', import.meta.url), 'utf8');
  app.get('/openapi.json', (c) => c.body(openApi, 200, { 'content-type': 'application/json' }));
  app.notFound((c) => c.json({ message: `No route for ${c.req.method} ${c.req.path}.`, code: 'not_found' }, 404));
  app.onError((error, c) => errorResponse(error, c.get('ctx')?.requestId));
  return app;
}
