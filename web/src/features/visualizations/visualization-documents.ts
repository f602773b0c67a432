// The visualization editor's GraphQL documents.
import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';

export const CreateVisualizationMutation = mutationDocument(
  graphql(`
  mutation EditorCreateVisualization($queryId: ID!, $name: String!, $type: String!, $options: JSON) {
    createVisualization(queryId: $queryId, name: $name, type: $type, options: $options) {
      ... on Visualization {
        id
        name
        type
        options
      }
      ...UserErrorFields
    }
  }
`),
);

export const UpdateVisualizationMutation = mutationDocument(
  graphql(`
  mutation EditorUpdateVisualization($id: ID!, $name: String, $type: String, $options: JSON) {
    updateVisualization(id: $id, name: $name, type: $type, options: $options) {
      ... on Visualization {
        id
        name
        type
        options
      }
      ...UserErrorFields
    }
  }
`),
);
