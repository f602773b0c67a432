import { inject } from 'vitest';
import { cloneTemplate, dropDatabase, dropDatabaseLater, urlFor } from './databases.js';

export interface Response<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  key?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw body text, sent as is (for malformed JSON). */
  raw?: string;
}

export interface TestApp {
  url: string;
  databaseUrl: string;
  /** The org and admin created at start, with the admin's API key. */
  admin: { key: string; userId: number; orgId: number; email: string; password: string };
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<Response<T>>;
  graphql<T = any>(query: string, variables?: Record<string, unknown>, key?: string): Promise<{ data?: T; errors?: any[] }>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Environment set before the app's modules load (they read it once). */
  env?: Record<string, string>;
  role?: 'start' | 'serve';
}

/**
 * The real service on a random port against a fresh database cloned from the migrated template,
 * with an organization and its admin already bootstrapped.
 */
export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  Object.assign(process.env, options.env ?? {});
  const database = await cloneTemplate(inject('templateDatabase'));
  const databaseUrl = urlFor(database);
  const { startService } = await import('../../src/service.js');
  const password = 'admin-password-1';
  let service: Awaited<ReturnType<typeof startService>> | undefined;
  let created;
  try {
    service = await startService(options.role ?? 'start', { port: 0, databaseUrl });
    const { db } = await import('../../src/db.js');
    const { createOrganization } = await import('../../src/domain/organizations/create-organization.js');
    created = await db.$transaction((tx) =>
      createOrganization(tx, { name: 'Acme', adminName: 'Ada Admin', adminEmail: 'admin@acme.test', password, emailVerified: true }),
    );
  } catch (error) {
    // A start that fails leaves no clone behind: the file's afterAll has no app to stop.
    await service?.stop().catch(() => undefined);
    await dropDatabase(database).catch(() => undefined);
    throw error;
  }
  const url = `http://127.0.0.1:${service.port}`;

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<Response<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.key) headers.authorization = `Key ${opts.key}`;
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${url}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  return {
    url,
    databaseUrl,
    admin: { key: created.apiKey, userId: created.user.id, orgId: created.org.id, email: 'admin@acme.test', password },
    request,
    async graphql(query, variables, key = created.apiKey) {
      const res = await request<any>('POST', '/graphql', { key, body: { query, variables } });
      return res.body;
    },
    async stop() {
      await service.stop();
      dropDatabaseLater(database);
    },
  };
}
