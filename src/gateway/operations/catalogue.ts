import { graphql } from '../generated';

// Catalogue operations; types come from `npm run codegen`.

export const ModelsQuery = graphql(`
  query Models($type: String) {
    models(type: $type) {
      key
      name
      provider
      description
      type
      isAvailable
      isEnabled
      granted
      isLocal
      modalitiesInput
      capabilities
    }
  }
`);
