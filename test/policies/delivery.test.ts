import { describe, expect, it } from 'vitest';
import { can as canDelivery, scope as deliveryScope } from '../../src/policies/delivery.js';
import { disagreements, rows, viewer } from './fixtures.js';

const monitor = { orgId: 1, parent: { dataSourceId: 5 } };
const monitors = rows({ id: [1], orgId: [1, 2], dataSourceId: [5, 6] }).map(({ id, orgId, dataSourceId }) => ({
  id,
  orgId,
  parent: { dataSourceId },
}));

describe('delivery policy', () => {
  it('a monitor’s deliveries follow the monitor; a test notification belongs to destination managers', () => {
    expect(canDelivery(viewer(), 'read', { orgId: 1, monitor })).toBe(true);
    expect(canDelivery(viewer(), 'retry', { orgId: 1, monitor })).toBe(false);
    expect(canDelivery(viewer({ permissions: ['create_monitor'] }), 'retry', { orgId: 1, monitor })).toBe(true);
    expect(canDelivery(viewer({ allowlist: [6] }), 'read', { orgId: 1, monitor })).toBe(false);
    expect(canDelivery(viewer(), 'read', { orgId: 1, monitor: null })).toBe(false);
    expect(canDelivery(viewer({ permissions: ['manage_destinations'] }), 'read', { orgId: 1, monitor: null })).toBe(true);
  });

  it('scope (one monitor’s deliveries) matches exactly the rows can(viewer, read) admits', () => {
    for (const m of monitors) {
      const deliveries = rows({ orgId: [1, 2], monitorId: [m.id, 99] }).map((d) => ({
        ...d,
        monitor: d.monitorId === m.id ? m : { ...m, parent: { dataSourceId: 6 } },
      }));
      // A delivery of this monitor is read by the monitor's rule; the row's own org must match too.
      const own = deliveries.filter((d) => d.monitorId === m.id && d.orgId === m.orgId);
      expect(
        disagreements(
          own,
          (v) => deliveryScope(v, m),
          (v, row) => canDelivery(v, 'read', row),
        ),
      ).toEqual([]);
    }
  });
});
