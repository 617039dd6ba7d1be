import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// Chat operations (sending, re-attaching, branches, feedback); types come from `npm run codegen`.

/**
 * What the chat machine reads of a reply's events, the same whether the reply is being sent
 * (sendMessage) or re-attached to (resumeReply): one mapping to machine events serves both.
 * Stored messages and tool calls are read with the library's fragments, as everywhere else.
 */
export const ChatEventFields = graphql(`
  fragment ChatEventFields on ChatEvent {
    __typename
    ... on ChatToken { text count }
    ... on ChatReasoningToken { text }
    ... on ChatMessage { message { ...MessageFields } }
    ... on ChatCloning { conversationId }
    ... on ChatRedirect { path }
    ... on ToolCall { ...ToolCallFields }
    ... on ChatError { error outOfCredits }
  }
`);

export const CreateConversationMutation = graphql(`
  mutation CreateConversation($title: String) {
    createConversation(title: $title) { ...ConversationFields }
  }
`);

export const SendMessageSubscription = graphql(`
  subscription SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) { ...ChatEventFields }
  }
`);

/** Re-attaching to a reply still being generated (replies survive a closed tab or a reload). */
export const ResumeReplySubscription = graphql(`
  subscription ResumeReply($conversationId: ID!, $messageId: ID!) {
    resumeReply(conversationId: $conversationId, messageId: $messageId) { ...ChatEventFields }
  }
`);

/** The chosen leaf and the new path's newest messages, so the thread switches in one step. */
export const ChooseBranchMutation = graphql(`
  mutation ChooseBranch($conversationId: ID!, $leafId: ID!, $limit: Int) {
    chooseBranch(conversationId: $conversationId, leafId: $leafId, limit: $limit) {
      id
      currentLeafId
      hasOlderMessages
      messages { ...PathMessageFields }
    }
  }
`);

export const SendFeedbackMutation = graphql(`
  mutation SendFeedback($conversationId: ID!, $feedback: FeedbackValue!, $message: String) {
    sendFeedback(conversationId: $conversationId, feedback: $feedback, message: $message) { message feedback }
  }
`);
