import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { operation, readBody } from '../operation.js';

const AI_SETTINGS = `enabled base_url: baseUrl model api_key_set: apiKeySet rate_limit_per_minute: rateLimitPerMinute`;

const get = operation(`query { aiSettings { ${AI_SETTINGS} } }`);
const update = operation(`mutation($input: UpdateAiSettingsInput!) { updateAiSettings(input: $input) { ${AI_SETTINGS} } }`);

export const settings = new Hono<RestEnv>()
  .get('/ai', async (c) => c.json((await get(c.get('ctx'))).aiSettings))
  .on(['PUT', 'POST', 'PATCH'], '/ai', async (c) => {
    const body = await readBody(c);
    const input = {
      enabled: body.enabled,
      baseUrl: body.base_url,
      model: body.model,
      apiKey: body.api_key,
      rateLimitPerMinute: body.rate_limit_per_minute,
    };
    return c.json((await update(c.get('ctx'), { input })).updateAiSettings);
  });
