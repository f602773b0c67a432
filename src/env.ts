import { z } from 'zod';

/**
 * Configuration, read and validated once. Nothing else reads process.env.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./.data'),
  BASE_URL: z.string().url().optional(),
  SECRET_KEY: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Overlook <overlook@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated proxy addresses whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: z.string().default(''),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  NODE_ENV: z.string().default('development'),
});

export type Env = z.infer<typeof schema>;

function read(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${detail}`);
  }
  return parsed.data;
}

export const env: Env = read();

export const trustedProxies: ReadonlySet<string> = new Set(
  env.TRUSTED_PROXIES.split(',').map((s) => s.trim()).filter(Boolean),
);
