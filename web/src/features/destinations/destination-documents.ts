// The destination pages' GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';

export const DestinationsQuery = graphql(`
  query DestinationsPage {
    destinations(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          type
          options
        }
      }
    }
    destinationTypes {
      type
      name
      configurationSchema
      secretFields
    }
  }
`);

export const CreateDestinationMutation = mutationDocument(
  graphql(`
  mutation CreateDestination($name: String!, $type: String!, $options: JSON) {
    createDestination(name: $name, type: $type, options: $options) {
      ... on DestinationSecretPayload {
        secret
        destination {
          id
          databaseId
          name
          type
          options
        }
      }
      ...UserErrorFields
    }
  }
`),
);

export const TestDestinationMutation = mutationDocument(
  graphql(`
  mutation TestDestination($id: ID!) {
    testDestination(id: $id) {
      ... on Delivery {
        id
        state
        status
        error
      }
      ...UserErrorFields
    }
  }
`),
);

export const RotateDestinationSecretMutation = mutationDocument(
  graphql(`
  mutation RotateDestinationSecret($id: ID!) {
    rotateDestinationSecret(id: $id) {
      ... on DestinationSecretPayload {
        secret
        destination {
          id
        }
      }
      ...UserErrorFields
    }
  }
`),
);

export const DeleteDestinationMutation = mutationDocument(
  graphql(`
  mutation DeleteDestination($id: ID!) {
    deleteDestination(id: $id) {
      ... on DeleteDestinationSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);
