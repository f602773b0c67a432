import { describe, expect, it } from 'vitest';
import { can } from '../../src/policies/organization.js';
import { viewer } from './fixtures.js';

describe('organization settings policy', () => {
  it('settings are the admin’s, of their own organization; the AI assistant needs use_ai_sql', () => {
    expect(can(viewer({ isAdmin: true }), 'updateSettings', { id: 1 })).toBe(true);
    expect(can(viewer({ isAdmin: true }), 'readSettings', { id: 2 })).toBe(false);
    expect(can(viewer({ permissions: ['manage_users'] }), 'readSettings', { id: 1 })).toBe(false);
    expect(can(viewer({ permissions: ['use_ai_sql'] }), 'generateSql', { id: 1 })).toBe(true);
    expect(can(viewer(), 'generateSql', { id: 1 })).toBe(false);
    expect(can(null, 'generateSql', { id: 1 })).toBe(false);
  });
});
