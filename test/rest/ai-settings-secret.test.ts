import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildUser } from '../factories.js';

// The AI provider's api_key follows the rule of destination and connector secrets: it stays bound
// to the base_url it was entered for. Changing base_url while a key is stored needs the key again.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const PROVIDER = 'https://llm.acme.test/v1';
const ELSEWHERE = 'https://collector.evil.test/v1';

const configure = (body: Record<string, unknown>) => app.request('PUT', '/api/settings/ai', { key: app.admin.key, body });
const settings = async () => (await app.request('GET', '/api/settings/ai', { key: app.admin.key })).body;

/** The key as stored (sealed with SECRET_KEY), opened; null when none. */
async function storedKey(): Promise<string | null> {
  const { db } = await import('../../src/db.js');
  const { runtime } = await import('../../src/runtime.js');
  const org = await db.organization.findUniqueOrThrow({ where: { id: app.admin.orgId } });
  return org.aiApiKeyEncrypted ? runtime.secrets.open(org.aiApiKeyEncrypted) : null;
}

describe('PUT /api/settings/ai: the api_key is bound to base_url', () => {
  it('refuses a new base_url without the key (absent or "--------") with 422, and changes nothing', async () => {
    expect((await configure({ enabled: true, base_url: PROVIDER, model: 'sql-coder', api_key: 'sk-entered-for-acme' })).status).toBe(200);
    const before = await settings();

    for (const body of [
      { base_url: ELSEWHERE },
      { base_url: ELSEWHERE, api_key: '--------' },
      { base_url: ELSEWHERE, model: 'other', enabled: false },
    ]) {
      const res = await configure(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors).toEqual([
        { path: 'api_key', message: expect.stringContaining('must be sent again because baseUrl changed') },
      ]);
      expect(JSON.stringify(res.body)).not.toContain('sk-entered-for-acme');
    }
    expect(await settings()).toEqual(before);
    expect(await storedKey()).toBe('sk-entered-for-acme');
  });

  it('keeps the key while the address stays the same (same URL, other case or spacing) or is not sent', async () => {
    await configure({ base_url: PROVIDER, api_key: 'sk-entered-for-acme' });
    for (const body of [
      { model: 'sql-coder-2' },
      { base_url: PROVIDER, api_key: '--------' },
      { base_url: ` ${PROVIDER.toUpperCase()} ` },
      { enabled: true },
    ]) {
      const res = await configure(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.api_key_set).toBe(true);
    }
    expect(await storedKey()).toBe('sk-entered-for-acme');
  });

  it('accepts a new base_url with the key sent again, and stores that key', async () => {
    await configure({ base_url: PROVIDER, api_key: 'sk-entered-for-acme' });
    const moved = await configure({ base_url: ELSEWHERE, api_key: 'sk-entered-for-elsewhere' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ base_url: ELSEWHERE, api_key_set: true });
    expect(await storedKey()).toBe('sk-entered-for-elsewhere');
  });

  it('needs no key when none is stored, or when the key is cleared with the move', async () => {
    await configure({ base_url: PROVIDER, api_key: 'sk-entered-for-acme' });
    const cleared = await configure({ base_url: ELSEWHERE, api_key: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ base_url: ELSEWHERE, api_key_set: false });
    // No key stored: any address may be set (a local model server needs no key).
    expect((await configure({ base_url: 'http://127.0.0.1:11434/v1' })).status).toBe(200);
    expect(await storedKey()).toBeNull();
  });

  it('a key stored without an address must be sent again with the first address', async () => {
    await configure({ base_url: PROVIDER, api_key: 'sk-entered-for-acme' });
    // Clearing the address sends the key nowhere, so it is allowed and the key stays.
    const unset = await configure({ base_url: null });
    expect(unset.status).toBe(200);
    expect(unset.body).toMatchObject({ base_url: null, api_key_set: true });
    expect((await configure({ base_url: ELSEWHERE })).status).toBe(422);
    expect((await configure({ base_url: PROVIDER, api_key: 'sk-entered-for-acme' })).status).toBe(200);
  });

  it('holds in GraphQL too', async () => {
    await configure({ base_url: PROVIDER, api_key: 'sk-entered-for-acme' });
    const refused = await app.graphql(
      `mutation($input: UpdateAiSettingsInput!) { updateAiSettings(input: $input) { ... on AiSettings { baseUrl apiKeySet } ... on ValidationError { code fieldErrors { field } } } }`,
      {
        input: { baseUrl: ELSEWHERE, apiKey: '--------' },
      },
    );
    expect(refused.data.updateAiSettings).toMatchObject({ code: 'validation_failed', fieldErrors: [{ field: ['apiKey'] }] });
    const moved = await app.graphql(
      `mutation($input: UpdateAiSettingsInput!) { updateAiSettings(input: $input) { ... on AiSettings { baseUrl apiKeySet } } }`,
      {
        input: { baseUrl: ELSEWHERE, apiKey: 'sk-entered-for-elsewhere' },
      },
    );
    expect(moved.data).toEqual({ updateAiSettings: { baseUrl: ELSEWHERE, apiKeySet: true } });
  });

  it('stays admin only: a non-admin hears 403, not the re-send rule', async () => {
    const user = await buildUser(app, { permissions: ['use_ai_sql'] });
    const res = await app.request('PUT', '/api/settings/ai', { key: user.key, body: { base_url: ELSEWHERE } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await app.request('PUT', '/api/settings/ai', { body: { base_url: ELSEWHERE } })).status).toBe(401);
  });
});
