import { run, type TaskList } from 'graphile-worker';
import { closeConnectorPools } from '../connectors/index.js';
import { pool } from '../db.js';
import { env } from '../env.js';
import { workerLogger } from '../migrate.js';
import { patientPool } from './patient-pool.js';
import { sendEmail } from './tasks/mail/send-email.js';
import { pruneRateLimits } from './tasks/maintenance/prune-rate-limits.js';
import { executeQuery } from './tasks/execution/execute-query.js';
import { runFinished } from './tasks/runs/run-finished.js';
import { reapStaleJobs } from './tasks/maintenance/reap-stale-jobs.js';
import { collectResults } from './tasks/maintenance/collect-results.js';
import { pruneMonitorEvents } from './tasks/maintenance/prune-monitor-events.js';
import { deliverNotification } from './tasks/monitors/deliver-notification.js';
import { fireDueSchedules } from './tasks/schedules/fire-due-schedules.js';
import { recoverScheduleFires } from './tasks/schedules/recover-schedule-fires.js';
import { sendDigest } from './tasks/digests/send-digest.js';
import { sweepDigests } from './tasks/digests/sweep-digests.js';
import { readDataSourceSchema } from './tasks/data-sources/read-data-source-schema.js';
import { refreshDataSourceSchemas } from './tasks/data-sources/refresh-data-source-schemas.js';
import '../domain/monitors/register-monitor-checks.js';

/** Every task, by the identifier jobs are enqueued with. */
export const taskList: TaskList = {
  send_email: sendEmail,
  prune_rate_limits: pruneRateLimits,
  execute_query: executeQuery,
  run_finished: runFinished,
  reap_stale_jobs: reapStaleJobs,
  collect_results: collectResults,
  prune_monitor_events: pruneMonitorEvents,
  deliver_notification: deliverNotification,
  fire_due_schedules: fireDueSchedules,
  // Fire jobs placed before 0017 (one per schedule) fire whatever is due, like the new ones.
  fire_schedule: fireDueSchedules,
  recover_schedule_fires: recoverScheduleFires,
  sweep_digests: sweepDigests,
  send_digest: sendDigest,
  read_data_source_schema: readDataSourceSchema,
  refresh_data_source_schemas: refreshDataSourceSchemas,
};

const crontab = [
  '* * * * * prune_rate_limits ?max=1&jobKey=prune_rate_limits',
  '* * * * * recover_schedule_fires ?max=1&jobKey=recover_schedule_fires',
  '* * * * * reap_stale_jobs ?max=1&jobKey=reap_stale_jobs',
  '17 * * * * collect_results ?max=1&jobKey=collect_results',
  '23 * * * * prune_monitor_events ?max=1&jobKey=prune_monitor_events',
  '* * * * * sweep_digests ?max=1&jobKey=sweep_digests',
  '*/5 * * * * refresh_data_source_schemas ?max=1&jobKey=refresh_data_source_schemas',
].join('\n');

/**
 * Starts graphile-worker on the shared database. Any number of workers may run: jobs are taken
 * with SKIP LOCKED and crontab fires are deduplicated by graphile-worker across processes.
 */
export interface Worker {
  stop(): Promise<void>;
}

export async function startWorker(): Promise<Worker> {
  // The shared pool: its connections keep an error listener for life (see createPool), and
  // graphile-worker reconnects its own LISTEN and restarts its cron when the database returns.
  // Its connects wait out a lost database (patient-pool.ts: otherwise a job completed while the
  // database is away ends the process).
  const patient = patientPool(pool);
  const runner = await run({
    pgPool: patient.pool,
    concurrency: env.WORKER_CONCURRENCY,
    taskList,
    crontab,
    logger: workerLogger(),
    noHandleSignals: true,
    pollInterval: 1000,
  });
  return {
    async stop() {
      patient.stop();
      await runner.stop();
      await closeConnectorPools();
    },
  };
}
