import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';

/**
 * The dashboard page's documents. The live subscription is a signal only: each `dashboardUpdated`
 * event makes the page read the dashboard again over HTTP. (Its own widgets are not used: the
 * subscription resolves them with the context it was opened in, whose per-request loaders keep
 * the widgets of that moment, so a widget added later never appeared in an event.)
 */
export const DashboardPageQuery = graphql(`
  query DashboardPage($slug: String!) {
    dashboard(slug: $slug) {
      id
      databaseId
      slug
      name
      isDraft
      hasUnpublishedChanges
      publishedAt
      updatedAt
      isShared
      publicUrl
      shareExpiresAt
      policies {
        canUpdate
        canPublish
        canShare
      }
      widgets {
        id
        databaseId
        width
        text
        options
        visualization {
          id
          name
          type
          options
          queryId
          queryName
        }
        result {
          columns
          rows
          rowCount
          retrievedAt
        }
      }
    }
  }
`);

export const DashboardUpdatedSubscription = graphql(`
  subscription DashboardUpdated($dashboardId: ID!) {
    dashboardUpdated(dashboardId: $dashboardId) {
      id
      updatedAt
    }
  }
`);

export const WidgetQuerySearch = graphql(`
  query WidgetQuerySearch($search: String) {
    queries(first: 20, search: $search) {
      edges {
        node {
          id
          databaseId
          name
          visualizations {
            id
            name
            type
          }
        }
      }
    }
  }
`);

export const CreateWidgetMutation = mutationDocument(
  graphql(`
  mutation CreateDashboardWidget($dashboardId: ID!, $visualizationId: ID, $text: String, $width: Int) {
    createWidget(dashboardId: $dashboardId, visualizationId: $visualizationId, text: $text, width: $width) {
      ... on DashboardWidget {
        id
      }
      ...UserErrorFields
    }
  }
`),
);

export const UpdateWidgetMutation = mutationDocument(
  graphql(`
  mutation MoveDashboardWidget($id: ID!, $width: Int, $options: JSON) {
    updateWidget(id: $id, width: $width, options: $options) {
      ... on DashboardWidget {
        id
        width
        options
      }
      ...UserErrorFields
    }
  }
`),
);

export const DeleteWidgetMutation = mutationDocument(
  graphql(`
  mutation RemoveDashboardWidget($id: ID!) {
    deleteWidget(id: $id) {
      ... on DeleteWidgetSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

export const PublishDashboardMutation = mutationDocument(
  graphql(`
  mutation PublishDashboardPage($slug: String!) {
    publishDashboard(slug: $slug) {
      ... on Dashboard {
        id
        isDraft
        hasUnpublishedChanges
        publishedAt
        updatedAt
      }
      ...UserErrorFields
    }
  }
`),
);

export const RefreshDashboardMutation = mutationDocument(
  graphql(`
  mutation RefreshDashboardPage($slug: String!) {
    refreshDashboard(slug: $slug) {
      ... on RefreshDashboardSuccess {
        __typename
        data {
          queryId
          error
        }
      }
      ...UserErrorFields
    }
  }
`),
);

export const ShareDashboardMutation = mutationDocument(
  graphql(`
  mutation ShareDashboardPage($slug: String!, $expiresAt: String, $neverExpires: Boolean) {
    shareDashboard(slug: $slug, expiresAt: $expiresAt, neverExpires: $neverExpires) {
      ... on DashboardShare {
        publicUrl
        expiresAt
      }
      ...UserErrorFields
    }
  }
`),
);

export const RotateShareMutation = mutationDocument(
  graphql(`
  mutation RotateDashboardShareLink($slug: String!, $expiresAt: String, $neverExpires: Boolean) {
    rotateDashboardShare(slug: $slug, expiresAt: $expiresAt, neverExpires: $neverExpires) {
      ... on DashboardShare {
        publicUrl
        expiresAt
      }
      ...UserErrorFields
    }
  }
`),
);

export const RevokeShareMutation = mutationDocument(
  graphql(`
  mutation RevokeDashboardShareLink($slug: String!) {
    revokeDashboardShare(slug: $slug) {
      ... on RevokeDashboardShareSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

export const ShareAccessesQuery = graphql(`
  query DashboardShareViews($slug: String!) {
    dashboardShareAccesses(slug: $slug, first: 1) {
      totalCount
      days {
        day
        count
      }
    }
  }
`);
