import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject, describe, expect, it } from 'vitest';
import { urlFor } from '../helpers/databases.js';

interface Field {
  column: string;
  type: string;
  list: boolean;
  optional: boolean;
}

/** Models of schema.prisma with their table and scalar columns (relation fields left out). */
function parseSchema(source: string): Map<string, Field[]> {
  const blocks = [...source.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)];
  const models = new Set(blocks.map((b) => b[1]));
  const tables = new Map<string, Field[]>();
  for (const [, name, body] of blocks) {
    const table = /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? name;
    const fields: Field[] = [];
    for (const line of body.split('\n').map((l) => l.trim())) {
      const match = /^(\w+)\s+(\w+)(\[\])?(\?)?(.*)$/.exec(line);
      if (!match || line.startsWith('//') || line.startsWith('@@')) continue;
      const [, field, type, list, optional, rest] = match;
      if (models.has(type)) continue;
      fields.push({ column: /@map\("([^"]+)"\)/.exec(rest)?.[1] ?? field, type, list: !!list, optional: !!optional });
    }
    tables.set(table, fields);
  }
  return tables;
}

const SQL_TYPES: Record<string, string> = {
  Int: 'integer',
  String: 'text',
  Boolean: 'boolean',
  DateTime: 'timestamp with time zone',
  Json: 'jsonb',
  Float: 'double precision',
  BigInt: 'bigint',
};

describe('schema.prisma and the migrated database', () => {
  it('agree on every table, column, type and nullability', async () => {
    const expected = parseSchema(readFileSync(new URL('../../prisma/schema.prisma', import.meta.url), 'utf8'));
    const client = new pg.Client({ connectionString: urlFor(inject('templateDatabase')) });
    await client.connect();
    const { rows } = await client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
      udt_name: string;
    }>(
      `SELECT table_name, column_name, data_type, is_nullable, udt_name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> '_overlook_migrations'`,
    );
    await client.end();
    const actual = new Map<string, typeof rows>();
    for (const row of rows) actual.set(row.table_name, [...(actual.get(row.table_name) ?? []), row]);

    const problems: string[] = [];
    for (const [table, fields] of expected) {
      const columns = actual.get(table);
      if (!columns) {
        problems.push(`table ${table} is in schema.prisma but not in the database`);
        continue;
      }
      for (const field of fields) {
        const column = columns.find((c) => c.column_name === field.column);
        if (!column) {
          problems.push(`${table}.${field.column} is missing from the database`);
          continue;
        }
        const type = field.list ? `_${SQL_TYPES[field.type] === 'text' ? 'text' : SQL_TYPES[field.type]}` : SQL_TYPES[field.type];
        const actualType = field.list ? column.udt_name : column.data_type;
        if (type !== actualType)
          problems.push(`${table}.${field.column}: prisma ${field.type}${field.list ? '[]' : ''} vs database ${actualType}`);
        if (field.optional !== (column.is_nullable === 'YES')) {
          problems.push(
            `${table}.${field.column}: prisma ${field.optional ? 'optional' : 'required'} vs database ${column.is_nullable === 'YES' ? 'nullable' : 'NOT NULL'}`,
          );
        }
      }
      for (const column of columns) {
        if (!fields.some((f) => f.column === column.column_name))
          problems.push(`${table}.${column.column_name} is in the database but not in schema.prisma`);
      }
    }
    for (const table of actual.keys()) {
      if (!expected.has(table)) problems.push(`table ${table} is in the database but not in schema.prisma`);
    }
    expect(problems).toEqual([]);
  });
});
