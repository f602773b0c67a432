import type { Task } from 'graphile-worker';
import { sweepDigests as sweep } from '../../../domain/digests/sweep-digests.js';
import { runtime } from '../../../runtime.js';

/** Every minute (crontab): enqueues the digests whose time has come. */
export const sweepDigests: Task = async () => {
  await sweep(runtime.clock.now());
};
