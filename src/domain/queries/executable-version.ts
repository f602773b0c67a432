import type { Viewer } from '../../auth/viewer.js';
import { can, type QueryRef } from '../../policies/query.js';
import { parameterDefinitions, type ParameterDefinition } from './query-parameters.js';

/** The columns that hold both versions of a query. */
export interface VersionedQuery extends QueryRef {
  query: string;
  options: unknown;
  workingVersion: number;
  publishedQuery: string | null;
  publishedOptions: unknown;
}

/**
 * Who a query runs for. `viewer`: a person running or refreshing it (saved runs, dashboard
 * refresh); `unattended`: nobody is looking (monitor checks, schedules), so what viewers were
 * shown (the published version) is what runs.
 */
export type QueryRunner = { viewer: Viewer } | 'unattended';

export interface ExecutableVersion {
  text: string;
  /** The definitions of the same version as `text`: a draft's renamed parameter never breaks the published one. */
  parameterDefinitions: ParameterDefinition[];
  version: number;
  /** Whether this is the working (draft) version. */
  working: boolean;
}

function definitionsIn(options: unknown): ParameterDefinition[] {
  const raw = options && typeof options === 'object' ? (options as { parameters?: unknown }).parameters : undefined;
  const parsed = parameterDefinitions.safeParse(raw ?? []);
  return parsed.success ? parsed.data : [];
}

/** Whether `runner` gets the working version: its editors do, and a never-published query has no other. */
export function runsWorkingVersion(query: VersionedQuery, runner: QueryRunner): boolean {
  if (query.publishedVersion === null || query.publishedQuery === null) return true;
  return runner !== 'unattended' && can(runner.viewer, 'readWorking', query);
}

/**
 * The one decision of which version of a saved query executes, and with which parameter
 * definitions: every runner (saved runs, dashboard refresh, monitor checks, schedules) asks here.
 * Callers authorize before asking.
 */
export function executableVersion(query: VersionedQuery, runner: QueryRunner): ExecutableVersion {
  const { publishedQuery, publishedVersion } = query;
  if (publishedVersion === null || publishedQuery === null || runsWorkingVersion(query, runner)) {
    return { text: query.query, parameterDefinitions: definitionsIn(query.options), version: query.workingVersion, working: true };
  }
  return { text: publishedQuery, parameterDefinitions: definitionsIn(query.publishedOptions), version: publishedVersion, working: false };
}
