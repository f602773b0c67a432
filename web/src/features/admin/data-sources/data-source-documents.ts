// The data source admin pages' GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { mutationDocument } from '../../../graphql/errors';
import { graphql } from '../../../graphql/generated';

export const AdminDataSourcesQuery = graphql(`
  query AdminDataSources {
    dataSources(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          type
        }
      }
    }
    dataSourceTypes {
      type
      name
      configurationSchema
      secretFields
    }
  }
`);

export const AdminDataSourceQuery = graphql(`
  query AdminDataSource($id: ID!) {
    dataSource(id: $id) {
      id
      databaseId
      name
      type
      options
      policies {
        canUpdate
        canDelete
      }
    }
    dataSourceTypes {
      type
      name
      configurationSchema
      secretFields
    }
  }
`);

export const AdminDataSourceGroupsQuery = graphql(`
  query AdminDataSourceGroups {
    groups(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          type
          restricted
          dataSourceAccess {
            viewOnly
            dataSource {
              id
            }
          }
        }
      }
    }
  }
`);

export const AdminDataSourceSchemaQuery = graphql(`
  query AdminDataSourceSchema($id: ID!, $refresh: Boolean) {
    dataSourceKeptSchema(id: $id, refresh: $refresh) {
      tables
      retrievedAt
      error
    }
  }
`);

export const AdminCreateDataSourceMutation = mutationDocument(
  graphql(`
  mutation AdminCreateDataSource($name: String!, $type: String!, $options: JSON!) {
    createDataSource(name: $name, type: $type, options: $options) {
      ... on DataSource {
        id
        databaseId
        name
        type
        options
      }
      ...UserErrorFields
    }
  }
`),
);

export const AdminUpdateDataSourceMutation = mutationDocument(
  graphql(`
  mutation AdminUpdateDataSource($id: ID!, $name: String, $options: JSON) {
    updateDataSource(id: $id, name: $name, options: $options) {
      ... on DataSource {
        id
        databaseId
        name
        type
        options
      }
      ...UserErrorFields
    }
  }
`),
);

export const AdminDeleteDataSourceMutation = mutationDocument(
  graphql(`
  mutation AdminDeleteDataSource($id: ID!) {
    deleteDataSource(id: $id) {
      ... on DeleteDataSourceSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

export const AdminTestDataSourceMutation = mutationDocument(
  graphql(`
  mutation AdminTestDataSource($dataSourceId: ID, $type: String, $options: JSON) {
    testDataSource(dataSourceId: $dataSourceId, type: $type, options: $options) {
      ... on ConnectionCheck {
        ok
        # Aliased: UserError.message beside it is non-null, this one may be null.
        reason: message
      }
      ...UserErrorFields
    }
  }
`),
);

export const AdminSetDataSourceGroupAccessMutation = mutationDocument(
  graphql(`
  mutation AdminSetDataSourceGroupAccess($groupId: ID!, $dataSourceId: ID!, $viewOnly: Boolean!) {
    setGroupDataSourceViewOnly(groupId: $groupId, dataSourceId: $dataSourceId, viewOnly: $viewOnly) {
      ... on GroupDataSource {
        viewOnly
      }
      ...UserErrorFields
    }
  }
`),
);

export const AdminRemoveDataSourceGroupAccessMutation = mutationDocument(
  graphql(`
  mutation AdminRemoveDataSourceGroupAccess($groupId: ID!, $dataSourceId: ID!) {
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
