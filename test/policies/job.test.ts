import { describe, expect, it } from 'vitest';
import { can } from '../../src/policies/job.js';
import { can as canResult } from '../../src/policies/query-result.js';
import { viewer } from './fixtures.js';

// The SQL form of both scopes (lists), version rule included: query-result-scope-sql.test.ts.

describe('job and query result policies', () => {
  it('results and jobs are read by view_query, execute_query or create_query holders who reach the connector', () => {
    for (const permission of ['view_query', 'execute_query', 'create_query'] as const) {
      expect(canResult(viewer({ permissions: [permission] }), 'read', { orgId: 1, dataSourceId: 5 }), permission).toBe(true);
      expect(can(viewer({ permissions: [permission] }), 'read', { orgId: 1, dataSourceId: 5 }), permission).toBe(true);
    }
    expect(canResult(viewer({ permissions: ['edit_query'] }), 'read', { orgId: 1, dataSourceId: 5 })).toBe(false);
    expect(canResult(viewer({ permissions: ['view_query'], allowlist: [6] }), 'read', { orgId: 1, dataSourceId: 5 })).toBe(false);
    expect(canResult(viewer({ permissions: ['view_query'] }), 'read', { orgId: 2, dataSourceId: 5 })).toBe(false);
  });

  it('cancelling a job needs execute_query', () => {
    expect(can(viewer({ permissions: ['view_query'] }), 'cancel', { orgId: 1, dataSourceId: 5 })).toBe(false);
    expect(can(viewer({ permissions: ['execute_query'] }), 'cancel', { orgId: 1, dataSourceId: 5 })).toBe(true);
    expect(can(viewer({ permissions: ['execute_query'], allowlist: [6] }), 'cancel', { orgId: 1, dataSourceId: 5 })).toBe(false);
  });
});
