// Lint: typescript-eslint with type information, prettier for layout, and the import boundaries of
// the design (../shared/STYLE.md): schema/ never imports rest/; src/ imports rest/ only from the
// composition root (server, CLI); src/domain, policies, connectors and the worker never import schema/.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import graphql from '@graphql-eslint/eslint-plugin';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

const REST_MESSAGE = 'Only the composition root (src/server.ts, src/cli.ts) imports rest/.';
const SCHEMA_MESSAGE = 'src/domain, policies, connectors, auth and the worker never import the GraphQL schema.';
const noRest = { group: ['**/rest/*', '**/rest'], message: REST_MESSAGE };
const noSchema = { group: ['**/schema/*', '**/schema'], message: SCHEMA_MESSAGE };
// no-restricted-imports sees static imports and re-exports only; import() is caught by its source text
// (a string or a template literal), so a dynamic import cannot step around the boundary either.
const dynamicImportOf = (folder, message) =>
  [
    `ImportExpression > Literal[value=/(^|\\/)${folder}(\\/|$)/]`,
    `ImportExpression > TemplateLiteral > TemplateElement[value.raw=/(^|\\/)${folder}(\\/|$)/]`,
  ].map((selector) => ({ selector, message }));
const restricted = (...boundaries) => ({
  'no-restricted-imports': ['error', { patterns: boundaries.map(([pattern]) => pattern) }],
  'no-restricted-syntax': ['error', ...boundaries.flatMap(([, dynamic]) => dynamic)],
});
// src/chart-kit holds the chart option builders that the server and the web app both import: pure
// TypeScript that imports only itself and echarts' types, with no Node module, global or import().
const KIT_MESSAGE = 'src/chart-kit is shared with the web app: it imports only its own files and echarts types.';
const chartKit = {
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        { regex: '^(?!\\./[^/]+$|echarts$)', message: KIT_MESSAGE },
        { group: ['echarts'], allowTypeImports: true, message: KIT_MESSAGE },
      ],
    },
  ],
  'no-restricted-globals': ['error', 'process', 'Buffer', 'require', 'global', '__dirname', '__filename'],
  'no-restricted-syntax': ['error', { selector: 'ImportExpression', message: KIT_MESSAGE }],
};
// The public schema's lint (@graphql-eslint schema rules, issue 31): descriptions, naming, Relay
// connections. What lacked a description when the lint came is listed in schema/lint-allowlist.json;
// anything new is checked.
const allowlist = JSON.parse(readFileSync(new URL('./schema/lint-allowlist.json', import.meta.url), 'utf8'));
const anyOf = (names) => `/^(${names.join('|')})$/`;
const TYPE_KINDS =
  ':matches(ObjectTypeDefinition, InterfaceTypeDefinition, InputObjectTypeDefinition, EnumTypeDefinition, UnionTypeDefinition, ScalarTypeDefinition)';
const undescribed = [
  // schema/node.ts leaves every node's `databaseId` undescribed on purpose: REST selects it as its `id`,
  // and the OpenAPI document would carry the description.
  'FieldDefinition[name.value="databaseId"]',
  ...(allowlist.types.length ? [`${TYPE_KINDS}[name.value=${anyOf(allowlist.types)}]`] : []),
  ...Object.entries(allowlist.fields).map(
    ([type, fields]) =>
      `:matches(ObjectTypeDefinition, InterfaceTypeDefinition)[name.value="${type}"] > FieldDefinition[name.value=${anyOf(fields)}]`,
  ),
];
const graphqlSchemaLint = {
  files: ['schema/schema.graphql'],
  languageOptions: { parser: graphql.parser, parserOptions: { graphQLConfig: { schema: 'schema/schema.graphql' } } },
  plugins: { '@graphql-eslint': graphql },
  rules: {
    '@graphql-eslint/require-description': [
      'error',
      { types: true, FieldDefinition: true, rootField: true, ignoredSelectors: undescribed },
    ],
    '@graphql-eslint/naming-convention': [
      'error',
      { types: 'PascalCase', FieldDefinition: 'camelCase', InputValueDefinition: 'camelCase', EnumValueDefinition: 'UPPER_CASE' },
    ],
    '@graphql-eslint/relay-connection-types': 'error',
    // listTypeCanWrapOnlyEdgeType would flag the 34 plain lists (queryTags, queryVersions, ...) that are not connections yet.
    '@graphql-eslint/relay-edge-types': ['error', { withEdgeSuffix: true, shouldImplementNode: false, listTypeCanWrapOnlyEdgeType: false }],
    '@graphql-eslint/relay-page-info': 'error',
    '@graphql-eslint/relay-arguments': ['error', { includeBoth: true }],
  },
};

const REST = [noRest, dynamicImportOf('rest', REST_MESSAGE)];
const SCHEMA = [noSchema, dynamicImportOf('schema', SCHEMA_MESSAGE)];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'prisma/generated/**',
      'rest/operations/generated/**',
      'dist/**',
      'web/dist/**',
      'web/src/graphql/generated/**',
      'coverage/**',
      '.data/**',
      'examples/**',
      'bin/**',
      '**/*.js',
      '**/*.mjs',
      // AssemblyScript (compiled to .wasm by `npm run build:wasm`), not TypeScript.
      '**/*.as.ts',
    ],
  },
  {
    // TypeScript only: schema/schema.graphql has its own parser and rules (graphqlSchemaLint).
    files: ['**/*.ts', '**/*.mts', '**/*.cts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // The linter's type service reads Prisma's JSON input types more loosely than tsc, so it calls
      // assertions unnecessary that tsc requires; tsc (npm run typecheck) is the authority there.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  { files: ['schema/**/*.ts'], rules: restricted(REST) },
  { files: ['src/**/*.ts'], ignores: ['src/server.ts', 'src/cli.ts'], rules: restricted(REST) },
  {
    files: ['src/domain/**/*.ts', 'src/policies/**/*.ts', 'src/connectors/**/*.ts', 'src/worker/**/*.ts', 'src/auth/**/*.ts'],
    rules: restricted(REST, SCHEMA),
  },
  { files: ['src/chart-kit/**/*.ts'], rules: chartKit },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
  graphqlSchemaLint,
);
