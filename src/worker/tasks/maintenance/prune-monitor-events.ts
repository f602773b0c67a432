import type { Task } from 'graphile-worker';
import { pruneMonitorEvents as prune } from '../../../domain/monitors/monitor-history.js';
import { env } from '../../../env.js';
import { runtime } from '../../../runtime.js';

/** Hourly: monitor history entries older than MONITOR_EVENT_RETENTION_DAYS are deleted. */
export const pruneMonitorEvents: Task = async () => {
  await prune(new Date(runtime.clock.now().getTime() - env.MONITOR_EVENT_RETENTION_DAYS * 86_400_000));
};
