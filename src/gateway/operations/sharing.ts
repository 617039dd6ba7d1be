import { graphql } from '../generated';

// Sharing operations; types come from `npm run codegen`.

export const SharedConversationQuery = graphql(`
  query SharedConversation($id: ID!) {
    sharedConversation(id: $id) {
      id
      title
      createdAt
      currentLeafId
      messages { id conversationId parentId role content reasoning model quote isProcessing createdAt attachments { id name mime size } calls { name arguments result } }
    }
  }
`);

export const SetConversationVisibilityMutation = graphql(`
  mutation SetConversationVisibility($id: ID!, $visibility: Int!) {
    setConversationVisibility(id: $id, visibility: $visibility) { id visibility }
  }
`);
