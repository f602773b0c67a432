// The admin pages' GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';

export const AdminUsersQuery = graphql(`
  query AdminUsers {
    users(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          email
          isDisabled
          isInvitationPending
          groupIds
          invitation {
            id
            invitedAt
            expiresAt
            isExpired
          }
        }
      }
    }
    groups(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          type
        }
      }
    }
  }
`);

export const InviteUserMutation = mutationDocument(
  graphql(`
  mutation AdminInviteUser($input: InviteUserInput!) {
    inviteUser(input: $input) {
      ... on InviteUserPayload {
        inviteLink
        emailSent
        user {
          id
          databaseId
          name
          email
          isDisabled
          isInvitationPending
          groupIds
        }
      }
      ...UserErrorFields
    }
  }
`),
);

export const DisableUserMutation = mutationDocument(
  graphql(`
  mutation AdminDisableUser($id: ID!) {
    disableUser(id: $id) {
      ... on User {
        id
        isDisabled
      }
      ...UserErrorFields
    }
  }
`),
);

export const EnableUserMutation = mutationDocument(
  graphql(`
  mutation AdminEnableUser($id: ID!) {
    enableUser(id: $id) {
      ... on User {
        id
        isDisabled
      }
      ...UserErrorFields
    }
  }
`),
);

export const RegenerateApiKeyMutation = mutationDocument(
  graphql(`
  mutation AdminRegenerateApiKey($userId: ID!) {
    regenerateApiKey(userId: $userId) {
      ... on ApiKeyPayload {
        apiKey
      }
      ...UserErrorFields
    }
  }
`),
);

export const EffectivePermissionsQuery = graphql(`
  query AdminEffectivePermissions($userId: ID!) {
    effectivePermissions(userId: $userId) {
      userId
      permissions
    }
  }
`);
