import { db } from '../src/db.js';
import type { Prisma } from '../src/db.js';
import { testDestination } from '../src/domain/destinations/test-destination.js';
import {
  destinationTypeOrFail,
  maskedDestinationOptions,
  sealDestinationOptions,
  signingSecret,
} from '../src/domain/destinations/destination-options.js';
import { DESTINATION_TYPES } from '../src/domain/destinations/destination-types.js';
import { destinationListSource } from '../src/domain/destinations/list-destinations.js';
import { rotateDestinationSecret } from '../src/domain/destinations/rotate-destination-secret.js';
import { readsOnly } from '../src/domain/list-source.js';
import { loadDestination, scope } from '../src/policies/destination.js';
import { displayNameSchema } from '../src/validation.js';
import { builder } from './builder.js';
import { NodeInterface, nodeType } from './node.js';
import { ConfigurableKind, type KindShape } from './configurable-kind.js';
import { nodeQuery, offsetConnection, totalCountField } from './pagination.js';

export const DestinationType = builder.prismaObject('Destination', {
  description: 'Where notifications go. Secret options are write-only and answered as "--------".',
  interfaces: [NodeInterface],
  fields: (t) => ({
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    options: t.field({
      type: 'JSON',
      // No `select`: the type is in include mode, so every row (Prisma's, or a full DestinationModel)
      // carries these columns; a select made each listed row ask Pothos for its mapping.
      resolve: (d, _args, ctx) =>
        maskedDestinationOptions(ctx, d.type, {
          options: d.options as Record<string, unknown>,
          secretOptionsEncrypted: d.secretOptionsEncrypted,
        }),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const DeliveryType = builder.prismaObject('Delivery', {
  description: 'One attempt to notify one destination. `status` is the HTTP status, or null (no answer, e-mail, suppressed).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    monitorId: t.exposeInt('monitorId', { nullable: true }),
    destinationId: t.exposeInt('destinationId'),
    eventId: t.exposeString('eventId', { description: 'Idempotency key: the same for every attempt of one notification.' }),
    eventType: t.string({ select: { event: true }, resolve: (d) => String((d.event as { type?: string }).type ?? '') }),
    state: t.exposeString('state', { description: 'pending | delivered | failed | suppressed' }),
    status: t.exposeInt('status', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    attempt: t.exposeInt('attempt'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const DestinationSecretPayload = builder
  .objectRef<{ destination: Prisma.DestinationModel; secret: string | null }>('DestinationSecretPayload')
  .implement({
    description: 'A destination with its signing secret, answered only by createDestination and rotateDestinationSecret.',
    fields: (t) => ({
      destination: t.field({ type: DestinationType, resolve: (p) => p.destination }),
      secret: t.exposeString('secret', {
        nullable: true,
        description:
          'Shown this once: receivers verify `X-Overlook-Signature` with it, and no later answer contains it. Null for types that do not sign (email).',
      }),
    }),
  });

const DestinationKind = builder.objectRef<KindShape>('DestinationKind').implement({ interfaces: [ConfigurableKind] });

export const DestinationNode = nodeType(DestinationType, 'Destination', async (ctx, id) => {
  await loadDestination(ctx, id);
  return db.destination.findUnique({ where: { id } });
});

builder.queryFields((t) => ({
  destinations: t.connection(
    {
      type: DestinationType,
      description: 'Destinations of the organization.',
      authScopes: { authenticated: true },
      resolve: (_root, args, ctx, info) => {
        const query = nodeQuery(ctx, info, 'Destination');
        if (readsOnly(query, [])) {
          // The read model answers every field the selection could ask for, in one statement.
          const list = destinationListSource(ctx);
          return offsetConnection(args, list.count, list.load);
        }
        const where = scope(ctx.viewer);
        return offsetConnection(
          args,
          () => db.destination.count({ where }),
          ({ skip, take }) => db.destination.findMany({ ...query, where, skip, take, orderBy: { id: 'asc' } }),
        );
      },
    },
    totalCountField,
  ),
  destination: t.prismaField({
    type: 'Destination',
    args: { id: t.arg.globalID({ for: DestinationNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await loadDestination(ctx, id);
      return db.destination.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  destinationTypes: t.field({
    type: [DestinationKind],
    description:
      'The destination kinds this server offers, with the options each needs. A plain list, not a connection: a fixed catalogue of the build (a handful), read whole to fill a form.',
    authScopes: { authenticated: true },
    resolve: () => DESTINATION_TYPES,
  }),
}));

builder.mutationFields((t) => ({
  createDestination: t.field({
    type: DestinationSecretPayload,
    description:
      'Needs manage_destinations. Signed types without a `secret` get a generated one; the secret (given or generated) is answered this once.',
    args: {
      name: t.arg.string({ required: true, validate: displayNameSchema }),
      type: t.arg.string({ required: true }),
      options: t.arg({ type: 'JSON', required: false }),
    },
    authScopes: { permission: 'manage_destinations' },
    resolve: async (_root, args, ctx) => {
      const name = args.name;
      const kind = destinationTypeOrFail(args.type);
      const stored = sealDestinationOptions(ctx, kind, args.options ?? {});
      const destination = await db.destination.create({
        data: {
          orgId: ctx.viewer!.org.id,
          name,
          type: kind.type,
          options: stored.options as object,
          secretOptionsEncrypted: stored.secretOptionsEncrypted,
        },
      });
      return { destination, secret: signingSecret(ctx, kind, stored) };
    },
  }),
  rotateDestinationSecret: t.field({
    type: DestinationSecretPayload,
    description:
      'Needs manage_destinations. Replaces the signing secret with a generated one, answered this once; the old secret signs nothing from now on. 409 not_signed for types that do not sign.',
    args: { id: t.arg.globalID({ for: DestinationNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => rotateDestinationSecret(ctx, await loadDestination(ctx, id, 'update')),
  }),
  updateDestination: t.prismaField({
    type: 'Destination',
    description:
      'Needs manage_destinations. The type cannot change; secrets sent as "--------" keep their value, except when the address (url, events_url) changes: then every stored secret must be sent again (422 otherwise).',
    args: {
      id: t.arg.globalID({ for: DestinationNode, required: true }),
      name: t.arg.string({ required: false, validate: displayNameSchema.nullish() }),
      options: t.arg({ type: 'JSON', required: false }),
    },
    authScopes: { permission: 'manage_destinations' },
    resolve: async (query, _root, args, ctx) => {
      const existing = await loadDestination(ctx, args.id.id, 'update');
      const name = args.name ?? existing.name;
      const previous = { options: existing.options as Record<string, unknown>, secretOptionsEncrypted: existing.secretOptionsEncrypted };
      const stored =
        args.options === null || args.options === undefined
          ? previous
          : sealDestinationOptions(ctx, destinationTypeOrFail(existing.type), args.options, previous);
      return db.destination.update({
        ...query,
        where: { id: existing.id },
        data: { name, options: stored.options as object, secretOptionsEncrypted: stored.secretOptionsEncrypted },
      });
    },
  }),
  deleteDestination: t.boolean({
    description: 'Needs manage_destinations. Its subscriptions go with it; its delivery history stays.',
    args: { id: t.arg.globalID({ for: DestinationNode, required: true }) },
    authScopes: { permission: 'manage_destinations' },
    resolve: async (_root, { id: { id } }, ctx) => {
      await loadDestination(ctx, id, 'delete');
      await db.destination.delete({ where: { id } });
      return true;
    },
  }),
  testDestination: t.prismaField({
    type: 'Delivery',
    description:
      'Needs manage_destinations. Sends a test notification now and answers its delivery (first attempt). An address the outbound policy refuses is answered as egress_refused (422) and nothing is recorded.',
    args: { id: t.arg.globalID({ for: DestinationNode, required: true }) },
    authScopes: { permission: 'manage_destinations' },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      const destination = await loadDestination(ctx, id, 'test');
      const deliveryId = await testDestination(ctx, destination);
      return db.delivery.findUniqueOrThrow({ ...query, where: { id: deliveryId } });
    },
  }),
}));
