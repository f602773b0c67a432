import type { Context } from '../../context.js';
import { db, type Prisma } from '../../db.js';
import { ConflictError } from '../../errors.js';
import { newSigningSecret } from './destination-options.js';
import { destinationType } from './destination-types.js';

/**
 * Replaces a signed destination's secret with a generated one and answers it; the caller shows
 * it once. Deliveries read the secret when they are attempted, so the next one (a retry of an
 * older notification included) is signed with the new secret and the old one signs nothing more.
 */
export async function rotateDestinationSecret(
  ctx: Pick<Context, 'secrets'>,
  destination: Prisma.DestinationModel,
): Promise<{ destination: Prisma.DestinationModel; secret: string }> {
  if (!destinationType(destination.type)?.signed) {
    throw new ConflictError(`${destination.type} destinations are not signed: there is no secret to rotate.`, 'not_signed');
  }
  const secret = newSigningSecret();
  const secrets = { ...(ctx.secrets.openJson<Record<string, unknown>>(destination.secretOptionsEncrypted) ?? {}), secret };
  const updated = await db.destination.update({
    where: { id: destination.id },
    data: { secretOptionsEncrypted: ctx.secrets.sealJson(secrets) },
  });
  return { destination: updated, secret };
}
