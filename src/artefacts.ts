import { lexicographicSortSchema, printSchema } from 'graphql';

/** The committed generated files and their content, rendered from code. */
export async function renderArtefacts(): Promise<Record<string, string>> {
  const { schema } = await import('../schema/index.js');
  const { createApp } = await import('./server.js');
  const { buildOpenApi } = await import('../rest/openapi.js');
  const { app } = createApp();
  return {
    'schema/schema.graphql': `${printSchema(lexicographicSortSchema(schema))}\n`,
    'rest/openapi.json': `${JSON.stringify(buildOpenApi(app, schema), null, 2)}\n`,
  };
}
