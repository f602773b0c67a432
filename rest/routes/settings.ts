import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { operation, readBody } from '../operation.js';
import { SettingsGetDocument, SettingsUpdateDocument } from '../operations/generated/graphql.js';

const get = operation(SettingsGetDocument);
const update = operation(SettingsUpdateDocument);

export const settings = new Hono<RestEnv>()
  .get('/ai', doc({ run: SettingsGetDocument }), async (c) => c.json((await get(c)).aiSettings))
  .on(['PUT', 'POST', 'PATCH'], '/ai', doc({ run: SettingsUpdateDocument }), async (c) => {
    const body = await readBody(c);
    const input = {
      enabled: body.enabled,
      baseUrl: body.base_url,
      model: body.model,
      apiKey: body.api_key,
      rateLimitPerMinute: body.rate_limit_per_minute,
    };
    return c.json((await update(c, { input })).updateAiSettings);
  });
