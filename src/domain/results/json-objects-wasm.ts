/**
 * The JSON fetch's rewrite of a stored chunk into row objects, run by json-objects.wasm (compiled
 * from json-objects.as.ts): the same output and refusals as jsonObjectsDirect in stored-json.ts,
 * with its byte loops 16 bytes at a time. The module is loaded at the first JSON fetch; where it
 * cannot be (src/wasm.ts), `available()` is false and the JavaScript loop runs.
 *
 * One instance per process, used synchronously: a call copies the chunk into the module's memory,
 * runs, and copies the result out into a Buffer of its own, so nothing keeps a view of memory the
 * next call overwrites.
 */
import { ensureMemory, loadWasm } from '../../wasm.js';

interface Exports {
  memory: WebAssembly.Memory;
  objects(input: number, n: number, keys: number, ends: number, width: number, output: number, cap: number, continued: number): number;
}

/** Chunks above this go to the JavaScript loop, so the module's memory (never shrunk) stays small. */
export const WASM_MAX_CHUNK_BYTES = 4 << 20;

/** Zero bytes after the input, and room after the output, for the module's 16-byte loads and stores. */
const SLACK = 32;

const exports = () => loadWasm<Exports>(new URL('./json-objects.wasm', import.meta.url));

/** Whether the module runs here. */
export function available(): boolean {
  return exports() !== null;
}

const align = (at: number) => (at + 15) & ~15;

/**
 * The chunk's rows as objects (see jsonObjectsDirect), or null when the chunk is not in the
 * direct form. Callers check `available()` and the chunk's size first.
 */
export function wasmJsonObjects(chunk: Buffer, keyBytes: Buffer, keyEnds: Int32Array, width: number, continued: boolean): Buffer | null {
  const wasm = exports()!;
  const keysAt = 0;
  const endsAt = align(keyBytes.length + SLACK);
  const inputAt = align(endsAt + keyEnds.byteLength);
  const outputAt = align(inputAt + chunk.length + SLACK);
  let cap = chunk.length + (chunk.length >> 1) + 1024;
  for (;;) {
    ensureMemory(wasm.memory, outputAt + cap + SLACK);
    const memory = new Uint8Array(wasm.memory.buffer);
    memory.set(keyBytes, keysAt);
    new Int32Array(wasm.memory.buffer, endsAt, keyEnds.length).set(keyEnds);
    memory.set(chunk, inputAt);
    memory.fill(0, inputAt + chunk.length, inputAt + chunk.length + SLACK);
    const written = wasm.objects(inputAt, chunk.length, keysAt, endsAt, width, outputAt, cap, continued ? 1 : 0);
    if (written === -2) {
      cap *= 2;
      continue;
    }
    if (written < 0) return null;
    const out = Buffer.allocUnsafe(written);
    out.set(memory.subarray(outputAt, outputAt + written));
    return out;
  }
}
