import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../prisma/generated/client/client.js';

export type { Prisma } from '../prisma/generated/client/client.js';
export type Db = PrismaClient;
/** A Prisma client or an interactive transaction on it. */
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/** Metadata access (Prisma). Set by connectDb() before anything else runs. */
export let db: PrismaClient;
/** Raw pg pool on the same database, for bulk rows, LISTEN/NOTIFY and rate-limit counters. */
export let pool: pg.Pool;
export let databaseUrl: string;

export function connectDb(url: string): void {
  databaseUrl = url;
  pool = new pg.Pool({ connectionString: url, max: 20 });
  pool.on('error', () => undefined);
  db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 10 }) });
}

export async function disconnectDb(): Promise<void> {
  await db?.$disconnect();
  await pool?.end();
}
