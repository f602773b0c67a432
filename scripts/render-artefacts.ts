// Renders the committed generated artefacts from code. It lives beside the scripts, not in src/,
// because it needs both the app and rest/'s OpenAPI builder: only the composition root may import rest/.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { internalSchema, schema } from '../schema/index.js';
import { createApp } from '../src/server.js';
import { buildOpenApi } from '../rest/openapi.js';

/** The committed generated files and their content, rendered from code. */
export function renderArtefacts(): Record<string, string> {
  const { app } = createApp();
  return {
    'schema/schema.graphql': `${printSchema(lexicographicSortSchema(schema))}\n`,
    'schema/internal.graphql': `${printSchema(lexicographicSortSchema(internalSchema))}\n`,
    'rest/openapi.json': `${JSON.stringify(buildOpenApi(app, internalSchema), null, 2)}\n`,
  };
}
