import { createHash } from 'node:crypto';
import type { Context } from '../../context.js';
import { db, type Prisma, type Tx } from '../../db.js';
import { DomainError, ValidationError } from '../../errors.js';
import { PERMISSION_KEYS } from '../../policies/permissions.js';
import { invalidateViewers } from '../../auth/viewer-cache.js';
import { validate } from '../../validation.js';
import { uniqueSlug } from '../dashboards/dashboard-slug.js';
import { publishDashboard } from '../dashboards/publish-dashboard.js';
import { kindOrFail } from '../data-sources/data-source-options.js';
import { destinationTypeOrFail, sealDestinationOptions } from '../destinations/destination-options.js';
import { createMonitor } from '../monitors/create-monitor.js';
import { monitorOptionsSchema } from '../monitors/monitor-condition.js';
import { monitorOptionsFromAlert } from '../monitors/redash-alert.js';
import { createQuery } from '../queries/create-query.js';
import { publishQuery } from '../queries/publish-query.js';
import { cronForRedashSchedule, redashScheduleSchema, setQuerySchedule } from '../queries/redash-schedule.js';
import { updateQuery } from '../queries/update-query.js';
import { SECRET_MASK, sealOptions } from '../secret-options.js';
import { canonicalEmail } from '../users/canonical-email.js';
import { createInvitation } from '../users/invite-user.js';
import { parseVisualization } from '../visualizations/visualization-options.js';
import { RedashSource, type Json } from './redash-source.js';

export type ImportKind = 'user' | 'group' | 'data_source' | 'destination' | 'query' | 'visualization' | 'dashboard' | 'alert' | 'favorite';

const KINDS: ImportKind[] = ['user', 'group', 'data_source', 'destination', 'query', 'visualization', 'dashboard', 'alert', 'favorite'];

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface Attention {
  kind: ImportKind;
  sourceId: string;
  name: string;
  reason: string;
}

export interface ImportReport {
  source: string;
  dryRun: boolean;
  counts: Record<ImportKind, ImportCounts>;
  attention: Attention[];
}

export interface ImportOptions {
  url: string;
  apiKey: string;
  dryRun?: boolean;
  /** One line per object kind as it is imported (the CLI prints them). */
  onProgress?: (line: string) => void;
}

/** Redash's data-source type codes that are Overlook connector kinds of the same name. */
const CONNECTOR_TYPES: Record<string, string> = {
  pg: 'pg',
  postgres: 'pg',
  redshift: 'pg',
  mysql: 'mysql',
  rds_mysql: 'mysql',
  sqlite: 'sqlite',
  duckdb: 'duckdb',
  results: 'results',
  clickhouse: 'clickhouse',
  prometheus: 'prometheus',
};

/** Redash destination types that Overlook has, by Redash's code. */
const DESTINATION_TYPES: Record<string, string> = {
  webhook: 'webhook',
  email: 'email',
  slack: 'slack',
  mattermost: 'mattermost',
  pagerduty: 'pagerduty',
  hangouts_chat: 'google_chat',
  microsoft_teams_webhook: 'microsoft_teams',
  discord: 'discord',
};

const digestOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A placeholder id for what a dry run would create (negative, so it never names a real row). */
let placeholder = 0;

/**
 * Moves a Redash organization (read through its REST API with an admin's key) into the viewer's
 * organization: users (invited, or disabled as they were), groups with members, roles and
 * connector access, data sources and destinations (without their secrets, which Redash never
 * answers: listed as needing attention), queries with parameters, tags, schedules and publish
 * state, their visualizations, dashboards with widgets and published state, alerts as monitors
 * with their subscriptions, and the key owner's favorites. Objects keep their original owners.
 *
 * Idempotent: `redash_import_map` keeps, per organization and source, which object each Redash
 * object became and a digest of what was imported; a second run updates what changed and creates
 * nothing twice. Each object is written with its mapping in one transaction, so a run that stops
 * halfway (the source fails) is finished by running it again. A dry run reads everything and
 * writes nothing. The caller has authorized the viewer as an admin of the organization.
 */
export async function importRedash(ctx: Context, options: ImportOptions): Promise<ImportReport> {
  const source = new RedashSource(options.url, options.apiKey);
  const run = new ImportRun(ctx, source, options.dryRun ?? false, options.onProgress ?? (() => undefined));
  await run.load();
  await run.users();
  await run.dataSources();
  await run.groups();
  await run.destinations();
  await run.queries();
  await run.dashboards();
  await run.alerts();
  await run.favorites();
  return run.report();
}

interface Mapped {
  targetId: number;
  digest: string;
}

class ImportRun {
  private readonly orgId: number;
  private readonly mapped = new Map<string, Mapped>();
  private readonly counts = Object.fromEntries(KINDS.map((k) => [k, { created: 0, updated: 0, unchanged: 0, skipped: 0 }])) as Record<
    ImportKind,
    ImportCounts
  >;
  private readonly attention: Attention[] = [];

  constructor(
    private readonly ctx: Context,
    private readonly source: RedashSource,
    private readonly dryRun: boolean,
    private readonly progress: (line: string) => void,
  ) {
    this.orgId = ctx.viewer!.org.id;
  }

  report(): ImportReport {
    return { source: this.source.origin, dryRun: this.dryRun, counts: this.counts, attention: this.attention };
  }

  async load() {
    const rows = await db.redashImportMapping.findMany({ where: { orgId: this.orgId, source: this.source.origin } });
    for (const row of rows) this.mapped.set(`${row.kind}:${row.sourceId}`, { targetId: row.targetId, digest: row.digest });
  }

  target(kind: ImportKind, sourceId: unknown): number | undefined {
    return this.mapped.get(`${kind}:${str(sourceId)}`)?.targetId;
  }

  note(kind: ImportKind, sourceId: unknown, name: unknown, reason: string) {
    this.attention.push({ kind, sourceId: str(sourceId), name: str(name), reason });
  }

  /** A context whose viewer is the mapped owner of a source object (the importing admin when unknown). */
  ownerCtx(sourceUser: unknown): Context {
    const id = typeof sourceUser === 'object' && sourceUser !== null ? (sourceUser as Json).id : sourceUser;
    const owner = this.target('user', id);
    if (owner === undefined || owner < 0) return this.ctx;
    return { ...this.ctx, viewer: { ...this.ctx.viewer!, id: owner } };
  }

  /**
   * One object: created when unmapped (or its target is gone), updated when its digest changed,
   * else left alone. The write and its mapping share a transaction. A refusal of the object itself
   * (validation, conflict) is reported and the run goes on; a failing source stops the run.
   */
  async step(
    kind: ImportKind,
    sourceId: unknown,
    name: unknown,
    payload: unknown,
    write: {
      exists: (targetId: number) => Promise<boolean>;
      create: (tx: Tx) => Promise<number>;
      update: (tx: Tx, targetId: number) => Promise<void>;
      after?: (targetId: number) => Promise<unknown>;
    },
  ): Promise<number | undefined> {
    const key = `${kind}:${str(sourceId)}`;
    const digest = digestOf(payload);
    const known = this.mapped.get(key);
    // A negative id is what this dry run would have created.
    const present = known !== undefined && (known.targetId < 0 || (await write.exists(known.targetId)));
    if (present && known.digest === digest) {
      this.counts[kind].unchanged += 1;
      return known.targetId;
    }
    if (this.dryRun) {
      this.counts[kind][present ? 'updated' : 'created'] += 1;
      const targetId = present ? known.targetId : (placeholder -= 1);
      this.mapped.set(key, { targetId, digest });
      return targetId;
    }
    try {
      const targetId = await db.$transaction(async (tx) => {
        let id: number;
        if (present) {
          id = known.targetId;
          await write.update(tx, id);
        } else {
          id = await write.create(tx);
        }
        await tx.redashImportMapping.upsert({
          where: { orgId_source_kind_sourceId: { orgId: this.orgId, source: this.source.origin, kind, sourceId: str(sourceId) } },
          create: { orgId: this.orgId, source: this.source.origin, kind, sourceId: str(sourceId), targetId: id, digest },
          update: { targetId: id, digest, updatedAt: this.ctx.clock.now() },
        });
        return id;
      });
      this.mapped.set(key, { targetId, digest });
      this.counts[kind][present ? 'updated' : 'created'] += 1;
      if (write.after) await write.after(targetId);
      return targetId;
    } catch (error) {
      if (!(error instanceof DomainError) || error.code === 'redash_source_failed') throw error;
      this.counts[kind].skipped += 1;
      this.note(kind, sourceId, name, error.message);
      return undefined;
    }
  }

  private done(kind: ImportKind, total: number) {
    const c = this.counts[kind];
    this.progress(
      `${kind}: ${total} read, ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.skipped} need attention`,
    );
  }

  async users() {
    const enabled = await this.source.all('/api/users');
    const disabled = await this.source.all('/api/users?disabled=True');
    const seen = new Set<string>();
    for (const user of [...enabled, ...disabled]) {
      const sourceId = str(user.id);
      if (seen.has(sourceId)) continue;
      seen.add(sourceId);
      const email = canonicalEmail(str(user.email));
      const isDisabled = user.is_disabled === true || disabled.includes(user);
      const payload = { name: user.name, email, disabled: isDisabled };
      await this.step('user', sourceId, email, payload, {
        exists: async (id) => (await db.user.count({ where: { id, orgId: this.orgId } })) > 0,
        create: async (tx) => {
          // Someone already here with that address (the importing admin, a person invited before) is that user;
          // anyone else is invited like any new member (kept disabled, without the e-mail, as in Redash).
          const existing = await tx.user.findUnique({ where: { orgId_email: { orgId: this.orgId, email } } });
          if (existing) return existing.id;
          const { user: invited } = await createInvitation(this.ctx, tx, {
            name: str(user.name) || email,
            email,
            groupIds: [],
            sendEmail: !isDisabled,
          });
          if (isDisabled) await tx.user.update({ where: { id: invited.id }, data: { disabledAt: this.ctx.clock.now() } });
          return invited.id;
        },
        update: async (tx, id) => {
          await tx.user.update({
            where: { id },
            data: { name: str(user.name) || undefined, disabledAt: isDisabled ? this.ctx.clock.now() : null },
          });
        },
      });
    }
    this.done('user', seen.size);
  }

  async dataSources() {
    const list = await this.source.all('/api/data_sources');
    for (const row of list) {
      const full = await this.source.get(`/api/data_sources/${str(row.id)}`);
      const type = CONNECTOR_TYPES[str(full.type)];
      if (!type) {
        this.counts.data_source.skipped += 1;
        this.note(
          'data_source',
          full.id,
          full.name,
          `Redash type "${str(full.type)}" has no Overlook connector; its queries are not imported`,
        );
        continue;
      }
      const sourceOptions = (full.options as Json | undefined) ?? {};
      const secrets = Object.entries(sourceOptions)
        .filter(([, value]) => value === SECRET_MASK)
        .map(([key]) => key);
      const options = Object.fromEntries(Object.entries(sourceOptions).filter(([, value]) => value !== SECRET_MASK));
      const payload = { name: full.name, type, options };
      const id = await this.step('data_source', full.id, full.name, payload, {
        exists: async (targetId) => (await db.dataSource.count({ where: { id: targetId, orgId: this.orgId } })) > 0,
        create: async (tx) => {
          const stored = sealOptions(this.ctx, kindOrFail(type), options);
          const created = await tx.dataSource.create({
            data: {
              orgId: this.orgId,
              name: str(full.name),
              type,
              options: stored.options as Prisma.InputJsonValue,
              secretOptionsEncrypted: stored.secretOptionsEncrypted,
            },
          });
          return created.id;
        },
        update: async (tx, targetId) => {
          const current = await tx.dataSource.findUniqueOrThrow({ where: { id: targetId } });
          const stored = sealOptions(
            this.ctx,
            kindOrFail(type),
            { ...options, ...Object.fromEntries(secrets.map((s) => [s, SECRET_MASK])) },
            {
              options: current.options as Record<string, unknown>,
              secretOptionsEncrypted: current.secretOptionsEncrypted,
            },
          );
          await tx.dataSource.update({
            where: { id: targetId },
            data: {
              name: str(full.name),
              options: stored.options as Prisma.InputJsonValue,
              secretOptionsEncrypted: stored.secretOptionsEncrypted,
            },
          });
        },
      });
      if (id !== undefined && secrets.length) {
        this.note('data_source', full.id, full.name, `needs its secrets (${secrets.join(', ')}): Redash never answers them`);
      }
    }
    this.done('data_source', list.length);
  }

  async groups() {
    const list = await this.source.get<Json[]>('/api/groups');
    for (const group of list) {
      const members = await this.source.get<Json[]>(`/api/groups/${str(group.id)}/members`);
      const sources = await this.source.get<Json[]>(`/api/groups/${str(group.id)}/data_sources`).catch(() => [] as Json[]);
      const builtin = group.type === 'builtin' || group.name === 'admin' || group.name === 'default';
      const memberIds = members.map((m) => this.target('user', m.id)).filter((id): id is number => id !== undefined && id >= 0);
      const access = sources
        .map((s) => ({ id: this.target('data_source', s.id), viewOnly: s.view_only === true }))
        .filter((a): a is { id: number; viewOnly: boolean } => a.id !== undefined && a.id >= 0);
      const permissions = ((group.permissions as string[] | undefined) ?? []).filter((p) =>
        (PERMISSION_KEYS as readonly string[]).includes(p),
      );
      const payload = { name: group.name, builtin, members: memberIds, access, permissions };
      await this.step('group', group.id, group.name, payload, {
        exists: async (id) => (await db.group.count({ where: { id, orgId: this.orgId } })) > 0,
        create: async (tx) => {
          const existing = await tx.group.findFirst({
            where: {
              orgId: this.orgId,
              ...(builtin ? { type: str(group.name) === 'admin' ? 'admin' : 'default' } : { name: str(group.name) }),
            },
          });
          const id = existing?.id ?? (await tx.group.create({ data: { orgId: this.orgId, name: str(group.name) } })).id;
          await this.syncGroup(tx, id, builtin, memberIds, access, permissions, str(group.name));
          return id;
        },
        update: async (tx, id) => {
          if (!builtin) await tx.group.update({ where: { id }, data: { name: str(group.name) } });
          await this.syncGroup(tx, id, builtin, memberIds, access, permissions, str(group.name));
        },
        after: async () => invalidateViewers(db, { orgId: this.orgId }),
      });
    }
    this.done('group', list.length);
  }

  /**
   * Members and connector access as in Redash. A Redash group reaches only its data sources, so an
   * imported regular group is restricted to them; Overlook's built-in groups keep their reach.
   * Redash's group permissions become a role of the group.
   */
  private async syncGroup(
    tx: Tx,
    id: number,
    builtin: boolean,
    members: number[],
    access: { id: number; viewOnly: boolean }[],
    permissions: string[],
    name: string,
  ) {
    for (const userId of members) {
      await tx.groupMember.upsert({ where: { groupId_userId: { groupId: id, userId } }, create: { groupId: id, userId }, update: {} });
    }
    if (builtin) return;
    await tx.group.update({ where: { id }, data: { restricted: true } });
    for (const a of access) {
      await tx.groupDataSource.upsert({
        where: { groupId_dataSourceId: { groupId: id, dataSourceId: a.id } },
        create: { groupId: id, dataSourceId: a.id, viewOnly: a.viewOnly },
        update: { viewOnly: a.viewOnly },
      });
    }
    if (!permissions.length) return;
    const roleName = `redash: ${name}`.slice(0, 255);
    const role =
      (await tx.role.findFirst({ where: { orgId: this.orgId, name: roleName } })) ??
      (await tx.role.create({ data: { orgId: this.orgId, name: roleName, permissions } }));
    await tx.role.update({ where: { id: role.id }, data: { permissions } });
    await tx.groupRole.upsert({
      where: { groupId_roleId: { groupId: id, roleId: role.id } },
      create: { groupId: id, roleId: role.id },
      update: {},
    });
  }

  async destinations() {
    const list = await this.source.get<Json[]>('/api/destinations');
    for (const row of list) {
      const full = await this.source.get(`/api/destinations/${str(row.id)}`);
      const type = DESTINATION_TYPES[str(full.type)];
      if (!type) {
        this.counts.destination.skipped += 1;
        this.note('destination', full.id, full.name, `Redash destination type "${str(full.type)}" has no Overlook equivalent`);
        continue;
      }
      const sourceOptions = (full.options as Json | undefined) ?? {};
      const secrets = Object.entries(sourceOptions)
        .filter(([, value]) => value === SECRET_MASK)
        .map(([key]) => key);
      const options = Object.fromEntries(Object.entries(sourceOptions).filter(([, value]) => value !== SECRET_MASK));
      const id = await this.step(
        'destination',
        full.id,
        full.name,
        { name: full.name, type, options },
        {
          exists: async (targetId) => (await db.destination.count({ where: { id: targetId, orgId: this.orgId } })) > 0,
          create: async (tx) => {
            const stored = sealDestinationOptions(this.ctx, destinationTypeOrFail(type), options);
            const created = await tx.destination.create({
              data: {
                orgId: this.orgId,
                name: str(full.name),
                type,
                options: stored.options as Prisma.InputJsonValue,
                secretOptionsEncrypted: stored.secretOptionsEncrypted,
              },
            });
            return created.id;
          },
          update: async (tx, targetId) => {
            await tx.destination.update({ where: { id: targetId }, data: { name: str(full.name) } });
          },
        },
      );
      if (id !== undefined && secrets.length) {
        this.note('destination', full.id, full.name, `needs its secrets (${secrets.join(', ')}): Redash never answers them`);
      }
    }
    this.done('destination', list.length);
  }

  async queries() {
    const list = await this.source.all('/api/queries');
    for (const row of list) {
      const full = await this.source.get(`/api/queries/${str(row.id)}`);
      const dataSourceId = this.target('data_source', full.data_source_id);
      if (dataSourceId === undefined) {
        this.counts.query.skipped += 1;
        this.note('query', full.id, full.name, 'its data source was not imported');
        continue;
      }
      const schedule = full.schedule ? validate(redashScheduleSchema, full.schedule) : null;
      const options = ((full.options as Json | undefined) ?? {}) as Record<string, unknown>;
      const payload = {
        name: full.name,
        description: full.description,
        query: full.query,
        options,
        tags: full.tags,
        dataSourceId,
        isDraft: full.is_draft,
        schedule,
        user: (full.user as Json | undefined)?.id,
      };
      const owner = this.ownerCtx(full.user ?? full.user_id);
      const fields = {
        name: str(full.name),
        query: str(full.query) || 'SELECT 1',
        description: full.description === null || full.description === undefined ? null : str(full.description),
        options,
      };
      const queryId = await this.step('query', full.id, full.name, payload, {
        exists: async (id) => (await db.query.count({ where: { id, orgId: this.orgId } })) > 0,
        create: async (tx) => {
          const created = await createQuery(owner, tx, { dataSourceId, ...fields }, { withTable: false });
          await this.finishQuery(owner, tx, created.id, full, schedule);
          return created.id;
        },
        update: async (tx, id) => {
          await updateQuery(owner, tx, id, { ...fields, dataSourceId });
          await this.finishQuery(owner, tx, id, full, schedule);
        },
      });
      if (queryId === undefined) continue;
      for (const visualization of (full.visualizations as Json[] | undefined) ?? []) {
        await this.visualization(queryId, visualization);
      }
    }
    this.done('query', list.length);
    this.done('visualization', this.counts.visualization.created + this.counts.visualization.updated + this.counts.visualization.unchanged);
  }

  private async finishQuery(
    owner: Context,
    tx: Tx,
    id: number,
    full: Json,
    schedule: { interval: number | null; time?: string | null; day_of_week?: string | null } | null,
  ) {
    await tx.query.update({
      where: { id },
      data: { tags: ((full.tags as string[] | undefined) ?? []).map(String), isArchived: full.is_archived === true },
    });
    await setQuerySchedule(owner, tx, id, schedule ? cronForRedashSchedule(schedule) : null);
    if (full.is_draft === false) {
      const current = await tx.query.findUniqueOrThrow({ where: { id } });
      if (current.publishedVersion !== current.workingVersion) await publishQuery(owner, tx, id, current.workingVersion);
    }
  }

  private async visualization(queryId: number, v: Json) {
    const payload = { queryId, type: v.type, name: v.name, description: v.description, options: v.options };
    await this.step('visualization', v.id, v.name, payload, {
      exists: async (id) => (await db.visualization.count({ where: { id, queryId: queryId < 0 ? undefined : queryId } })) > 0,
      create: async (tx) => {
        const parsed = parseVisualization(str(v.type), v.options ?? {});
        const created = await tx.visualization.create({
          data: {
            queryId,
            type: parsed.type,
            name: str(v.name) || parsed.type,
            description: v.description ? str(v.description) : null,
            options: parsed.options as Prisma.InputJsonValue,
          },
        });
        return created.id;
      },
      update: async (tx, id) => {
        const parsed = parseVisualization(str(v.type), v.options ?? {});
        await tx.visualization.update({
          where: { id },
          data: {
            type: parsed.type,
            name: str(v.name) || parsed.type,
            description: v.description ? str(v.description) : null,
            options: parsed.options as Prisma.InputJsonValue,
          },
        });
      },
    });
  }

  async dashboards() {
    const list = await this.source.all('/api/dashboards');
    for (const row of list) {
      // Redash 10 and later address a dashboard by id, older ones by slug (Overlook takes both).
      const byId = row.id !== undefined ? await this.source.find(`/api/dashboards/${str(row.id)}`) : undefined;
      const full: Json = byId ?? (await this.source.get(`/api/dashboards/${encodeURIComponent(str(row.slug))}`));
      const all = (full.widgets as Json[] | undefined) ?? [];
      // A widget whose query the key's owner may not see comes without its visualization (`restricted`).
      for (const w of all.filter((w) => w.restricted === true)) {
        this.note('dashboard', full.id, full.name, `widget ${str(w.id)} is restricted for the key's owner in Redash and was left out`);
      }
      const widgets = all
        .filter((w) => w.restricted !== true)
        .map((w) => {
          const visualization = w.visualization as Json | undefined;
          return {
            sourceId: w.id,
            visualizationId: visualization ? this.target('visualization', visualization.id) : undefined,
            sourceVisualizationId: visualization?.id,
            text: visualization ? null : str(w.text),
            width: typeof w.width === 'number' ? w.width : 1,
            options: (w.options as Json | undefined) ?? {},
          };
        });
      for (const w of widgets) {
        if (w.sourceVisualizationId !== undefined && w.visualizationId === undefined) {
          this.note(
            'dashboard',
            full.id,
            full.name,
            `widget ${str(w.sourceId)} shows visualization ${str(w.sourceVisualizationId)}, which was not imported`,
          );
        }
      }
      const kept = widgets.filter((w) => w.sourceVisualizationId === undefined || w.visualizationId !== undefined);
      const payload = {
        name: full.name,
        tags: full.tags,
        isDraft: full.is_draft,
        widgets: kept,
        user: (full.user as Json | undefined)?.id ?? full.user_id,
      };
      const owner = this.ownerCtx(full.user ?? full.user_id);
      await this.step('dashboard', full.id, full.name, payload, {
        exists: async (id) => (await db.dashboard.count({ where: { id, orgId: this.orgId } })) > 0,
        create: async (tx) => {
          const slug = await uniqueSlug(tx, this.orgId, str(full.name));
          const created = await tx.dashboard.create({
            data: {
              orgId: this.orgId,
              userId: owner.viewer!.id,
              name: str(full.name),
              slug,
              tags: ((full.tags as string[] | undefined) ?? []).map(String),
            },
          });
          await this.writeWidgets(tx, created.id, kept);
          return created.id;
        },
        update: async (tx, id) => {
          await tx.dashboard.update({
            where: { id },
            data: { name: str(full.name), tags: ((full.tags as string[] | undefined) ?? []).map(String), version: { increment: 1 } },
          });
          await tx.widget.deleteMany({ where: { dashboardId: id } });
          await this.writeWidgets(tx, id, kept);
        },
        after: async (id) => {
          if (full.is_draft === false) await publishDashboard(owner, id);
        },
      });
    }
    this.done('dashboard', list.length);
  }

  private async writeWidgets(
    tx: Tx,
    dashboardId: number,
    widgets: { visualizationId?: number; text: string | null; width: number; options: Json }[],
  ) {
    for (const w of widgets) {
      await tx.widget.create({
        data: {
          dashboardId,
          visualizationId: w.visualizationId ?? null,
          text: w.visualizationId === undefined ? w.text : null,
          width: w.width,
          options: w.options as Prisma.InputJsonValue,
        },
      });
    }
  }

  async alerts() {
    const list = await this.source.get<Json[]>('/api/alerts');
    for (const row of list) {
      const full = await this.source.get(`/api/alerts/${str(row.id)}`);
      const query = full.query as Json | undefined;
      const queryId = this.target('query', query?.id ?? full.query_id);
      if (queryId === undefined) {
        this.counts.alert.skipped += 1;
        this.note('alert', full.id, full.name, 'its query was not imported');
        continue;
      }
      const subscriptions = await this.source.get<Json[]>(`/api/alerts/${str(full.id)}/subscriptions`).catch(() => [] as Json[]);
      const destinationIds: number[] = [];
      for (const s of subscriptions) {
        const destination = s.destination as Json | undefined;
        const id = destination ? this.target('destination', destination.id) : undefined;
        if (id !== undefined) destinationIds.push(id);
        else
          this.note(
            'alert',
            full.id,
            full.name,
            `subscription ${str(s.id)} has no imported destination (Redash's per-user e-mail subscriptions have none)`,
          );
      }
      const { options, muted } = monitorOptionsFromAlert(full.options);
      const payload = {
        name: full.name,
        queryId,
        options,
        muted,
        rearm: full.rearm,
        destinationIds,
        user: (full.user as Json | undefined)?.id,
      };
      const owner = this.ownerCtx(full.user ?? full.user_id);
      await this.step('alert', full.id, full.name, payload, {
        exists: async (id) => (await db.monitor.count({ where: { id, orgId: this.orgId } })) > 0,
        create: async (tx) => {
          const checked = validate(monitorOptionsSchema, options);
          const rearm = typeof full.rearm === 'number' && full.rearm > 0 ? full.rearm : null;
          const created = await createMonitor(owner, tx, {
            queryId,
            name: str(full.name),
            options: checked,
            rearm,
            notifyOnRecovery: false,
          });
          await this.finishMonitor(tx, created.id, muted, destinationIds);
          return created.id;
        },
        update: async (tx, id) => {
          const checked = validate(monitorOptionsSchema, options);
          const rearm = typeof full.rearm === 'number' && full.rearm > 0 ? full.rearm : null;
          await tx.monitor.update({
            where: { id },
            data: { name: str(full.name), options: checked as Prisma.InputJsonValue, rearm, queryId },
          });
          await this.finishMonitor(tx, id, muted, destinationIds);
        },
      });
    }
    this.done('alert', list.length);
  }

  private async finishMonitor(tx: Tx, id: number, muted: boolean | undefined, destinationIds: number[]) {
    if (muted !== undefined) await tx.monitor.update({ where: { id }, data: { muted } });
    for (const destinationId of destinationIds) {
      await tx.subscription.upsert({
        where: { monitorId_destinationId: { monitorId: id, destinationId } },
        create: { monitorId: id, destinationId },
        update: {},
      });
    }
  }

  /** Redash answers only the key owner's favorites: those become the mapped user's. */
  async favorites() {
    const session = await this.source.get<Json>('/api/session').catch(() => ({}) as Json);
    const me = (session.user as Json | undefined)?.id;
    const userId = this.target('user', me);
    let read = 0;
    for (const [objectType, path, kind] of [
      ['query', '/api/queries/favorites', 'query'],
      ['dashboard', '/api/dashboards/favorites', 'dashboard'],
    ] as const) {
      const rows = await this.source.all(path).catch(() => [] as Json[]);
      read += rows.length;
      for (const row of rows) {
        const objectId = this.target(kind, row.id);
        if (objectId === undefined || userId === undefined) {
          this.counts.favorite.skipped += 1;
          continue;
        }
        await this.step(
          'favorite',
          `${objectType}:${str(row.id)}`,
          row.name,
          { userId, objectId },
          {
            exists: async (id) => (await db.favorite.count({ where: { id } })) > 0,
            create: async (tx) => {
              const favorite = await tx.favorite.upsert({
                where: { userId_objectType_objectId: { userId, objectType, objectId } },
                create: { orgId: this.orgId, userId, objectType, objectId },
                update: {},
              });
              return favorite.id;
            },
            update: async () => undefined,
          },
        );
      }
    }
    if (read > 0 && userId === undefined) this.note('favorite', '', '', 'the key owner was not imported, so their favorites were not');
    this.done('favorite', read);
  }
}

/** The report's problems as one ValidationError-shaped list (for callers that want to refuse on any). */
export function attentionErrors(report: ImportReport): ValidationError | null {
  if (!report.attention.length) return null;
  return ValidationError.of(report.attention.map((a) => ({ path: `${a.kind}.${a.sourceId}`, message: a.reason })));
}
