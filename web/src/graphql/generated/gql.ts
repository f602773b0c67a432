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
    "\n  query QueryList(\n    $search: String\n    $tags: [String!]\n    $favorites: Boolean\n    $mine: Boolean\n    $draft: Boolean\n    $after: String\n    $first: Int!\n  ) {\n    querySearch(search: $search, tags: $tags, favorites: $favorites, mine: $mine, draft: $draft, after: $after, first: $first) {\n      edges {\n        node {\n          id\n          name\n          isDraft\n          isFavorite\n          tags\n          updatedAt\n          user {\n            name\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    queryTags {\n      name\n      count\n    }\n  }\n": typeof types.QueryListDocument,
    "\n  query AppSession {\n    session {\n      permissions\n      user {\n        id\n        name\n        email\n      }\n      organization {\n        id\n        name\n        slug\n      }\n      organizations {\n        id\n        name\n        slug\n      }\n    }\n  }\n": typeof types.AppSessionDocument,
    "\n  mutation SetUpFirstOrganization($token: String!, $orgName: String!, $name: String!, $email: String!, $password: String!) {\n    setUpFirstOrganization(token: $token, orgName: $orgName, name: $name, email: $email, password: $password) {\n      organization {\n        id\n      }\n    }\n  }\n": typeof types.SetUpFirstOrganizationDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query SetUpNeeded {\n    setUpNeeded\n  }\n": typeof types.SetUpNeededDocument,
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
    "\n  query QueryList(\n    $search: String\n    $tags: [String!]\n    $favorites: Boolean\n    $mine: Boolean\n    $draft: Boolean\n    $after: String\n    $first: Int!\n  ) {\n    querySearch(search: $search, tags: $tags, favorites: $favorites, mine: $mine, draft: $draft, after: $after, first: $first) {\n      edges {\n        node {\n          id\n          name\n          isDraft\n          isFavorite\n          tags\n          updatedAt\n          user {\n            name\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    queryTags {\n      name\n      count\n    }\n  }\n": types.QueryListDocument,
    "\n  query AppSession {\n    session {\n      permissions\n      user {\n        id\n        name\n        email\n      }\n      organization {\n        id\n        name\n        slug\n      }\n      organizations {\n        id\n        name\n        slug\n      }\n    }\n  }\n": types.AppSessionDocument,
    "\n  mutation SetUpFirstOrganization($token: String!, $orgName: String!, $name: String!, $email: String!, $password: String!) {\n    setUpFirstOrganization(token: $token, orgName: $orgName, name: $name, email: $email, password: $password) {\n      organization {\n        id\n      }\n    }\n  }\n": types.SetUpFirstOrganizationDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n": types.SignInDocument,
    "\n  query SetUpNeeded {\n    setUpNeeded\n  }\n": types.SetUpNeededDocument,
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;