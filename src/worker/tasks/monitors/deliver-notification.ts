import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { attemptDelivery } from '../../../domain/deliveries/attempt-delivery.js';

const payloadSchema = z.object({ deliveryId: z.number().int() });

/** One attempt of one notification; a row no longer pending is left alone (idempotent). */
export const deliverNotification: Task = async (payload) => {
  const { deliveryId } = payloadSchema.parse(payload);
  await attemptDelivery(deliveryId);
};
