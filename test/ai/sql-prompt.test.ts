import { describe, expect, it } from 'vitest';
import { extractSqlReply, schemaForPrompt, sqlPromptMessages } from '../../src/ai/sql-prompt.js';

const table = (name: string, columns: string[]) => ({ name, columns: columns.map((c) => ({ name: c, type: 'text' })) });

describe('schemaForPrompt', () => {
  it('puts the tables the prompt names first', () => {
    const tables = [table('accounts', ['id']), table('invoices', ['id', 'amount']), table('orders', ['id', 'total'])];
    const lines = schemaForPrompt(tables, 'total of each order').split('\n');
    expect(lines[0]).toBe('orders(id text, total text)');
    expect(lines.slice(1)).toEqual(['accounts(id text)', 'invoices(id text, amount text)']);
  });

  it('ranks tables of the current query ahead of unrelated ones', () => {
    const tables = [table('a_table', ['x']), table('b_table', ['y']), table('z_events', ['id'])];
    expect(schemaForPrompt(tables, 'add a filter', 'SELECT * FROM z_events').split('\n')[0]).toBe('z_events(id text)');
  });

  it('keeps within the budget and says how much was left out', () => {
    const tables = Array.from({ length: 200 }, (_, i) =>
      table(
        `table_${String(i).padStart(3, '0')}`,
        Array.from({ length: 30 }, (_, j) => `column_${j}`),
      ),
    );
    const text = schemaForPrompt(tables, 'rows of table_150', '', 2_000);
    expect(text.length).toBeLessThan(2_100);
    expect(text.split('\n')[0]).toMatch(/^table_150\(column_0 text/);
    expect(text).toMatch(/\(\d+ more tables not shown\)$/);
    expect(text).toMatch(/more columns\)/);
  });
});

describe('sqlPromptMessages', () => {
  it('tells the dialect, the schema, the current query and the request', () => {
    const messages = sqlPromptMessages({
      dialect: 'MySQL',
      tables: [table('users', ['id'])],
      prompt: 'count users',
      currentQuery: 'SELECT 1',
    });
    const text = messages.map((m) => m.content).join('\n');
    expect(messages[0].role).toBe('system');
    expect(text).toContain('MySQL');
    expect(text).toContain('users(id text)');
    expect(text).toContain('SELECT 1');
    expect(text).toContain('count users');
  });
});

describe('extractSqlReply', () => {
  it('takes the sql code block and keeps the rest as the explanation', () => {
    expect(extractSqlReply('Try this:\n```sql\nSELECT 1;\n```\nIt selects one.')).toEqual({
      sql: 'SELECT 1;',
      explanation: 'Try this:\nIt selects one.',
    });
  });

  it('prefers the sql block over other blocks', () => {
    expect(extractSqlReply('```text\nnote\n```\n```postgresql\nSELECT 2\n```')?.sql).toBe('SELECT 2');
  });

  it('reads a JSON answer, fenced or not', () => {
    expect(extractSqlReply('{"sql": "SELECT 3", "explanation": "three"}')).toEqual({ sql: 'SELECT 3', explanation: 'three' });
    expect(extractSqlReply('```json\n{"sql": "SELECT 4"}\n```')).toEqual({ sql: 'SELECT 4' });
  });

  it('takes a bare reply as SQL and answers null when nothing is left', () => {
    expect(extractSqlReply('  SELECT 5  ')).toEqual({ sql: 'SELECT 5' });
    expect(extractSqlReply('```sql\n```')).toBeNull();
    expect(extractSqlReply('   ')).toBeNull();
  });
});
