import { onRunFinished } from '../runs/run-finished-handlers.js';
import { applyCheckResult } from './apply-check-result.js';

// Loaded by the worker: a finished monitor run moves its monitor's state.
onRunFinished('monitor', applyCheckResult);
