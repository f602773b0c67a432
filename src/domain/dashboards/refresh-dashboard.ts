import type { Context } from '../../context.js';
import { db } from '../../db.js';
import { DomainError, ForbiddenError } from '../../errors.js';
import { canExecuteOn } from '../../policies/query.js';
import { enforce } from '../../rate-limit.js';
import { requestExecution, type ExecutionAnswer } from '../execution/request-execution.js';
import { executableVersion } from '../queries/executable-version.js';
import type { ResolvedWidget } from './widget-data.js';

export interface RefreshedQuery {
  queryId: number;
  answer: ExecutionAnswer | null;
  /** Why this query was not enqueued (archived, parameter without a default, ...). */
  error: string | null;
}

/**
 * Runs every query behind the widgets the viewer sees, once each, through requestExecution
 * (maxAge 0: always a fresh run; an identical job already running is joined). Each query counts
 * against the viewer's query-execute limit. Needs execute_query on at least one of them.
 */
export async function refreshDashboard(ctx: Context, widgets: ResolvedWidget[]): Promise<RefreshedQuery[]> {
  const viewer = ctx.viewer!;
  const ids = [...new Set(widgets.flatMap((w) => (w.visualization ? [w.visualization.queryId] : [])))];
  const rows = await db.query.findMany({ where: { id: { in: ids }, orgId: viewer.org.id }, orderBy: { id: 'asc' } });
  const runnable = rows.filter((row) => canExecuteOn(viewer, row.dataSourceId));
  if (rows.length && !runnable.length) throw new ForbiddenError('Refreshing a dashboard needs execute_query on its connectors.');
  const refreshed: RefreshedQuery[] = [];
  for (const row of runnable) {
    if (row.isArchived) {
      refreshed.push({ queryId: row.id, answer: null, error: 'The query is archived.' });
      continue;
    }
    const version = executableVersion(row, { viewer });
    await enforce(ctx, 'queryExecute');
    try {
      const answer = await requestExecution(ctx, {
        dataSourceId: row.dataSourceId,
        queryId: row.id,
        queryText: version.text,
        parameterDefinitions: version.parameterDefinitions,
        queryVersion: version.version,
        maxAge: 0,
      });
      refreshed.push({ queryId: row.id, answer, error: null });
    } catch (error) {
      // One query whose parameters need values must not stop the others.
      if (!(error instanceof DomainError) || error.status !== 422) throw error;
      refreshed.push({ queryId: row.id, answer: null, error: error.message });
    }
  }
  return refreshed;
}
