import type { Viewer } from '../../auth/viewer.js';
import type { QueryRow } from '../../db.js';
import type { AuthorRow } from '../../request-loaders.js';
import type { VisualizationRow } from './query-read-model.js';
import { runsWorkingVersion } from './executable-version.js';

export type { QueryRow };

/** What a list's statement joined for a row's list fields (list-queries.ts), so they need no loader. */
export interface ListedFacts {
  /** The query's owner (null when the user row is gone). */
  author: AuthorRow | null;
  /** Who saved the working version, else the owner (null when that user row is gone). */
  lastModifiedBy: AuthorRow | null;
  /** The query's first (oldest) enabled schedule. */
  firstSchedule: { cron: string; timezone: string } | null;
  /** Whether it is the viewer's favorite. */
  isFavorite: boolean;
}

/**
 * A query as one viewer sees it: the working version for its editors, else the published one,
 * the same version that `executableVersion` runs for that viewer.
 */
export interface QueryView {
  id: number;
  orgId: number;
  userId: number;
  dataSourceId: number;
  name: string;
  description: string | null;
  query: string;
  options: Record<string, unknown>;
  isDraft: boolean;
  isArchived: boolean;
  workingVersion: number;
  publishedVersion: number | null;
  latestQueryDataId: number | null;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
  /** Whether this view is the working version. */
  working: boolean;
  /** Set on rows of a list: what its list fields show, joined by the list's statement. */
  listed?: ListedFacts;
  /** Set by a one-query read (readQuery): its visualizations the viewer sees, oldest first. */
  visualizations?: VisualizationRow[];
}

/** Options as Redash answers them: `parameters` is always a list (clients read `options.parameters.length`). */
function withParameters(options: Record<string, unknown> | null): Record<string, unknown> {
  if (!options) return { parameters: [] };
  return Array.isArray(options.parameters) ? options : { ...options, parameters: [] };
}

export function viewQuery(viewer: Viewer, row: QueryRow & { listed?: ListedFacts; visualizations?: VisualizationRow[] }): QueryView {
  const working = runsWorkingVersion(row, { viewer });
  return {
    id: row.id,
    orgId: row.orgId,
    userId: row.userId,
    dataSourceId: row.dataSourceId,
    name: working ? row.name : (row.publishedName ?? row.name),
    description: row.description,
    query: working ? row.query : (row.publishedQuery ?? row.query),
    options: withParameters((working ? row.options : (row.publishedOptions ?? row.options)) as Record<string, unknown> | null),
    isDraft: row.publishedVersion === null,
    isArchived: row.isArchived,
    workingVersion: row.workingVersion,
    publishedVersion: row.publishedVersion,
    latestQueryDataId: row.latestQueryDataId,
    tags: row.tags,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    working,
    listed: row.listed,
    visualizations: row.visualizations,
  };
}
