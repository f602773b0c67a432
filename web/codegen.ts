// The web app's typed documents: every `graphql(...)` call under web/src against the printed schema,
// generated into web/src/graphql/generated (committed; `npm run generate` rewrites it). Each document
// also gets its sha256, and persisted-documents.json lists them {hash: text} for the server's
// trusted-documents allowlist.
import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

/** The manifest's keys are bare hex digests of the printed document (no `sha256:` prefix). */
const sha256Hex = (document: string) => createHash('sha256').update(document).digest('hex');

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/graphql/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/graphql/generated/': {
      preset: 'client',
      presetConfig: { persistedDocuments: { hashAlgorithm: sha256Hex }, fragmentMasking: { unmaskFunctionName: 'readFragment' } },
      // graphcache selects __typename everywhere: the persisted texts (which the web app sends by
      // hash alone) must select it too, or the server's answers would lack what the cache keys on.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { JSON: 'unknown', DateTime: 'string' },
        strictScalars: true,
      },
    },
  },
};

export default config;
