import type { Viewer } from '../../auth/viewer.js';
import type { QueryRow } from '../../db.js';
import { runsWorkingVersion } from './executable-version.js';

export type { QueryRow };

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
}

export function viewQuery(viewer: Viewer, row: QueryRow): QueryView {
  const working = runsWorkingVersion(row, { viewer });
  return {
    id: row.id,
    orgId: row.orgId,
    userId: row.userId,
    dataSourceId: row.dataSourceId,
    name: working ? row.name : (row.publishedName ?? row.name),
    description: row.description,
    query: working ? row.query : (row.publishedQuery ?? row.query),
    options: ((working ? row.options : (row.publishedOptions ?? row.options)) ?? {}) as Record<string, unknown>,
    isDraft: row.publishedVersion === null,
    isArchived: row.isArchived,
    workingVersion: row.workingVersion,
    publishedVersion: row.publishedVersion,
    latestQueryDataId: row.latestQueryDataId,
    tags: row.tags,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    working,
  };
}
