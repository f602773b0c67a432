import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { sendDigest as send } from '../../../domain/digests/send-digest.js';

const payloadSchema = z.object({ subscriptionId: z.number().int(), due: z.iso.datetime() });

/** Sends one subscription's digest for the period starting at `due` (idempotent per period). */
export const sendDigest: Task = async (payload, helpers) => {
  const { subscriptionId, due } = payloadSchema.parse(payload);
  const outcome = await send(subscriptionId, new Date(due));
  helpers.logger.debug(`digest ${subscriptionId} for ${due}: ${outcome}`);
};
