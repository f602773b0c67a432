// AssemblyScript (see json-objects.as.ts): the scans of a flat JSON value that the modules reading
// stored chunks share. Each takes the value's first byte at `input + i` and answers where it ends.

/** null, true or false at `i` (its first byte `c`): its length, or -1 when it is not one of them. */
export function literalLength(input: usize, i: i32, c: u8): i32 {
  if (c == 0x6e) return load<u8>(input + i + 1) == 0x75 && load<u8>(input + i + 2) == 0x6c && load<u8>(input + i + 3) == 0x6c ? 4 : -1;
  if (c == 0x74) return load<u8>(input + i + 1) == 0x72 && load<u8>(input + i + 2) == 0x75 && load<u8>(input + i + 3) == 0x65 ? 4 : -1;
  if (c == 0x66)
    return load<u8>(input + i + 1) == 0x61 &&
      load<u8>(input + i + 2) == 0x6c &&
      load<u8>(input + i + 3) == 0x73 &&
      load<u8>(input + i + 4) == 0x65
      ? 5
      : -1;
  return -1;
}

/** Whether `c` starts a number: a minus or a digit. */
export function startsNumber(c: u8): bool {
  return c == 0x2d || (c >= 0x30 && c <= 0x39);
}

/**
 * The end of the number starting at `i`: the first byte that is not a digit, '.', 'e', 'E', '+'
 * or '-', found 16 bytes at a time (the input is followed by zero bytes, which end it).
 */
export function numberEnd(input: usize, i: i32): i32 {
  const zero = i8x16.splat(0x30);
  const nine = i8x16.splat(0x39);
  while (true) {
    const bytes = v128.load(input + i);
    const digit = v128.and(i8x16.ge_u(bytes, zero), i8x16.le_u(bytes, nine));
    const sign = v128.or(i8x16.eq(bytes, i8x16.splat(0x2b)), i8x16.eq(bytes, i8x16.splat(0x2d)));
    const rest = v128.or(
      v128.or(i8x16.eq(bytes, i8x16.splat(0x2e)), i8x16.eq(bytes, i8x16.splat(0x65))),
      i8x16.eq(bytes, i8x16.splat(0x45)),
    );
    const others = ~i8x16.bitmask(v128.or(v128.or(digit, sign), rest)) & 0xffff;
    if (others != 0) return i + <i32>ctz(others);
    i += 16;
  }
}

/** Copies `length` bytes from `from` to `output + o`, 16 at a time (up to 15 more are written), and answers the new `o`. */
export function put(output: usize, o: i32, from: usize, length: i32): i32 {
  for (let k = 0; k < length; k += 16) v128.store(output + o + k, v128.load(from + k));
  return o + length;
}
