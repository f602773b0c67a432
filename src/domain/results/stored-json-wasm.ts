/**
 * Downloads' rewrites of stored chunks run by WebAssembly modules compiled from the *.as.ts
 * sources beside this file, each writing the same bytes as its JavaScript reference in
 * stored-json.ts for the chunks it takes, 16 bytes at a time:
 *
 * - json-objects.wasm: the JSON fetch's row objects (jsonObjectsDirect).
 * - xlsx-rows.wasm: the XLSX sheet's rows (xlsxRowsChunk).
 * - delimited-rows.wasm: CSV and TSV lines (delimitedChunk).
 *
 * A module is loaded at its first use; where it cannot be (src/wasm.ts), `available()` is false
 * and the JavaScript runs. One instance per process, used synchronously: a call copies the chunk
 * into the module's memory, runs, and copies the result out into memory of the caller's, so
 * nothing keeps a view of memory the next call overwrites.
 */
import { ensureMemory, FREE_MEMORY_AT, loadWasm } from '../../wasm.js';
import type { Output } from './stored-json.js';

interface Exports {
  memory: WebAssembly.Memory;
  objects(input: number, n: number, keys: number, ends: number, width: number, output: number, cap: number, continued: number): number;
}

/** Chunks above this go to the JavaScript loop, so the module's memory (never shrunk) stays small. */
export const WASM_MAX_CHUNK_BYTES = 4 << 20;

/** Zero bytes after the input, and room after the output, for the module's 16-byte loads and stores. */
const SLACK = 32;

const exports = () => loadWasm<Exports>(new URL('./json-objects.wasm', import.meta.url));

/** Whether json-objects.wasm runs here. */
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
  const keysAt = FREE_MEMORY_AT;
  const endsAt = align(keysAt + keyBytes.length + SLACK);
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

interface XlsxExports {
  memory: WebAssembly.Memory;
  rows: WebAssembly.Global;
  sheetRows(
    input: number,
    n: number,
    firstRow: number,
    letters: number,
    columns: number,
    tokens: number,
    tokenCap: number,
    digits: number,
    output: number,
    cap: number,
  ): number;
}

const xlsxExports = () => loadWasm<XlsxExports>(new URL('./xlsx-rows.wasm', import.meta.url));

/** Columns whose letters the module is given (A .. AMJ); a wider row is written by xlsxRowsChunk. */
const XLSX_COLUMNS = 1024;
const XLSX_LETTERS_AT = FREE_MEMORY_AT;
const XLSX_DIGITS_AT = XLSX_COLUMNS * 4;
const XLSX_TOKENS_AT = XLSX_DIGITS_AT + 64;
/** Values of one row the module holds at once (16 bytes each); a row with more goes to xlsxRowsChunk. */
const XLSX_TOKENS = 4096;
const XLSX_INPUT_AT = XLSX_TOKENS_AT + XLSX_TOKENS * 16;

let lettersWritten = false;

/** Whether xlsx-rows.wasm runs here. */
export function xlsxAvailable(): boolean {
  return xlsxExports() !== null;
}

/**
 * The chunk's sheet rows numbered from `firstRow` (see xlsxRowsChunk), written into `out` from
 * its start, or null when the chunk is left to xlsxRowsChunk. Callers check `xlsxAvailable()` and
 * the chunk's size first. `letters(column)` is exceljs's column letters (1 -> A).
 */
export function wasmXlsxRows(
  chunk: Buffer,
  firstRow: number,
  out: Output,
  letters: (column: number) => string,
): { xml: Buffer; rows: number } | null {
  const wasm = xlsxExports()!;
  const outputAt = align(XLSX_INPUT_AT + chunk.length + SLACK);
  let cap = chunk.length * 4 + 4096;
  for (;;) {
    ensureMemory(wasm.memory, outputAt + cap + SLACK);
    const memory = new Uint8Array(wasm.memory.buffer);
    if (!lettersWritten) {
      for (let column = 0; column < XLSX_COLUMNS; column += 1) {
        const text = letters(column + 1);
        memory[XLSX_LETTERS_AT + column * 4] = text.length;
        for (let k = 0; k < text.length; k += 1) memory[XLSX_LETTERS_AT + column * 4 + 1 + k] = text.charCodeAt(k);
      }
      lettersWritten = true;
    }
    memory.set(chunk, XLSX_INPUT_AT);
    memory.fill(0, XLSX_INPUT_AT + chunk.length, XLSX_INPUT_AT + chunk.length + SLACK);
    const written = wasm.sheetRows(
      XLSX_INPUT_AT,
      chunk.length,
      firstRow,
      XLSX_LETTERS_AT,
      XLSX_COLUMNS,
      XLSX_TOKENS_AT,
      XLSX_TOKENS,
      XLSX_DIGITS_AT,
      outputAt,
      cap,
    );
    if (written === -2) {
      cap *= 2;
      continue;
    }
    if (written < 0) return null;
    const bytes = out.room(0, written);
    bytes.set(memory.subarray(outputAt, outputAt + written));
    return { xml: out.result(written), rows: wasm.rows.value as number };
  }
}

interface DelimitedExports {
  memory: WebAssembly.Memory;
  delimitedRows(input: number, n: number, separator: number, output: number): number;
}

const delimitedExports = () => loadWasm<DelimitedExports>(new URL('./delimited-rows.wasm', import.meta.url));

/** Whether delimited-rows.wasm runs here. */
export function delimitedAvailable(): boolean {
  return delimitedExports() !== null;
}

/**
 * The chunk's rows as CSV (`,`) or TSV (`\t`) lines (see delimitedChunk), or null when the chunk is
 * left to delimitedChunk. Callers check `delimitedAvailable()` and the chunk's size first.
 */
export function wasmDelimited(chunk: Buffer, delimiter: ',' | '\t'): Buffer | null {
  const wasm = delimitedExports()!;
  const inputAt = FREE_MEMORY_AT;
  // A line is never longer than its row.
  const outputAt = align(inputAt + chunk.length + SLACK);
  ensureMemory(wasm.memory, outputAt + chunk.length + SLACK);
  const memory = new Uint8Array(wasm.memory.buffer);
  memory.set(chunk, inputAt);
  memory.fill(0, inputAt + chunk.length, inputAt + chunk.length + SLACK);
  const written = wasm.delimitedRows(inputAt, chunk.length, delimiter === ',' ? 0x2c : 0x09, outputAt);
  if (written < 0) return null;
  const out = Buffer.allocUnsafe(written);
  out.set(memory.subarray(outputAt, outputAt + written));
  return out;
}
