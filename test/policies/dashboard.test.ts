import { describe, expect, it } from 'vitest';
import { can, scope, type DashboardRef } from '../../src/policies/dashboard.js';
import {
  can as canVisualization,
  canCreate as canCreateVisualization,
  scope as visualizationScope,
} from '../../src/policies/visualization.js';
import { can as canWidget, scope as widgetScope } from '../../src/policies/widget.js';
import { disagreements, rows, viewer } from './fixtures.js';

const draft = { orgId: 1, userId: 7, publishedAt: null };
const published = { orgId: 1, userId: 7, publishedAt: new Date() };
const dashboards = rows<DashboardRef & Record<string, unknown>>({ orgId: [1, 2], userId: [1, 2], publishedAt: [null, new Date(0)] });

describe('dashboard policy', () => {
  it('lets edit_dashboard holders, the creator and admins edit; nobody else', () => {
    expect(can(viewer({ permissions: ['edit_dashboard'] }), 'update', draft)).toBe(true);
    expect(can(viewer({ id: 7, permissions: ['create_dashboard'] }), 'publish', draft)).toBe(true);
    expect(can(viewer({ isAdmin: true }), 'archive', draft)).toBe(true);
    expect(can(viewer({ permissions: ['view_query', 'create_dashboard'] }), 'update', published)).toBe(false);
    expect(can(null, 'update', draft)).toBe(false);
  });

  it('hides a never-published dashboard from everyone but its editors, and every dashboard from other organizations', () => {
    expect(can(viewer({ permissions: ['view_query'] }), 'read', draft)).toBe(false);
    expect(can(viewer({ permissions: ['view_query'] }), 'read', published)).toBe(true);
    expect(can(viewer({ id: 7 }), 'read', draft)).toBe(true);
    expect(can(null, 'read', published)).toBe(false);
    expect(can(viewer({ permissions: ['edit_dashboard'], orgId: 2 }), 'read', published)).toBe(false);
  });

  it('sharing needs share_dashboard on a dashboard the viewer sees', () => {
    expect(can(viewer({ permissions: ['share_dashboard'] }), 'share', published)).toBe(true);
    expect(can(viewer({ permissions: ['share_dashboard'] }), 'share', draft)).toBe(false);
    expect(can(viewer({ permissions: ['edit_dashboard'] }), 'share', published)).toBe(false);
  });

  it('scope matches exactly the rows can(viewer, read) admits', () => {
    expect(disagreements(dashboards, scope, (v, row) => can(v, 'read', row))).toEqual([]);
  });
});

describe('widget policy', () => {
  it('widgets follow their dashboard: read with it, changed by its editors', () => {
    expect(canWidget(viewer(), 'read', { dashboard: published })).toBe(true);
    expect(canWidget(viewer(), 'update', { dashboard: published })).toBe(false);
    expect(canWidget(viewer({ id: 7 }), 'delete', { dashboard: draft })).toBe(true);
    expect(canWidget(viewer(), 'read', { dashboard: draft })).toBe(false);
  });

  it('scope matches exactly the rows can(viewer, read) admits', () => {
    const widgets = dashboards.map((dashboard) => ({ dashboard }));
    expect(disagreements(widgets, widgetScope, (v, row) => canWidget(v, 'read', row))).toEqual([]);
  });
});

describe('visualization policy', () => {
  const query = { orgId: 1, userId: 2, dataSourceId: 5, publishedVersion: 1 };
  it('follows its query for reading; changing needs edit_dashboard, creating create_dashboard', () => {
    expect(canVisualization(viewer({ permissions: ['view_query'] }), 'read', { parent: query })).toBe(true);
    expect(canVisualization(viewer({ permissions: ['view_query'] }), 'update', { parent: query })).toBe(false);
    expect(canVisualization(viewer({ permissions: ['view_query', 'edit_dashboard'] }), 'delete', { parent: query })).toBe(true);
    expect(canVisualization(viewer({ permissions: ['edit_dashboard'] }), 'update', { parent: query })).toBe(false);
    expect(canCreateVisualization(viewer({ permissions: ['create_dashboard'] }))).toBe(true);
    expect(canCreateVisualization(viewer({ permissions: ['view_query'] }))).toBe(false);
  });

  it('scope matches exactly the rows can(viewer, read) admits', () => {
    const fixtures = rows({ orgId: [1, 2], userId: [1, 2], dataSourceId: [5, 6], publishedVersion: [null, 1] }).map((parent) => ({
      parent,
    }));
    expect(disagreements(fixtures, visualizationScope, (v, row) => canVisualization(v, 'read', row))).toEqual([]);
  });
});
