// Compiles every module `npm run build:wasm` builds, with its own arguments, into the folder given
// as the first argument (the same relative paths), then writes `done.json` there:
// { "built": ["src/.../x.wasm", ...], "errors": { "src/.../y.wasm": "message" } }.
//
// global-setup.ts starts it once per test run, beside the first test files; the wasm tests compare
// each committed module with its fresh build (test/helpers/wasm.ts). One process loads
// AssemblyScript and Binaryen once for every module: a compiler process per module cost about
// 1.3 s of CPU more each. It runs in a process of its own and never in a test process:
// AssemblyScript's portable runtime replaces Array.prototype.sort with a numeric one for the
// whole process (it broke a test that sorts numbers as strings).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = process.argv[2];
if (!outDir) throw new Error('usage: compile-wasm.mjs OUT_DIR');

/** `asc a b -o c && asc ...` as argument lists (the script is plain words: no quotes, no variables). */
function buildWasmCommands() {
  const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts['build:wasm'];
  return script.split('&&').map((command) => {
    const [program, ...args] = command.trim().split(/\s+/);
    if (program !== 'asc') throw new Error(`build:wasm runs ${program}, not asc`);
    const out = args.indexOf('-o');
    if (out < 0 || !args[out + 1]) throw new Error(`build:wasm: no -o in "${command.trim()}"`);
    return { args, output: args[out + 1] };
  });
}

const built = [];
const errors = {};
try {
  const { default: asc } = await import('assemblyscript/asc');
  for (const { args, output } of buildWasmCommands()) {
    const target = join(outDir, output);
    mkdirSync(dirname(target), { recursive: true });
    const withTarget = args.map((arg, index) => (index > 0 && args[index - 1] === '-o' ? target : arg));
    try {
      const { error, stderr } = await asc.main(withTarget);
      if (error) errors[output] = `${error.message}\n${stderr.toString()}`;
      else built.push(output);
    } catch (error) {
      errors[output] = String(error?.stack ?? error);
    }
  }
} catch (error) {
  // No compiler, or no build:wasm to read: every wasm test fails with this reason instead of waiting.
  errors['*'] = String(error?.stack ?? error);
}
writeFileSync(join(outDir, 'done.json.tmp'), JSON.stringify({ built, errors }));
renameSync(join(outDir, 'done.json.tmp'), join(outDir, 'done.json'));
