import { readFileSync } from 'node:fs';
import type { Reporter, TestSpecification } from 'vitest/node';

/**
 * Starts building dist/ (scripts/build.mjs, about 30 s of tsc on 2 cores when the sources changed,
 * else nothing) as the run starts, when one of its files runs the compiled CLI (it imports
 * helpers/process.ts, which waits for the build), so that the build overlaps the other files
 * instead of holding up the first of those. A reporter because that is the hook that knows the
 * run's files before they start; the run ends after the build does.
 */
export class BuildDistAhead implements Reporter {
  private building?: Promise<boolean>;

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    const needed = specifications.some((spec) => readFileSync(spec.moduleId, 'utf8').includes('helpers/process.js'));
    if (!needed) return;
    this.building = import('../../scripts/build.mjs').then(({ ensureBuilt }) => ensureBuilt());
    // A failed build is said on stderr by the build and fails the files that need it.
    this.building.catch(() => false);
  }

  async onTestRunEnd(): Promise<void> {
    await this.building?.catch(() => false);
  }
}
