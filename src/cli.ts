import { parseArgs } from 'node:util';

/**
 * The `overlook` command line. Arguments are checked before anything else is loaded: a wrong
 * command prints the usage (exit 2) and never starts the service; a failure prints one line on
 * stderr (exit 1) while the details go to the JSON log. Commands whose stdout is data (bootstrap,
 * outbox, migrate) send their logs to stderr, so `overlook bootstrap ... | jq -r .api_key` works.
 */

const USAGE = `usage: overlook <command>

  start                 HTTP + worker + scheduler (what \`npm start\` runs)
  serve                 HTTP only
  worker                jobs and scheduler only
  migrate               apply pending migrations and exit
  bootstrap --org NAME --email E --password P [--name N] [--sample-data]
                        create an organization and its admin; prints {organization, user, api_key}.
                        Again for the same e-mail: creates nothing, prints a regenerated key.
                        --sample-data: also adds the "Sample data" DuckDB source, its queries,
                        dashboard and (disabled) monitor, unless the organization has them.
  import-redash --url URL --api-key KEY --org SLUG [--dry-run] [--json]
                        move a Redash organization into an Overlook one (again: update what changed)
  outbox [--limit N]    print the latest kept e-mails (when SMTP_URL is unset)
  help                  this text

SIGTERM or SIGINT stops a service role in order within SHUTDOWN_GRACE_MS (default 10000).`;

const BOOTSTRAP_USAGE = 'usage: overlook bootstrap --org NAME --email E --password P [--name N]';
const OUTBOX_USAGE = 'usage: overlook outbox [--limit N]';
const IMPORT_USAGE = 'usage: overlook import-redash --url URL --api-key KEY --org SLUG [--dry-run] [--json]';

/** Wrong arguments: one line on stderr, exit status 2. */
class UsageError extends Error {}

/** Runs parseArgs; its complaint (an unknown option, a missing value) becomes one usage line. */
function parse<T>(usage: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('. ')[0]}; ${usage}`);
  }
}

/**
 * `--name value` as `--name=value` for the string options: node's parseArgs refuses a value that
 * starts with a dash ("argument is ambiguous"), and API keys and passwords may (base64url).
 */
function joinValues(args: string[], options: Record<string, { type: 'string' | 'boolean' }>): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const name = args[i].startsWith('--') && !args[i].includes('=') ? args[i].slice(2) : undefined;
    if (name && options[name]?.type === 'string' && i + 1 < args.length) {
      joined.push(`${args[i]}=${args[i + 1]}`);
      i += 1;
    } else joined.push(args[i]);
  }
  return joined;
}

function bootstrapInput(args: string[]) {
  const options = {
    org: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    'sample-data': { type: 'boolean' },
  } as const;
  const values = parse(BOOTSTRAP_USAGE, () => parseArgs({ args: joinValues(args, options), options, strict: true }).values);
  const missing = (['org', 'email', 'password'] as const).filter((name) => !values[name]).map((name) => `--${name}`);
  if (missing.length) throw new UsageError(`missing ${missing.join(', ')}; ${BOOTSTRAP_USAGE}`);
  return {
    org: values.org!,
    email: values.email!,
    password: values.password!,
    name: values.name,
    sampleData: values['sample-data'] === true,
  };
}

function importRedashInput(args: string[]) {
  const options = {
    url: { type: 'string' },
    'api-key': { type: 'string' },
    org: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  } as const;
  const values = parse(IMPORT_USAGE, () => parseArgs({ args: joinValues(args, options), options, strict: true }).values);
  const missing = (['url', 'api-key', 'org'] as const).filter((name) => !values[name]).map((name) => `--${name}`);
  if (missing.length) throw new UsageError(`missing ${missing.join(', ')}; ${IMPORT_USAGE}`);
  return { url: values.url!, apiKey: values['api-key']!, org: values.org!, dryRun: values['dry-run'], json: values.json };
}

function outboxLimit(args: string[]): number {
  const values = parse(OUTBOX_USAGE, () => parseArgs({ args, options: { limit: { type: 'string', default: '10' } }, strict: true }).values);
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a positive whole number; ${OUTBOX_USAGE}`);
  return limit;
}

/** Loads the configuration and the logger; stdout stays free for data when `dataOnStdout`. */
async function loadLogger(dataOnStdout: boolean) {
  const { logger, logToStderr } = await import('./logger.js');
  if (dataOnStdout) logToStderr();
  return logger;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'start':
    case 'serve':
    case 'worker': {
      if (rest.length) throw new UsageError(`${command} takes no arguments; usage: overlook ${command}`);
      await loadLogger(false);
      const { runService } = await import('./cli-commands.js');
      return runService(command);
    }
    case 'migrate': {
      if (rest.length) throw new UsageError('migrate takes no arguments; usage: overlook migrate');
      await loadLogger(true);
      const { migrate } = await import('./cli-commands.js');
      return migrate();
    }
    case 'bootstrap': {
      const input = bootstrapInput(rest);
      await loadLogger(true);
      const { bootstrap } = await import('./cli-commands.js');
      return bootstrap(input);
    }
    case 'outbox': {
      const limit = outboxLimit(rest);
      await loadLogger(true);
      const { outbox } = await import('./cli-commands.js');
      return outbox(limit);
    }
    case 'import-redash': {
      const input = importRedashInput(rest);
      await loadLogger(true);
      const { importRedashCommand } = await import('./cli-commands.js');
      return importRedashCommand(input);
    }
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(`${USAGE}\n`);
      return;
    case undefined:
      throw new UsageError(USAGE);
    default:
      throw new UsageError(`overlook: unknown command '${command}'\n${USAGE}`);
  }
}

async function fail(error: unknown): Promise<never> {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  const { StartupError } = await import('./startup-error.js');
  if (!(error instanceof StartupError)) {
    // The stack goes to the JSON log when the configuration allows a logger at all.
    const logger = await import('./logger.js').then(
      (module) => module.logger,
      () => undefined,
    );
    logger?.fatal({ err: error }, 'overlook failed');
  }
  process.stderr.write(`overlook: ${(error as Error).message.split('\n')[0]}\n`);
  process.exit(1);
}

main(process.argv.slice(2)).catch(fail);
