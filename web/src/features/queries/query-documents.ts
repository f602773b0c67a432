// The query editor's GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../graphql/generated';

export const QueryEditorFields = graphql(`
  fragment QueryEditorFields on SavedQuery {
    id
    databaseId
    name
    query
    dataSourceId
    options
    tags
    isDraft
    isFavorite
    isArchived
    version
    workingVersion
    publishedVersion
    canEdit
    latestQueryDataId
    updatedAt
    lastModifiedBy {
      name
    }
    policies {
      canUpdate
      canPublish
      canArchive
      canExecute
    }
    visualizations {
      id
      name
      type
      options
    }
  }
`);

export const QueryEditorQuery = graphql(`
  query QueryEditor($id: ID!) {
    query(id: $id) {
      ...QueryEditorFields
    }
  }
`);

export const EditorDataSourcesQuery = graphql(`
  query EditorDataSources {
    aiSqlAvailable
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
  }
`);

export const DataSourceSchemaQuery = graphql(`
  query EditorDataSourceSchema($id: ID!, $refresh: Boolean) {
    dataSourceSchema(id: $id, refresh: $refresh)
  }
`);

export const ExecuteAdhocMutation = graphql(`
  mutation EditorExecuteAdhoc($dataSourceId: ID!, $query: String!, $parameters: JSON, $parameterDefinitions: JSON) {
    executeAdhocQuery(
      dataSourceId: $dataSourceId
      query: $query
      parameters: $parameters
      parameterDefinitions: $parameterDefinitions
      maxAge: 0
    ) {
      job {
        id
        status
        error
        queryResultId
      }
      queryResult {
        id
        databaseId
        rowCount
        runtime
      }
    }
  }
`);

export const CancelJobMutation = graphql(`
  mutation EditorCancelJob($id: ID!) {
    cancelJob(id: $id) {
      id
      status
      error
    }
  }
`);

export const JobStatusSubscription = graphql(`
  subscription EditorJobStatus($id: ID!) {
    jobStatus(id: $id) {
      id
      status
      error
      queryResultId
      progress {
        elapsedMs
        rowsFetched
      }
    }
  }
`);

export const ResultMetaQuery = graphql(`
  query EditorResultMeta($id: ID!) {
    queryResult(id: $id) {
      id
      rowCount
      runtime
      retrievedAt
    }
  }
`);

export const SaveQueryMutation = graphql(`
  mutation EditorSaveQuery($id: ID, $input: SaveQueryInput!) {
    saveQuery(id: $id, input: $input) {
      ...QueryEditorFields
    }
  }
`);

export const PublishQueryMutation = graphql(`
  mutation EditorPublishQuery($id: ID!, $expectedVersion: Int!) {
    publishQuery(id: $id, expectedVersion: $expectedVersion) {
      ...QueryEditorFields
    }
  }
`);

export const QueryVersionsQuery = graphql(`
  query EditorQueryVersions($id: ID!) {
    queryVersions(id: $id) {
      id
      version
      name
      query
      createdAt
    }
  }
`);

export const ForkQueryMutation = graphql(`
  mutation EditorForkQuery($id: ID!) {
    forkQuery(id: $id) {
      id
    }
  }
`);

export const ArchiveQueryMutation = graphql(`
  mutation EditorArchiveQuery($id: ID!) {
    archiveQuery(id: $id)
  }
`);

export const FavoriteQueryMutation = graphql(`
  mutation EditorFavoriteQuery($id: ID!) {
    favoriteQuery(id: $id)
  }
`);

export const UnfavoriteQueryMutation = graphql(`
  mutation EditorUnfavoriteQuery($id: ID!) {
    unfavoriteQuery(id: $id)
  }
`);

export const GenerateSqlMutation = graphql(`
  mutation EditorGenerateSql($dataSourceId: ID!, $prompt: String!, $queryId: ID) {
    generateSql(dataSourceId: $dataSourceId, prompt: $prompt, queryId: $queryId) {
      status
      sql
      explanation
      retryAfterSecs
    }
  }
`);
