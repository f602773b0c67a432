import { z } from 'zod';
import type { Viewer } from '../src/auth/viewer.js';
import { db } from '../src/db.js';
import { planNextFire, unplan } from '../src/domain/schedules/plan-next-fire.js';
import { cronSpecSchema, timeZoneSchema } from '../src/domain/schedules/schedule-timing.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../src/errors.js';
import { canWatchQuery } from '../src/policies/monitor.js';
import { hasPermission } from '../src/policies/viewer.js';
import { validate } from '../src/validation.js';
import { builder } from './builder.js';
import { findVisibleMonitor } from './monitor.js';
import { nodeQuery, offsetConnection, totalCountField } from './pagination.js';

const ScheduleType = builder.prismaObject('Schedule', {
  description: 'A recurring cron (6 fields, seconds first) in a time zone, attached to a monitor or a query.',
  fields: (t) => ({
    id: t.exposeInt('id'),
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

/** The scheduled entity must be one the viewer sees: a visible monitor, or a query it may watch. */
async function assertVisibleEntity(viewer: Viewer, entityType: 'monitor' | 'query', entityId: number): Promise<void> {
  if (entityType === 'monitor') {
    await findVisibleMonitor(viewer, entityId);
    return;
  }
  const query = await db.query.findUnique({ where: { id: entityId } });
  if (!query || !canWatchQuery(viewer, query)) throw new NotFoundError('Query');
}

async function findVisibleSchedule(viewer: Viewer, id: number) {
  const schedule = await db.schedule.findFirst({ where: { id, orgId: viewer.org.id } });
  if (!schedule) throw new NotFoundError('Schedule');
  await assertVisibleEntity(viewer, schedule.entityType as 'monitor' | 'query', schedule.entityId).catch(() => {
    throw new NotFoundError('Schedule');
  });
  return schedule;
}

async function findManagedSchedule(viewer: Viewer, id: number) {
  const schedule = await findVisibleSchedule(viewer, id);
  if (!hasPermission(viewer, 'schedule')) throw new ForbiddenError('Changing a schedule needs the schedule permission.');
  return schedule;
}

builder.queryFields((t) => ({
  schedules: t.connection(
    {
      type: ScheduleType,
      description: 'Schedules of one entity (entityType and entityId), or of the organization.',
      args: { entityType: t.arg.string({ required: false }), entityId: t.arg.int({ required: false }) },
      authScopes: { authenticated: true },
      resolve: async (_root, args, ctx, info) => {
        const viewer = ctx.viewer!;
        const entityType = args.entityType ? validate(entityTypeSchema, args.entityType) : undefined;
        if (args.entityId !== null && args.entityId !== undefined && !entityType) throw ValidationError.field('entity_type', 'is required with entity_id');
        if (entityType && args.entityId !== null && args.entityId !== undefined) await assertVisibleEntity(viewer, entityType, args.entityId);
        const where = { orgId: viewer.org.id, ...(entityType ? { entityType } : {}), ...(args.entityId ? { entityId: args.entityId } : {}) };
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
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id }, ctx) => {
      await findVisibleSchedule(ctx.viewer!, id);
      return db.schedule.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

builder.mutationFields((t) => ({
  createSchedule: t.prismaField({
    type: 'Schedule',
    description: 'Needs the schedule permission. 422 for a cron without exactly 6 fields or an unknown time zone.',
    args: {
      entityType: t.arg.string({ required: false }),
      entityId: t.arg.int({ required: false }),
      spec: t.arg({ type: 'JSON', required: false }),
      timezone: t.arg.string({ required: false }),
      enabled: t.arg.boolean({ required: false }),
    },
    authScopes: { permission: 'schedule' },
    resolve: async (query, _root, args, ctx) => {
      const viewer = ctx.viewer!;
      const input = validate(
        z.object({
          entity_type: entityTypeSchema,
          entity_id: z.number({ message: 'is required' }).int(),
          spec: cronSpecSchema,
          timezone: timeZoneSchema.default('UTC'),
        }),
        { entity_type: args.entityType ?? undefined, entity_id: args.entityId ?? undefined, spec: args.spec ?? undefined, timezone: args.timezone ?? undefined },
      );
      await assertVisibleEntity(viewer, input.entity_type, input.entity_id);
      const enabled = args.enabled ?? true;
      const created = await db.$transaction(async (tx) => {
        const schedule = await tx.schedule.create({
          data: { orgId: viewer.org.id, userId: viewer.id, entityType: input.entity_type, entityId: input.entity_id, cron: input.spec.cron, timezone: input.timezone, enabled },
        });
        if (enabled) await planNextFire(tx, schedule, ctx.clock.now());
        return schedule;
      });
      return db.schedule.findUniqueOrThrow({ ...query, where: { id: created.id } });
    },
  }),
  updateSchedule: t.prismaField({
    type: 'Schedule',
    description: 'Changes the cron, time zone or enabled flag; the next fire is planned again.',
    args: { id: t.arg.int({ required: true }), spec: t.arg({ type: 'JSON', required: false }), timezone: t.arg.string({ required: false }), enabled: t.arg.boolean({ required: false }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, args, ctx) => {
      const existing = await findManagedSchedule(ctx.viewer!, args.id);
      const spec = args.spec === null || args.spec === undefined ? undefined : validate(z.object({ spec: cronSpecSchema }), { spec: args.spec }).spec;
      const timezone = args.timezone === null || args.timezone === undefined ? undefined : validate(z.object({ timezone: timeZoneSchema }), { timezone: args.timezone }).timezone;
      return setSchedule(existing.id, { cron: spec?.cron ?? existing.cron, timezone: timezone ?? existing.timezone, enabled: args.enabled ?? existing.enabled }, ctx.clock.now(), query);
    },
  }),
  enableSchedule: t.prismaField({
    type: 'Schedule',
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id }, ctx) => {
      const existing = await findManagedSchedule(ctx.viewer!, id);
      return setSchedule(id, { cron: existing.cron, timezone: existing.timezone, enabled: true }, ctx.clock.now(), query);
    },
  }),
  disableSchedule: t.prismaField({
    type: 'Schedule',
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id }, ctx) => {
      const existing = await findManagedSchedule(ctx.viewer!, id);
      return setSchedule(id, { cron: existing.cron, timezone: existing.timezone, enabled: false }, ctx.clock.now(), query);
    },
  }),
  deleteSchedule: t.boolean({
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id }, ctx) => {
      await findManagedSchedule(ctx.viewer!, id);
      await db.$transaction(async (tx) => {
        await unplan(tx, id);
        await tx.schedule.delete({ where: { id } });
      });
      return true;
    },
  }),
}));

async function setSchedule(id: number, data: { cron: string; timezone: string; enabled: boolean }, now: Date, query: object) {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM schedules WHERE id = ${id} FOR UPDATE`;
    const schedule = await tx.schedule.update({ where: { id }, data });
    if (schedule.enabled) await planNextFire(tx, schedule, now);
    else {
      await unplan(tx, id);
      await tx.schedule.update({ where: { id }, data: { nextRunAt: null } });
    }
  });
  return db.schedule.findUniqueOrThrow({ ...query, where: { id } });
}
