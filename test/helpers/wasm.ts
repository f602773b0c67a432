import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Whether the committed `<name>.wasm` beside `<name>.as.ts` (a path from the repository's root)
 * is what the source compiles to with `npm run build:wasm`'s flags.
 */
export async function wasmMatchesSource(source: string): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'overlook-wasm-'));
  try {
    const out = join(dir, 'module.wasm');
    const asc = join(ROOT, 'node_modules/assemblyscript/bin/asc.js');
    await promisify(execFile)(
      process.execPath,
      [asc, join(ROOT, source), '-O3', '--runtime', 'stub', '--noAssert', '--enable', 'simd', '-o', out],
      {
        cwd: ROOT,
      },
    );
    return readFileSync(out).equals(readFileSync(join(ROOT, source.replace(/\.as\.ts$/, '.wasm'))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
