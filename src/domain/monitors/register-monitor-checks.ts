import { onRunsFinished } from '../runs/run-finished-handlers.js';
import { applyCheckResults } from './apply-check-result.js';

// Loaded by the worker: the finished monitor runs of a job move their monitors' states together.
onRunsFinished('monitor', applyCheckResults);
