import { run, type Runner, type TaskList } from 'graphile-worker';
import { env } from '../env.js';
import { workerLogger } from '../migrate.js';
import { sendEmail } from './tasks/mail/send-email.js';
import { pruneRateLimits } from './tasks/maintenance/prune-rate-limits.js';

/** Every task, by the identifier jobs are enqueued with. */
export const taskList: TaskList = {
  send_email: sendEmail,
  prune_rate_limits: pruneRateLimits,
};

const crontab = ['* * * * * prune_rate_limits ?max=1&jobKey=prune_rate_limits'].join('\n');

/**
 * Starts graphile-worker on the shared database. Any number of workers may run: jobs are taken
 * with SKIP LOCKED and crontab fires are deduplicated by graphile-worker across processes.
 */
export async function startWorker(connectionString: string): Promise<Runner> {
  return run({
    connectionString,
    concurrency: env.WORKER_CONCURRENCY,
    taskList,
    crontab,
    logger: workerLogger(),
    noHandleSignals: true,
    pollInterval: 1000,
  });
}
