import { graphql } from '../generated';
import { pageSize } from '../../../contract/limits';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// Classifier operations: classify a text, read one classification, the history's pages and
// count, status and delete; types come from `npm run codegen`. One fragment per entity, so
// graphcache always holds the same fields of a classification.

/** The history's page size (the contract's): a short page means the end. */
export const CLASSIFICATION_PAGE_SIZE = pageSize;

export const ClassificationFields = graphql(`
  fragment ClassificationFields on Classification {
    id
    title
    input
    status
    flagged
    moderation {
      engine
      model
      categories { name score flagged }
    }
    sentiment { label compound positive neutral negative lexicon }
    language { code name confidence }
    createdAt
    updatedAt
  }
`);

export const ClassificationQuery = graphql(`
  query Classification($id: ID!) {
    classification(id: $id) { ...ClassificationFields }
  }
`);

export const ClassificationsQuery = graphql(`
  query Classifications($query: String, $status: Int, $sort: ListSort, $startingAfter: ID, $limit: Int) {
    classifications(query: $query, status: $status, sort: $sort, startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { ...ClassificationFields }
    }
  }
`);

export const ClassificationCountQuery = graphql(`
  query ClassificationCount($query: String, $status: Int) {
    classificationCount(query: $query, status: $status)
  }
`);

export const ClassifyMutation = graphql(`
  mutation Classify($input: String!) {
    classify(input: $input) { ...ClassificationFields }
  }
`);

export const SetClassificationStatusMutation = graphql(`
  mutation SetClassificationStatus($id: ID!, $status: Int!) {
    setClassificationStatus(id: $id, status: $status) { ...ClassificationFields }
  }
`);

export const DeleteClassificationMutation = graphql(`
  mutation DeleteClassification($id: ID!) {
    deleteClassification(id: $id)
  }
`);
