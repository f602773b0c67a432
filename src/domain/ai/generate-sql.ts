import { AiProviderError, chatCompletion } from '../../ai/chat-completions.js';
import { withOrganizationEgress } from '../../egress/guard.js';
import { extractSqlReply, sqlPromptMessages } from '../../ai/sql-prompt.js';
import type { Context } from '../../context.js';
import { db } from '../../db.js';
import { env } from '../../env.js';
import { ConflictError } from '../../errors.js';
import { loadDataSource } from '../../policies/data-source.js';
import { can, loadQuery } from '../../policies/query.js';
import { hit } from '../../rate-limit.js';
import { kindOrFail } from '../data-sources/data-source-options.js';
import { dataSourceSchema } from '../data-sources/data-source-schema.js';

export interface GenerateSqlInput {
  dataSourceId: number;
  prompt: string;
  queryId?: number;
}

export type GenerateSqlResult = { status: 'ok'; sql: string; explanation?: string } | { status: 'rate_limited'; retryAfterSecs: number };

/** What an admin must still set before the assistant can be used; empty when ready. */
/** The settings an organization still needs before its assistant answers (none: it is set up). */
export function missingAiSettings(org: { aiEnabled: boolean; aiBaseUrl: string | null; aiModel: string | null }): string[] {
  const missing: string[] = [];
  if (!org.aiEnabled) missing.push('enabled: true');
  if (!org.aiBaseUrl) missing.push('base_url');
  if (!org.aiModel) missing.push('model');
  return missing;
}

/**
 * Asks the organization's model for SQL answering `prompt` on the connector, telling it the
 * dialect, the schema (most relevant tables first, within a budget) and the current query text.
 * The SQL is only returned, never executed. Over the organization's per-user limit the answer is
 * a `rate_limited` status, not an error (the spec's exception).
 */
export async function generateSql(ctx: Context, input: GenerateSqlInput): Promise<GenerateSqlResult> {
  const viewer = ctx.viewer!;
  const dataSource = await loadDataSource(ctx, input.dataSourceId);
  let currentQuery: string | undefined;
  if (input.queryId !== undefined) {
    const query = await loadQuery(ctx, input.queryId);
    currentQuery = can(viewer, 'readWorking', query) ? query.query : (query.publishedQuery ?? query.query);
  }
  const org = await db.organization.findUniqueOrThrow({ where: { id: viewer.org.id } });
  const missing = missingAiSettings(org);
  if (missing.length) {
    throw new ConflictError(
      `The AI assistant is not set up for this organization. An admin must set ${missing.join(', ')} with PUT /api/settings/ai.`,
      'ai_not_configured',
    );
  }
  const limit = await hit(ctx, 'aiSql', org.aiRateLimitPerMinute);
  if (!limit.allowed) return { status: 'rate_limited', retryAfterSecs: limit.retryAfterSecs };
  const kind = kindOrFail(dataSource.type);
  const tables = await dataSourceSchema(ctx, dataSource);
  const reply = await withOrganizationEgress(org.id, () =>
    chatCompletion({
      baseUrl: org.aiBaseUrl!,
      model: org.aiModel!,
      apiKey: org.aiApiKeyEncrypted ? ctx.secrets.open(org.aiApiKeyEncrypted) : undefined,
      messages: sqlPromptMessages({ dialect: kind.dialect, tables, prompt: input.prompt, currentQuery }),
      timeoutMs: env.AI_TIMEOUT_MS,
    }),
  );
  const extracted = extractSqlReply(reply);
  if (!extracted) throw new AiProviderError('The model answered no SQL.');
  return { status: 'ok', ...extracted };
}
