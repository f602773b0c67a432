import pino from 'pino';
import { env } from './env.js';

/** Structured JSON logs. Secrets are redacted wherever they could appear. */
export const logger = pino({
  level: env.LOG_LEVEL,
  redact: {
    paths: [
      'password', '*.password', 'api_key', '*.api_key', 'apiKey', '*.apiKey',
      'req.headers.authorization', 'req.headers.cookie', 'options.password', '*.options.password',
    ],
    censor: '[redacted]',
  },
});
