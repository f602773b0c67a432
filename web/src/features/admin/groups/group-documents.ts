// The groups and roles pages' GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../../graphql/generated';
import { mutationDocument } from '../../../graphql/errors';

export const AdminGroupsQuery = graphql(`
  query AdminGroups {
    groups(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          type
          restricted
          memberIds
          roleIds
          dataSourceIds
          permissions
        }
      }
    }
    roles(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          permissions
        }
      }
    }
    users(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          email
        }
      }
    }
    dataSources(first: 100) {
      edges {
        node {
          id
          databaseId
          name
        }
      }
    }
  }
`);

export const CreateGroupMutation = mutationDocument(
  graphql(`
  mutation AdminCreateGroup($name: String!) {
    createGroup(name: $name) {
      ... on Group {
        id
        databaseId
        name
      }
      ...UserErrorFields
    }
  }
`),
);

export const DeleteGroupMutation = mutationDocument(
  graphql(`
  mutation AdminDeleteGroup($id: ID!) {
    deleteGroup(id: $id) {
      ... on DeleteGroupSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

export const AddGroupMemberMutation = mutationDocument(
  graphql(`
  mutation AdminAddGroupMember($groupId: ID!, $userId: ID!) {
    addGroupMember(groupId: $groupId, userId: $userId) {
      ... on Group {
        id
        memberIds
      }
      ...UserErrorFields
    }
  }
`),
);

export const RemoveGroupMemberMutation = mutationDocument(
  graphql(`
  mutation AdminRemoveGroupMember($groupId: ID!, $userId: ID!) {
    removeGroupMember(groupId: $groupId, userId: $userId) {
      ... on RemoveGroupMemberSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

export const AttachRoleMutation = mutationDocument(
  graphql(`
  mutation AdminAttachRole($groupId: ID!, $roleId: ID!) {
    attachRole(groupId: $groupId, roleId: $roleId) {
      ... on Group {
        id
        roleIds
        permissions
      }
      ...UserErrorFields
    }
  }
`),
);

export const DetachRoleMutation = mutationDocument(
  graphql(`
  mutation AdminDetachRole($groupId: ID!, $roleId: ID!) {
    detachRole(groupId: $groupId, roleId: $roleId) {
      ... on DetachRoleSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

export const SetGroupAccessMutation = mutationDocument(
  graphql(`
  mutation AdminSetGroupAccess($groupId: ID!, $restricted: Boolean!) {
    setGroupDataSourceAccess(groupId: $groupId, restricted: $restricted) {
      ... on Group {
        id
        restricted
      }
      ...UserErrorFields
    }
  }
`),
);

export const AddGroupDataSourceMutation = mutationDocument(
  graphql(`
  mutation AdminAddGroupDataSource($groupId: ID!, $dataSourceId: ID!) {
    addGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId) {
      ... on Group {
        id
        dataSourceIds
      }
      ...UserErrorFields
    }
  }
`),
);

export const RemoveGroupDataSourceMutation = mutationDocument(
  graphql(`
  mutation AdminRemoveGroupDataSource($groupId: ID!, $dataSourceId: ID!) {
    removeGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId) {
      ... on RemoveGroupDataSourceSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

export const AdminRolesQuery = graphql(`
  query AdminRoles {
    roles(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          builtin
          permissions
          groupIds
        }
      }
    }
    permissions {
      key
      description
    }
  }
`);

export const CreateRoleMutation = mutationDocument(
  graphql(`
  mutation AdminCreateRole($name: String!, $permissions: [String!]!) {
    createRole(name: $name, permissions: $permissions) {
      ... on Role {
        id
        databaseId
        name
        permissions
      }
      ...UserErrorFields
    }
  }
`),
);

export const UpdateRoleMutation = mutationDocument(
  graphql(`
  mutation AdminUpdateRole($id: ID!, $permissions: [String!]) {
    updateRole(id: $id, permissions: $permissions) {
      ... on Role {
        id
        permissions
      }
      ...UserErrorFields
    }
  }
`),
);
