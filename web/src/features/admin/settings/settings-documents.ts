// The settings page's GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
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

export const AdminUpdateAiSettingsMutation = graphql(`
  mutation AdminUpdateAiSettings($input: UpdateAiSettingsInput!) {
    updateAiSettings(input: $input) {
      enabled
      baseUrl
      model
      apiKeySet
      rateLimitPerMinute
    }
  }
`);

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

export const AdminUpdateOrganizationMutation = graphql(`
  mutation AdminUpdateOrganization($name: String!) {
    updateOrganization(name: $name) {
      id
      name
      slug
      domain
    }
  }
`);

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

export const SubscribeDigestMutation = graphql(`
  mutation SettingsSubscribeDigest($input: CreateDigestSubscriptionInput!) {
    createDigestSubscription(input: $input) {
      id
      dashboardSlug
      dashboardName
      frequency
      hour
      timezone
      nextSendAt
    }
  }
`);

export const UnsubscribeDigestMutation = graphql(`
  mutation SettingsUnsubscribeDigest($id: Int!) {
    deleteDigestSubscription(id: $id)
  }
`);
