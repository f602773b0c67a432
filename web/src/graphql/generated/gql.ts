/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GlobalSearch($search: String!) {\n    querySearch(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n": typeof types.GlobalSearchDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SelectOrganization($orgSlug: String!) {\n    selectOrganization(orgSlug: $orgSlug) {\n      exchangeToken\n      exchangeUrl\n    }\n  }\n": typeof types.SelectOrganizationDocument,
    "\n  mutation ExchangeSession($exchangeToken: String!) {\n    exchangeSession(exchangeToken: $exchangeToken) {\n      id\n    }\n  }\n": typeof types.ExchangeSessionDocument,
    "\n  query DashboardList {\n    dashboards(first: 100) {\n      edges {\n        node {\n          id\n          name\n          slug\n          isDraft\n          tags\n          updatedAt\n        }\n      }\n    }\n  }\n": typeof types.DashboardListDocument,
    "\n  mutation CreateDashboard($name: String!) {\n    createDashboard(name: $name) {\n      id\n      slug\n    }\n  }\n": typeof types.CreateDashboardDocument,
    "\n  query Home {\n    dataSources(first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n    querySearch(first: 5) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(first: 5) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query MonitorList {\n    monitors(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          state\n        }\n      }\n    }\n  }\n": typeof types.MonitorListDocument,
    "\n  fragment QueryEditorFields on SavedQuery {\n    id\n    databaseId\n    name\n    query\n    dataSourceId\n    options\n    tags\n    isDraft\n    isFavorite\n    isArchived\n    version\n    workingVersion\n    publishedVersion\n    canEdit\n    latestQueryDataId\n    updatedAt\n    lastModifiedBy {\n      name\n    }\n    policies {\n      canUpdate\n      canPublish\n      canArchive\n      canExecute\n    }\n    visualizations {\n      id\n      name\n      type\n      options\n    }\n  }\n": typeof types.QueryEditorFieldsFragmentDoc,
    "\n  query QueryEditor($id: ID!) {\n    query(id: $id) {\n      ...QueryEditorFields\n    }\n  }\n": typeof types.QueryEditorDocument,
    "\n  query EditorDataSources {\n    dataSources(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n": typeof types.EditorDataSourcesDocument,
    "\n  query EditorDataSourceSchema($id: ID!, $refresh: Boolean) {\n    dataSourceSchema(id: $id, refresh: $refresh)\n  }\n": typeof types.EditorDataSourceSchemaDocument,
    "\n  mutation EditorExecuteAdhoc($dataSourceId: ID!, $query: String!) {\n    executeAdhocQuery(dataSourceId: $dataSourceId, query: $query, maxAge: 0) {\n      job {\n        id\n        status\n        error\n        queryResultId\n      }\n      queryResult {\n        id\n        databaseId\n        rowCount\n        runtime\n      }\n    }\n  }\n": typeof types.EditorExecuteAdhocDocument,
    "\n  mutation EditorRunSaved($id: ID!, $parameters: JSON) {\n    runQuery(id: $id, parameters: $parameters, maxAge: 0) {\n      job {\n        id\n        status\n        error\n        queryResultId\n      }\n      queryResult {\n        id\n        databaseId\n        rowCount\n        runtime\n      }\n    }\n  }\n": typeof types.EditorRunSavedDocument,
    "\n  mutation EditorCancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      id\n      status\n      error\n    }\n  }\n": typeof types.EditorCancelJobDocument,
    "\n  subscription EditorJobStatus($id: ID!) {\n    jobStatus(id: $id) {\n      id\n      status\n      error\n      queryResultId\n      progress {\n        elapsedMs\n        rowsFetched\n      }\n    }\n  }\n": typeof types.EditorJobStatusDocument,
    "\n  query EditorResultMeta($id: ID!) {\n    queryResult(id: $id) {\n      id\n      rowCount\n      runtime\n      retrievedAt\n    }\n  }\n": typeof types.EditorResultMetaDocument,
    "\n  mutation EditorSaveQuery($id: ID, $input: SaveQueryInput!) {\n    saveQuery(id: $id, input: $input) {\n      ...QueryEditorFields\n    }\n  }\n": typeof types.EditorSaveQueryDocument,
    "\n  mutation EditorPublishQuery($id: ID!, $expectedVersion: Int!) {\n    publishQuery(id: $id, expectedVersion: $expectedVersion) {\n      ...QueryEditorFields\n    }\n  }\n": typeof types.EditorPublishQueryDocument,
    "\n  query EditorQueryVersions($id: ID!) {\n    queryVersions(id: $id) {\n      id\n      version\n      name\n      query\n      createdAt\n    }\n  }\n": typeof types.EditorQueryVersionsDocument,
    "\n  mutation EditorForkQuery($id: ID!) {\n    forkQuery(id: $id) {\n      id\n    }\n  }\n": typeof types.EditorForkQueryDocument,
    "\n  mutation EditorArchiveQuery($id: ID!) {\n    archiveQuery(id: $id)\n  }\n": typeof types.EditorArchiveQueryDocument,
    "\n  mutation EditorFavoriteQuery($id: ID!) {\n    favoriteQuery(id: $id)\n  }\n": typeof types.EditorFavoriteQueryDocument,
    "\n  mutation EditorUnfavoriteQuery($id: ID!) {\n    unfavoriteQuery(id: $id)\n  }\n": typeof types.EditorUnfavoriteQueryDocument,
    "\n  mutation EditorGenerateSql($dataSourceId: ID!, $prompt: String!, $queryId: ID) {\n    generateSql(dataSourceId: $dataSourceId, prompt: $prompt, queryId: $queryId) {\n      status\n      sql\n      explanation\n      retryAfterSecs\n    }\n  }\n": typeof types.EditorGenerateSqlDocument,
    "\n  query QueryList(\n    $search: String\n    $tags: [String!]\n    $favorites: Boolean\n    $mine: Boolean\n    $draft: Boolean\n    $after: String\n    $first: Int!\n  ) {\n    querySearch(search: $search, tags: $tags, favorites: $favorites, mine: $mine, draft: $draft, after: $after, first: $first) {\n      edges {\n        node {\n          id\n          name\n          isDraft\n          isFavorite\n          tags\n          updatedAt\n          user {\n            name\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    queryTags {\n      name\n      count\n    }\n  }\n": typeof types.QueryListDocument,
    "\n  query AppSession {\n    session {\n      permissions\n      user {\n        id\n        name\n        email\n      }\n      organization {\n        id\n        name\n        slug\n      }\n      organizations {\n        id\n        name\n        slug\n      }\n    }\n  }\n": typeof types.AppSessionDocument,
    "\n  mutation SetUpFirstOrganization($token: String!, $orgName: String!, $name: String!, $email: String!, $password: String!) {\n    setUpFirstOrganization(token: $token, orgName: $orgName, name: $name, email: $email, password: $password) {\n      organization {\n        id\n      }\n    }\n  }\n": typeof types.SetUpFirstOrganizationDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query SetUpNeeded {\n    setUpNeeded\n  }\n": typeof types.SetUpNeededDocument,
    "\n  mutation EditorCreateVisualization($queryId: ID!, $name: String!, $type: String!, $options: JSON) {\n    createVisualization(queryId: $queryId, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n": typeof types.EditorCreateVisualizationDocument,
    "\n  mutation EditorUpdateVisualization($id: ID!, $name: String, $type: String, $options: JSON) {\n    updateVisualization(id: $id, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n": typeof types.EditorUpdateVisualizationDocument,
};
const documents: Documents = {
    "\n  query GlobalSearch($search: String!) {\n    querySearch(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n": types.GlobalSearchDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SelectOrganization($orgSlug: String!) {\n    selectOrganization(orgSlug: $orgSlug) {\n      exchangeToken\n      exchangeUrl\n    }\n  }\n": types.SelectOrganizationDocument,
    "\n  mutation ExchangeSession($exchangeToken: String!) {\n    exchangeSession(exchangeToken: $exchangeToken) {\n      id\n    }\n  }\n": types.ExchangeSessionDocument,
    "\n  query DashboardList {\n    dashboards(first: 100) {\n      edges {\n        node {\n          id\n          name\n          slug\n          isDraft\n          tags\n          updatedAt\n        }\n      }\n    }\n  }\n": types.DashboardListDocument,
    "\n  mutation CreateDashboard($name: String!) {\n    createDashboard(name: $name) {\n      id\n      slug\n    }\n  }\n": types.CreateDashboardDocument,
    "\n  query Home {\n    dataSources(first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n    querySearch(first: 5) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(first: 5) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n": types.HomeDocument,
    "\n  query MonitorList {\n    monitors(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          state\n        }\n      }\n    }\n  }\n": types.MonitorListDocument,
    "\n  fragment QueryEditorFields on SavedQuery {\n    id\n    databaseId\n    name\n    query\n    dataSourceId\n    options\n    tags\n    isDraft\n    isFavorite\n    isArchived\n    version\n    workingVersion\n    publishedVersion\n    canEdit\n    latestQueryDataId\n    updatedAt\n    lastModifiedBy {\n      name\n    }\n    policies {\n      canUpdate\n      canPublish\n      canArchive\n      canExecute\n    }\n    visualizations {\n      id\n      name\n      type\n      options\n    }\n  }\n": types.QueryEditorFieldsFragmentDoc,
    "\n  query QueryEditor($id: ID!) {\n    query(id: $id) {\n      ...QueryEditorFields\n    }\n  }\n": types.QueryEditorDocument,
    "\n  query EditorDataSources {\n    dataSources(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n": types.EditorDataSourcesDocument,
    "\n  query EditorDataSourceSchema($id: ID!, $refresh: Boolean) {\n    dataSourceSchema(id: $id, refresh: $refresh)\n  }\n": types.EditorDataSourceSchemaDocument,
    "\n  mutation EditorExecuteAdhoc($dataSourceId: ID!, $query: String!) {\n    executeAdhocQuery(dataSourceId: $dataSourceId, query: $query, maxAge: 0) {\n      job {\n        id\n        status\n        error\n        queryResultId\n      }\n      queryResult {\n        id\n        databaseId\n        rowCount\n        runtime\n      }\n    }\n  }\n": types.EditorExecuteAdhocDocument,
    "\n  mutation EditorRunSaved($id: ID!, $parameters: JSON) {\n    runQuery(id: $id, parameters: $parameters, maxAge: 0) {\n      job {\n        id\n        status\n        error\n        queryResultId\n      }\n      queryResult {\n        id\n        databaseId\n        rowCount\n        runtime\n      }\n    }\n  }\n": types.EditorRunSavedDocument,
    "\n  mutation EditorCancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      id\n      status\n      error\n    }\n  }\n": types.EditorCancelJobDocument,
    "\n  subscription EditorJobStatus($id: ID!) {\n    jobStatus(id: $id) {\n      id\n      status\n      error\n      queryResultId\n      progress {\n        elapsedMs\n        rowsFetched\n      }\n    }\n  }\n": types.EditorJobStatusDocument,
    "\n  query EditorResultMeta($id: ID!) {\n    queryResult(id: $id) {\n      id\n      rowCount\n      runtime\n      retrievedAt\n    }\n  }\n": types.EditorResultMetaDocument,
    "\n  mutation EditorSaveQuery($id: ID, $input: SaveQueryInput!) {\n    saveQuery(id: $id, input: $input) {\n      ...QueryEditorFields\n    }\n  }\n": types.EditorSaveQueryDocument,
    "\n  mutation EditorPublishQuery($id: ID!, $expectedVersion: Int!) {\n    publishQuery(id: $id, expectedVersion: $expectedVersion) {\n      ...QueryEditorFields\n    }\n  }\n": types.EditorPublishQueryDocument,
    "\n  query EditorQueryVersions($id: ID!) {\n    queryVersions(id: $id) {\n      id\n      version\n      name\n      query\n      createdAt\n    }\n  }\n": types.EditorQueryVersionsDocument,
    "\n  mutation EditorForkQuery($id: ID!) {\n    forkQuery(id: $id) {\n      id\n    }\n  }\n": types.EditorForkQueryDocument,
    "\n  mutation EditorArchiveQuery($id: ID!) {\n    archiveQuery(id: $id)\n  }\n": types.EditorArchiveQueryDocument,
    "\n  mutation EditorFavoriteQuery($id: ID!) {\n    favoriteQuery(id: $id)\n  }\n": types.EditorFavoriteQueryDocument,
    "\n  mutation EditorUnfavoriteQuery($id: ID!) {\n    unfavoriteQuery(id: $id)\n  }\n": types.EditorUnfavoriteQueryDocument,
    "\n  mutation EditorGenerateSql($dataSourceId: ID!, $prompt: String!, $queryId: ID) {\n    generateSql(dataSourceId: $dataSourceId, prompt: $prompt, queryId: $queryId) {\n      status\n      sql\n      explanation\n      retryAfterSecs\n    }\n  }\n": types.EditorGenerateSqlDocument,
    "\n  query QueryList(\n    $search: String\n    $tags: [String!]\n    $favorites: Boolean\n    $mine: Boolean\n    $draft: Boolean\n    $after: String\n    $first: Int!\n  ) {\n    querySearch(search: $search, tags: $tags, favorites: $favorites, mine: $mine, draft: $draft, after: $after, first: $first) {\n      edges {\n        node {\n          id\n          name\n          isDraft\n          isFavorite\n          tags\n          updatedAt\n          user {\n            name\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    queryTags {\n      name\n      count\n    }\n  }\n": types.QueryListDocument,
    "\n  query AppSession {\n    session {\n      permissions\n      user {\n        id\n        name\n        email\n      }\n      organization {\n        id\n        name\n        slug\n      }\n      organizations {\n        id\n        name\n        slug\n      }\n    }\n  }\n": types.AppSessionDocument,
    "\n  mutation SetUpFirstOrganization($token: String!, $orgName: String!, $name: String!, $email: String!, $password: String!) {\n    setUpFirstOrganization(token: $token, orgName: $orgName, name: $name, email: $email, password: $password) {\n      organization {\n        id\n      }\n    }\n  }\n": types.SetUpFirstOrganizationDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n": types.SignInDocument,
    "\n  query SetUpNeeded {\n    setUpNeeded\n  }\n": types.SetUpNeededDocument,
    "\n  mutation EditorCreateVisualization($queryId: ID!, $name: String!, $type: String!, $options: JSON) {\n    createVisualization(queryId: $queryId, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n": types.EditorCreateVisualizationDocument,
    "\n  mutation EditorUpdateVisualization($id: ID!, $name: String, $type: String, $options: JSON) {\n    updateVisualization(id: $id, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n": types.EditorUpdateVisualizationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GlobalSearch($search: String!) {\n    querySearch(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GlobalSearch($search: String!) {\n    querySearch(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectOrganization($orgSlug: String!) {\n    selectOrganization(orgSlug: $orgSlug) {\n      exchangeToken\n      exchangeUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SelectOrganization($orgSlug: String!) {\n    selectOrganization(orgSlug: $orgSlug) {\n      exchangeToken\n      exchangeUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExchangeSession($exchangeToken: String!) {\n    exchangeSession(exchangeToken: $exchangeToken) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ExchangeSession($exchangeToken: String!) {\n    exchangeSession(exchangeToken: $exchangeToken) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardList {\n    dashboards(first: 100) {\n      edges {\n        node {\n          id\n          name\n          slug\n          isDraft\n          tags\n          updatedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardList {\n    dashboards(first: 100) {\n      edges {\n        node {\n          id\n          name\n          slug\n          isDraft\n          tags\n          updatedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDashboard($name: String!) {\n    createDashboard(name: $name) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDashboard($name: String!) {\n    createDashboard(name: $name) {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    dataSources(first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n    querySearch(first: 5) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(first: 5) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    dataSources(first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n    querySearch(first: 5) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(first: 5) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonitorList {\n    monitors(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          state\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonitorList {\n    monitors(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          state\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QueryEditorFields on SavedQuery {\n    id\n    databaseId\n    name\n    query\n    dataSourceId\n    options\n    tags\n    isDraft\n    isFavorite\n    isArchived\n    version\n    workingVersion\n    publishedVersion\n    canEdit\n    latestQueryDataId\n    updatedAt\n    lastModifiedBy {\n      name\n    }\n    policies {\n      canUpdate\n      canPublish\n      canArchive\n      canExecute\n    }\n    visualizations {\n      id\n      name\n      type\n      options\n    }\n  }\n"): (typeof documents)["\n  fragment QueryEditorFields on SavedQuery {\n    id\n    databaseId\n    name\n    query\n    dataSourceId\n    options\n    tags\n    isDraft\n    isFavorite\n    isArchived\n    version\n    workingVersion\n    publishedVersion\n    canEdit\n    latestQueryDataId\n    updatedAt\n    lastModifiedBy {\n      name\n    }\n    policies {\n      canUpdate\n      canPublish\n      canArchive\n      canExecute\n    }\n    visualizations {\n      id\n      name\n      type\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueryEditor($id: ID!) {\n    query(id: $id) {\n      ...QueryEditorFields\n    }\n  }\n"): (typeof documents)["\n  query QueryEditor($id: ID!) {\n    query(id: $id) {\n      ...QueryEditorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorDataSources {\n    dataSources(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditorDataSources {\n    dataSources(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorDataSourceSchema($id: ID!, $refresh: Boolean) {\n    dataSourceSchema(id: $id, refresh: $refresh)\n  }\n"): (typeof documents)["\n  query EditorDataSourceSchema($id: ID!, $refresh: Boolean) {\n    dataSourceSchema(id: $id, refresh: $refresh)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorExecuteAdhoc($dataSourceId: ID!, $query: String!) {\n    executeAdhocQuery(dataSourceId: $dataSourceId, query: $query, maxAge: 0) {\n      job {\n        id\n        status\n        error\n        queryResultId\n      }\n      queryResult {\n        id\n        databaseId\n        rowCount\n        runtime\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditorExecuteAdhoc($dataSourceId: ID!, $query: String!) {\n    executeAdhocQuery(dataSourceId: $dataSourceId, query: $query, maxAge: 0) {\n      job {\n        id\n        status\n        error\n        queryResultId\n      }\n      queryResult {\n        id\n        databaseId\n        rowCount\n        runtime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorRunSaved($id: ID!, $parameters: JSON) {\n    runQuery(id: $id, parameters: $parameters, maxAge: 0) {\n      job {\n        id\n        status\n        error\n        queryResultId\n      }\n      queryResult {\n        id\n        databaseId\n        rowCount\n        runtime\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditorRunSaved($id: ID!, $parameters: JSON) {\n    runQuery(id: $id, parameters: $parameters, maxAge: 0) {\n      job {\n        id\n        status\n        error\n        queryResultId\n      }\n      queryResult {\n        id\n        databaseId\n        rowCount\n        runtime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorCancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      id\n      status\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation EditorCancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      id\n      status\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EditorJobStatus($id: ID!) {\n    jobStatus(id: $id) {\n      id\n      status\n      error\n      queryResultId\n      progress {\n        elapsedMs\n        rowsFetched\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription EditorJobStatus($id: ID!) {\n    jobStatus(id: $id) {\n      id\n      status\n      error\n      queryResultId\n      progress {\n        elapsedMs\n        rowsFetched\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorResultMeta($id: ID!) {\n    queryResult(id: $id) {\n      id\n      rowCount\n      runtime\n      retrievedAt\n    }\n  }\n"): (typeof documents)["\n  query EditorResultMeta($id: ID!) {\n    queryResult(id: $id) {\n      id\n      rowCount\n      runtime\n      retrievedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorSaveQuery($id: ID, $input: SaveQueryInput!) {\n    saveQuery(id: $id, input: $input) {\n      ...QueryEditorFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditorSaveQuery($id: ID, $input: SaveQueryInput!) {\n    saveQuery(id: $id, input: $input) {\n      ...QueryEditorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorPublishQuery($id: ID!, $expectedVersion: Int!) {\n    publishQuery(id: $id, expectedVersion: $expectedVersion) {\n      ...QueryEditorFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditorPublishQuery($id: ID!, $expectedVersion: Int!) {\n    publishQuery(id: $id, expectedVersion: $expectedVersion) {\n      ...QueryEditorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorQueryVersions($id: ID!) {\n    queryVersions(id: $id) {\n      id\n      version\n      name\n      query\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query EditorQueryVersions($id: ID!) {\n    queryVersions(id: $id) {\n      id\n      version\n      name\n      query\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorForkQuery($id: ID!) {\n    forkQuery(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EditorForkQuery($id: ID!) {\n    forkQuery(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorArchiveQuery($id: ID!) {\n    archiveQuery(id: $id)\n  }\n"): (typeof documents)["\n  mutation EditorArchiveQuery($id: ID!) {\n    archiveQuery(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorFavoriteQuery($id: ID!) {\n    favoriteQuery(id: $id)\n  }\n"): (typeof documents)["\n  mutation EditorFavoriteQuery($id: ID!) {\n    favoriteQuery(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorUnfavoriteQuery($id: ID!) {\n    unfavoriteQuery(id: $id)\n  }\n"): (typeof documents)["\n  mutation EditorUnfavoriteQuery($id: ID!) {\n    unfavoriteQuery(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorGenerateSql($dataSourceId: ID!, $prompt: String!, $queryId: ID) {\n    generateSql(dataSourceId: $dataSourceId, prompt: $prompt, queryId: $queryId) {\n      status\n      sql\n      explanation\n      retryAfterSecs\n    }\n  }\n"): (typeof documents)["\n  mutation EditorGenerateSql($dataSourceId: ID!, $prompt: String!, $queryId: ID) {\n    generateSql(dataSourceId: $dataSourceId, prompt: $prompt, queryId: $queryId) {\n      status\n      sql\n      explanation\n      retryAfterSecs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueryList(\n    $search: String\n    $tags: [String!]\n    $favorites: Boolean\n    $mine: Boolean\n    $draft: Boolean\n    $after: String\n    $first: Int!\n  ) {\n    querySearch(search: $search, tags: $tags, favorites: $favorites, mine: $mine, draft: $draft, after: $after, first: $first) {\n      edges {\n        node {\n          id\n          name\n          isDraft\n          isFavorite\n          tags\n          updatedAt\n          user {\n            name\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    queryTags {\n      name\n      count\n    }\n  }\n"): (typeof documents)["\n  query QueryList(\n    $search: String\n    $tags: [String!]\n    $favorites: Boolean\n    $mine: Boolean\n    $draft: Boolean\n    $after: String\n    $first: Int!\n  ) {\n    querySearch(search: $search, tags: $tags, favorites: $favorites, mine: $mine, draft: $draft, after: $after, first: $first) {\n      edges {\n        node {\n          id\n          name\n          isDraft\n          isFavorite\n          tags\n          updatedAt\n          user {\n            name\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    queryTags {\n      name\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppSession {\n    session {\n      permissions\n      user {\n        id\n        name\n        email\n      }\n      organization {\n        id\n        name\n        slug\n      }\n      organizations {\n        id\n        name\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppSession {\n    session {\n      permissions\n      user {\n        id\n        name\n        email\n      }\n      organization {\n        id\n        name\n        slug\n      }\n      organizations {\n        id\n        name\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUpFirstOrganization($token: String!, $orgName: String!, $name: String!, $email: String!, $password: String!) {\n    setUpFirstOrganization(token: $token, orgName: $orgName, name: $name, email: $email, password: $password) {\n      organization {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetUpFirstOrganization($token: String!, $orgName: String!, $name: String!, $email: String!, $password: String!) {\n    setUpFirstOrganization(token: $token, orgName: $orgName, name: $name, email: $email, password: $password) {\n      organization {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetUpNeeded {\n    setUpNeeded\n  }\n"): (typeof documents)["\n  query SetUpNeeded {\n    setUpNeeded\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorCreateVisualization($queryId: ID!, $name: String!, $type: String!, $options: JSON) {\n    createVisualization(queryId: $queryId, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n"): (typeof documents)["\n  mutation EditorCreateVisualization($queryId: ID!, $name: String!, $type: String!, $options: JSON) {\n    createVisualization(queryId: $queryId, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorUpdateVisualization($id: ID!, $name: String, $type: String, $options: JSON) {\n    updateVisualization(id: $id, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n"): (typeof documents)["\n  mutation EditorUpdateVisualization($id: ID!, $name: String, $type: String, $options: JSON) {\n    updateVisualization(id: $id, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;