import { z } from 'zod';
import { builder } from './builder.js';

/** A kind of connector or destination: its options (a zod schema) and which of them are write-only secrets. */
export interface KindShape {
  type: string;
  name: string;
  options: z.ZodType;
  secretFields: readonly string[];
}

/** The fields every configurable kind answers, declared once for connectors and destinations. */
export const ConfigurableKind = builder.interfaceRef<KindShape>('ConfigurableKind').implement({
  description: 'A kind of connector or destination: the options it takes and which of them are write-only secrets.',
  fields: (t) => ({
    type: t.exposeString('type'),
    name: t.exposeString('name'),
    configurationSchema: t.field({
      type: 'JSON',
      description: 'JSON Schema of options.',
      resolve: (k) => z.toJSONSchema(k.options, { io: 'input', unrepresentable: 'any' }),
    }),
    secretFields: t.exposeStringList('secretFields'),
  }),
});
