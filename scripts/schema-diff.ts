// Guard rail (issue 31): fails on a breaking change to the public schema (schema/schema.graphql)
// unless it is declared in schema/breaking-changes.json. The baseline is the schema at the
// merge-base with `main` (on main itself, or when that is HEAD: the previous commit), or the ref in
// SCHEMA_DIFF_BASE. graphql-inspector's diff classifies each change; only BREAKING ones need a
// declaration: `{ "type": "FIELD_REMOVED", "path": "Query.saveRedashQuery", "reason": "..." }`
// (type optional; path as graphql-inspector prints it). Usage: npx tsx scripts/schema-diff.ts
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCHEMA = 'schema/schema.graphql';
const DECLARED = 'schema/breaking-changes.json';

interface Declared {
  type?: string;
  path: string;
  reason: string;
}

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function baseRef(): string | null {
  if (process.env.SCHEMA_DIFF_BASE) return process.env.SCHEMA_DIFF_BASE;
  const head = git('rev-parse', 'HEAD');
  const mergeBase = git('merge-base', 'HEAD', 'main') ?? git('merge-base', 'HEAD', 'origin/main');
  if (mergeBase && mergeBase !== head) return mergeBase;
  return git('rev-parse', '--verify', '--quiet', 'HEAD~1');
}

const ref = baseRef();
const before = ref ? git('show', `${ref}:${SCHEMA}`) : null;
if (!before) {
  console.log(`schema-diff: no baseline (${ref ?? 'no previous commit'}); nothing to compare.`);
  process.exit(0);
}
const changes: Change[] = await diff(buildSchema(before), buildSchema(readFileSync(`${ROOT}${SCHEMA}`, 'utf8')));
const declared = JSON.parse(readFileSync(`${ROOT}${DECLARED}`, 'utf8')) as Declared[];
for (const entry of declared) {
  if (typeof entry.path !== 'string' || typeof entry.reason !== 'string' || !entry.reason.trim()) {
    console.error(`schema-diff: ${DECLARED}: every entry needs a path and a reason: ${JSON.stringify(entry)}`);
    process.exit(1);
  }
}
const isDeclared = (change: Change) => declared.some((d) => d.path === change.path && (!d.type || d.type === change.type));
const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
const undeclared = breaking.filter((c) => !isDeclared(c));
const dangerous = changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous);
console.log(
  `schema-diff against ${ref!.slice(0, 12)}: ${changes.length} changes, ${breaking.length} breaking (${breaking.length - undeclared.length} declared), ${dangerous.length} dangerous.`,
);
for (const c of dangerous) console.log(`  dangerous: ${c.type} ${c.path ?? ''}: ${c.message}`);
if (undeclared.length) {
  console.error(`\nBreaking changes to the public schema that ${DECLARED} does not declare:`);
  for (const c of undeclared) console.error(`  ${c.type} ${c.path ?? ''}: ${c.message}`);
  console.error(
    `\nDeclare each (with the reason clients must change) as {"type", "path", "reason"} in ${DECLARED}, or keep the old shape.`,
  );
  process.exit(1);
}
