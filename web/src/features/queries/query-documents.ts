// The query editor's GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';

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

export const ExecuteAdhocMutation = mutationDocument(
  graphql(`
  mutation EditorExecuteAdhoc($dataSourceId: ID!, $query: String!, $parameters: JSON, $parameterDefinitions: JSON) {
    executeAdhocQuery(
      dataSourceId: $dataSourceId
      query: $query
      parameters: $parameters
      parameterDefinitions: $parameterDefinitions
      maxAge: 0
    ) {
      ... on ExecutionPayload {
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
      ...UserErrorFields
    }
  }
`),
);

export const CancelJobMutation = mutationDocument(
  graphql(`
  mutation EditorCancelJob($id: ID!) {
    cancelJob(id: $id) {
      ... on Job {
        id
        status
        error
      }
      ...UserErrorFields
    }
  }
`),
);

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

export const CreateQueryMutation = mutationDocument(
  graphql(`
  mutation EditorCreateQuery($input: CreateQueryInput!) {
    createQuery(input: $input) {
      ... on SavedQuery {
        ...QueryEditorFields
      }
      ...UserErrorFields
    }
  }
`),
);

export const UpdateQueryMutation = mutationDocument(
  graphql(`
  mutation EditorUpdateQuery($id: ID!, $input: UpdateQueryInput!, $expectedVersion: Int) {
    updateQuery(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ... on SavedQuery {
        ...QueryEditorFields
      }
      ...UserErrorFields
    }
  }
`),
);

export const PublishQueryMutation = mutationDocument(
  graphql(`
  mutation EditorPublishQuery($id: ID!, $expectedVersion: Int!) {
    publishQuery(id: $id, expectedVersion: $expectedVersion) {
      ... on SavedQuery {
        ...QueryEditorFields
      }
      ...UserErrorFields
    }
  }
`),
);

export const QueryVersionsQuery = graphql(`
  query EditorQueryVersions($id: ID!) {
    queryVersions(id: $id, first: 250) {
      edges {
        node {
          id
          version
          name
          query
          createdAt
        }
      }
    }
  }
`);

export const ForkQueryMutation = mutationDocument(
  graphql(`
  mutation EditorForkQuery($id: ID!) {
    forkQuery(id: $id) {
      ... on SavedQuery {
        id
      }
      ...UserErrorFields
    }
  }
`),
);

export const ArchiveQueryMutation = mutationDocument(
  graphql(`
  mutation EditorArchiveQuery($id: ID!) {
    archiveQuery(id: $id) {
      ... on ArchiveQuerySuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

export const FavoriteQueryMutation = mutationDocument(
  graphql(`
  mutation EditorFavoriteQuery($id: ID!) {
    favoriteQuery(id: $id) {
      ... on FavoriteQuerySuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

export const UnfavoriteQueryMutation = mutationDocument(
  graphql(`
  mutation EditorUnfavoriteQuery($id: ID!) {
    unfavoriteQuery(id: $id) {
      ... on UnfavoriteQuerySuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

export const GenerateSqlMutation = mutationDocument(
  graphql(`
  mutation EditorGenerateSql($dataSourceId: ID!, $prompt: String!, $queryId: ID) {
    generateSql(dataSourceId: $dataSourceId, prompt: $prompt, queryId: $queryId) {
      ... on AiSqlResult {
        status
        sql
        explanation
        retryAfterSecs
      }
      ...UserErrorFields
    }
  }
`),
);
