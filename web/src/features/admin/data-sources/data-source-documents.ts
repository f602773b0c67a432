// The data source admin pages' GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
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

export const AdminCreateDataSourceMutation = graphql(`
  mutation AdminCreateDataSource($name: String!, $type: String!, $options: JSON!) {
    createDataSource(name: $name, type: $type, options: $options) {
      id
      databaseId
      name
      type
      options
    }
  }
`);

export const AdminUpdateDataSourceMutation = graphql(`
  mutation AdminUpdateDataSource($id: ID!, $name: String, $options: JSON) {
    updateDataSource(id: $id, name: $name, options: $options) {
      id
      databaseId
      name
      type
      options
    }
  }
`);

export const AdminDeleteDataSourceMutation = graphql(`
  mutation AdminDeleteDataSource($id: ID!) {
    deleteDataSource(id: $id)
  }
`);

export const AdminTestDataSourceMutation = graphql(`
  mutation AdminTestDataSource($dataSourceId: ID, $type: String, $options: JSON) {
    testDataSource(dataSourceId: $dataSourceId, type: $type, options: $options) {
      ok
      message
    }
  }
`);

export const AdminSetDataSourceGroupAccessMutation = graphql(`
  mutation AdminSetDataSourceGroupAccess($groupId: ID!, $dataSourceId: ID!, $viewOnly: Boolean!) {
    setGroupDataSourceViewOnly(groupId: $groupId, dataSourceId: $dataSourceId, viewOnly: $viewOnly) {
      viewOnly
    }
  }
`);

export const AdminRemoveDataSourceGroupAccessMutation = graphql(`
  mutation AdminRemoveDataSourceGroupAccess($groupId: ID!, $dataSourceId: ID!) {
    removeGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId)
  }
`);
