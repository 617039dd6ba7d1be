import { graphql } from '../generated';

// Branches and message actions; types come from `npm run codegen`.

export const ChooseBranchMutation = graphql(`
  mutation ChooseBranch($conversationId: ID!, $leafId: ID!) {
    chooseBranch(conversationId: $conversationId, leafId: $leafId) { id currentLeafId }
  }
`);

export const SendFeedbackMutation = graphql(`
  mutation SendFeedback($conversationId: ID!, $feedback: FeedbackValue!, $message: String) {
    sendFeedback(conversationId: $conversationId, feedback: $feedback, message: $message) { message feedback }
  }
`);
