import { z } from 'zod';
import { db } from '../src/db.js';
import { createSchedule } from '../src/domain/schedules/create-schedule.js';
import { deleteSchedule } from '../src/domain/schedules/delete-schedule.js';
import { cronSpecSchema, timeZoneSchema } from '../src/domain/schedules/schedule-timing.js';
import { updateSchedule, type ScheduleSettings } from '../src/domain/schedules/update-schedule.js';
import type { Context } from '../src/context.js';
import { ValidationError } from '../src/errors.js';
import { listableEntities, loadSchedule, loadScheduleEntity, scope } from '../src/policies/schedule.js';
import { builder } from './builder.js';
import { MonitorNode } from './monitor.js';
import { entityIdOf, NodeInterface, nodeType } from './node.js';
import { SavedQueryNode } from './query.js';
import { nodeQuery, offsetConnection, totalCountField } from './pagination.js';

const ScheduleType = builder.prismaObject('Schedule', {
  description: 'A recurring cron (6 fields, seconds first) in a time zone, attached to a monitor or a query.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    entityType: t.exposeString('entityType', { description: 'monitor | query' }),
    entityId: t.exposeInt('entityId'),
    userId: t.exposeInt('userId'),
    spec: t.field({ type: 'JSON', select: { cron: true }, resolve: (s) => ({ type: 'cron', cron: s.cron }) }),
    timezone: t.exposeString('timezone'),
    enabled: t.exposeBoolean('enabled'),
    nextRunAt: t.expose('nextRunAt', { type: 'DateTime', nullable: true }),
    lastRunAt: t.expose('lastRunAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const entityTypeSchema = z.enum(['monitor', 'query'], { message: 'must be "monitor" or "query"' });

export const ScheduleNode = nodeType(ScheduleType, 'Schedule', async (ctx, id) => {
  await loadSchedule(ctx, id);
  return db.schedule.findUnique({ where: { id } });
});

builder.queryFields((t) => ({
  schedules: t.connection(
    {
      type: ScheduleType,
      description: 'Schedules of one entity (entityType and entityId), or of the organization.',
      args: {
        entityType: t.arg.string({ required: false }).validate(entityTypeSchema.nullish()),
        entityId: t.arg.globalID({ for: [SavedQueryNode, MonitorNode], required: false }),
      },
      authScopes: { authenticated: true },
      resolve: async (_root, args, ctx, info) => {
        const viewer = ctx.viewer!;
        const entityType = args.entityType ?? undefined;
        if (args.entityId !== null && args.entityId !== undefined && !entityType)
          throw ValidationError.field('entityType', 'is required with entityId');
        let visible: { monitorIds: number[]; queryIds: number[] };
        if (entityType && args.entityId !== null && args.entityId !== undefined) {
          const entity = await loadScheduleEntity(ctx, entityType, entityIdOf(entityType, args.entityId));
          visible = entity.type === 'monitor' ? { monitorIds: [entity.id], queryIds: [] } : { monitorIds: [], queryIds: [entity.id] };
        } else visible = await listableEntities(viewer);
        const where = { ...scope(viewer, visible), ...(entityType ? { entityType } : {}) };
        return offsetConnection(
          args,
          () => db.schedule.count({ where }),
          ({ skip, take }) => db.schedule.findMany({ ...nodeQuery(ctx, info, 'Schedule'), where, skip, take, orderBy: { id: 'asc' } }),
        );
      },
    },
    totalCountField,
  ),
  schedule: t.prismaField({
    type: 'Schedule',
    args: { id: t.arg.globalID({ for: ScheduleNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await loadSchedule(ctx, id);
      return db.schedule.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

builder.mutationFields((t) => ({
  createSchedule: t.prismaField({
    type: 'Schedule',
    description: 'Needs the schedule permission. 422 for a cron without exactly 6 fields or an unknown time zone.',
    args: {
      entityType: t.arg.string({ required: true }).validate(entityTypeSchema),
      entityId: t.arg.globalID({ for: [SavedQueryNode, MonitorNode], required: true }),
      spec: t.arg({ type: 'JSON', required: true }).validate(cronSpecSchema),
      timezone: t.arg.string({ required: false }).validate(timeZoneSchema.nullish()),
      enabled: t.arg.boolean({ required: false }),
    },
    authScopes: { permission: 'schedule' },
    resolve: async (query, _root, args, ctx) => {
      const entityId = entityIdOf(args.entityType, args.entityId);
      await loadScheduleEntity(ctx, args.entityType, entityId);
      const created = await db.$transaction((tx) =>
        createSchedule(ctx, tx, {
          entityType: args.entityType,
          entityId,
          cron: args.spec.cron,
          timezone: args.timezone ?? 'UTC',
          enabled: args.enabled ?? true,
        }),
      );
      return db.schedule.findUniqueOrThrow({ ...query, where: { id: created.id } });
    },
  }),
  updateSchedule: t.prismaField({
    type: 'Schedule',
    description: 'Changes the cron, time zone or enabled flag; the next fire is planned again.',
    args: {
      id: t.arg.globalID({ for: ScheduleNode, required: true }),
      spec: t.arg({ type: 'JSON', required: false }).validate(cronSpecSchema.nullish()),
      timezone: t.arg.string({ required: false }).validate(timeZoneSchema.nullish()),
      enabled: t.arg.boolean({ required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, args, ctx) => {
      const existing = await loadSchedule(ctx, args.id.id, 'update');
      const { spec, timezone } = args;
      return setSchedule(
        ctx,
        existing.id,
        { cron: spec?.cron ?? existing.cron, timezone: timezone ?? existing.timezone, enabled: args.enabled ?? existing.enabled },
        query,
      );
    },
  }),
  enableSchedule: t.prismaField({
    type: 'Schedule',
    args: { id: t.arg.globalID({ for: ScheduleNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      const existing = await loadSchedule(ctx, id, 'update');
      return setSchedule(ctx, id, { cron: existing.cron, timezone: existing.timezone, enabled: true }, query);
    },
  }),
  disableSchedule: t.prismaField({
    type: 'Schedule',
    args: { id: t.arg.globalID({ for: ScheduleNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      const existing = await loadSchedule(ctx, id, 'update');
      return setSchedule(ctx, id, { cron: existing.cron, timezone: existing.timezone, enabled: false }, query);
    },
  }),
  deleteSchedule: t.boolean({
    args: { id: t.arg.globalID({ for: ScheduleNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      await loadSchedule(ctx, id, 'delete');
      await db.$transaction((tx) => deleteSchedule(tx, id));
      return true;
    },
  }),
}));

async function setSchedule(ctx: Context, id: number, settings: ScheduleSettings, query: object) {
  await db.$transaction((tx) => updateSchedule(ctx, tx, id, settings));
  return db.schedule.findUniqueOrThrow({ ...query, where: { id } });
}
