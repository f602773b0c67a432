import { onRunsFinished } from '../runs/run-finished-handlers.js';
import { onRunsEnding } from '../runs/runs-ending.js';
import { applyCheckResults } from './apply-check-result.js';
import { settleEndingChecks } from './settle-ending-checks.js';

// Loaded by the worker: the finished monitor runs of a job move their monitors' states together,
// in the job-ending transaction (settleEndingChecks); those it leaves (a notification to record)
// and those of jobs ended elsewhere (a cancel in a serve process) in the run_finished job.
onRunsEnding('monitor', settleEndingChecks);
onRunsFinished('monitor', applyCheckResults);
