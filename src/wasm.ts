/**
 * Loads one of Overlook's WebAssembly modules (compiled from its *.as.ts AssemblyScript source by
 * `npm run build:wasm`, committed beside it): compiled and instantiated once, at first use. Where
 * it cannot be (no WebAssembly, no SIMD), the caller's JavaScript path runs instead: null, and one
 * warning.
 */
import { readFileSync } from 'node:fs';
import { logger } from './logger.js';

const loaded = new Map<string, WebAssembly.Exports | null>();

/**
 * Where callers' data may start in a module's memory: AssemblyScript puts the module's static data
 * at 1024 and up; a module whose static data would reach this is not used.
 */
export const FREE_MEMORY_AT = 1 << 16;

export function loadWasm<T>(url: URL): T | null {
  const key = url.href;
  if (!loaded.has(key)) {
    try {
      const exports = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(url)), {}).exports;
      const heapBase = (exports.heapBase as () => number)();
      if (heapBase > FREE_MEMORY_AT) throw new Error(`its static data ends at ${heapBase}, beyond ${FREE_MEMORY_AT}`);
      loaded.set(key, exports);
    } catch (error) {
      logger.warn(
        { err: error, module: url.pathname.split('/').at(-1) },
        'a WebAssembly module could not be loaded; its JavaScript path runs instead',
      );
      loaded.set(key, null);
    }
  }
  return loaded.get(key) as T | null;
}

/** Makes `memory` at least `bytes` long; the views of its buffer made before are stale after. */
export function ensureMemory(memory: WebAssembly.Memory, bytes: number): void {
  if (bytes > memory.buffer.byteLength) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / 65_536));
}
