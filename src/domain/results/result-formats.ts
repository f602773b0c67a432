import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Row } from 'exceljs';
import { readResultChunks, rowObject, type ResultMeta } from './read-result.js';
import { readStoredChunks } from './stored-chunks.js';
import { useNativeCrc32 } from './native-crc32.js';
import { delimitedChunk, jsonObjectsChunk, keysKeepOrder, Output, xlsxRowsChunk } from './stored-json.js';

export const DOWNLOAD_FORMATS = ['csv', 'tsv', 'xlsx', 'json'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const CONTENT_TYPES: Record<DownloadFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

const encoder = new TextEncoder();

/** A pull-driven byte stream: the next piece is produced only when the client has taken the last. */
export function byteStream(source: AsyncIterable<string | Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(typeof value === 'string' ? encoder.encode(value) : value);
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * RFC 4180 text for one batch of parsed rows: the header line, and the reference that the writers
 * from stored bytes (delimitedChunk) are tested against. A field is quoted when it holds the
 * delimiter, a quote or a line break; quotes are doubled.
 */
export function delimitedBatch(rows: unknown[][], delimiter: string): string {
  const needsQuotes = delimiter === ',' ? /[",\r\n]/ : /["\t\r\n]/;
  let out = '';
  for (const row of rows) {
    for (let i = 0; i < row.length; i += 1) {
      if (i > 0) out += delimiter;
      const value = row[i];
      if (value === null || value === undefined) continue;
      // Numbers and booleans never need quotes: no regular expression for them.
      if (typeof value === 'number' || typeof value === 'boolean') {
        out += String(value);
        continue;
      }
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      out += needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    }
    out += '\n';
  }
  return out;
}

/**
 * CSV/TSV rewritten from each stored chunk's bytes (src/domain/results/stored-json.ts): measured
 * on 1M x 10 rows, parsing every chunk (JSON.parse) and joining strings per value was most of
 * the download's CPU.
 */
async function* delimited(meta: ResultMeta, delimiter: ',' | '\t'): AsyncIterable<string | Uint8Array> {
  yield delimitedBatch([meta.columns.map((c) => c.name)], delimiter);
  for await (const chunk of readStoredChunks(meta.id)) yield delimitedChunk(chunk, delimiter);
}

/** `{"query_result": {..., "data": {"columns", "rows"}}}` written row chunk by row chunk. */
export async function* resultJson(meta: ResultMeta, wrap = true): AsyncIterable<string | Uint8Array> {
  const head = {
    id: meta.id,
    data_source_id: meta.dataSourceId,
    query: meta.queryText,
    query_hash: meta.queryHash,
    runtime: meta.runtime,
    retrieved_at: meta.retrievedAt.toISOString(),
  };
  const open = JSON.stringify(head).slice(0, -1);
  yield `${wrap ? '{"query_result":' : ''}${open},"data":{"columns":${JSON.stringify(meta.columns)},"rows":[`;
  const names = meta.columns.map((c) => c.name);
  let first = true;
  if (keysKeepOrder(names)) {
    // Rows rewritten from the stored bytes as objects keyed by column name.
    for await (const chunk of readStoredChunks(meta.id)) {
      const rows = jsonObjectsChunk(chunk, names, !first);
      if (rows.length === 0) continue;
      yield rows;
      first = false;
    }
  } else {
    // Names whose key order JSON.stringify would change (array indexes, __proto__, repeats): objects.
    for await (const batch of readResultChunks(meta.id)) {
      if (batch.length === 0) continue;
      const text = JSON.stringify(batch.map((row) => rowObject(meta.columns, row))).slice(1, -1);
      yield first ? text : `,${text}`;
      first = false;
    }
  }
  yield `]}}${wrap ? '}' : ''}`;
}

/** Sheet XML handed to deflate at a time, and deflate's output buffer. */
const XLSX_PIECE_BYTES = 1 << 20;

/** Bytes of sheet XML allowed to wait for the zip's deflate before rows stop being added. */
const XLSX_PENDING_BYTES = 4 << 20;

/**
 * Waits while the worksheet's zip entry has more than XLSX_PENDING_BYTES waiting. exceljs writes
 * rows into the entry without backpressure and deflate is slower than row generation, so without
 * this the whole sheet piles up in memory (measured: ~400 MiB for 1M rows). Reads exceljs/archiver
 * internals (`stream.pipes`, `_writableState`), guarded: if they change, only the throttle is lost.
 */
async function waitForDeflate(sheet: unknown): Promise<void> {
  const pipes = ((sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes ?? []) as (NodeJS.EventEmitter & {
    _writableState?: { length?: number };
  })[];
  for (const pipe of pipes) {
    while ((pipe._writableState?.length ?? 0) > XLSX_PENDING_BYTES) await once(pipe, 'drain');
  }
}

/** The workbook and the sheet, with the header row: exceljs's streaming writer, no shared strings, no styles. */
async function openWorkbook(meta: ResultMeta, output: PassThrough) {
  // Imported at the first XLSX download, not at start-up: loading exceljs costs about half a second.
  const { default: ExcelJS } = await import('exceljs');
  useNativeCrc32();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: false,
    // chunkSize: deflate's output buffer, one thread-pool round trip each (the default 16 KB
    // made deflate wait for the main thread every ~100 KB of XML).
    zip: { zlib: { level: 1, chunkSize: XLSX_PIECE_BYTES } },
  });
  const sheet = workbook.addWorksheet('Result');
  // The sheet's stream hands the zip entry pieces of its buffer size (exceljs: 64 KB), each one
  // deflate round trip on the thread pool; larger pieces let deflate run while rows are rendered.
  // exceljs internals (StreamBuf.bufSize), guarded: if they change, only the larger pieces are lost.
  const stream = (sheet as unknown as { stream?: { bufSize?: unknown } }).stream;
  if (stream && typeof stream.bufSize === 'number') stream.bufSize = XLSX_PIECE_BYTES;
  sheet.columns = meta.columns.map((c) => ({ header: c.name, key: c.name }));
  return { workbook, sheet };
}

/**
 * Hands the workbook's bytes out as exceljs writes them; `write` fills the sheet, waiting for the
 * zip entry and for the output to drain so that neither deflate nor a slow client makes the
 * server buffer the workbook. The zip deflates at level 1: deflate is the slowest stage of a
 * large sheet, and level 1 costs a fraction of the default level's CPU for a slightly larger file.
 */
async function* workbookBytes(
  meta: ResultMeta,
  write: (opened: Awaited<ReturnType<typeof openWorkbook>>, drained: () => Promise<void>) => Promise<void>,
): AsyncIterable<Uint8Array> {
  const output = new PassThrough({ highWaterMark: 1 << 20 });
  // A client that goes away destroys the output: the writer stops at its next wait instead of
  // waiting for a drain that never comes (and keeping the workbook's buffers alive).
  const closed = once(output, 'close').then(() => {
    throw new Error('The download ended before the workbook was written.');
  });
  closed.catch(() => undefined);
  const writing = (async () => {
    const opened = await openWorkbook(meta, output);
    await write(opened, async () => {
      // A turn of the event loop after every batch: deflate runs on the thread pool, and its
      // completions (which hand it the next piece) run only when this thread gets back to the
      // event loop; awaiting resolved promises alone never does. Without it deflate sat idle
      // while rows were rendered: 1M rows in memory, 3.5 s -> 2.6 s (bench/RESULTS.md).
      await nextTurn();
      if (output.destroyed) await closed;
      await Promise.race([waitForDeflate(opened.sheet), closed]);
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), closed]);
    });
    opened.sheet.commit();
    await opened.workbook.commit();
  })();
  writing.catch((error) => output.destroy(error as Error));
  for await (const chunk of output) yield chunk as Uint8Array;
  await writing;
}

/**
 * XLSX with every row through exceljs's row model (`addRow`, committed a batch at a time): the
 * reference the pre-rendered rows are tested against, and the path for a result whose header
 * row exceljs would not write (no column has a name).
 */
export function xlsxFromRows(meta: ResultMeta, batches: AsyncIterable<unknown[][]>): AsyncIterable<Uint8Array> {
  return workbookBytes(meta, async ({ sheet }, drained) => {
    for await (const batch of batches) {
      let last: Row | undefined;
      for (const row of batch) last = sheet.addRow(row.map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v)));
      // Committing the batch's last row writes every row before it.
      last?.commit();
      await drained();
    }
  });
}

/**
 * XLSX: exceljs writes the workbook, the sheet and its header row; the data rows are written
 * into exceljs's own worksheet stream as XML pre-rendered from the stored chunk bytes
 * (xlsxRowsChunk: the XML exceljs's row model writes; test/domain/results/stored-json.test.ts
 * compares the two and reads every cell back). Profiled on 1M x 10 rows with every row through
 * exceljs (useStyles/useSharedStrings off, batched commits, awaited drain): 9.9 s (0.061x), of
 * which its row model (addRow, Row/Cell objects, row/cell xforms, XmlStream) took ~4.9 s of
 * main-thread CPU and garbage collection another 1.4 s: more than the whole 0.2x budget (~3 s).
 */
export function xlsxFromStored(meta: ResultMeta, chunks: AsyncIterable<Buffer>): AsyncIterable<Uint8Array> {
  if (!meta.columns.some((c) => c.name !== '')) {
    throw new Error('xlsxFromStored needs a header row: use xlsxFromRows when no column has a name');
  }
  return workbookBytes(meta, async ({ sheet }, drained) => {
    // The header row through exceljs: it writes the sheet's <cols>, opens <sheetData> and writes row 1.
    sheet.getRow(1).commit();
    const stream = (sheet as unknown as { stream: { write(data: Buffer): unknown; batch?: unknown } }).stream;
    // exceljs's sheet stream (a batching StreamBuf) copies what it is given into its own buffers
    // before write() returns, so one buffer serves every chunk: a new ~600 KB buffer per chunk
    // was most of the download's garbage collection. Checked, not assumed: without batching, a
    // buffer per chunk again.
    const scratch = stream.batch === true ? new Output(1 << 20) : undefined;
    let next = 2;
    for await (const chunk of chunks) {
      const { xml, rows } = xlsxRowsChunk(chunk, next, scratch);
      next += rows;
      if (xml.length > 0) stream.write(xml);
      await drained();
    }
  });
}

function xlsx(meta: ResultMeta): AsyncIterable<Uint8Array> {
  if (!meta.columns.some((c) => c.name !== '')) return xlsxFromRows(meta, readResultChunks(meta.id));
  return xlsxFromStored(meta, readStoredChunks(meta.id));
}

export function resultDownload(meta: ResultMeta, format: DownloadFormat): AsyncIterable<string | Uint8Array> {
  switch (format) {
    case 'csv':
      return delimited(meta, ',');
    case 'tsv':
      return delimited(meta, '\t');
    case 'xlsx':
      return xlsx(meta);
    case 'json':
      return resultJson(meta);
  }
}
