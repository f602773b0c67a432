import { importRedash, type ImportKind, type ImportReport } from '../src/domain/redash-import/import-redash.js';
import { z } from 'zod';
import { builder } from './builder.js';

const ImportCountType = builder
  .objectRef<{ kind: ImportKind; created: number; updated: number; unchanged: number; skipped: number }>('RedashImportCount')
  .implement({
    description: 'What one kind of Redash object became in this run.',
    fields: (t) => ({
      kind: t.exposeString('kind', {
        description: 'user, group, data_source, destination, query, visualization, dashboard, alert or favorite.',
      }),
      created: t.exposeInt('created', { description: 'New in this organization.' }),
      updated: t.exposeInt('updated', { description: 'Imported before and changed in Redash since.' }),
      unchanged: t.exposeInt('unchanged', { description: 'Imported before, and the same in Redash since.' }),
      skipped: t.exposeInt('skipped', { description: 'Not imported; `attention` says why.' }),
    }),
  });

const ImportAttentionType = builder.objectRef<ImportReport['attention'][number]>('RedashImportAttention').implement({
  description: 'Something an admin must finish by hand, e.g. a data source that needs its password.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'The kind of Redash object (user, data_source, query, …).' }),
    sourceId: t.exposeString('sourceId', { description: 'The object’s id in Redash.' }),
    name: t.exposeString('name', { description: 'The object’s name (or e-mail) in Redash.' }),
    reason: t.exposeString('reason', { description: 'What is missing and what to do.' }),
  }),
});

const ImportReportType = builder.objectRef<ImportReport>('RedashImportReport').implement({
  description: 'The outcome of importing a Redash organization.',
  fields: (t) => ({
    source: t.exposeString('source', { description: 'The Redash origin read.' }),
    dryRun: t.exposeBoolean('dryRun', { description: 'True: nothing was written; the counts say what a real run would do.' }),
    counts: t.field({
      type: [ImportCountType],
      description: 'Per kind of object: created, updated, unchanged and skipped.',
      resolve: (report) => Object.entries(report.counts).map(([kind, counts]) => ({ kind: kind as ImportKind, ...counts })),
    }),
    attention: t.field({
      type: [ImportAttentionType],
      description: 'What an admin must finish by hand (secrets to enter, objects that could not be imported).',
      resolve: (report) => report.attention,
    }),
  }),
});

builder.mutationField('importRedash', (t) =>
  t.field({
    type: ImportReportType,
    description:
      'Admins: moves a Redash organization, read through its REST API with an admin’s key, into this one (the same as `overlook import-redash`). Idempotent: a second run updates what changed and creates nothing twice.',
    args: {
      url: t.arg.string({ required: true, validate: z.string().url('must be a URL').max(2000) }),
      apiKey: t.arg.string({ required: true, validate: z.string().min(1, 'is required').max(500) }),
      dryRun: t.arg.boolean({ required: false, description: 'Read everything, write nothing.' }),
    },
    authScopes: { admin: true },
    resolve: (_root, args, ctx) => importRedash(ctx, { url: args.url, apiKey: args.apiKey, dryRun: args.dryRun ?? false }),
  }),
);
