import { outboundFetch } from '../../egress/http.js';
import { DomainError } from '../../errors.js';

/** The Redash (or Redash-compatible) organization being read fails: unreachable, refused, or not an admin key. */
export class RedashSourceError extends DomainError {
  constructor(
    message: string,
    status = 502,
    /** The HTTP status Redash answered, when it answered. */
    readonly answered?: number,
  ) {
    super(message, 'redash_source_failed', status);
  }
}

export type Json = Record<string, unknown>;

/**
 * Reads a Redash organization through its own REST API with an admin's key, as redash-toolbelt
 * does. Every request passes the egress guard (outboundFetch). Paginated lists are read to the end.
 */
export class RedashSource {
  readonly origin: string;

  constructor(
    url: string,
    private readonly apiKey: string,
  ) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new RedashSourceError('The Redash URL is not a URL.', 422);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new RedashSourceError('The Redash URL must be http(s).', 422);
    this.origin = parsed.origin + parsed.pathname.replace(/\/+$/, '');
  }

  /** `get`, or undefined when Redash answers 404 (an address an older or newer Redash does not have). */
  async find<T = Json>(path: string): Promise<T | undefined> {
    try {
      return await this.get<T>(path);
    } catch (error) {
      if (error instanceof RedashSourceError && error.answered === 404) return undefined;
      throw error;
    }
  }

  async get<T = Json>(path: string): Promise<T> {
    let response;
    try {
      response = await outboundFetch(`${this.origin}${path}`, {
        headers: { authorization: `Key ${this.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw new RedashSourceError(`Redash at ${this.origin} could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (response.status === 401 || response.status === 403) {
      throw new RedashSourceError(`Redash answered ${response.status} to ${path}: the key must be an admin's API key.`, 422);
    }
    if (!response.ok) throw new RedashSourceError(`Redash answered ${response.status} to ${path}.`, 502, response.status);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new RedashSourceError(`Redash answered ${path} with something that is not JSON.`);
    }
  }

  /** Every row of a `{count, page, page_size, results}` list, or of a plain array. */
  async all(path: string): Promise<Json[]> {
    const rows: Json[] = [];
    const separator = path.includes('?') ? '&' : '?';
    for (let page = 1; page <= 10_000; page += 1) {
      const answer = await this.get<Json | Json[]>(`${path}${separator}page=${page}&page_size=250`);
      if (Array.isArray(answer)) return answer;
      const results = (answer.results as Json[] | undefined) ?? [];
      rows.push(...results);
      if (results.length === 0 || rows.length >= Number(answer.count ?? 0)) break;
    }
    return rows;
  }
}
