// Branches and message actions (docs/rest-api.md, "Branches and message actions").
import type { FeedbackValue, Resolvers } from '../generated/resolvers';

export const branchResolvers: Resolvers = {
  Mutation: {
    chooseBranch: async (_, { conversationId, leafId }, { rest }) => {
      const result = await rest.post<{ id: string; current_leaf_id: string }>(
        `/library/conversations/${encodeURIComponent(conversationId)}/branch`,
        { leaf_id: leafId },
      );
      return { id: result.id, currentLeafId: result.current_leaf_id };
    },
    sendFeedback: async (_, { conversationId, feedback, message }, { rest }) => {
      const result = await rest.post<{ message: string; feedback: FeedbackValue }>(
        `/ai/services/feedback/${encodeURIComponent(conversationId)}`,
        message ? { feedback, message } : { feedback },
      );
      return { message: result.message, feedback: result.feedback };
    },
  },
};

