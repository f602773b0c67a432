// The groups and roles pages' GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../../graphql/generated';

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
          dataSourceAccess {
            viewOnly
            dataSource {
              id
            }
          }
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

export const CreateGroupMutation = graphql(`
  mutation AdminCreateGroup($name: String!) {
    createGroup(name: $name) {
      id
      databaseId
      name
    }
  }
`);

export const RenameGroupMutation = graphql(`
  mutation AdminRenameGroup($id: ID!, $name: String!) {
    renameGroup(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const SetGroupDataSourceViewOnlyMutation = graphql(`
  mutation AdminSetGroupDataSourceViewOnly($groupId: ID!, $dataSourceId: ID!, $viewOnly: Boolean!) {
    setGroupDataSourceViewOnly(groupId: $groupId, dataSourceId: $dataSourceId, viewOnly: $viewOnly) {
      viewOnly
      dataSource {
        id
      }
    }
  }
`);

export const DeleteGroupMutation = graphql(`
  mutation AdminDeleteGroup($id: ID!) {
    deleteGroup(id: $id)
  }
`);

export const AddGroupMemberMutation = graphql(`
  mutation AdminAddGroupMember($groupId: ID!, $userId: ID!) {
    addGroupMember(groupId: $groupId, userId: $userId) {
      id
      memberIds
    }
  }
`);

export const RemoveGroupMemberMutation = graphql(`
  mutation AdminRemoveGroupMember($groupId: ID!, $userId: ID!) {
    removeGroupMember(groupId: $groupId, userId: $userId)
  }
`);

export const AttachRoleMutation = graphql(`
  mutation AdminAttachRole($groupId: ID!, $roleId: ID!) {
    attachRole(groupId: $groupId, roleId: $roleId) {
      id
      roleIds
      permissions
    }
  }
`);

export const DetachRoleMutation = graphql(`
  mutation AdminDetachRole($groupId: ID!, $roleId: ID!) {
    detachRole(groupId: $groupId, roleId: $roleId)
  }
`);

export const SetGroupAccessMutation = graphql(`
  mutation AdminSetGroupAccess($groupId: ID!, $restricted: Boolean!) {
    setGroupDataSourceAccess(groupId: $groupId, restricted: $restricted) {
      id
      restricted
    }
  }
`);

export const AddGroupDataSourceMutation = graphql(`
  mutation AdminAddGroupDataSource($groupId: ID!, $dataSourceId: ID!) {
    addGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId) {
      id
      dataSourceIds
    }
  }
`);

export const RemoveGroupDataSourceMutation = graphql(`
  mutation AdminRemoveGroupDataSource($groupId: ID!, $dataSourceId: ID!) {
    removeGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId)
  }
`);

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

export const CreateRoleMutation = graphql(`
  mutation AdminCreateRole($name: String!, $permissions: [String!]!) {
    createRole(name: $name, permissions: $permissions) {
      id
      databaseId
      name
      permissions
    }
  }
`);

export const UpdateRoleMutation = graphql(`
  mutation AdminUpdateRole($id: ID!, $permissions: [String!]) {
    updateRole(id: $id, permissions: $permissions) {
      id
      permissions
    }
  }
`);
