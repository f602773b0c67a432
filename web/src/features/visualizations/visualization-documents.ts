// The visualization editor's GraphQL documents.
import { graphql } from '../../graphql/generated';

export const CreateVisualizationMutation = graphql(`
  mutation EditorCreateVisualization($queryId: ID!, $name: String!, $type: String!, $options: JSON) {
    createVisualization(queryId: $queryId, name: $name, type: $type, options: $options) {
      id
      name
      type
      options
    }
  }
`);

export const UpdateVisualizationMutation = graphql(`
  mutation EditorUpdateVisualization($id: ID!, $name: String, $type: String, $options: JSON) {
    updateVisualization(id: $id, name: $name, type: $type, options: $options) {
      id
      name
      type
      options
    }
  }
`);
