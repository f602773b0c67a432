import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** This run's build of the wasm modules (compile-wasm.mjs, started by global-setup.ts), once it has finished. */
async function wasmBuild(): Promise<{ dir: string; built: string[]; errors: Record<string, string> }> {
  const dir = inject('wasmBuildDir');
  const done = join(dir, 'done.json');
  for (const deadline = Date.now() + 120_000; !existsSync(done);) {
    if (Date.now() > deadline) throw new Error(`the wasm build (test/helpers/compile-wasm.mjs) did not finish within 120 s in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { dir, ...JSON.parse(readFileSync(done, 'utf8')) };
}

/**
 * Whether the committed `<name>.wasm` beside `<name>.as.ts` (a path from the repository's root)
 * is what the source compiles to with `npm run build:wasm`'s own command, in this run.
 */
export async function wasmMatchesSource(source: string): Promise<boolean> {
  const output = source.replace(/\.as\.ts$/, '.wasm');
  const { dir, built, errors } = await wasmBuild();
  if (errors['*']) throw new Error(`the wasm build failed: ${errors['*']}`);
  if (errors[output]) throw new Error(`npm run build:wasm fails for ${source}: ${errors[output]}`);
  if (!built.includes(output)) throw new Error(`npm run build:wasm does not build ${output}`);
  return readFileSync(join(dir, output)).equals(readFileSync(join(ROOT, output)));
}

/** A deterministic generator of numbers in [0, 1) (xorshift32): the same cases on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/**
 * `trials` copies of `base` with one to three bytes replaced by bytes of `alphabet`, a fifth of
 * them also cut short at a random length: broken chunks a module must refuse as its reference does.
 */
export function* mutatedChunks(base: Buffer, alphabet: string, next: () => number, trials = 2000): Generator<Buffer> {
  const bytes = Buffer.from(alphabet);
  for (let trial = 0; trial < trials; trial += 1) {
    const chunk = Buffer.from(base);
    for (let edits = 1 + Math.floor(next() * 3); edits > 0; edits -= 1)
      chunk[Math.floor(next() * chunk.length)] = bytes[Math.floor(next() * bytes.length)];
    yield next() < 0.2 ? chunk.subarray(0, Math.floor(next() * chunk.length)) : chunk;
  }
}
