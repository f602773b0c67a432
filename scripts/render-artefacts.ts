// Renders the committed generated artefacts from code. It lives beside the scripts, not in src/,
// because it needs both the app and rest/'s OpenAPI builder: only the composition root may import rest/.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../schema/index.js';
import { createApp } from '../src/server.js';
import { buildOpenApi } from '../rest/openapi.js';

/** The committed generated files and their content, rendered from code. */
export function renderArtefacts(): Record<string, string> {
  const { app } = createApp();
  return {
    'schema/schema.graphql': `${printSchema(lexicographicSortSchema(schema))}\n`,
    'rest/openapi.json': `${JSON.stringify(buildOpenApi(app, schema), null, 2)}\n`,
  };
}
