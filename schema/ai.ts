import { z } from 'zod';
import { db } from '../src/db.js';
import { generateSql, missingAiSettings, type GenerateSqlResult } from '../src/domain/ai/generate-sql.js';
import { resendRequiredError, sameAddressValue, SECRET_MASK } from '../src/domain/secret-options.js';
import * as organizations from '../src/policies/organization.js';
import { builder } from './builder.js';
import { DataSourceNode } from './data-source.js';
import { SavedQueryNode } from './query.js';

interface AiSettingsShape {
  enabled: boolean;
  baseUrl: string | null;
  model: string | null;
  apiKeySet: boolean;
  rateLimitPerMinute: number;
}

const AiSettings = builder.objectRef<AiSettingsShape>('AiSettings').implement({
  description: 'The organization’s AI SQL assistant: any OpenAI-compatible Chat Completions endpoint.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    baseUrl: t.exposeString('baseUrl', {
      nullable: true,
      description: 'API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1.',
    }),
    model: t.exposeString('model', { nullable: true }),
    apiKeySet: t.exposeBoolean('apiKeySet', { description: 'The key itself is write-only and never answered.' }),
    rateLimitPerMinute: t.exposeInt('rateLimitPerMinute', { description: 'Generations per user per minute.' }),
  }),
});

const AiSqlResult = builder.objectRef<GenerateSqlResult>('AiSqlResult').implement({
  description: 'Generated SQL (never executed), or `rate_limited` with the seconds to wait.',
  fields: (t) => ({
    status: t.string({ description: 'ok | rate_limited', resolve: (r) => r.status }),
    sql: t.string({ nullable: true, resolve: (r) => (r.status === 'ok' ? r.sql : null) }),
    explanation: t.string({ nullable: true, resolve: (r) => (r.status === 'ok' ? (r.explanation ?? null) : null) }),
    retryAfterSecs: t.int({ nullable: true, resolve: (r) => (r.status === 'rate_limited' ? r.retryAfterSecs : null) }),
  }),
});

/** "" clears a setting as null does. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

const UpdateAiSettingsInput = builder.inputType('UpdateAiSettingsInput', {
  description: 'Fields left out keep their value.',
  fields: (t) => ({
    enabled: t.boolean({ required: false }),
    baseUrl: t.string({
      required: false,
      validate: z.preprocess(
        emptyAsNull,
        z
          .string()
          .trim()
          .url('must be an http(s) URL')
          .refine((url) => /^https?:\/\//i.test(url), 'must be an http(s) URL')
          .max(2000)
          .nullish(),
      ),
    }),
    model: t.string({
      required: false,
      validate: z.preprocess(emptyAsNull, z.string().trim().min(1, 'must not be empty').max(200).nullish()),
    }),
    apiKey: t.string({
      required: false,
      validate: z.string().max(5000).nullish(),
      description:
        'Write-only. Null or "" clears it; "--------" or absent keeps it, except when baseUrl changes: then a stored key must be sent again (422 otherwise).',
    }),
    rateLimitPerMinute: t.int({
      required: false,
      validate: z.number().int().min(1, 'must be at least 1').max(10_000, 'must be at most 10000').nullish(),
    }),
  }),
});

async function settingsOf(orgId: number): Promise<AiSettingsShape> {
  const org = await db.organization.findUniqueOrThrow({ where: { id: orgId } });
  return {
    enabled: org.aiEnabled,
    baseUrl: org.aiBaseUrl,
    model: org.aiModel,
    apiKeySet: !!org.aiApiKeyEncrypted,
    rateLimitPerMinute: org.aiRateLimitPerMinute,
  };
}

builder.queryField('aiSettings', (t) =>
  t.field({
    type: AiSettings,
    description: 'Admin only.',
    authScopes: (_root, _args, ctx) =>
      ctx.viewer ? organizations.can(ctx.viewer, 'readSettings', ctx.viewer.org) : { authenticated: true },
    resolve: (_root, _args, ctx) => settingsOf(ctx.viewer!.org.id),
  }),
);

builder.queryField('aiSqlAvailable', (t) =>
  t.boolean({
    description:
      'Whether the caller can use the AI SQL assistant now: the organization has it enabled and set up, and the caller has use_ai_sql.',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const viewer = ctx.viewer!;
      if (!organizations.can(viewer, 'generateSql', viewer.org)) return false;
      const org = await db.organization.findUniqueOrThrow({
        where: { id: viewer.org.id },
        select: { aiEnabled: true, aiBaseUrl: true, aiModel: true },
      });
      return missingAiSettings(org).length === 0;
    },
  }),
);

builder.mutationFields((t) => ({
  updateAiSettings: t.field({
    type: AiSettings,
    description: 'Admin only. Fields left out keep their value; the rate limit applies at once.',
    args: { input: t.arg({ type: UpdateAiSettingsInput, required: true }) },
    authScopes: (_root, _args, ctx) =>
      ctx.viewer ? organizations.can(ctx.viewer, 'updateSettings', ctx.viewer.org) : { authenticated: true },
    resolve: async (_root, { input }, ctx) => {
      const data = { ...input, enabled: input.enabled ?? undefined, rateLimitPerMinute: input.rateLimitPerMinute ?? undefined };
      const keepsKey = data.apiKey === undefined || data.apiKey === SECRET_MASK;
      // The key stays bound to the provider it was entered for, as connector and destination secrets are.
      if (keepsKey && data.baseUrl) {
        const stored = await db.organization.findUniqueOrThrow({
          where: { id: ctx.viewer!.org.id },
          select: { aiBaseUrl: true, aiApiKeyEncrypted: true },
        });
        if (stored.aiApiKeyEncrypted && !sameAddressValue(data.baseUrl, stored.aiBaseUrl)) throw resendRequiredError(['apiKey'], 'baseUrl');
      }
      const apiKey = keepsKey ? undefined : data.apiKey ? ctx.secrets.seal(data.apiKey) : null;
      await db.organization.update({
        where: { id: ctx.viewer!.org.id },
        data: {
          aiEnabled: data.enabled,
          aiBaseUrl: data.baseUrl,
          aiModel: data.model,
          aiApiKeyEncrypted: apiKey,
          aiRateLimitPerMinute: data.rateLimitPerMinute,
        },
      });
      return settingsOf(ctx.viewer!.org.id);
    },
  }),
  generateSql: t.field({
    type: AiSqlResult,
    description: 'Needs use_ai_sql and reach to the connector. The SQL is returned, never executed.',
    args: {
      dataSourceId: t.arg.globalID({ for: DataSourceNode, required: true }),
      prompt: t.arg.string({
        required: true,
        validate: z.string().trim().min(1, 'is required').max(4000, 'must be at most 4000 characters'),
      }),
      queryId: t.arg.globalID({
        for: SavedQueryNode,
        required: false,
        description: 'A saved query whose text the model should start from.',
      }),
    },
    authScopes: (_root, _args, ctx) =>
      ctx.viewer ? organizations.can(ctx.viewer, 'generateSql', ctx.viewer.org) : { authenticated: true },
    resolve: (_root, args, ctx) =>
      generateSql(ctx, { prompt: args.prompt, dataSourceId: args.dataSourceId.id, queryId: args.queryId?.id ?? undefined }),
  }),
}));
