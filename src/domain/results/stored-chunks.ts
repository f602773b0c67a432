/**
 * The stored JSON text of a result's chunks as bytes, for downloads that rewrite it without
 * building JavaScript values (src/domain/results/stored-json.ts). A plain query decodes every
 * value into a JavaScript string (pg-protocol decodes text and binary fields alike); a binary
 * COPY hands over the column's UTF-8 bytes as they are.
 *
 * Like readResultChunks, it reads a few chunks per round trip and releases the connection
 * between rounds, so a slow client never holds a pool connection for the length of its
 * download; the next round is sent before this one's chunks are handed out. None of this
 * authorizes: callers check the viewer may see the result first.
 */
import { to as copyTo } from 'pg-copy-streams';
import { pool } from '../../db.js';

/** Chunks (about 1000 rows, ~150 KB of JSON each) per round trip. */
const CHUNKS_PER_ROUND = 16;

/** `PGCOPY\n\377\r\n\0`: the signature of COPY's binary format. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

interface Round {
  /** The stored text of each chunk, in seq order (views of one buffer). */
  texts: Buffer[];
  lastSeq: number;
}

/** Parses `COPY (SELECT seq, rows ...) TO STDOUT (FORMAT binary)`: header, tuples of (int4, text), trailer. */
export function parseBinaryCopy(data: Buffer): Round {
  if (data.length < 19 || !data.subarray(0, 11).equals(SIGNATURE)) throw new Error('Unexpected COPY output: no binary signature.');
  let at = 15 + 4 + data.readUInt32BE(15);
  const texts: Buffer[] = [];
  let lastSeq = -1;
  for (;;) {
    const fields = data.readInt16BE(at);
    at += 2;
    if (fields === -1) break;
    if (fields !== 2) throw new Error(`Unexpected COPY output: ${fields} fields in a tuple.`);
    if (data.readInt32BE(at) !== 4) throw new Error('Unexpected COPY output: seq is not an int4.');
    lastSeq = data.readInt32BE(at + 4);
    at += 8;
    const length = data.readInt32BE(at);
    at += 4;
    if (length < 0) throw new Error('Unexpected COPY output: a chunk without rows.');
    texts.push(data.subarray(at, at + length));
    at += length;
  }
  return { texts, lastSeq };
}

async function readRound(resultId: number, fromSeq: number): Promise<Round> {
  // COPY takes no parameters: both are integers, checked here so nothing else can reach the text.
  if (!Number.isSafeInteger(resultId) || !Number.isSafeInteger(fromSeq)) throw new TypeError('result id and seq must be integers');
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    const copy = client.query(
      copyTo(
        `COPY (SELECT seq, rows FROM query_result_chunks WHERE result_id = ${resultId} AND seq >= ${fromSeq} ORDER BY seq LIMIT ${CHUNKS_PER_ROUND}) TO STDOUT (FORMAT binary)`,
      ),
    );
    const parts: Buffer[] = [];
    for await (const part of copy as AsyncIterable<Buffer>) parts.push(part);
    return parseBinaryCopy(parts.length === 1 ? parts[0] : Buffer.concat(parts));
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A connection whose COPY failed midway is discarded rather than reused.
    client.release(failure);
  }
}

/** Each chunk's stored JSON text (`[[v, ...], ...]`) as UTF-8 bytes, in seq order. */
export async function* readStoredChunks(resultId: number): AsyncIterable<Buffer> {
  let pending: Promise<Round> | undefined = readRound(resultId, 0);
  while (pending) {
    const round: Round = await pending;
    pending = undefined;
    if (round.texts.length === CHUNKS_PER_ROUND) {
      pending = readRound(resultId, round.lastSeq + 1);
      // A caller that stops early leaves this read unawaited; its failure is of no interest then.
      pending.catch(() => undefined);
    }
    yield* round.texts;
  }
}
