import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'graphql-yoga';
import { DomainError } from './errors.js';
import { env } from './env.js';

/**
 * Trusted documents (GraphQL-over-HTTP persisted documents): the web app's operations, persisted at
 * its build as a manifest `{ "<lowercase hex sha256 of the text>": "<document text>" }`
 * (web/src/graphql/generated/persisted-documents.json, graphql-codegen's client preset), plus an
 * optional second manifest (PERSISTED_DOCUMENTS_PATH). Both are read once, at start.
 *
 * A request names a document by `documentId: "sha256:<hex>"` (POST body or GET query string), or
 * Apollo's `extensions.persistedQuery.sha256Hash`. Arbitrary documents stay allowed unless
 * GRAPHQL_ARBITRARY_DOCUMENTS=deny; the REST bridge's in-process documents never pass here.
 */

/** The web app's manifest, beside the sources (../web from src/, ../../web from dist/src/). */
const BUNDLED = ['../web/src/graphql/generated/persisted-documents.json', '../../web/src/graphql/generated/persisted-documents.json'];

function readManifest(path: string): Map<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${path}: not a JSON object`);
  const documents = new Map<string, string>();
  for (const [hash, text] of Object.entries(parsed)) {
    if (typeof text !== 'string') throw new Error(`${path}: ${hash} is not a document text`);
    const actual = sha256(text);
    if (hash.toLowerCase() !== actual) throw new Error(`${path}: ${hash} is not the sha256 of its document (${actual})`);
    documents.set(actual, text);
  }
  return documents;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function loadDocuments(): Map<string, string> {
  const documents = new Map<string, string>();
  const bundled = BUNDLED.map((relative) => fileURLToPath(new URL(relative, import.meta.url))).find((path) => existsSync(path));
  for (const path of [bundled, env.PERSISTED_DOCUMENTS_PATH]) {
    if (!path) continue;
    for (const [hash, text] of readManifest(path)) documents.set(hash, text);
  }
  return documents;
}

let documents: Map<string, string> | undefined;

/** The known documents by hash (read at the first call; startHttpServer calls it so a bad manifest fails the start). */
export function persistedDocuments(): ReadonlyMap<string, string> {
  documents ??= loadDocuments();
  return documents;
}

export class PersistedDocumentNotFoundError extends DomainError {
  constructor(id: string) {
    super(`No persisted document has the id ${id}.`, 'persisted_document_not_found', 400, { http: { status: 400 } });
  }
}

export class PersistedDocumentRequiredError extends DomainError {
  constructor() {
    super(
      'This server runs only persisted documents (GRAPHQL_ARBITRARY_DOCUMENTS=deny): send a documentId instead of a query.',
      'persisted_document_required',
      400,
      { http: { status: 400 } },
    );
  }
}

/** The id a request names, as sent (`sha256:<hex>` or a bare Apollo hash); undefined when it names none. */
export function requestedDocumentId(params: { documentId?: unknown; extensions?: unknown }): string | undefined {
  if (typeof params.documentId === 'string') return params.documentId;
  const persisted = (params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
}

/**
 * The document text a request runs: the persisted one when it names an id (an unknown id throws
 * persisted_document_not_found), else its own `query` unless arbitrary documents are denied.
 */
export function documentText(params: { query?: unknown; documentId?: unknown; extensions?: unknown }): string | undefined {
  const id = requestedDocumentId(params);
  if (id !== undefined) {
    const hash = id.startsWith('sha256:') ? id.slice('sha256:'.length) : id;
    const text = /^[0-9a-fA-F]{64}$/.test(hash) ? persistedDocuments().get(hash.toLowerCase()) : undefined;
    if (text === undefined) throw new PersistedDocumentNotFoundError(id);
    return text;
  }
  if (env.GRAPHQL_ARBITRARY_DOCUMENTS === 'deny' && params.query != null) throw new PersistedDocumentRequiredError();
  return typeof params.query === 'string' ? params.query : undefined;
}

/**
 * Yoga's side (GET, multipart, batches, anything the fast path leaves to yoga): replaces a
 * documentId by its text before yoga checks the params. GET carries documentId in the query string,
 * which yoga's parser does not read.
 */
export function usePersistedDocuments(): Plugin {
  return {
    onParams({ params, request, setParams }) {
      const raw = params as typeof params & { documentId?: unknown };
      let documentId = raw.documentId;
      if (documentId === undefined && request.method === 'GET') {
        documentId = new URL(request.url, 'http://localhost').searchParams.get('documentId') ?? undefined;
      }
      const query = documentText({ query: params.query, documentId, extensions: params.extensions });
      const { documentId: _id, ...rest } = raw;
      const extensions = params.extensions && { ...params.extensions };
      if (extensions) delete extensions.persistedQuery;
      setParams({ ...rest, query, extensions });
    },
  };
}
