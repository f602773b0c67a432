import type { SchemaTable } from '../connectors/types.js';
import type { ChatMessage } from './chat-completions.js';

/** About 3,000 tokens of schema: enough for the relevant tables, small enough for local models. */
const SCHEMA_BUDGET_CHARS = 12_000;

export interface SqlPromptInput {
  dialect: string;
  tables: SchemaTable[];
  prompt: string;
  currentQuery?: string;
}

function addWord(found: Set<string>, word: string): void {
  found.add(word);
  // "orders" in a prompt should find table "order", and the other way round.
  found.add(word.endsWith('s') ? word.slice(0, -1) : `${word}s`);
}

function words(text: string): Set<string> {
  const found = new Set<string>();
  const list = text
    .toLowerCase()
    .split(/[^a-z0-9_]+/)
    .filter((w) => w.length >= 2);
  list.forEach((word, i) => {
    addWord(found, word);
    for (const part of word.split('_')) if (part.length > 2) addWord(found, part);
    // "digest subscriptions" names table digest_subscriptions.
    if (i + 1 < list.length) addWord(found, `${word}_${list[i + 1]}`);
    if (i + 2 < list.length) addWord(found, `${word}_${list[i + 1]}_${list[i + 2]}`);
  });
  return found;
}

function tableScore(table: SchemaTable, prompt: Set<string>, query: Set<string>): number {
  const name = table.name.toLowerCase();
  const bare = name.split('.').pop()!;
  const parts = bare.split('_');
  let score = 0;
  // A longer name matched whole is the more specific match.
  if (prompt.has(bare) || prompt.has(name)) score += 10 + 2 * (parts.length - 1);
  else score += 3 * parts.filter((part) => prompt.has(part)).length;
  if (query.has(bare) || query.has(name)) score += 8;
  for (const column of table.columns) if (prompt.has(column.name.toLowerCase())) score += 2;
  return score;
}

function renderTable(table: SchemaTable, budget: number): string {
  const head = `${table.name}(`;
  let line = head;
  let shown = 0;
  for (const column of table.columns) {
    const part = `${shown ? ', ' : ''}${column.name} ${column.type}`;
    if (line.length + part.length + 1 > budget) break;
    line += part;
    shown += 1;
  }
  const hidden = table.columns.length - shown;
  return `${line}${hidden ? `${shown ? ', ' : ''}... ${hidden} more columns` : ''})`;
}

/**
 * The schema as one line per table, most relevant first (named in the prompt or used by the
 * current query, then by matching columns), cut to fit `budget` characters.
 */
export function schemaForPrompt(tables: SchemaTable[], prompt: string, currentQuery = '', budget = SCHEMA_BUDGET_CHARS): string {
  const promptWords = words(prompt);
  const queryWords = words(currentQuery);
  const ranked = tables
    .map((table) => ({ table, score: tableScore(table, promptWords, queryWords) }))
    .sort((a, b) => b.score - a.score || a.table.name.localeCompare(b.table.name));
  const lines: string[] = [];
  let used = 0;
  for (const { table } of ranked) {
    const remaining = budget - used;
    if (remaining < table.name.length + 40) break;
    const line = renderTable(table, Math.min(remaining, Math.max(400, Math.floor(budget / 4))));
    lines.push(line);
    used += line.length + 1;
  }
  const omitted = tables.length - lines.length;
  if (omitted > 0) lines.push(`(${omitted} more tables not shown)`);
  return lines.join('\n');
}

/** The chat messages asking the model for one SQL statement in the connector's dialect. */
export function sqlPromptMessages(input: SqlPromptInput): ChatMessage[] {
  const schema = input.tables.length ? schemaForPrompt(input.tables, input.prompt, input.currentQuery) : '(the database has no tables)';
  const system = [
    `You write SQL for a ${input.dialect} database.`,
    'Answer with exactly one SQL statement in a ```sql code block, then at most a short paragraph explaining it.',
    'Use only the tables and columns listed in the schema. Never modify data unless explicitly asked.',
  ].join(' ');
  const parts = [`Dialect: ${input.dialect}`, `Schema (table(column type, ...)):\n${schema}`];
  if (input.currentQuery?.trim()) parts.push(`Current query:\n\`\`\`sql\n${input.currentQuery.trim()}\n\`\`\``);
  parts.push(`Request: ${input.prompt}`);
  return [
    { role: 'system', content: system },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

export interface SqlReply {
  sql: string;
  explanation?: string;
}

/**
 * The SQL and explanation out of a model's reply: a JSON object {sql, explanation}, a fenced
 * code block (the text around it is the explanation), or else the bare reply as SQL.
 * Returns null when nothing SQL-like is left.
 */
export function extractSqlReply(reply: string): SqlReply | null {
  const text = reply.trim();
  try {
    const parsed = JSON.parse(text.replace(/^```(?:json)?\s*\n?|\n?```$/g, '')) as { sql?: unknown; explanation?: unknown };
    if (typeof parsed.sql === 'string' && parsed.sql.trim()) {
      return {
        sql: parsed.sql.trim(),
        ...(typeof parsed.explanation === 'string' && parsed.explanation.trim() ? { explanation: parsed.explanation.trim() } : {}),
      };
    }
  } catch {
    // Not JSON: look for a code block.
  }
  const fence = /```[ \t]*([\w-]*)[ \t]*\r?\n([\s\S]*?)```/g;
  const blocks = [...text.matchAll(fence)];
  const block = blocks.find((m) => /^(sql|\w*sql)$/i.test(m[1])) ?? blocks[0];
  if (block) {
    const sql = block[2].trim();
    const explanation = text.replace(block[0], ' ').replace(/```/g, '').replace(/\s+\n/g, '\n').trim();
    return sql ? { sql, ...(explanation ? { explanation } : {}) } : null;
  }
  const bare = text.replace(/```[\w-]*/g, '').trim();
  return bare ? { sql: bare } : null;
}
