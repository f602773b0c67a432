import { parseArgs } from 'node:util';
import { db, disconnectDb } from './db.js';
import { createOrganization, newApiKey } from './domain/organizations/create-organization.js';
import { logger } from './logger.js';
import { openAndMigrate, startService, type Role } from './service.js';

const USAGE = `usage: overlook <command>

  start                 HTTP + worker + scheduler (the default)
  serve                 HTTP only
  worker                jobs and scheduler only
  migrate               apply pending migrations and exit
  bootstrap --org NAME --email E --password P [--name N]
                        create an organization and its admin; prints {organization, user, api_key}.
                        Again for the same e-mail: creates nothing, prints a regenerated key.
  outbox [--limit N]    print the latest kept e-mails (when SMTP_URL is unset)`;

async function run(role: Role): Promise<void> {
  const service = await startService(role);
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    service.stop().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

async function bootstrap(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { org: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
  if (!values.org || !values.email || !values.password) throw new Error('bootstrap needs --org, --email and --password');
  const database = await openAndMigrate();
  try {
    const email = values.email.toLowerCase();
    const existing = await db.user.findFirst({ where: { email, org: { name: values.org } }, include: { org: true } });
    if (existing) {
      const key = newApiKey();
      // The operator vouches for the address, as on the first run.
      await db.user.update({ where: { id: existing.id }, data: { apiKeyHash: key.hash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() } });
      print(existing.org, existing, key.key);
    } else {
      const created = await db.$transaction((tx) =>
        createOrganization(tx, { name: values.org!, adminName: values.name ?? email.split('@')[0], adminEmail: email, password: values.password!, emailVerified: true }),
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

async function outbox(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { limit: { type: 'string', default: '10' } } });
  const database = await openAndMigrate();
  try {
    const mails = await db.mailOutbox.findMany({ orderBy: { id: 'desc' }, take: Number(values.limit) || 10 });
    for (const mail of mails) process.stdout.write(`--- #${mail.id} ${mail.status} to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
  } finally {
    await disconnectDb();
    await database.close();
  }
}

async function main(): Promise<void> {
  const [command = 'start', ...rest] = process.argv.slice(2);
  switch (command) {
    case 'start':
    case 'serve':
    case 'worker':
      return run(command);
    case 'migrate': {
      const database = await openAndMigrate();
      await disconnectDb();
      await database.close();
      return;
    }
    case 'bootstrap':
      return bootstrap(rest);
    case 'outbox':
      return outbox(rest);
    default:
      process.stderr.write(`${USAGE}\n`);
      process.exitCode = 2;
  }
}

main().catch((error) => {
  logger.error({ err: error }, (error as Error).message);
  process.exit(1);
});
