import type { Context } from '../../context.js';
import { db, type Prisma } from '../../db.js';
import { withOrganizationEgress } from '../../egress/guard.js';
import { checkOutboundUrl } from '../../egress/http.js';
import { attemptDelivery } from '../deliveries/attempt-delivery.js';
import { testEvent } from '../deliveries/notification-event.js';
import { openOptions } from '../secret-options.js';
import { destinationType } from './destination-types.js';

type TestedDestination = { id: number; orgId: number; name: string; type: string; options: unknown; secretOptionsEncrypted: string | null };

/**
 * Records a test delivery and makes its first attempt in the request, so the caller sees the
 * receiver's status; a retryable failure is retried by the worker like any other delivery.
 * An address the outbound policy refuses is answered at once (EgressRefusedError, 422) and
 * nothing is recorded; the attempt itself passes the same guard again when it connects.
 */
export async function testDestination(ctx: Context, destination: TestedDestination): Promise<number> {
  const event = testEvent(destination.name, ctx.clock.now());
  const kind = destinationType(destination.type);
  if (kind) {
    const options = openOptions(ctx, {
      options: destination.options as Record<string, unknown>,
      secretOptionsEncrypted: destination.secretOptionsEncrypted,
    });
    const outgoing = kind.render(event, options);
    if (outgoing.kind === 'http') await withOrganizationEgress(destination.orgId, () => checkOutboundUrl(outgoing.url));
  }
  const row = await db.delivery.create({
    data: {
      orgId: destination.orgId,
      monitorId: null,
      destinationId: destination.id,
      eventId: event.id,
      event: event as unknown as Prisma.InputJsonValue,
      state: 'pending',
    },
  });
  await attemptDelivery(row.id);
  return row.id;
}
