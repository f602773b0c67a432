import type { Reporter, TestModule, TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/** Prints the ten slowest test files at the end of a run: where to look when `npm test` grows. */
export class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length < 2) return;
    const rows = testModules
      .map((module) => ({ file: module.relativeModuleId, ms: module.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    const lines = rows.map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
    process.stdout.write(`\n Slowest ${rows.length} test files (tests and hooks):\n${lines.join('\n')}\n\n`);
  }
}

/**
 * The process tests (spawned services, embedded clusters) are the longest files and spend most of
 * their time waiting on other processes. They are dealt out one in two from the start, each beside
 * the in-process files, so that they run in parallel with the rest instead of filling every worker
 * at once or trailing at the end. Within each kind, Vitest's own order (the slowest files of the
 * previous run first, else the largest).
 */
export class ProcessTestsAlongside extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
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
