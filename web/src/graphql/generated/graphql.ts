/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CreateDigestSubscriptionInput = {
  dashboardSlug: string;
  /** daily | weekly */
  frequency: string;
  /** 0-23 */
  hour: number;
  /** An IANA time zone, e.g. Europe/Paris. */
  timezone: string;
};

export type CreateQueryInput = {
  dataSourceId: string | number;
  description?: string | null | undefined;
  name: string;
  options?: unknown;
  query: string;
  /** Its tags (each trimmed and kept once; at most 50). */
  tags?: Array<string> | null | undefined;
};

export type InviteUserInput = {
  email: string;
  /** Groups the user is invited into, besides `default`. */
  groupIds?: Array<number> | null | undefined;
  name: string;
  /** False: no invitation e-mail is sent (the accept link is still answered to admins). Default true. */
  sendEmail?: boolean | null | undefined;
};

/** Fields left out keep their value. */
export type UpdateAiSettingsInput = {
  /** Write-only. Null or "" clears it; "--------" or absent keeps it, except when baseUrl changes: then a stored key must be sent again (422 otherwise). */
  apiKey?: string | null | undefined;
  baseUrl?: string | null | undefined;
  enabled?: boolean | null | undefined;
  model?: string | null | undefined;
  rateLimitPerMinute?: number | null | undefined;
};

/** Fields left out keep their value; a null description clears it. */
export type UpdateQueryInput = {
  dataSourceId?: string | number | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  options?: unknown;
  query?: string | null | undefined;
  /** Replaces its tags (each trimmed and kept once; at most 50). Tags are not versioned: a change of tags alone saves no new version. */
  tags?: Array<string> | null | undefined;
};

export type GlobalSearchQueryVariables = Exact<{
  search: string;
}>;


export type GlobalSearchQuery = { __typename: 'Query', queries: { __typename: 'QueryQueriesConnection', edges: Array<{ __typename: 'QueryQueriesConnectionEdge', node: { __typename: 'SavedQuery', id: string, name: string } }> }, dashboards: { __typename: 'QueryDashboardsConnection', edges: Array<{ __typename: 'QueryDashboardsConnectionEdge', node: { __typename: 'Dashboard', id: string, name: string, slug: string } }> } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename: 'Mutation', signOut:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'SignOutSuccess', data: boolean }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUsersQuery = { __typename: 'Query', users: { __typename: 'QueryUsersConnection', edges: Array<{ __typename: 'QueryUsersConnectionEdge', node: { __typename: 'User', id: string, databaseId: number, name: string, email: string, isDisabled: boolean, isInvitationPending: boolean, groupIds: Array<number>, invitation: { __typename: 'Invitation', id: string, invitedAt: string, expiresAt: string | null, isExpired: boolean } | null } }> }, groups: { __typename: 'QueryGroupsConnection', edges: Array<{ __typename: 'QueryGroupsConnectionEdge', node: { __typename: 'Group', id: string, databaseId: number, name: string, type: string } }> } };

export type AdminInviteUserMutationVariables = Exact<{
  input: InviteUserInput;
}>;


export type AdminInviteUserMutation = { __typename: 'Mutation', inviteUser:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'InviteUserPayload', inviteLink: string | null, emailSent: boolean, user: { __typename: 'User', id: string, databaseId: number, name: string, email: string, isDisabled: boolean, isInvitationPending: boolean, groupIds: Array<number> } }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminDisableUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDisableUserMutation = { __typename: 'Mutation', disableUser:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'User', id: string, isDisabled: boolean }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminEnableUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminEnableUserMutation = { __typename: 'Mutation', enableUser:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'User', id: string, isDisabled: boolean }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminRegenerateApiKeyMutationVariables = Exact<{
  userId: string | number;
}>;


export type AdminRegenerateApiKeyMutation = { __typename: 'Mutation', regenerateApiKey:
    | { __typename: 'ApiKeyPayload', apiKey: string }
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminEffectivePermissionsQueryVariables = Exact<{
  userId: string | number;
}>;


export type AdminEffectivePermissionsQuery = { __typename: 'Query', effectivePermissions: { __typename: 'EffectivePermissions', userId: number, permissions: Array<string> } };

export type AdminDataSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDataSourcesQuery = { __typename: 'Query', dataSources: { __typename: 'QueryDataSourcesConnection', edges: Array<{ __typename: 'QueryDataSourcesConnectionEdge', node: { __typename: 'DataSource', id: string, databaseId: number, name: string, type: string } }> }, dataSourceTypes: Array<{ __typename: 'DataSourceType', type: string, name: string, configurationSchema: unknown, secretFields: Array<string> }> };

export type AdminDataSourceQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminDataSourceQuery = { __typename: 'Query', dataSource: { __typename: 'DataSource', id: string, databaseId: number, name: string, type: string, options: unknown, policies: { __typename: 'DataSourcePolicies', canUpdate: boolean, canDelete: boolean } }, dataSourceTypes: Array<{ __typename: 'DataSourceType', type: string, name: string, configurationSchema: unknown, secretFields: Array<string> }> };

export type AdminDataSourceGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDataSourceGroupsQuery = { __typename: 'Query', groups: { __typename: 'QueryGroupsConnection', edges: Array<{ __typename: 'QueryGroupsConnectionEdge', node: { __typename: 'Group', id: string, databaseId: number, name: string, type: string, restricted: boolean, dataSourceAccess: Array<{ __typename: 'GroupDataSource', viewOnly: boolean, dataSource: { __typename: 'DataSource', id: string } }> } }> } };

export type AdminDataSourceSchemaQueryVariables = Exact<{
  id: string | number;
  refresh?: boolean | null | undefined;
}>;


export type AdminDataSourceSchemaQuery = { __typename: 'Query', dataSourceKeptSchema: { __typename: 'KeptSchema', tables: unknown, retrievedAt: string | null, error: string | null } };

export type AdminCreateDataSourceMutationVariables = Exact<{
  name: string;
  type: string;
  options: unknown;
}>;


export type AdminCreateDataSourceMutation = { __typename: 'Mutation', createDataSource:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DataSource', id: string, databaseId: number, name: string, type: string, options: unknown }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminUpdateDataSourceMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  options?: unknown;
}>;


export type AdminUpdateDataSourceMutation = { __typename: 'Mutation', updateDataSource:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DataSource', id: string, databaseId: number, name: string, type: string, options: unknown }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminDeleteDataSourceMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteDataSourceMutation = { __typename: 'Mutation', deleteDataSource:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DeleteDataSourceSuccess', data: boolean }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminTestDataSourceMutationVariables = Exact<{
  dataSourceId?: string | number | null | undefined;
  type?: string | null | undefined;
  options?: unknown;
}>;


export type AdminTestDataSourceMutation = { __typename: 'Mutation', testDataSource:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'ConnectionCheck', ok: boolean, reason: string | null }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminSetDataSourceGroupAccessMutationVariables = Exact<{
  groupId: string | number;
  dataSourceId: string | number;
  viewOnly: boolean;
}>;


export type AdminSetDataSourceGroupAccessMutation = { __typename: 'Mutation', setGroupDataSourceViewOnly:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'GroupDataSource', viewOnly: boolean }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminRemoveDataSourceGroupAccessMutationVariables = Exact<{
  groupId: string | number;
  dataSourceId: string | number;
}>;


export type AdminRemoveDataSourceGroupAccessMutation = { __typename: 'Mutation', removeGroupDataSource:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'RemoveGroupDataSourceSuccess', data: boolean }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGroupsQuery = { __typename: 'Query', groups: { __typename: 'QueryGroupsConnection', edges: Array<{ __typename: 'QueryGroupsConnectionEdge', node: { __typename: 'Group', id: string, databaseId: number, name: string, type: string, restricted: boolean, memberIds: Array<number>, roleIds: Array<number>, dataSourceIds: Array<number>, permissions: Array<string>, dataSourceAccess: Array<{ __typename: 'GroupDataSource', viewOnly: boolean, dataSource: { __typename: 'DataSource', id: string } }> } }> }, roles: { __typename: 'QueryRolesConnection', edges: Array<{ __typename: 'QueryRolesConnectionEdge', node: { __typename: 'Role', id: string, databaseId: number, name: string, permissions: Array<string> } }> }, users: { __typename: 'QueryUsersConnection', edges: Array<{ __typename: 'QueryUsersConnectionEdge', node: { __typename: 'User', id: string, databaseId: number, name: string, email: string } }> }, dataSources: { __typename: 'QueryDataSourcesConnection', edges: Array<{ __typename: 'QueryDataSourcesConnectionEdge', node: { __typename: 'DataSource', id: string, databaseId: number, name: string } }> } };

export type AdminCreateGroupMutationVariables = Exact<{
  name: string;
}>;


export type AdminCreateGroupMutation = { __typename: 'Mutation', createGroup:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'Group', id: string, databaseId: number, name: string }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminRenameGroupMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type AdminRenameGroupMutation = { __typename: 'Mutation', renameGroup:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'Group', id: string, name: string }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminSetGroupDataSourceViewOnlyMutationVariables = Exact<{
  groupId: string | number;
  dataSourceId: string | number;
  viewOnly: boolean;
}>;


export type AdminSetGroupDataSourceViewOnlyMutation = { __typename: 'Mutation', setGroupDataSourceViewOnly:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'GroupDataSource', viewOnly: boolean, dataSource: { __typename: 'DataSource', id: string } }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminDeleteGroupMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteGroupMutation = { __typename: 'Mutation', deleteGroup:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DeleteGroupSuccess', data: boolean }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminAddGroupMemberMutationVariables = Exact<{
  groupId: string | number;
  userId: string | number;
}>;


export type AdminAddGroupMemberMutation = { __typename: 'Mutation', addGroupMember:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'Group', id: string, memberIds: Array<number> }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminRemoveGroupMemberMutationVariables = Exact<{
  groupId: string | number;
  userId: string | number;
}>;


export type AdminRemoveGroupMemberMutation = { __typename: 'Mutation', removeGroupMember:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'RemoveGroupMemberSuccess', data: boolean }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminAttachRoleMutationVariables = Exact<{
  groupId: string | number;
  roleId: string | number;
}>;


export type AdminAttachRoleMutation = { __typename: 'Mutation', attachRole:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'Group', id: string, roleIds: Array<number>, permissions: Array<string> }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminDetachRoleMutationVariables = Exact<{
  groupId: string | number;
  roleId: string | number;
}>;


export type AdminDetachRoleMutation = { __typename: 'Mutation', detachRole:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DetachRoleSuccess', data: boolean }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminSetGroupAccessMutationVariables = Exact<{
  groupId: string | number;
  restricted: boolean;
}>;


export type AdminSetGroupAccessMutation = { __typename: 'Mutation', setGroupDataSourceAccess:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'Group', id: string, restricted: boolean }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminAddGroupDataSourceMutationVariables = Exact<{
  groupId: string | number;
  dataSourceId: string | number;
}>;


export type AdminAddGroupDataSourceMutation = { __typename: 'Mutation', addGroupDataSource:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'Group', id: string, dataSourceIds: Array<number> }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminRemoveGroupDataSourceMutationVariables = Exact<{
  groupId: string | number;
  dataSourceId: string | number;
}>;


export type AdminRemoveGroupDataSourceMutation = { __typename: 'Mutation', removeGroupDataSource:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'RemoveGroupDataSourceSuccess', data: boolean }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRolesQuery = { __typename: 'Query', roles: { __typename: 'QueryRolesConnection', edges: Array<{ __typename: 'QueryRolesConnectionEdge', node: { __typename: 'Role', id: string, databaseId: number, name: string, builtin: boolean, permissions: Array<string>, groupIds: Array<number> } }> }, permissions: Array<{ __typename: 'Permission', key: string, description: string }> };

export type AdminCreateRoleMutationVariables = Exact<{
  name: string;
  permissions: Array<string> | string;
}>;


export type AdminCreateRoleMutation = { __typename: 'Mutation', createRole:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'Role', id: string, databaseId: number, name: string, permissions: Array<string> }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminUpdateRoleMutationVariables = Exact<{
  id: string | number;
  permissions?: Array<string> | string | null | undefined;
}>;


export type AdminUpdateRoleMutation = { __typename: 'Mutation', updateRole:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'Role', id: string, permissions: Array<string> }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminAiSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAiSettingsQuery = { __typename: 'Query', aiSettings: { __typename: 'AiSettings', enabled: boolean, baseUrl: string | null, model: string | null, apiKeySet: boolean, rateLimitPerMinute: number } };

export type AdminUpdateAiSettingsMutationVariables = Exact<{
  input: UpdateAiSettingsInput;
}>;


export type AdminUpdateAiSettingsMutation = { __typename: 'Mutation', updateAiSettings:
    | { __typename: 'AiSettings', enabled: boolean, baseUrl: string | null, model: string | null, apiKeySet: boolean, rateLimitPerMinute: number }
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AdminOrganizationQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOrganizationQuery = { __typename: 'Query', session: { __typename: 'SessionInfo', organization: { __typename: 'SessionOrganization', id: number, name: string, slug: string, domain: string | null } } };

export type AdminUpdateOrganizationMutationVariables = Exact<{
  name: string;
}>;


export type AdminUpdateOrganizationMutation = { __typename: 'Mutation', updateOrganization:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'Organization', id: number, name: string, slug: string, domain: string | null }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type SettingsDigestsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsDigestsQuery = { __typename: 'Query', digestSubscriptions: { __typename: 'QueryDigestSubscriptionsConnection', edges: Array<{ __typename: 'QueryDigestSubscriptionsConnectionEdge', node: { __typename: 'DigestSubscription', id: number, dashboardSlug: string, dashboardName: string, frequency: string, hour: number, timezone: string, nextSendAt: string | null } }> }, dashboards: { __typename: 'QueryDashboardsConnection', edges: Array<{ __typename: 'QueryDashboardsConnectionEdge', node: { __typename: 'Dashboard', id: string, name: string, slug: string } }> } };

export type SettingsSubscribeDigestMutationVariables = Exact<{
  input: CreateDigestSubscriptionInput;
}>;


export type SettingsSubscribeDigestMutation = { __typename: 'Mutation', createDigestSubscription:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DigestSubscription', id: number, dashboardSlug: string, dashboardName: string, frequency: string, hour: number, timezone: string, nextSendAt: string | null }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type SettingsUnsubscribeDigestMutationVariables = Exact<{
  id: number;
}>;


export type SettingsUnsubscribeDigestMutation = { __typename: 'Mutation', deleteDigestSubscription:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DeleteDigestSubscriptionSuccess', data: boolean }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type DashboardPageQueryVariables = Exact<{
  slug: string;
}>;


export type DashboardPageQuery = { __typename: 'Query', dashboard: { __typename: 'Dashboard', id: string, databaseId: number, slug: string, name: string, isDraft: boolean, hasUnpublishedChanges: boolean, publishedAt: string | null, updatedAt: string, isShared: boolean, publicUrl: string | null, shareExpiresAt: string | null, policies: { __typename: 'DashboardPolicies', canUpdate: boolean, canPublish: boolean, canShare: boolean }, widgets: Array<{ __typename: 'DashboardWidget', id: string, databaseId: number, width: number, text: string | null, options: unknown, visualization: { __typename: 'WidgetVisualization', id: number, name: string, type: string, options: unknown, queryId: number, queryName: string } | null, result: { __typename: 'WidgetResult', columns: unknown, rows: unknown, rowCount: number, retrievedAt: string } | null }> } };

export type DashboardUpdatedSubscriptionVariables = Exact<{
  dashboardId: string | number;
}>;


export type DashboardUpdatedSubscription = { dashboardUpdated: { __typename: 'Dashboard', id: string, updatedAt: string } };

export type WidgetQuerySearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type WidgetQuerySearchQuery = { __typename: 'Query', queries: { __typename: 'QueryQueriesConnection', edges: Array<{ __typename: 'QueryQueriesConnectionEdge', node: { __typename: 'SavedQuery', id: string, databaseId: number, name: string, visualizations: Array<{ __typename: 'Visualization', id: string, name: string, type: string }> } }> } };

export type CreateDashboardWidgetMutationVariables = Exact<{
  dashboardId: string | number;
  visualizationId?: string | number | null | undefined;
  text?: string | null | undefined;
  width?: number | null | undefined;
}>;


export type CreateDashboardWidgetMutation = { __typename: 'Mutation', createWidget:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DashboardWidget', id: string }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type MoveDashboardWidgetMutationVariables = Exact<{
  id: string | number;
  width?: number | null | undefined;
  options?: unknown;
}>;


export type MoveDashboardWidgetMutation = { __typename: 'Mutation', updateWidget:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DashboardWidget', id: string, width: number, options: unknown }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type RemoveDashboardWidgetMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveDashboardWidgetMutation = { __typename: 'Mutation', deleteWidget:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DeleteWidgetSuccess', data: boolean }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type PublishDashboardPageMutationVariables = Exact<{
  slug: string;
}>;


export type PublishDashboardPageMutation = { __typename: 'Mutation', publishDashboard:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'Dashboard', id: string, isDraft: boolean, hasUnpublishedChanges: boolean, publishedAt: string | null, updatedAt: string }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type RefreshDashboardPageMutationVariables = Exact<{
  slug: string;
}>;


export type RefreshDashboardPageMutation = { __typename: 'Mutation', refreshDashboard:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'RefreshDashboardSuccess', data: Array<{ __typename: 'DashboardRefreshedQuery', queryId: number, error: string | null }> }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type ShareDashboardPageMutationVariables = Exact<{
  slug: string;
  expiresAt?: string | null | undefined;
  neverExpires?: boolean | null | undefined;
}>;


export type ShareDashboardPageMutation = { __typename: 'Mutation', shareDashboard:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DashboardShare', publicUrl: string, expiresAt: string | null }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type RotateDashboardShareLinkMutationVariables = Exact<{
  slug: string;
  expiresAt?: string | null | undefined;
  neverExpires?: boolean | null | undefined;
}>;


export type RotateDashboardShareLinkMutation = { __typename: 'Mutation', rotateDashboardShare:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DashboardShare', publicUrl: string, expiresAt: string | null }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type RevokeDashboardShareLinkMutationVariables = Exact<{
  slug: string;
}>;


export type RevokeDashboardShareLinkMutation = { __typename: 'Mutation', revokeDashboardShare:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'RevokeDashboardShareSuccess', data: boolean }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type DashboardShareViewsQueryVariables = Exact<{
  slug: string;
}>;


export type DashboardShareViewsQuery = { __typename: 'Query', dashboardShareAccesses: { __typename: 'QueryDashboardShareAccessesConnection', totalCount: number, days: Array<{ __typename: 'ShareAccessDay', day: string, count: number }> } };

export type DashboardListQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardListQuery = { __typename: 'Query', dashboards: { __typename: 'QueryDashboardsConnection', edges: Array<{ __typename: 'QueryDashboardsConnectionEdge', node: { __typename: 'Dashboard', id: string, name: string, slug: string, isDraft: boolean, tags: Array<string>, updatedAt: string } }> } };

export type CreateDashboardMutationVariables = Exact<{
  name: string;
}>;


export type CreateDashboardMutation = { __typename: 'Mutation', createDashboard:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'Dashboard', id: string, slug: string }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type DestinationsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DestinationsPageQuery = { __typename: 'Query', destinations: { __typename: 'QueryDestinationsConnection', edges: Array<{ __typename: 'QueryDestinationsConnectionEdge', node: { __typename: 'Destination', id: string, databaseId: number, name: string, type: string, options: unknown } }> }, destinationTypes: Array<{ __typename: 'DestinationKind', type: string, name: string, configurationSchema: unknown, secretFields: Array<string> }> };

export type CreateDestinationMutationVariables = Exact<{
  name: string;
  type: string;
  options?: unknown;
}>;


export type CreateDestinationMutation = { __typename: 'Mutation', createDestination:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DestinationSecretPayload', secret: string | null, destination: { __typename: 'Destination', id: string, databaseId: number, name: string, type: string, options: unknown } }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type UpdateDestinationMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  options?: unknown;
}>;


export type UpdateDestinationMutation = { __typename: 'Mutation', updateDestination:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'Destination', id: string, databaseId: number, name: string, type: string, options: unknown }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type TestDestinationMutationVariables = Exact<{
  id: string | number;
}>;


export type TestDestinationMutation = { __typename: 'Mutation', testDestination:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'Delivery', id: number, state: string, status: number | null, error: string | null }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type RotateDestinationSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateDestinationSecretMutation = { __typename: 'Mutation', rotateDestinationSecret:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DestinationSecretPayload', secret: string | null, destination: { __typename: 'Destination', id: string } }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type DeleteDestinationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDestinationMutation = { __typename: 'Mutation', deleteDestination:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DeleteDestinationSuccess', data: boolean }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AddSampleDataMutationVariables = Exact<{ [key: string]: never; }>;


export type AddSampleDataMutation = { __typename: 'Mutation', addSampleData:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'SampleData', dashboardSlug: string }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { __typename: 'Query', dataSources: { __typename: 'QueryDataSourcesConnection', edges: Array<{ __typename: 'QueryDataSourcesConnectionEdge', node: { __typename: 'DataSource', id: string } }> }, queries: { __typename: 'QueryQueriesConnection', edges: Array<{ __typename: 'QueryQueriesConnectionEdge', node: { __typename: 'SavedQuery', id: string, name: string } }> }, dashboards: { __typename: 'QueryDashboardsConnection', edges: Array<{ __typename: 'QueryDashboardsConnectionEdge', node: { __typename: 'Dashboard', id: string, name: string, slug: string } }> } };

export type MonitorFieldsFragment = { __typename: 'Monitor', id: string, databaseId: number, name: string, state: string, error: string | null, muted: boolean, snoozedUntil: string | null, acknowledgedAt: string | null, breachCount: number, lastCheckedAt: string | null, options: unknown, rearm: number | null, notifyOnRecovery: boolean, queryId: number, policies: { __typename: 'MonitorPolicies', canAcknowledge: boolean, canUpdate: boolean, canRun: boolean, canSubscribe: boolean, canDelete: boolean } } & { ' $fragmentName'?: 'MonitorFieldsFragment' };

export type MonitorListQueryVariables = Exact<{ [key: string]: never; }>;


export type MonitorListQuery = { __typename: 'Query', monitors: { __typename: 'QueryMonitorsConnection', edges: Array<{ __typename: 'QueryMonitorsConnectionEdge', node: (
        { __typename: 'Monitor' }
        & { ' $fragmentRefs'?: { 'MonitorFieldsFragment': MonitorFieldsFragment } }
      ) }> } };

export type MonitorPageQueryVariables = Exact<{
  id: string | number;
}>;


export type MonitorPageQuery = { __typename: 'Query', monitor: (
    { __typename: 'Monitor' }
    & { ' $fragmentRefs'?: { 'MonitorFieldsFragment': MonitorFieldsFragment } }
  ), monitorHistory: { __typename: 'QueryMonitorHistoryConnection', edges: Array<{ __typename: 'QueryMonitorHistoryConnectionEdge', node: { __typename: 'MonitorHistoryEntry', id: string, createdAt: string, kind: string, fromState: string | null, toState: string, value: number | null, error: string | null, userId: number | null } }> }, monitorChecks: { __typename: 'QueryRunsConnection', edges: Array<{ __typename: 'QueryRunsConnectionEdge', node: { __typename: 'Run', id: string, createdAt: string, finishedAt: string | null, check: { __typename: 'MonitorCheck', state: string, value: number | null } | null } }> }, monitorDeliveries: { __typename: 'QueryMonitorDeliveriesConnection', edges: Array<{ __typename: 'QueryMonitorDeliveriesConnectionEdge', node: { __typename: 'Delivery', id: number, createdAt: string, destinationId: number, eventType: string, attempt: number, state: string, status: number | null, error: string | null } }> }, monitorSubscriptions: { __typename: 'QueryMonitorSubscriptionsConnection', edges: Array<{ __typename: 'QueryMonitorSubscriptionsConnectionEdge', node: { __typename: 'MonitorSubscription', id: string, destination: { __typename: 'Destination', id: string, databaseId: number, name: string, type: string } } }> } };

export type MonitorQueriesQueryVariables = Exact<{ [key: string]: never; }>;


export type MonitorQueriesQuery = { __typename: 'Query', queries: { __typename: 'QueryQueriesConnection', edges: Array<{ __typename: 'QueryQueriesConnectionEdge', node: { __typename: 'SavedQuery', id: string, databaseId: number, name: string, latestQueryDataId: number | null } }> }, destinations: { __typename: 'QueryDestinationsConnection', edges: Array<{ __typename: 'QueryDestinationsConnectionEdge', node: { __typename: 'Destination', id: string, databaseId: number, name: string, type: string } }> } };

export type MonitorQueryColumnsQueryVariables = Exact<{
  id: string | number;
}>;


export type MonitorQueryColumnsQuery = { __typename: 'Query', queryResult: { __typename: 'QueryResult', id: string, data: unknown } };

export type MonitorLiveEventsSubscriptionVariables = Exact<{
  monitorId: string | number;
}>;


export type MonitorLiveEventsSubscription = { monitorEvents: { __typename: 'MonitorEvent', type: string, monitorId: number, state: string | null, occurredAt: string } };

export type CreateMonitorMutationVariables = Exact<{
  name: string;
  queryId: string | number;
  options?: unknown;
  rearm?: number | null | undefined;
}>;


export type CreateMonitorMutation = { __typename: 'Mutation', createMonitor:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'Monitor' }
      & { ' $fragmentRefs'?: { 'MonitorFieldsFragment': MonitorFieldsFragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type UpdateMonitorMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  queryId?: string | number | null | undefined;
  options?: unknown;
  rearm?: number | null | undefined;
  clearRearm?: boolean | null | undefined;
}>;


export type UpdateMonitorMutation = { __typename: 'Mutation', updateMonitor:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'Monitor' }
      & { ' $fragmentRefs'?: { 'MonitorFieldsFragment': MonitorFieldsFragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type DryRunMonitorMutationVariables = Exact<{
  id: string | number;
}>;


export type DryRunMonitorMutation = { __typename: 'Mutation', dryRunMonitor:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'MonitorDryRun', value: number | null, met: boolean | null, held: boolean | null, error: string | null, fromState: string, toState: string, breachCount: number, notification: string | null, notifications: Array<{ __typename: 'MonitorDryRunNotification', destinationName: string, destinationType: string, channel: string, method: string | null, url: string | null, headers: unknown, payload: unknown, subject: string | null, text: string | null, to: Array<string> | null, suppressedBy: string | null }> }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type RunMonitorNowMutationVariables = Exact<{
  id: string | number;
}>;


export type RunMonitorNowMutation = { __typename: 'Mutation', runMonitor:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'MonitorRunPayload', created: boolean, run: { __typename: 'MonitorRun', id: number, status: number } }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AckMonitorMutationVariables = Exact<{
  id: string | number;
}>;


export type AckMonitorMutation = { __typename: 'Mutation', ackMonitor:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'Monitor' }
      & { ' $fragmentRefs'?: { 'MonitorFieldsFragment': MonitorFieldsFragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type SnoozeMonitorMutationVariables = Exact<{
  id: string | number;
  minutes: number;
}>;


export type SnoozeMonitorMutation = { __typename: 'Mutation', snoozeMonitor:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'Monitor' }
      & { ' $fragmentRefs'?: { 'MonitorFieldsFragment': MonitorFieldsFragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type MuteMonitorMutationVariables = Exact<{
  id: string | number;
}>;


export type MuteMonitorMutation = { __typename: 'Mutation', muteMonitor:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'Monitor' }
      & { ' $fragmentRefs'?: { 'MonitorFieldsFragment': MonitorFieldsFragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type UnmuteMonitorMutationVariables = Exact<{
  id: string | number;
}>;


export type UnmuteMonitorMutation = { __typename: 'Mutation', unmuteMonitor:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'Monitor' }
      & { ' $fragmentRefs'?: { 'MonitorFieldsFragment': MonitorFieldsFragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type RetryMonitorDeliveryMutationVariables = Exact<{
  deliveryId: number;
  monitorId: string | number;
}>;


export type RetryMonitorDeliveryMutation = { __typename: 'Mutation', retryDelivery:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'Delivery', id: number, state: string }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type SubscribeMonitorMutationVariables = Exact<{
  monitorId: string | number;
  destinationId: string | number;
}>;


export type SubscribeMonitorMutation = { __typename: 'Mutation', createSubscription:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'MonitorSubscription', id: string }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type UnsubscribeMonitorMutationVariables = Exact<{
  id: string | number;
  monitorId: string | number;
}>;


export type UnsubscribeMonitorMutation = { __typename: 'Mutation', deleteSubscription:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'DeleteSubscriptionSuccess', data: boolean }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type PeopleInvitationQueryVariables = Exact<{
  token: string;
}>;


export type PeopleInvitationQuery = { __typename: 'Query', invitation: { __typename: 'InvitationStatus', email: string, organization: string, status: string } };

export type PeopleAcceptInvitationMutationVariables = Exact<{
  token: string;
  password: string;
  name?: string | null | undefined;
}>;


export type PeopleAcceptInvitationMutation = { __typename: 'Mutation', acceptInvitation:
    | { __typename: 'AcceptInvitationPayload', apiKey: string, user: { __typename: 'User', id: string, name: string } }
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type PeopleSignUpOpenQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleSignUpOpenQuery = { __typename: 'Query', signUpOpen: boolean };

export type PeopleSignUpMutationVariables = Exact<{
  orgName: string;
  name: string;
  email: string;
  password: string;
}>;


export type PeopleSignUpMutation = { __typename: 'Mutation', signUp:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'SignUpPayload', organization: { __typename: 'Organization', id: number } }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type PeopleVerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type PeopleVerifyEmailMutation = { __typename: 'Mutation', verifyEmail:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
    | { __typename: 'VerifiedEmail', email: string, organization: string }
   };

export type PeopleSendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type PeopleSendVerificationEmailMutation = { __typename: 'Mutation', sendVerificationEmail:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'SendVerificationEmailSuccess', data: boolean }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type PeopleRequestOrganizationCodeMutationVariables = Exact<{
  orgSlug: string;
}>;


export type PeopleRequestOrganizationCodeMutation = { __typename: 'Mutation', requestOrganizationCode:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'RequestOrganizationCodeSuccess', data: boolean }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type PeopleSelectOrganizationMutationVariables = Exact<{
  orgSlug: string;
  password?: string | null | undefined;
  code?: string | null | undefined;
}>;


export type PeopleSelectOrganizationMutation = { __typename: 'Mutation', selectOrganization:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'OrganizationSelection', exchangeToken: string, exchangeUrl: string }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type PeopleExchangeSessionMutationVariables = Exact<{
  exchangeToken: string;
}>;


export type PeopleExchangeSessionMutation = { __typename: 'Mutation', exchangeSession:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'User', id: string }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type QueryEditorFieldsFragment = { __typename: 'SavedQuery', id: string, databaseId: number, name: string, query: string, dataSourceId: number, options: unknown, tags: Array<string>, isDraft: boolean, isFavorite: boolean, isArchived: boolean, workingVersion: number, publishedVersion: number | null, canEdit: boolean, latestQueryDataId: number | null, updatedAt: string, lastModifiedBy: { __typename: 'Author', name: string } | null, policies: { __typename: 'QueryPolicies', canUpdate: boolean, canPublish: boolean, canArchive: boolean, canExecute: boolean }, visualizations: Array<{ __typename: 'Visualization', id: string, name: string, type: string, options: unknown }> } & { ' $fragmentName'?: 'QueryEditorFieldsFragment' };

export type QueryEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type QueryEditorQuery = { __typename: 'Query', query: (
    { __typename: 'SavedQuery' }
    & { ' $fragmentRefs'?: { 'QueryEditorFieldsFragment': QueryEditorFieldsFragment } }
  ) };

export type EditorDataSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorDataSourcesQuery = { __typename: 'Query', aiSqlAvailable: boolean, dataSources: { __typename: 'QueryDataSourcesConnection', edges: Array<{ __typename: 'QueryDataSourcesConnectionEdge', node: { __typename: 'DataSource', id: string, databaseId: number, name: string, type: string } }> } };

export type EditorDataSourceSchemaQueryVariables = Exact<{
  id: string | number;
  refresh?: boolean | null | undefined;
}>;


export type EditorDataSourceSchemaQuery = { __typename: 'Query', dataSourceSchema: unknown };

export type EditorExecuteAdhocMutationVariables = Exact<{
  dataSourceId: string | number;
  query: string;
  parameters?: unknown;
  parameterDefinitions?: unknown;
}>;


export type EditorExecuteAdhocMutation = { __typename: 'Mutation', executeAdhocQuery:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'ExecutionPayload', job: { __typename: 'Job', id: string, status: number, error: string | null, queryResultId: number | null } | null, queryResult: { __typename: 'QueryResult', id: string, databaseId: number, rowCount: number, runtime: number } | null }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type EditorCancelJobMutationVariables = Exact<{
  id: string | number;
}>;


export type EditorCancelJobMutation = { __typename: 'Mutation', cancelJob:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | { __typename: 'Job', id: string, status: number, error: string | null }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type EditorJobStatusSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type EditorJobStatusSubscription = { jobStatus: { __typename: 'Job', id: string, status: number, error: string | null, queryResultId: number | null, progress: { __typename: 'JobProgress', elapsedMs: number, rowsFetched: number } | null } };

export type EditorResultMetaQueryVariables = Exact<{
  id: string | number;
}>;


export type EditorResultMetaQuery = { __typename: 'Query', queryResult: { __typename: 'QueryResult', id: string, rowCount: number, runtime: number, retrievedAt: string } };

export type EditorCreateQueryMutationVariables = Exact<{
  input: CreateQueryInput;
}>;


export type EditorCreateQueryMutation = { __typename: 'Mutation', createQuery:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'SavedQuery' }
      & { ' $fragmentRefs'?: { 'QueryEditorFieldsFragment': QueryEditorFieldsFragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type EditorUpdateQueryMutationVariables = Exact<{
  id: string | number;
  input: UpdateQueryInput;
  expectedVersion?: number | null | undefined;
}>;


export type EditorUpdateQueryMutation = { __typename: 'Mutation', updateQuery:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'SavedQuery' }
      & { ' $fragmentRefs'?: { 'QueryEditorFieldsFragment': QueryEditorFieldsFragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type EditorPublishQueryMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type EditorPublishQueryMutation = { __typename: 'Mutation', publishQuery:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'SavedQuery' }
      & { ' $fragmentRefs'?: { 'QueryEditorFieldsFragment': QueryEditorFieldsFragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type EditorQueryVersionsQueryVariables = Exact<{
  id: string | number;
}>;


export type EditorQueryVersionsQuery = { __typename: 'Query', queryVersions: { __typename: 'QueryQueryVersionsConnection', edges: Array<{ __typename: 'QueryQueryVersionsConnectionEdge', node: { __typename: 'QueryVersion', id: string, version: number, name: string, query: string, createdAt: string } }> } };

export type EditorForkQueryMutationVariables = Exact<{
  id: string | number;
}>;


export type EditorForkQueryMutation = { __typename: 'Mutation', forkQuery:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'SavedQuery', id: string }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type EditorArchiveQueryMutationVariables = Exact<{
  id: string | number;
}>;


export type EditorArchiveQueryMutation = { __typename: 'Mutation', archiveQuery:
    | { __typename: 'ArchiveQuerySuccess', data: boolean }
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type EditorFavoriteQueryMutationVariables = Exact<{
  id: string | number;
}>;


export type EditorFavoriteQueryMutation = { __typename: 'Mutation', favoriteQuery:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | { __typename: 'FavoriteQuerySuccess', data: boolean }
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type EditorUnfavoriteQueryMutationVariables = Exact<{
  id: string | number;
}>;


export type EditorUnfavoriteQueryMutation = { __typename: 'Mutation', unfavoriteQuery:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'UnfavoriteQuerySuccess', data: boolean }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type EditorGenerateSqlMutationVariables = Exact<{
  dataSourceId: string | number;
  prompt: string;
  queryId?: string | number | null | undefined;
}>;


export type EditorGenerateSqlMutation = { __typename: 'Mutation', generateSql:
    | { __typename: 'AiSqlResult', status: string, sql: string | null, explanation: string | null, retryAfterSecs: number | null }
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type QueryListQueryVariables = Exact<{
  search?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  favorites?: boolean | null | undefined;
  mine?: boolean | null | undefined;
  draft?: boolean | null | undefined;
  after?: string | null | undefined;
  first: number;
}>;


export type QueryListQuery = { __typename: 'Query', queries: { __typename: 'QueryQueriesConnection', edges: Array<{ __typename: 'QueryQueriesConnectionEdge', node: { __typename: 'SavedQuery', id: string, name: string, isDraft: boolean, isFavorite: boolean, tags: Array<string>, updatedAt: string, user: { __typename: 'Author', name: string } | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } }, queryTags: { __typename: 'QueryQueryTagsConnection', edges: Array<{ __typename: 'QueryQueryTagsConnectionEdge', node: { __typename: 'TagCount', name: string, count: number } }> } };

export type EntitySchedulesQueryVariables = Exact<{
  entityType: string;
  entityId: string | number;
}>;


export type EntitySchedulesQuery = { __typename: 'Query', schedules: { __typename: 'QuerySchedulesConnection', edges: Array<{ __typename: 'QuerySchedulesConnectionEdge', node: { __typename: 'Schedule', id: string, databaseId: number, enabled: boolean, spec: unknown, timezone: string, nextRunAt: string | null } }> } };

export type CreateScheduleMutationVariables = Exact<{
  entityType: string;
  entityId: string | number;
  spec: unknown;
  timezone?: string | null | undefined;
  enabled?: boolean | null | undefined;
}>;


export type CreateScheduleMutation = { __typename: 'Mutation', createSchedule:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'Schedule', id: string, databaseId: number, enabled: boolean, spec: unknown, timezone: string, nextRunAt: string | null }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type UpdateScheduleMutationVariables = Exact<{
  id: string | number;
  spec?: unknown;
  timezone?: string | null | undefined;
}>;


export type UpdateScheduleMutation = { __typename: 'Mutation', updateSchedule:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'Schedule', id: string, enabled: boolean, spec: unknown, timezone: string, nextRunAt: string | null }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type EnableScheduleMutationVariables = Exact<{
  id: string | number;
}>;


export type EnableScheduleMutation = { __typename: 'Mutation', enableSchedule:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'Schedule', id: string, enabled: boolean, nextRunAt: string | null }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type DisableScheduleMutationVariables = Exact<{
  id: string | number;
}>;


export type DisableScheduleMutation = { __typename: 'Mutation', disableSchedule:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'Schedule', id: string, enabled: boolean, nextRunAt: string | null }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type AppSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type AppSessionQuery = { __typename: 'Query', session: { __typename: 'SessionInfo', permissions: Array<string>, user: { __typename: 'SessionUser', id: number, name: string, email: string, isEmailVerified: boolean }, organization: { __typename: 'SessionOrganization', id: number, name: string, slug: string }, organizations: Array<{ __typename: 'SessionOrganization', id: number, name: string, slug: string }> } };

export type SetUpFirstOrganizationMutationVariables = Exact<{
  token: string;
  orgName: string;
  name: string;
  email: string;
  password: string;
}>;


export type SetUpFirstOrganizationMutation = { __typename: 'Mutation', setUpFirstOrganization:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'SignUpPayload', organization: { __typename: 'Organization', id: number } }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { __typename: 'Mutation', signIn:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | { __typename: 'User', id: string }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
   };

export type SetUpNeededQueryVariables = Exact<{ [key: string]: never; }>;


export type SetUpNeededQuery = { __typename: 'Query', setUpNeeded: boolean, signUpOpen: boolean };

export type EditorCreateVisualizationMutationVariables = Exact<{
  queryId: string | number;
  name: string;
  type: string;
  options?: unknown;
}>;


export type EditorCreateVisualizationMutation = { __typename: 'Mutation', createVisualization:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
    | { __typename: 'Visualization', id: string, name: string, type: string, options: unknown }
   };

export type EditorUpdateVisualizationMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  type?: string | null | undefined;
  options?: unknown;
}>;


export type EditorUpdateVisualizationMutation = { __typename: 'Mutation', updateVisualization:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ConflictError_Fragment': UserErrorFields_ConflictError_Fragment } }
    )
    | (
      { __typename: 'ForbiddenError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ForbiddenError_Fragment': UserErrorFields_ForbiddenError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_NotFoundError_Fragment': UserErrorFields_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'UserErrorFields_ValidationError_Fragment': UserErrorFields_ValidationError_Fragment } }
    )
    | { __typename: 'Visualization', id: string, name: string, type: string, options: unknown }
   };

type UserErrorFields_ConflictError_Fragment = { __typename: 'ConflictError', currentVersion: number | null, code: string, message: string, field: Array<string> | null } & { ' $fragmentName'?: 'UserErrorFields_ConflictError_Fragment' };

type UserErrorFields_ForbiddenError_Fragment = { __typename: 'ForbiddenError', code: string, message: string, field: Array<string> | null } & { ' $fragmentName'?: 'UserErrorFields_ForbiddenError_Fragment' };

type UserErrorFields_NotFoundError_Fragment = { __typename: 'NotFoundError', code: string, message: string, field: Array<string> | null } & { ' $fragmentName'?: 'UserErrorFields_NotFoundError_Fragment' };

type UserErrorFields_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, field: Array<string> | null, fieldErrors: Array<{ __typename: 'FieldError', field: Array<string>, message: string }> } & { ' $fragmentName'?: 'UserErrorFields_ValidationError_Fragment' };

export type UserErrorFieldsFragment =
  | UserErrorFields_ConflictError_Fragment
  | UserErrorFields_ForbiddenError_Fragment
  | UserErrorFields_NotFoundError_Fragment
  | UserErrorFields_ValidationError_Fragment
;

export const MonitorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"breachCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"rearm"}},{"kind":"Field","name":{"kind":"Name","value":"notifyOnRecovery"}},{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canRun"}},{"kind":"Field","name":{"kind":"Name","value":"canSubscribe"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<MonitorFieldsFragment, unknown>;
export const QueryEditorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueryEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceId"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"workingVersion"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"latestQueryDataId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastModifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"canArchive"}},{"kind":"Field","name":{"kind":"Name","value":"canExecute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visualizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<QueryEditorFieldsFragment, unknown>;
export const UserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const GlobalSearchDocument = {"__meta__":{"hash":"83fe8b483f3f043016fbc86e157da79ecaba4268154e4f880d5971ac38931e18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"queries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GlobalSearchQuery, GlobalSearchQueryVariables>;
export const SignOutDocument = {"__meta__":{"hash":"b6d95c3101a432bef5571a0cfd0e8a761f194f5ae78154027fd1a6682fcbd98d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignOutSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const AdminUsersDocument = {"__meta__":{"hash":"b60ebdf115658adb35b0c8596bd33f62e438cd48c857031a424404881bb7a9ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"isInvitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminInviteUserDocument = {"__meta__":{"hash":"9136d1d6d0b3cc37442a20792ed5636b5782732f8e2d4f5497828a258c5653b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminInviteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"inviteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUserPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"inviteLink"}},{"kind":"Field","name":{"kind":"Name","value":"emailSent"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"isInvitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminInviteUserMutation, AdminInviteUserMutationVariables>;
export const AdminDisableUserDocument = {"__meta__":{"hash":"bcdc248c65f482c4a9fa0a7dc5d5717b64f1991120725d7838169c22c1337b71"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDisableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"disableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminDisableUserMutation, AdminDisableUserMutationVariables>;
export const AdminEnableUserDocument = {"__meta__":{"hash":"51048e30b8facf77c3ad6f897e8e254bda447dbdf1cd4e07814038fd603f867f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEnableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminEnableUserMutation, AdminEnableUserMutationVariables>;
export const AdminRegenerateApiKeyDocument = {"__meta__":{"hash":"82b5401c146f1c68ae1f4bd7b842d65fa98bb35d20ab4a5db110e6f3c2947aff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRegenerateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"regenerateApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminRegenerateApiKeyMutation, AdminRegenerateApiKeyMutationVariables>;
export const AdminEffectivePermissionsDocument = {"__meta__":{"hash":"301e16a244916a29d0c2541a4201a6d00362c8082344e283c05987b6e1c235c6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEffectivePermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"effectivePermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]} as unknown as DocumentNode<AdminEffectivePermissionsQuery, AdminEffectivePermissionsQueryVariables>;
export const AdminDataSourcesDocument = {"__meta__":{"hash":"fe0989c93134ce8cd39ce4ca3a35c475b7caa8e9d4a17ea572ef5383240454c6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDataSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dataSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"configurationSchema"}},{"kind":"Field","name":{"kind":"Name","value":"secretFields"}}]}}]}}]} as unknown as DocumentNode<AdminDataSourcesQuery, AdminDataSourcesQueryVariables>;
export const AdminDataSourceDocument = {"__meta__":{"hash":"8342ef1a28518efa23a325fe831fbf99035fb4a9d7c97ec0e001ff9f9f101b81"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDataSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"configurationSchema"}},{"kind":"Field","name":{"kind":"Name","value":"secretFields"}}]}}]}}]} as unknown as DocumentNode<AdminDataSourceQuery, AdminDataSourceQueryVariables>;
export const AdminDataSourceGroupsDocument = {"__meta__":{"hash":"6b8ba2b4d7c7c894cbaf0da195853035733ccb784dbcb2f02a2687620b8a222e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDataSourceGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"restricted"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewOnly"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminDataSourceGroupsQuery, AdminDataSourceGroupsQueryVariables>;
export const AdminDataSourceSchemaDocument = {"__meta__":{"hash":"3d158779e03a72b757ffdac05bb14139e17ed1896965e1e6f544a8cf1f308a14"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDataSourceSchema"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceKeptSchema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"refresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tables"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<AdminDataSourceSchemaQuery, AdminDataSourceSchemaQueryVariables>;
export const AdminCreateDataSourceDocument = {"__meta__":{"hash":"a2118a5c437bbccd2dce707924e0097abec426c3ed58c174f9e96eb7aaeaf29c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateDataSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createDataSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminCreateDataSourceMutation, AdminCreateDataSourceMutationVariables>;
export const AdminUpdateDataSourceDocument = {"__meta__":{"hash":"3a91e2339b50ab6f1268c64e6cfe243a678025f5d728edf893ab52bbe0dbd097"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateDataSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateDataSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateDataSourceMutation, AdminUpdateDataSourceMutationVariables>;
export const AdminDeleteDataSourceDocument = {"__meta__":{"hash":"b2c3eef22f997d322d61ec9a54f9a70cee1ea9ed62cba87a900d7fa6889638ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteDataSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteDataSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteDataSourceSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteDataSourceMutation, AdminDeleteDataSourceMutationVariables>;
export const AdminTestDataSourceDocument = {"__meta__":{"hash":"6a21907e2cdf7f18155e838090d0b35b62ae63a9ca763798821a713259a76d7c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminTestDataSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"testDataSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dataSourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","alias":{"kind":"Name","value":"reason"},"name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminTestDataSourceMutation, AdminTestDataSourceMutationVariables>;
export const AdminSetDataSourceGroupAccessDocument = {"__meta__":{"hash":"e8051767d05e39b37d8f5a76d9e59f9a3d73e0e977f8bbbdf0eb351ed8aca991"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetDataSourceGroupAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewOnly"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setGroupDataSourceViewOnly"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataSourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"viewOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupDataSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewOnly"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminSetDataSourceGroupAccessMutation, AdminSetDataSourceGroupAccessMutationVariables>;
export const AdminRemoveDataSourceGroupAccessDocument = {"__meta__":{"hash":"987d3ae2b829b46d44bcbd98d520e458452fd60da82b17ab9a0b92aa959d5aa4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveDataSourceGroupAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removeGroupDataSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataSourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveGroupDataSourceSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminRemoveDataSourceGroupAccessMutation, AdminRemoveDataSourceGroupAccessMutationVariables>;
export const AdminGroupsDocument = {"__meta__":{"hash":"e81155b19185c2763fc9587d45538cce76feab6fd80fa791ab727611b4bfe85c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"restricted"}},{"kind":"Field","name":{"kind":"Name","value":"memberIds"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceIds"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewOnly"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminGroupsQuery, AdminGroupsQueryVariables>;
export const AdminCreateGroupDocument = {"__meta__":{"hash":"7b2bad40ed8f17bab55baacf005ffc281eb056d773fc9ba22cb8e3a0b6fcd194"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminCreateGroupMutation, AdminCreateGroupMutationVariables>;
export const AdminRenameGroupDocument = {"__meta__":{"hash":"597a3ac9543afb1702a52cb751210cdfb6980bbd086b68a82815769e81ab2cf0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRenameGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"renameGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminRenameGroupMutation, AdminRenameGroupMutationVariables>;
export const AdminSetGroupDataSourceViewOnlyDocument = {"__meta__":{"hash":"a8c1eb39d6ffb95c9a378af57595e6a77d88664d9f2894bc2a10652d9674c585"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetGroupDataSourceViewOnly"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewOnly"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setGroupDataSourceViewOnly"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataSourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"viewOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupDataSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewOnly"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminSetGroupDataSourceViewOnlyMutation, AdminSetGroupDataSourceViewOnlyMutationVariables>;
export const AdminDeleteGroupDocument = {"__meta__":{"hash":"46372bedcbd2330dd62d250d9899f606f39096e1d36ccc5db1cf1505aaa90686"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteGroupMutation, AdminDeleteGroupMutationVariables>;
export const AdminAddGroupMemberDocument = {"__meta__":{"hash":"3388676081b7a2f25e9eea5b8c1665217b582469a5c997d0618381b22185a007"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddGroupMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addGroupMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberIds"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminAddGroupMemberMutation, AdminAddGroupMemberMutationVariables>;
export const AdminRemoveGroupMemberDocument = {"__meta__":{"hash":"810138bb4fbdbe4d159c1dc74bdb56d9def6da0b83c1578217e83fd929a462eb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveGroupMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removeGroupMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveGroupMemberSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminRemoveGroupMemberMutation, AdminRemoveGroupMemberMutationVariables>;
export const AdminAttachRoleDocument = {"__meta__":{"hash":"c0d44b75f2e14e5541515f31950a25372a985d48d3fd523ece02d97af83c0320"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAttachRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"attachRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminAttachRoleMutation, AdminAttachRoleMutationVariables>;
export const AdminDetachRoleDocument = {"__meta__":{"hash":"d16d86c951901eb86dec93de09f2794bec3aae31ffa0638f3e2f2a4350ad9d9a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDetachRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"detachRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DetachRoleSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminDetachRoleMutation, AdminDetachRoleMutationVariables>;
export const AdminSetGroupAccessDocument = {"__meta__":{"hash":"7e64dc53f43a87bf80c1527ad90fd34f03a9e4ecd92d5ff4ced61933b366769d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetGroupAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restricted"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setGroupDataSourceAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"restricted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restricted"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restricted"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminSetGroupAccessMutation, AdminSetGroupAccessMutationVariables>;
export const AdminAddGroupDataSourceDocument = {"__meta__":{"hash":"4d737ac88e36b949b7465a1daa753a6c2afc8d722f64875bf69ffec52f912ae5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddGroupDataSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addGroupDataSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataSourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceIds"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminAddGroupDataSourceMutation, AdminAddGroupDataSourceMutationVariables>;
export const AdminRemoveGroupDataSourceDocument = {"__meta__":{"hash":"1dac57b713c071ff96a7087ab5fe9a88415ab2c6467578fbc867c915a1260356"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveGroupDataSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removeGroupDataSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataSourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveGroupDataSourceSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminRemoveGroupDataSourceMutation, AdminRemoveGroupDataSourceMutationVariables>;
export const AdminRolesDocument = {"__meta__":{"hash":"d09c9dcbed549f187cc3cbcc997e63d9c30a1410b165f61cc51119d1cd9c1a2f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"builtin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<AdminRolesQuery, AdminRolesQueryVariables>;
export const AdminCreateRoleDocument = {"__meta__":{"hash":"0dfea800af8ad7df5a729f1e06d57c3d0d4da0d797dad4e279dc07d9ae397261"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"permissions"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"permissions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"permissions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminCreateRoleMutation, AdminCreateRoleMutationVariables>;
export const AdminUpdateRoleDocument = {"__meta__":{"hash":"78cd813fccceccd0592e4e095b58d4cf224c1479a5d9a72d44e7801fc40c02c8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"permissions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"permissions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"permissions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateRoleMutation, AdminUpdateRoleMutationVariables>;
export const AdminAiSettingsDocument = {"__meta__":{"hash":"87de3d7912d3917550f672d0df00dc3ecd12f51f642452beeebd4bc4bfddc22e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAiSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"aiSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"baseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeySet"}},{"kind":"Field","name":{"kind":"Name","value":"rateLimitPerMinute"}}]}}]}}]} as unknown as DocumentNode<AdminAiSettingsQuery, AdminAiSettingsQueryVariables>;
export const AdminUpdateAiSettingsDocument = {"__meta__":{"hash":"db4ab9cb0a25c6e46c1268af26b810d33df4a58c9ae676d8ca117c2cb1445218"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateAiSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAiSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateAiSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"baseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeySet"}},{"kind":"Field","name":{"kind":"Name","value":"rateLimitPerMinute"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateAiSettingsMutation, AdminUpdateAiSettingsMutationVariables>;
export const AdminOrganizationDocument = {"__meta__":{"hash":"241460e2e69d24fba8cd11af06ae7b84037b66bcef98169911edd2c06fe40c31"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrganizationQuery, AdminOrganizationQueryVariables>;
export const AdminUpdateOrganizationDocument = {"__meta__":{"hash":"66d30180603ac5be7b99b8f9382846a5a4f6693a0c670d072689a04ea90d9144"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateOrganizationMutation, AdminUpdateOrganizationMutationVariables>;
export const SettingsDigestsDocument = {"__meta__":{"hash":"a6e9a44f5bbd920dda23281e0026c859b47d04c78ad61695ee2663a361acc8ef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsDigests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"digestSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardSlug"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardName"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"hour"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"nextSendAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SettingsDigestsQuery, SettingsDigestsQueryVariables>;
export const SettingsSubscribeDigestDocument = {"__meta__":{"hash":"f09eee858b68e81dbe92809a0e8f4e6cfa0f8acf99ef4a04e13c5cd902d2e994"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsSubscribeDigest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDigestSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createDigestSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DigestSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardSlug"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardName"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"hour"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"nextSendAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<SettingsSubscribeDigestMutation, SettingsSubscribeDigestMutationVariables>;
export const SettingsUnsubscribeDigestDocument = {"__meta__":{"hash":"a8c21db852c802bc55b9e58ab6bc8765df616103dae27db25ff0a8aecd197a2c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUnsubscribeDigest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteDigestSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteDigestSubscriptionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<SettingsUnsubscribeDigestMutation, SettingsUnsubscribeDigestMutationVariables>;
export const DashboardPageDocument = {"__meta__":{"hash":"8af1c5a6daf5075ab3978db234bcd7601712163b592e4d207042f126dd8f5521"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isShared"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}}]}},{"kind":"Field","name":{"kind":"Name","value":"widgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"visualization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"queryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardPageQuery, DashboardPageQueryVariables>;
export const DashboardUpdatedDocument = {"__meta__":{"hash":"ae32fc9441f5c93cd367069decbb6cc79125421618a71da4d43c91ba52b406c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DashboardUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<DashboardUpdatedSubscription, DashboardUpdatedSubscriptionVariables>;
export const WidgetQuerySearchDocument = {"__meta__":{"hash":"3dc2e157c6fb0ce935526c075f9a339d43f77767ad5ebea6081961fae1a97064"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetQuerySearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"queries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visualizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WidgetQuerySearchQuery, WidgetQuerySearchQueryVariables>;
export const CreateDashboardWidgetDocument = {"__meta__":{"hash":"4dbec258613035615b8abf2a9a76fb3fc109bea8def0176dc2f32daffd1a1728"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDashboardWidget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visualizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"width"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createWidget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"visualizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visualizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"width"},"value":{"kind":"Variable","name":{"kind":"Name","value":"width"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardWidget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<CreateDashboardWidgetMutation, CreateDashboardWidgetMutationVariables>;
export const MoveDashboardWidgetDocument = {"__meta__":{"hash":"4952ed6c6da14716c3179de03f7a3d4ab0adeef09a5c0900e62f4b7499780457"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveDashboardWidget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"width"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateWidget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"width"},"value":{"kind":"Variable","name":{"kind":"Name","value":"width"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardWidget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<MoveDashboardWidgetMutation, MoveDashboardWidgetMutationVariables>;
export const RemoveDashboardWidgetDocument = {"__meta__":{"hash":"2021c18ecd40bc75b51cd4baa2eef9f8263ca2282d3952df15858e1939fc5291"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDashboardWidget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteWidget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteWidgetSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<RemoveDashboardWidgetMutation, RemoveDashboardWidgetMutationVariables>;
export const PublishDashboardPageDocument = {"__meta__":{"hash":"e280a23d88392c9f6565ad288a3d6d7863aa3b5b68e6f65345cfdeac3206d440"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishDashboardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<PublishDashboardPageMutation, PublishDashboardPageMutationVariables>;
export const RefreshDashboardPageDocument = {"__meta__":{"hash":"755d01ec3a7f891c338bf2a01d23b7298a71e2d4c010c8cd340f52b575b50483"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshDashboardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"refreshDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshDashboardSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<RefreshDashboardPageMutation, RefreshDashboardPageMutationVariables>;
export const ShareDashboardPageDocument = {"__meta__":{"hash":"02070cda43c489c62edb6832a212014b12bdf5c40109f8d745f096c9b4886500"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareDashboardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"neverExpires"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shareDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"neverExpires"},"value":{"kind":"Variable","name":{"kind":"Name","value":"neverExpires"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardShare"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<ShareDashboardPageMutation, ShareDashboardPageMutationVariables>;
export const RotateDashboardShareLinkDocument = {"__meta__":{"hash":"aac7045f719ad5c72d4a4d2230ed508d309c92cc1615e2756fbe5386a6b78b81"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateDashboardShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"neverExpires"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rotateDashboardShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"neverExpires"},"value":{"kind":"Variable","name":{"kind":"Name","value":"neverExpires"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardShare"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<RotateDashboardShareLinkMutation, RotateDashboardShareLinkMutationVariables>;
export const RevokeDashboardShareLinkDocument = {"__meta__":{"hash":"8f8f6a694b4449daf501554a8c546a18d3b4311bc592369066c0066b119e8937"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeDashboardShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokeDashboardShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeDashboardShareSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<RevokeDashboardShareLinkMutation, RevokeDashboardShareLinkMutationVariables>;
export const DashboardShareViewsDocument = {"__meta__":{"hash":"2f54af6199f8a9e1e1e2b28e5301a2be6ff5e745a8b6e0a51c4bbb417f836c3b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardShareViews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardShareAccesses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardShareViewsQuery, DashboardShareViewsQueryVariables>;
export const DashboardListDocument = {"__meta__":{"hash":"c51d31d273b4b9e3c7b3a0908dd9e51818d401b5cd399869f33acd1c92c0f702"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardListQuery, DashboardListQueryVariables>;
export const CreateDashboardDocument = {"__meta__":{"hash":"737628d4125d5c964bc8b790e69fbbd12a03d941beb55d8f034c4ae651573591"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<CreateDashboardMutation, CreateDashboardMutationVariables>;
export const DestinationsPageDocument = {"__meta__":{"hash":"9f4ba18ba0d9c9cf182c9b567c4e39bb0a01ed9ac98f79327fbd5b8a68ff0417"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DestinationsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"destinations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"destinationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"configurationSchema"}},{"kind":"Field","name":{"kind":"Name","value":"secretFields"}}]}}]}}]} as unknown as DocumentNode<DestinationsPageQuery, DestinationsPageQueryVariables>;
export const CreateDestinationDocument = {"__meta__":{"hash":"91501d12442434a1c3d951ce2f3e6252b1120a434c7595c94bb63bd1d58109fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDestination"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createDestination"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DestinationSecretPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<CreateDestinationMutation, CreateDestinationMutationVariables>;
export const UpdateDestinationDocument = {"__meta__":{"hash":"3ff3eb2936a6b39e721fbea1a10811c45381014fd2b3cc65c6f1989d0623a7b3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDestination"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateDestination"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Destination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<UpdateDestinationMutation, UpdateDestinationMutationVariables>;
export const TestDestinationDocument = {"__meta__":{"hash":"4936e6ecea3d40893b34aea7d1a2ff8cffb67e666b0715cb9ebb67459c8a067f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDestination"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"testDestination"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Delivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<TestDestinationMutation, TestDestinationMutationVariables>;
export const RotateDestinationSecretDocument = {"__meta__":{"hash":"e4187294f87c995b9cacb9baf05c9c6ac117810ec47c95bd0c0cec5a8a9e0805"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateDestinationSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rotateDestinationSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DestinationSecretPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<RotateDestinationSecretMutation, RotateDestinationSecretMutationVariables>;
export const DeleteDestinationDocument = {"__meta__":{"hash":"e130a49f5f1e92f90a239473225eabdb20ed278608bca300e1ac080c3fcf0da3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDestination"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteDestination"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteDestinationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<DeleteDestinationMutation, DeleteDestinationMutationVariables>;
export const AddSampleDataDocument = {"__meta__":{"hash":"8fe9e2c978e17176caf3473789c08ba8758b156f0e718f4c8ea1fd05321e772e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSampleData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addSampleData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SampleData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardSlug"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AddSampleDataMutation, AddSampleDataMutationVariables>;
export const HomeDocument = {"__meta__":{"hash":"a6cf10bc13ec99dbf8829576697a13cfe52170306679b5d3edcf7b4a5d066b1f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dataSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"queries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const MonitorListDocument = {"__meta__":{"hash":"cf5d089ecf5aa8ec4d31a315199039b175e57a3de0a527fa62d9d54f7d33d686"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonitorList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"monitors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonitorFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"breachCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"rearm"}},{"kind":"Field","name":{"kind":"Name","value":"notifyOnRecovery"}},{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canRun"}},{"kind":"Field","name":{"kind":"Name","value":"canSubscribe"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<MonitorListQuery, MonitorListQueryVariables>;
export const MonitorPageDocument = {"__meta__":{"hash":"a83e956faeeec734d46b49a82f62c1efa7c0095e8cc7268f8588d25c75171569"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonitorPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"monitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonitorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monitorHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"monitorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fromState"}},{"kind":"Field","name":{"kind":"Name","value":"toState"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"monitorChecks"},"name":{"kind":"Name","value":"runs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"StringValue","value":"monitor","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"monitorDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"monitorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"destinationId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"monitorSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"monitorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"250"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"breachCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"rearm"}},{"kind":"Field","name":{"kind":"Name","value":"notifyOnRecovery"}},{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canRun"}},{"kind":"Field","name":{"kind":"Name","value":"canSubscribe"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<MonitorPageQuery, MonitorPageQueryVariables>;
export const MonitorQueriesDocument = {"__meta__":{"hash":"04ee21bdaeec0938705bcf447c5f2b3927f50a78dd690b7be277c714efa606b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonitorQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"queries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latestQueryDataId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"destinations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MonitorQueriesQuery, MonitorQueriesQueryVariables>;
export const MonitorQueryColumnsDocument = {"__meta__":{"hash":"2d10073681922942496a45845ca4628f0e078a84701884cf970455592f1fca88"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonitorQueryColumns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"queryResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<MonitorQueryColumnsQuery, MonitorQueryColumnsQueryVariables>;
export const MonitorLiveEventsDocument = {"__meta__":{"hash":"f3d466fbb82c966e753f81a65c6b34d9d449596692f37b147fa39c4ff68463ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MonitorLiveEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"monitorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monitorEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"monitorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monitorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monitorId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}}]}}]} as unknown as DocumentNode<MonitorLiveEventsSubscription, MonitorLiveEventsSubscriptionVariables>;
export const CreateMonitorDocument = {"__meta__":{"hash":"14428f51aa878c3ecb95fa7ecd9ccf5670c500e5210ae64f3275150ace965fda"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMonitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rearm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createMonitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"queryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}},{"kind":"Argument","name":{"kind":"Name","value":"rearm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rearm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonitorFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"breachCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"rearm"}},{"kind":"Field","name":{"kind":"Name","value":"notifyOnRecovery"}},{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canRun"}},{"kind":"Field","name":{"kind":"Name","value":"canSubscribe"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<CreateMonitorMutation, CreateMonitorMutationVariables>;
export const UpdateMonitorDocument = {"__meta__":{"hash":"ad518034ab79a019498c2de0d633d033740ecabbdcd8fc603b2f65766af7a0dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMonitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rearm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clearRearm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateMonitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"queryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}},{"kind":"Argument","name":{"kind":"Name","value":"rearm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rearm"}}},{"kind":"Argument","name":{"kind":"Name","value":"clearRearm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clearRearm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonitorFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"breachCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"rearm"}},{"kind":"Field","name":{"kind":"Name","value":"notifyOnRecovery"}},{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canRun"}},{"kind":"Field","name":{"kind":"Name","value":"canSubscribe"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<UpdateMonitorMutation, UpdateMonitorMutationVariables>;
export const DryRunMonitorDocument = {"__meta__":{"hash":"45a53cecb56170769d210fc9f18c0a64ea627085fb46cba867fd300918dd1bb3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DryRunMonitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dryRunMonitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonitorDryRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"met"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"fromState"}},{"kind":"Field","name":{"kind":"Name","value":"toState"}},{"kind":"Field","name":{"kind":"Name","value":"breachCount"}},{"kind":"Field","name":{"kind":"Name","value":"notification"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"destinationName"}},{"kind":"Field","name":{"kind":"Name","value":"destinationType"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"suppressedBy"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<DryRunMonitorMutation, DryRunMonitorMutationVariables>;
export const RunMonitorNowDocument = {"__meta__":{"hash":"e11afef50a8b35734a26d850461bafc0156405c69fa940f4cd412a95ad83dc7e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunMonitorNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"runMonitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonitorRunPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<RunMonitorNowMutation, RunMonitorNowMutationVariables>;
export const AckMonitorDocument = {"__meta__":{"hash":"96f931709c8dc14f70a7bfb4de34b00ecc9f0a2f03547c2488f27d95675ff539"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AckMonitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ackMonitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonitorFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"breachCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"rearm"}},{"kind":"Field","name":{"kind":"Name","value":"notifyOnRecovery"}},{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canRun"}},{"kind":"Field","name":{"kind":"Name","value":"canSubscribe"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<AckMonitorMutation, AckMonitorMutationVariables>;
export const SnoozeMonitorDocument = {"__meta__":{"hash":"5298fdd1adb6f4cea253f1dfe2c13e6c7c5cc426e8383a724fe471d6eb64dd08"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SnoozeMonitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"snoozeMonitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"minutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonitorFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"breachCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"rearm"}},{"kind":"Field","name":{"kind":"Name","value":"notifyOnRecovery"}},{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canRun"}},{"kind":"Field","name":{"kind":"Name","value":"canSubscribe"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<SnoozeMonitorMutation, SnoozeMonitorMutationVariables>;
export const MuteMonitorDocument = {"__meta__":{"hash":"00e900722e61b97bb771afeff276b5ab0bdd78628e371f1c0f6ae264beaed39b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MuteMonitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"muteMonitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonitorFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"breachCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"rearm"}},{"kind":"Field","name":{"kind":"Name","value":"notifyOnRecovery"}},{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canRun"}},{"kind":"Field","name":{"kind":"Name","value":"canSubscribe"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<MuteMonitorMutation, MuteMonitorMutationVariables>;
export const UnmuteMonitorDocument = {"__meta__":{"hash":"c9cad8fb9a70c85d1cf91ca47e600d973e7c0886012b8cb1daf2a2a0c5e9c064"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnmuteMonitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unmuteMonitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonitorFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"breachCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"rearm"}},{"kind":"Field","name":{"kind":"Name","value":"notifyOnRecovery"}},{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canAcknowledge"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canRun"}},{"kind":"Field","name":{"kind":"Name","value":"canSubscribe"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<UnmuteMonitorMutation, UnmuteMonitorMutationVariables>;
export const RetryMonitorDeliveryDocument = {"__meta__":{"hash":"0d44ceec84d51d1fba5a4046f92d308abddae8af19ac20e41402787237f8bb07"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryMonitorDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"monitorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"retryDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"monitorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monitorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Delivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<RetryMonitorDeliveryMutation, RetryMonitorDeliveryMutationVariables>;
export const SubscribeMonitorDocument = {"__meta__":{"hash":"734a3aa31a730d03667d24c9bb51cf01b00b49645ddc38cc1e3599bcfa83610c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeMonitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"monitorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"destinationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"monitorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monitorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"destinationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"destinationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonitorSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<SubscribeMonitorMutation, SubscribeMonitorMutationVariables>;
export const UnsubscribeMonitorDocument = {"__meta__":{"hash":"cebc5542e092223a1d3180fa91dbe0cfc6fc0dce26a736ac9903ff3885b79999"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeMonitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"monitorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"monitorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monitorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSubscriptionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<UnsubscribeMonitorMutation, UnsubscribeMonitorMutationVariables>;
export const PeopleInvitationDocument = {"__meta__":{"hash":"37869ad5e27df11e9028e3dce3698d6a11a93cbf5d0bb9a957ab9c6093dac02a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PeopleInvitationQuery, PeopleInvitationQueryVariables>;
export const PeopleAcceptInvitationDocument = {"__meta__":{"hash":"fb1b1be73beb5ebc0606d368e070d0fcf14523dc6d4be764b269191198b5dbe7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleAcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInvitationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<PeopleAcceptInvitationMutation, PeopleAcceptInvitationMutationVariables>;
export const PeopleSignUpOpenDocument = {"__meta__":{"hash":"a4cada266b20f1575a6a28329905adb5d45c92bf5cf3ec11ec5403875d38c3b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleSignUpOpen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signUpOpen"}}]}}]} as unknown as DocumentNode<PeopleSignUpOpenQuery, PeopleSignUpOpenQueryVariables>;
export const PeopleSignUpDocument = {"__meta__":{"hash":"13f12917755bb0d86dc1a006757ffad6db88e8ec46d3f1b8f8618e4b81408df4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgName"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<PeopleSignUpMutation, PeopleSignUpMutationVariables>;
export const PeopleVerifyEmailDocument = {"__meta__":{"hash":"608666de73ca5162b993fa0b0ec98ab7487dc883b0008e4afc6bf7ab73a6ac70"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleVerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerifiedEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<PeopleVerifyEmailMutation, PeopleVerifyEmailMutationVariables>;
export const PeopleSendVerificationEmailDocument = {"__meta__":{"hash":"fc36f1e37b2db878cba0295fa47245f2ff36f5fa66af0b8a7a019ff1b45ff320"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleSendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendVerificationEmailSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<PeopleSendVerificationEmailMutation, PeopleSendVerificationEmailMutationVariables>;
export const PeopleRequestOrganizationCodeDocument = {"__meta__":{"hash":"11e69a85fd16bf4022d3a940fcc77d9d9c62bec30b9b6f5cab3595798c7ce9fe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleRequestOrganizationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestOrganizationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestOrganizationCodeSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<PeopleRequestOrganizationCodeMutation, PeopleRequestOrganizationCodeMutationVariables>;
export const PeopleSelectOrganizationDocument = {"__meta__":{"hash":"5fd95613fb3fd8a6e6c84ae24fd2984a02b5026825c852945ff1ff1c4a0b1e9f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleSelectOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"selectOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeToken"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeUrl"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<PeopleSelectOrganizationMutation, PeopleSelectOrganizationMutationVariables>;
export const PeopleExchangeSessionDocument = {"__meta__":{"hash":"4dd52433c37e84df50012484fd7d7225dfa0c54d405e0bd4b62ee452a88bf2bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleExchangeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exchangeToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exchangeToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exchangeToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<PeopleExchangeSessionMutation, PeopleExchangeSessionMutationVariables>;
export const QueryEditorDocument = {"__meta__":{"hash":"2673f82f660377945906fc87ba61d37678e42d20c0ebb332fc6cd55007dda64b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"query"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueryEditorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueryEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceId"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"workingVersion"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"latestQueryDataId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastModifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"canArchive"}},{"kind":"Field","name":{"kind":"Name","value":"canExecute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visualizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<QueryEditorQuery, QueryEditorQueryVariables>;
export const EditorDataSourcesDocument = {"__meta__":{"hash":"bc475369234f7d90e0f3befd5c3fc4788f63dcf036acdcaa6123e2bf13c1aa6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorDataSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"aiSqlAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"dataSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EditorDataSourcesQuery, EditorDataSourcesQueryVariables>;
export const EditorDataSourceSchemaDocument = {"__meta__":{"hash":"d09673eb35244795244280085ffeff2b8231f699706b2fc65ad1f8f143fc21db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorDataSourceSchema"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceSchema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"refresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}}}]}]}}]} as unknown as DocumentNode<EditorDataSourceSchemaQuery, EditorDataSourceSchemaQueryVariables>;
export const EditorExecuteAdhocDocument = {"__meta__":{"hash":"85c9d85972b6a650b685c6ac467a4285611c55671d8c6ebf382b2db5b0101901"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorExecuteAdhoc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parameters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parameterDefinitions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"executeAdhocQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dataSourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"parameters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parameters"}}},{"kind":"Argument","name":{"kind":"Name","value":"parameterDefinitions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parameterDefinitions"}}},{"kind":"Argument","name":{"kind":"Name","value":"maxAge"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExecutionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"queryResultId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queryResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EditorExecuteAdhocMutation, EditorExecuteAdhocMutationVariables>;
export const EditorCancelJobDocument = {"__meta__":{"hash":"2ada52537ea17def5d83606e3ef68c9400f8a1cb5f366402c2e3842d8baf203a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorCancelJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EditorCancelJobMutation, EditorCancelJobMutationVariables>;
export const EditorJobStatusDocument = {"__meta__":{"hash":"ca7ff2cae9f87b900bf644ba5a6462d77a66e59cd8de264be5047303c5f68ac2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EditorJobStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"queryResultId"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedMs"}},{"kind":"Field","name":{"kind":"Name","value":"rowsFetched"}}]}}]}}]}}]} as unknown as DocumentNode<EditorJobStatusSubscription, EditorJobStatusSubscriptionVariables>;
export const EditorResultMetaDocument = {"__meta__":{"hash":"fe95f26654ca92fa0c029688abc826d97e2958a40f9da0c03429758429434571"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorResultMeta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"queryResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}}]}}]}}]} as unknown as DocumentNode<EditorResultMetaQuery, EditorResultMetaQueryVariables>;
export const EditorCreateQueryDocument = {"__meta__":{"hash":"63c2f43642afe7e16e544c664efea354ad76a3e972052bcad3e21019a48c67b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorCreateQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateQueryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueryEditorFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueryEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceId"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"workingVersion"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"latestQueryDataId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastModifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"canArchive"}},{"kind":"Field","name":{"kind":"Name","value":"canExecute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visualizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EditorCreateQueryMutation, EditorCreateQueryMutationVariables>;
export const EditorUpdateQueryDocument = {"__meta__":{"hash":"43c910636759954ddd9f01397fe5ccf5b230dab72f18a743724ab6a4089f2d9d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorUpdateQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateQueryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueryEditorFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueryEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceId"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"workingVersion"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"latestQueryDataId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastModifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"canArchive"}},{"kind":"Field","name":{"kind":"Name","value":"canExecute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visualizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EditorUpdateQueryMutation, EditorUpdateQueryMutationVariables>;
export const EditorPublishQueryDocument = {"__meta__":{"hash":"6ece19889e337fd6f1058135ff5f423b5f0edd7c0a092d3e2d32092eafc260f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorPublishQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueryEditorFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueryEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceId"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"workingVersion"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"latestQueryDataId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastModifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"canArchive"}},{"kind":"Field","name":{"kind":"Name","value":"canExecute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visualizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EditorPublishQueryMutation, EditorPublishQueryMutationVariables>;
export const EditorQueryVersionsDocument = {"__meta__":{"hash":"c22165c67373bf0844b4f5dfe9940cd4106d128afdd6ba882394109a1c1a93fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorQueryVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"queryVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"250"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EditorQueryVersionsQuery, EditorQueryVersionsQueryVariables>;
export const EditorForkQueryDocument = {"__meta__":{"hash":"8563bfe8335ba978a63680da3239eaa6d68282d5baf99fce5a3f4ec6bab7ab9c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorForkQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"forkQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EditorForkQueryMutation, EditorForkQueryMutationVariables>;
export const EditorArchiveQueryDocument = {"__meta__":{"hash":"ccb6654801935d617ab79ef20b3dd08955ad5ee60664c5101bd3d64f55103909"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorArchiveQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"archiveQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArchiveQuerySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EditorArchiveQueryMutation, EditorArchiveQueryMutationVariables>;
export const EditorFavoriteQueryDocument = {"__meta__":{"hash":"426d2c90fc2914dc95d36be85b72bd7c8cf594e5fe99c607a04864617d94fb96"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorFavoriteQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FavoriteQuerySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EditorFavoriteQueryMutation, EditorFavoriteQueryMutationVariables>;
export const EditorUnfavoriteQueryDocument = {"__meta__":{"hash":"39f7d364f66ca46bb54c4e6bfd3ed7edceacb5e304416d7d8a40736dcfbe387e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorUnfavoriteQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unfavoriteQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnfavoriteQuerySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EditorUnfavoriteQueryMutation, EditorUnfavoriteQueryMutationVariables>;
export const EditorGenerateSqlDocument = {"__meta__":{"hash":"a552d12a829af7ddfd718cf08fdbefab6d5333fca776d94bac2dbfd2bc0b0f60"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorGenerateSql"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prompt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"generateSql"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dataSourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataSourceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"prompt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prompt"}}},{"kind":"Argument","name":{"kind":"Name","value":"queryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiSqlResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSecs"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EditorGenerateSqlMutation, EditorGenerateSqlMutationVariables>;
export const QueryListDocument = {"__meta__":{"hash":"ec670eebe984967ad803db3575d91045119a1d2c6ce9bc550528437ed2506901"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"favorites"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draft"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"queries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}},{"kind":"Argument","name":{"kind":"Name","value":"favorites"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favorites"}}},{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mine"}}},{"kind":"Argument","name":{"kind":"Name","value":"draft"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draft"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"queryTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryListQuery, QueryListQueryVariables>;
export const EntitySchedulesDocument = {"__meta__":{"hash":"5e1a55e0ebe3a8de658ac2ce5c01a387b09e188ff4404e117c707943bd5b19ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntitySchedules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"schedules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"spec"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EntitySchedulesQuery, EntitySchedulesQueryVariables>;
export const CreateScheduleDocument = {"__meta__":{"hash":"3bb94f03e9a762869734cc47d1f839a598717d89e47a216186ea48d3d651a8c6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spec"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"spec"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spec"}}},{"kind":"Argument","name":{"kind":"Name","value":"timezone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"spec"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<CreateScheduleMutation, CreateScheduleMutationVariables>;
export const UpdateScheduleDocument = {"__meta__":{"hash":"123d7b7628ee2b557cc6bd618c369ee636a96e1d25a8b5634c9d76fdd5bbef06"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spec"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"spec"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spec"}}},{"kind":"Argument","name":{"kind":"Name","value":"timezone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"spec"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<UpdateScheduleMutation, UpdateScheduleMutationVariables>;
export const EnableScheduleDocument = {"__meta__":{"hash":"a4c5b1dedfe9ac0d8946b085fbeac5465e8bb70c197cab12c786ee23dc944ebd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enableSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EnableScheduleMutation, EnableScheduleMutationVariables>;
export const DisableScheduleDocument = {"__meta__":{"hash":"560c9d395ccc67155843fa2914df5b4b263d60fb1a01b88c2d16d619d861dcea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"disableSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<DisableScheduleMutation, DisableScheduleMutationVariables>;
export const AppSessionDocument = {"__meta__":{"hash":"2e903763fa86d372f998374ad074e28191acc81e20844b3e3b111168dafdf8ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<AppSessionQuery, AppSessionQueryVariables>;
export const SetUpFirstOrganizationDocument = {"__meta__":{"hash":"60fbfca16e2c796a71f4d9ab2c20f059f4af5a931df5e8f368605ef1095ab9fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUpFirstOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setUpFirstOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"orgName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgName"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<SetUpFirstOrganizationMutation, SetUpFirstOrganizationMutationVariables>;
export const SignInDocument = {"__meta__":{"hash":"dc8ce0e01a6e65e0cf0d934434bcc85ef8a0f3f44f60cea7b817bb49c1c08bce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SetUpNeededDocument = {"__meta__":{"hash":"734e3b0d5da01e5ed2fa81c6d1dcca88a5cea7a3477a6287811dbcf70a5511c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetUpNeeded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setUpNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"signUpOpen"}}]}}]} as unknown as DocumentNode<SetUpNeededQuery, SetUpNeededQueryVariables>;
export const EditorCreateVisualizationDocument = {"__meta__":{"hash":"5ca57626d9fd951f3e6909858e7375afd3a4263bef9d5e9da9033c3b47ea5a92"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorCreateVisualization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createVisualization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"queryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visualization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EditorCreateVisualizationMutation, EditorCreateVisualizationMutationVariables>;
export const EditorUpdateVisualizationDocument = {"__meta__":{"hash":"99a102fe8d5be8dbac9b5738195ae329f8c6a4f01b4bf1b9438165b2139fef87"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorUpdateVisualization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateVisualization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visualization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}}]}}]}}]} as unknown as DocumentNode<EditorUpdateVisualizationMutation, EditorUpdateVisualizationMutationVariables>;