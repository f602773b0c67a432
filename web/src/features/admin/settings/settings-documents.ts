// The settings page's GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { mutationDocument } from '../../../graphql/errors';
import { graphql } from '../../../graphql/generated';

export const AdminAiSettingsQuery = graphql(`
  query AdminAiSettings {
    aiSettings {
      enabled
      baseUrl
      model
      apiKeySet
      rateLimitPerMinute
    }
  }
`);

export const AdminUpdateAiSettingsMutation = mutationDocument(
  graphql(`
  mutation AdminUpdateAiSettings($input: UpdateAiSettingsInput!) {
    updateAiSettings(input: $input) {
      ... on AiSettings {
        enabled
        baseUrl
        model
        apiKeySet
        rateLimitPerMinute
      }
      ...UserErrorFields
    }
  }
`),
);

export const AdminOrganizationQuery = graphql(`
  query AdminOrganization {
    session {
      organization {
        id
        name
        slug
        domain
      }
    }
  }
`);

export const AdminUpdateOrganizationMutation = mutationDocument(
  graphql(`
  mutation AdminUpdateOrganization($name: String!) {
    updateOrganization(name: $name) {
      ... on Organization {
        id
        name
        slug
        domain
      }
      ...UserErrorFields
    }
  }
`),
);

export const DigestsQuery = graphql(`
  query SettingsDigests {
    digestSubscriptions(first: 100) {
      edges {
        node {
          id
          dashboardSlug
          dashboardName
          frequency
          hour
          timezone
          nextSendAt
        }
      }
    }
    dashboards(first: 100) {
      edges {
        node {
          id
          name
          slug
        }
      }
    }
  }
`);

export const SubscribeDigestMutation = mutationDocument(
  graphql(`
  mutation SettingsSubscribeDigest($input: CreateDigestSubscriptionInput!) {
    createDigestSubscription(input: $input) {
      ... on DigestSubscription {
        id
        dashboardSlug
        dashboardName
        frequency
        hour
        timezone
        nextSendAt
      }
      ...UserErrorFields
    }
  }
`),
);

export const UnsubscribeDigestMutation = mutationDocument(
  graphql(`
  mutation SettingsUnsubscribeDigest($id: Int!) {
    deleteDigestSubscription(id: $id) {
      ... on DeleteDigestSubscriptionSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);
