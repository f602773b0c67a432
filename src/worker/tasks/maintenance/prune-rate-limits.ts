import type { Task } from 'graphile-worker';
import { pruneRateLimits as prune } from '../../../rate-limit.js';
import { runtime } from '../../../runtime.js';

/** Rate-limit windows older than two minutes can no longer be hit. */
export const pruneRateLimits: Task = async () => {
  await prune(new Date(runtime.clock.now().getTime() - 120_000));
};
