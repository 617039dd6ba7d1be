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


// Chat operations; types come from `npm run codegen`.

export const CreateConversationMutation = graphql(`
  mutation CreateConversation($title: String) {
    createConversation(title: $title) { id title cost visibility createdAt updatedAt }
  }
`);

export const SendMessageSubscription = graphql(`
  subscription SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      ...ChatEventFields
    }
  }
`);


// What the chat machine reads of a reply's events, the same whether the reply is being sent
// (sendMessage) or re-attached to (resumeReply): one mapping to machine events serves both.

export const ChatEventFields = graphql(`
  fragment ChatEventFields on ChatEvent {
    __typename
    ... on ChatToken { text }
    ... on ChatReasoningToken { text }
    ... on ChatMessage {
      message { id conversationId parentId role content reasoning model quote isProcessing isIncomplete attachments { id name mime size } createdAt }
    }
    ... on ChatCloning { conversationId }
    ... on ChatRedirect { path }
    ... on ChatCall { name arguments result }
    ... on ChatError { error }
  }
`);


// Replies that survive: re-attaching to a reply still being generated.

export const ResumeReplySubscription = graphql(`
  subscription ResumeReply($conversationId: ID!, $messageId: ID!) {
    resumeReply(conversationId: $conversationId, messageId: $messageId) {
      ...ChatEventFields
    }
  }
`);
