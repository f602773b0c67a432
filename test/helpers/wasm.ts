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
