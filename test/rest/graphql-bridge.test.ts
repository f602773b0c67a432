import { GraphQLError, type DocumentNode, type ValidationContext } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { createGraphQLBridge, invalidOperations } from '../../rest/graphql-bridge.js';
import { SessionCurrentDocument, SessionSignOutDocument } from '../../rest/operations/generated/graphql.js';
import { schema } from '../../schema/index.js';
import { createSystemContext, type Context } from '../../src/context.js';
import { UnauthenticatedError } from '../../src/errors.js';

const yogaWith = (plugins: Plugin[]) => createYoga<{ ctx: Context }>({ schema, plugins, context: ({ ctx }) => ctx, logging: false });
const request = new Request('http://localhost/api/session');

describe('the REST bridge', () => {
  it('executes through the yoga pipeline: its plugins see every operation the bridge runs', async () => {
    const executed: string[] = [];
    const bridge = createGraphQLBridge(
      yogaWith([
        {
          onExecute: ({ args }) =>
            void executed.push(
              String(args.document.definitions[0].kind === 'OperationDefinition' && args.document.definitions[0].name?.value),
            ),
        },
      ]),
    );
    await expect(bridge.run(createSystemContext(null), request, SessionCurrentDocument)).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(await bridge.run(createSystemContext(null), request, SessionSignOutDocument)).toEqual({ signOut: true });
    expect(executed).toEqual(['SessionCurrent', 'SessionSignOut']);
  });

  it('answers what a plugin answers instead of executing (the storable-text check stops REST too)', async () => {
    const bridge = createGraphQLBridge(
      yogaWith([
        { onExecute: ({ setResultAndStopExecution }) => setResultAndStopExecution({ errors: [new GraphQLError('refused by a plugin')] }) },
      ]),
    );
    const ctx = createSystemContext(null);
    await expect(bridge.run(ctx, request, SessionSignOutDocument)).rejects.toMatchObject({ status: 401 });
  });

  it('every document of rest/operations passes the pipeline’s validation (the schema and the guards’ limits)', () => {
    expect(invalidOperations(createYoga<{ ctx: Context }>({ schema, plugins: [], context: ({ ctx }) => ctx, logging: false }))).toEqual([]);
  });

  it('a document the pipeline refuses is named, and the bridge refuses to run it (checked once, at its first run)', async () => {
    const refuseAll: Plugin = {
      onValidate: ({ addValidationRule }) =>
        addValidationRule((context: ValidationContext) => ({
          Document: (node: DocumentNode) => context.reportError(new GraphQLError('no documents today', { nodes: node })),
        })),
    };
    const yoga = yogaWith([refuseAll]);
    expect(invalidOperations(yoga)).toContainEqual(expect.stringMatching(/^SessionSignOutDocument: no documents today/));
    await expect(createGraphQLBridge(yoga).run(createSystemContext(null), request, SessionSignOutDocument)).rejects.toThrow(
      /invalid REST operation: no documents today/,
    );
  });
});
