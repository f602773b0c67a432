import { ConflictError, DomainError, ForbiddenError, NotFoundError, ValidationError, type FieldError } from '../src/errors.js';
import { builder } from './builder.js';

/**
 * The typed errors of the public graph's mutations (schema/typed-errors-plugin.ts): each mutation
 * answers its result or one of these as data, so a form can show each message at its field.
 * Authentication, rate limits and the unexpected stay top-level `errors`, each with `extensions.code`.
 */

/** `input.name` → ["input", "name"]: the path of an argument or input field, as Shopify's `field`. */
const pathOf = (dotted: string | undefined) => (dotted ? dotted.split('.') : null);

export const UserErrorInterface = builder.interfaceRef<DomainError>('UserError').implement({
  description: 'An expected refusal of a mutation, answered as data: a stable `code`, words for people, and the input it is about.',
  subGraphs: ['public'],
  fields: (t) => ({
    message: t.string({ description: 'What went wrong, in words for people (may change; decide on `code`).', resolve: (e) => e.message }),
    code: t.string({
      description: 'A stable snake_case code, e.g. `validation_failed`, `version_conflict`, `not_found`.',
      resolve: (e) => e.code,
    }),
    field: t.stringList({
      nullable: true,
      description: 'The path of the argument or input field the error is about (`["input", "name"]`), when it is about one.',
      resolve: (e) => pathOf(e.field ?? (e.extensions.errors as FieldError[] | undefined)?.[0]?.path),
    }),
  }),
});

const FieldErrorType = builder.objectRef<FieldError>('FieldError').implement({
  description: 'One refused input field.',
  subGraphs: ['public'],
  fields: (t) => ({
    field: t.stringList({
      description: 'The path of the input field (`["input", "options", "parameters", "0", "name"]`).',
      resolve: (e) => e.path.split('.'),
    }),
    message: t.exposeString('message', { description: 'Why it was refused.' }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input was refused (code `validation_failed`); `fieldErrors` lists each refused field.',
  subGraphs: ['public'],
  interfaces: [UserErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldErrorType],
      description: 'Each refused field with its reason (empty when the refusal is about the input as a whole).',
      resolve: (e) => e.fieldErrors,
    }),
  }),
});

builder.objectType(ConflictError, {
  name: 'ConflictError',
  description:
    'The object is not in a state that allows this (e.g. `version_conflict` when publishing a stale version, `name_taken`, `already_accepted`).',
  subGraphs: ['public'],
  interfaces: [UserErrorInterface],
  isTypeOf: (value) => value instanceof ConflictError,
  fields: (t) => ({
    currentVersion: t.int({
      nullable: true,
      description: 'On `version_conflict`: the current version, to reload and try again.',
      resolve: (e) => (typeof e.extensions.current_version === 'number' ? e.extensions.current_version : null),
    }),
  }),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'An object the mutation names does not exist, or the caller may not see it (code `not_found`).',
  subGraphs: ['public'],
  interfaces: [UserErrorInterface],
  isTypeOf: (value) => value instanceof NotFoundError,
  fields: () => ({}),
});

builder.objectType(ForbiddenError, {
  name: 'ForbiddenError',
  description: 'The caller may see the object but not do this to it (code `forbidden` or a more specific one).',
  subGraphs: ['public'],
  interfaces: [UserErrorInterface],
  isTypeOf: (value) => value instanceof ForbiddenError,
  fields: () => ({}),
});
