import type { z } from 'zod';

export type ColumnType = 'integer' | 'float' | 'boolean' | 'string' | 'datetime' | 'date';

export interface Column {
  name: string;
  friendly_name: string;
  type: ColumnType;
}

export interface SchemaTable {
  name: string;
  columns: { name: string; type: string }[];
}

interface RunOptions {
  /** Aborting stops the statement on the database itself, not only our bookkeeping. */
  signal: AbortSignal;
  /** Rows beyond this end the run with an error. */
  maxRows: number;
  /** Positional parameter values, bound by the driver. */
  params?: unknown[];
  /** Tables the execution layer loaded for the statement (`queriesNamed`): other queries' results. */
  tables?: InputTable[];
}

/** A table handed to a connector by the execution layer (Query Results: a saved query's latest result). */
export interface InputTable {
  /** `query_<id>`. */
  name: string;
  columns: Column[];
  batches: AsyncIterable<unknown[][]>;
}

/**
 * A batch a connector already wrote as the JSON array of row arrays that the store keeps (values
 * typed as its row arrays would be), so the store does not serialise it again.
 */
export interface JsonBatch {
  rowCount: number;
  /** UTF-8. */
  json: Buffer;
}

/** A running statement: its columns, then its rows in batches (row arrays, or JSON text). */
export interface RowStream {
  columns: Column[];
  batches: AsyncIterable<unknown[][] | JsonBatch>;
}

/** One open connection to a target database. */
export interface Connection {
  run(sql: string, options: RunOptions): Promise<RowStream>;
  close(): Promise<void>;
}

/** A kind of database Overlook can query; connectors never import the metadata database. */
export interface ConnectorKind<Options extends Record<string, unknown> = Record<string, unknown>> {
  type: string;
  name: string;
  /** SQL dialect, told to the AI assistant. */
  dialect: string;
  options: z.ZodType<Options>;
  /** Option fields that are write-only, encrypted at rest, answered as "--------". */
  secretFields: readonly string[];
  /** Where the secrets are sent (host, port; a file path): changing one needs the secrets sent again. */
  addressFields: readonly string[];
  /**
   * Opens a connection; with `pool`, may take one kept from an earlier job of the same key whose
   * options had the same fingerprint (src/connectors/pool.ts). Its close() then returns it when
   * the run ended cleanly, and closes it otherwise.
   */
  connect(options: Options, pool?: { key: string }): Promise<Connection>;
  test(options: Options): Promise<void>;
  schema(options: Options): Promise<SchemaTable[]>;
  /** Placeholder for the n-th (1-based) bound parameter. */
  placeholder(index: number): string;
  /**
   * The saved queries a statement reads (Query Results: `query_<id>`): the execution layer checks
   * the caller may read each, and hands their latest results to run() as `tables`.
   */
  queriesNamed?(sql: string): number[];
}
