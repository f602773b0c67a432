// The admin pages' GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../graphql/generated';

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

export const InviteUserMutation = graphql(`
  mutation AdminInviteUser($input: InviteUserInput!) {
    inviteUser(input: $input) {
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
  }
`);

export const DisableUserMutation = graphql(`
  mutation AdminDisableUser($id: ID!) {
    disableUser(id: $id) {
      id
      isDisabled
    }
  }
`);

export const EnableUserMutation = graphql(`
  mutation AdminEnableUser($id: ID!) {
    enableUser(id: $id) {
      id
      isDisabled
    }
  }
`);

export const RegenerateApiKeyMutation = graphql(`
  mutation AdminRegenerateApiKey($userId: ID!) {
    regenerateApiKey(userId: $userId) {
      apiKey
    }
  }
`);

export const EffectivePermissionsQuery = graphql(`
  query AdminEffectivePermissions($userId: ID!) {
    effectivePermissions(userId: $userId) {
      userId
      permissions
    }
  }
`);
