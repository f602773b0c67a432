import { env } from './env.js';
import { logger } from './logger.js';
import { openAndMigrate, startService, type Role } from './service.js';

/**
 * What each `overlook` command does, once src/cli.ts has checked its arguments. Loaded after the
 * arguments are known, so that usage errors never depend on the configuration. What only one
 * command needs is imported inside it, so that `start` loads none of it.
 */

/**
 * Runs a service role until SIGTERM or SIGINT. The first signal starts an orderly stop (HTTP,
 * worker, database, embedded PostgreSQL); later ones change nothing (a terminal's Ctrl-C reaches
 * npm and this process both). After SHUTDOWN_GRACE_MS the process exits anyway with status 1, and
 * the embedded PostgreSQL is still told to shut down (database.ts's exit hook).
 */
export async function runService(role: Role): Promise<void> {
  // Handlers are in place before the first await, so no signal meets the default (instant) exit.
  const starting = startService(role);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs: env.SHUTDOWN_GRACE_MS }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ graceMs: env.SHUTDOWN_GRACE_MS }, 'the orderly stop took longer than SHUTDOWN_GRACE_MS; exiting now');
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS);
    force.unref();
    // A signal during the start stops the service once it is up (a failed start exits on its own).
    starting
      .then((service) => service.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await starting;
}

export async function migrate(): Promise<void> {
  const database = await openAndMigrate();
  const { disconnectDb } = await import('./db.js');
  await disconnectDb();
  await database.close();
}

export interface BootstrapInput {
  org: string;
  email: string;
  password: string;
  name?: string;
}

/** Creates an organization and its admin, or (same e-mail again) regenerates the admin's key. */
export async function bootstrap(input: BootstrapInput): Promise<void> {
  const database = await openAndMigrate();
  const { db, disconnectDb } = await import('./db.js');
  try {
    const { invalidateViewers } = await import('./auth/viewer-cache.js');
    const { createOrganization, newApiKey } = await import('./domain/organizations/create-organization.js');
    const { canonicalEmail } = await import('./domain/users/canonical-email.js');
    const email = canonicalEmail(input.email);
    const existing = await db.user.findFirst({ where: { email, org: { name: input.org } }, include: { org: true } });
    if (existing) {
      const key = newApiKey();
      // The operator vouches for the address, as on the first run.
      await db.user.update({
        where: { id: existing.id },
        data: { apiKeyHash: key.hash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() },
      });
      // Running services may hold the old key's viewer in their caches.
      await invalidateViewers(db, { userId: existing.id });
      print(existing.org, existing, key.key);
    } else {
      const created = await db.$transaction((tx) =>
        createOrganization(tx, {
          name: input.org,
          adminName: input.name ?? email.split('@')[0],
          adminEmail: email,
          password: input.password,
          emailVerified: true,
        }),
      );
      print(created.org, created.user, created.apiKey);
    }
  } finally {
    await disconnectDb();
    await database.close();
  }
}

function print(org: { id: number; name: string; slug: string }, user: { id: number; name: string; email: string }, apiKey: string) {
  process.stdout.write(
    `${JSON.stringify({ organization: { id: org.id, name: org.name, slug: org.slug }, user: { id: user.id, name: user.name, email: user.email }, api_key: apiKey })}\n`,
  );
}

/** Prints the latest e-mails kept in the outbox (SMTP_URL unset). */
export async function outbox(limit: number): Promise<void> {
  const database = await openAndMigrate();
  const { db, disconnectDb } = await import('./db.js');
  try {
    const mails = await db.mailOutbox.findMany({ orderBy: { id: 'desc' }, take: limit });
    for (const mail of mails) process.stdout.write(`--- #${mail.id} ${mail.status} to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
  } finally {
    await disconnectDb();
    await database.close();
  }
}

export interface ImportRedashInput {
  url: string;
  apiKey: string;
  org: string;
  dryRun: boolean;
  json: boolean;
}

/**
 * Imports a Redash organization into the Overlook organization `org` (its slug or name), acting as
 * that organization's first admin. Progress goes to stderr; the summary (or, with --json, the
 * report) to stdout.
 */
export async function importRedashCommand(input: ImportRedashInput): Promise<void> {
  const database = await openAndMigrate();
  const { db, disconnectDb } = await import('./db.js');
  try {
    const { viewerById } = await import('./auth/viewer.js');
    const { createSystemContext } = await import('./context.js');
    const { importRedash } = await import('./domain/redash-import/import-redash.js');
    const org = await db.organization.findFirst({ where: { OR: [{ slug: input.org }, { name: input.org }] } });
    if (!org) throw new Error(`no organization with the slug or name ${JSON.stringify(input.org)}`);
    const admin = await db.user.findFirst({
      where: { orgId: org.id, disabledAt: null, acceptedAt: { not: null }, memberships: { some: { group: { type: 'admin' } } } },
      orderBy: { id: 'asc' },
    });
    const viewer = admin && (await viewerById(admin.id));
    if (!viewer) throw new Error(`organization ${org.slug} has no enabled admin to import as`);
    const report = await importRedash(createSystemContext(viewer), {
      url: input.url,
      apiKey: input.apiKey,
      dryRun: input.dryRun,
      onProgress: (line) => process.stderr.write(`${line}\n`),
    });
    if (input.json) {
      process.stdout.write(`${JSON.stringify(report)}\n`);
      return;
    }
    const lines = [`${report.dryRun ? 'Dry run: nothing was written. ' : ''}Imported ${report.source} into ${org.slug}:`];
    for (const [kind, c] of Object.entries(report.counts)) {
      lines.push(`  ${kind.padEnd(14)} ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.skipped} skipped`);
    }
    lines.push(report.attention.length ? `Needs attention (${report.attention.length}):` : 'Nothing needs attention.');
    for (const a of report.attention) lines.push(`  - ${a.kind} ${a.sourceId} ${a.name ? `"${a.name}" ` : ''}${a.reason}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await disconnectDb();
    await database.close();
  }
}
