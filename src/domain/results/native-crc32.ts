import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { logger } from '../../logger.js';

/** The chain through which exceljs checksums the entries of the zip it writes. */
const CHAIN = ['exceljs', 'archiver', 'zip-stream', 'compress-commons', 'crc32-stream'] as const;

interface Crc32Module {
  buf(data: Uint8Array, seed?: number): number;
}

let done = false;
let active = false;

/**
 * exceljs zips through archiver, whose crc32-stream checksums every byte of the sheet with
 * crc-32's JavaScript CRC: 10% of an XLSX download's CPU in the profile. Node's `zlib.crc32`
 * computes the same checksum natively. This swaps crc-32's `buf` (the one function
 * crc32-stream calls, at each call) for it, once, after checking that both agree; where the
 * chain or `zlib.crc32` is not found, the JavaScript CRC stays. Answers whether the native one is in use.
 */
export function useNativeCrc32(): boolean {
  if (done) return active;
  done = true;
  const native = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;
  if (typeof native !== 'function') return false;
  try {
    let require = createRequire(import.meta.url);
    for (const name of CHAIN) require = createRequire(require.resolve(name));
    const crc = require('crc-32') as Crc32Module;
    const nativeBuf = (data: Uint8Array, seed?: number) => native(data, typeof seed === 'number' ? seed >>> 0 : 0) | 0;
    const sample = Buffer.from('Overlook <c r="A1" t="str"><v>ünïcode</v></c>');
    const half = sample.subarray(0, 17);
    const agree =
      crc.buf(sample) === nativeBuf(sample) &&
      crc.buf(sample.subarray(17), crc.buf(half)) === nativeBuf(sample.subarray(17), nativeBuf(half)) &&
      // crc32-stream seeds its first call with a 4-byte Buffer: both read it as 0.
      crc.buf(sample, Buffer.alloc(4) as unknown as number) === nativeBuf(sample, Buffer.alloc(4) as unknown as number);
    if (agree) {
      crc.buf = nativeBuf;
      active = true;
    } else logger.warn('zlib.crc32 disagrees with crc-32: XLSX keeps the JavaScript CRC');
  } catch (error) {
    logger.warn({ err: error }, 'crc-32 not found where exceljs uses it: XLSX keeps the JavaScript CRC');
  }
  return active;
}
