import { graphql } from './generated';

// Every operation the UI runs. Types come from `npm run codegen`.

export const MeQuery = graphql(`
  query Me {
    me {
      id
      email
      firstName
      lastName
      isAdmin
      isGuest
      workspace {
        id
        name
        credits
        subscription {
          id
          plan { id title billingCycle price }
        }
      }
    }
  }
`);

export const SignupGuestMutation = graphql(`
  mutation SignupGuest($firstName: String!, $ref: String) {
    signupGuest(firstName: $firstName, ref: $ref) {
      jwt
      message
      isAdmin
      user { id firstName lastName isGuest isAdmin email }
    }
  }
`);

export const SignupMutation = graphql(`
  mutation Signup($email: String!, $password: String!, $firstName: String, $lastName: String, $ref: String) {
    signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName, ref: $ref) {
      jwt
      message
      isAdmin
      user { id firstName lastName isGuest isAdmin email }
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      jwt
      message
      isAdmin
      user { id firstName lastName isGuest isAdmin email }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

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

export const ConversationsQuery = graphql(`
  query Conversations($startingAfter: ID, $limit: Int) {
    conversations(startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { id title cost visibility createdAt updatedAt }
    }
  }
`);

export const ConversationQuery = graphql(`
  query Conversation($id: ID!) {
    conversation(id: $id) {
      id
      title
      cost
      visibility
      createdAt
      updatedAt
      messages { id conversationId parentId role content reasoning model quote isProcessing createdAt }
    }
  }
`);

export const CreateConversationMutation = graphql(`
  mutation CreateConversation($title: String) {
    createConversation(title: $title) { id title cost visibility createdAt updatedAt }
  }
`);

export const RenameConversationMutation = graphql(`
  mutation RenameConversation($id: ID!, $title: String!) {
    renameConversation(id: $id, title: $title) { id title updatedAt }
  }
`);

export const DeleteConversationMutation = graphql(`
  mutation DeleteConversation($id: ID!) {
    deleteConversation(id: $id)
  }
`);

export const SendMessageSubscription = graphql(`
  subscription SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      __typename
      ... on ChatToken { text }
      ... on ChatReasoningToken { text }
      ... on ChatMessage {
        message { id conversationId parentId role content reasoning model quote isProcessing createdAt }
      }
      ... on ChatCloning { conversationId }
      ... on ChatRedirect { path }
      ... on ChatCall { name arguments result }
      ... on ChatError { error }
    }
  }
`);
