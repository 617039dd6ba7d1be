// Branches and message actions (docs/rest-api.md, "Branches and message actions").
import type { BranchResponse, FeedbackResponse } from '../../../contract/chat';
import type { Wire } from '../../../contract/common';
import type { Resolvers } from '../generated/resolvers';

export const branchResolvers: Resolvers = {
  Mutation: {
    chooseBranch: async (_, { conversationId, leafId }, { rest }) => {
      const result = await rest.post<Wire<typeof BranchResponse>>(`/library/conversations/${encodeURIComponent(conversationId)}/branch`, {
        leaf_id: leafId,
      });
      return { id: result.id, currentLeafId: result.current_leaf_id };
    },
    // The REST answer is the schema's FeedbackResult field for field.
    sendFeedback: (_, { conversationId, feedback, message }, { rest }) =>
      rest.post<Wire<typeof FeedbackResponse>>(`/ai/services/feedback/${encodeURIComponent(conversationId)}`, message ? { feedback, message } : { feedback }),
  },
};
