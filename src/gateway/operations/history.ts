import { graphql } from '../generated';

// History search; types come from `npm run codegen`.

export const SearchConversationsQuery = graphql(`
  query SearchConversations($query: String!, $startingAfter: ID, $limit: Int) {
    searchConversations(query: $query, startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { id title cost visibility createdAt updatedAt }
    }
  }
`);
