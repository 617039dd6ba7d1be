// Branches and message actions (docs/rest-api.md, "Branches and message actions").
import type { BranchResponse, FeedbackResponse } from '../../../contract/chat';
import type { Wire } from '../../../contract/common';
import type { Resolvers } from '../generated/resolvers';
import { readConversation } from '../library/resolvers';

export const branchResolvers: Resolvers = {
  Mutation: {
    // Then the new path's newest messages: the thread switches to the other branch in one step.
    chooseBranch: async (_, { conversationId, leafId, limit }, { rest }) => {
      await rest.post<Wire<typeof BranchResponse>>(`/library/conversations/${encodeURIComponent(conversationId)}/branch`, { leaf_id: leafId });
      return readConversation(rest, conversationId, limit);
    },
    // The REST answer is the schema's FeedbackResult field for field.
    sendFeedback: (_, { conversationId, feedback, message }, { rest }) =>
      rest.post<Wire<typeof FeedbackResponse>>(`/ai/services/feedback/${encodeURIComponent(conversationId)}`, message ? { feedback, message } : { feedback }),
  },
};
