// The destination pages' GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../graphql/generated';

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

export const CreateDestinationMutation = graphql(`
  mutation CreateDestination($name: String!, $type: String!, $options: JSON) {
    createDestination(name: $name, type: $type, options: $options) {
      secret
      destination {
        id
        databaseId
        name
        type
        options
      }
    }
  }
`);

export const UpdateDestinationMutation = graphql(`
  mutation UpdateDestination($id: ID!, $name: String, $options: JSON) {
    updateDestination(id: $id, name: $name, options: $options) {
      id
      databaseId
      name
      type
      options
    }
  }
`);

export const TestDestinationMutation = graphql(`
  mutation TestDestination($id: ID!) {
    testDestination(id: $id) {
      id
      state
      status
      error
    }
  }
`);

export const RotateDestinationSecretMutation = graphql(`
  mutation RotateDestinationSecret($id: ID!) {
    rotateDestinationSecret(id: $id) {
      secret
      destination {
        id
      }
    }
  }
`);

export const DeleteDestinationMutation = graphql(`
  mutation DeleteDestination($id: ID!) {
    deleteDestination(id: $id)
  }
`);
