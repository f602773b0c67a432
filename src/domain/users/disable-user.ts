import { invalidateViewers } from '../../auth/viewer-cache.js';
import type { Context } from '../../context.js';
import type { Tx } from '../../db.js';
import { ConflictError } from '../../errors.js';

/**
 * Disables an account and ends its sessions at once (its API key stops working with the flag).
 * Disabling oneself is a conflict (409 cannot_disable_self). The caller has authorized it.
 */
export async function disableUser(ctx: Context, tx: Tx, id: number): Promise<void> {
  if (id === ctx.viewer?.id) throw new ConflictError('You cannot disable yourself.', 'cannot_disable_self');
  await tx.session.deleteMany({ where: { userId: id } });
  await tx.user.update({ where: { id }, data: { disabledAt: ctx.clock.now() } });
  await invalidateViewers(tx, { userId: id });
}
