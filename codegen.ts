// The typed documents of the REST bridge: rest/operations/*.graphql against the printed internal graph,
// generated into rest/operations/generated/graphql.ts (committed; `npm run generate` rewrites it,
// test/rest/operations-codegen.test.ts fails when it is stale).
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/internal.graphql',
  documents: 'rest/operations/*.graphql',
  generates: {
    'rest/operations/generated/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        onlyOperationTypes: true,
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { JSON: 'unknown', DateTime: 'string' },
        strictScalars: true,
      },
    },
  },
};

export default config;
