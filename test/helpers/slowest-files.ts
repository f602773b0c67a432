import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestModule, TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Seconds each test file took (tests and hooks) in a whole run on a 2-core machine: the sequencer's weights. */
const WEIGHTS = fileURLToPath(new URL('./file-weights.json', import.meta.url));

/**
 * Prints the ten slowest test files at the end of a run: where to look when `npm test` grows. With
 * UPDATE_FILE_WEIGHTS=1, a whole run also writes every file's time to file-weights.json.
 */
export class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length < 2) return;
    const all = testModules
      .map((module) => ({ file: module.relativeModuleId, ms: module.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file));
    const rows = all.slice(0, 10);
    const lines = rows.map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
    process.stdout.write(`\n Slowest ${rows.length} test files (tests and hooks):\n${lines.join('\n')}\n\n`);
    if (process.env.UPDATE_FILE_WEIGHTS === '1') {
      const weights = Object.fromEntries(all.map(({ file, ms }) => [file, Math.round(ms / 100) / 10]));
      writeFileSync(WEIGHTS, `${JSON.stringify(weights, null, 2)}\n`);
      process.stdout.write(` Wrote the times of ${all.length} files to ${relative(ROOT, WEIGHTS)}.\n\n`);
    }
  }
}

/** A file's weight: its seconds in file-weights.json; a file not there yet counts as a short one. */
function weights(): (spec: TestSpecification) => number {
  let known: Record<string, number> = {};
  try {
    known = JSON.parse(readFileSync(WEIGHTS, 'utf8'));
  } catch {
    // No weights: every file counts the same, and the sort below keeps Vitest's order.
  }
  return (spec) => known[relative(ROOT, spec.moduleId).split('\\').join('/')] ?? 1;
}

/**
 * The longest files start first, so that none of them trails alone at the end while the other
 * workers sit idle. The weights are committed (file-weights.json), not Vitest's cache of the last
 * run, so that a fresh clone (CI) gets the same order as a developer's machine.
 *
 * The process tests (spawned services, embedded clusters) are among the longest and spend most of
 * their time waiting on other processes. They are dealt out one in two from the start, each beside
 * the in-process files, so that they run in parallel with the rest instead of filling every worker
 * at once or trailing at the end.
 */
export class ProcessTestsAlongside extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = weights();
    const vitestOrder = await super.sort(files);
    const sorted = vitestOrder
      .map((spec, index) => ({ spec, index, weight: weight(spec) }))
      .sort((a, b) => b.weight - a.weight || a.index - b.index)
      .map(({ spec }) => spec);
    const spawned = sorted.filter((spec) => spec.moduleId.includes('/test/process/'));
    const rest = sorted.filter((spec) => !spec.moduleId.includes('/test/process/'));
    const order: TestSpecification[] = [];
    while (spawned.length || rest.length) {
      if (spawned.length) order.push(spawned.shift()!);
      if (rest.length) order.push(rest.shift()!);
    }
    return order;
  }
}
