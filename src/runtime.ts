import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { systemClock, type Clock } from './clock.js';
import { randomToken, SecretBox } from './crypto.js';
import { env } from './env.js';
import { logger } from './logger.js';

/** Process-wide services fixed at start-up; tests swap the clock. */
export const runtime: { secrets: SecretBox; clock: Clock } = {
  secrets: new SecretBox('unset'),
  clock: systemClock,
};

/**
 * SECRET_KEY, or (when unset) a key generated once and kept under DATA_DIR so that secrets
 * encrypted at rest stay readable across restarts.
 */
export function loadSecretKey(): string {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  const dir = resolve(env.DATA_DIR);
  const file = resolve(dir, 'secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (env.DATABASE_URL)
    logger.warn('SECRET_KEY is unset; generating one under DATA_DIR. Set SECRET_KEY when several machines share a database.');
  mkdirSync(dir, { recursive: true });
  const key = randomToken(32);
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

export function initRuntime(secretKey = loadSecretKey()): void {
  runtime.secrets = new SecretBox(secretKey);
}
