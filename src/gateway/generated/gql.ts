/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      isAdmin\n      isGuest\n      workspace {\n        id\n        name\n        credits\n        subscription {\n          id\n          plan { id title billingCycle price }\n        }\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SignupGuest($firstName: String!, $ref: String) {\n    signupGuest(firstName: $firstName, ref: $ref) {\n      jwt\n      message\n      isAdmin\n      user { id firstName lastName isGuest isAdmin email }\n    }\n  }\n": typeof types.SignupGuestDocument,
    "\n  mutation Signup($email: String!, $password: String!, $firstName: String, $lastName: String, $ref: String) {\n    signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName, ref: $ref) {\n      jwt\n      message\n      isAdmin\n      user { id firstName lastName isGuest isAdmin email }\n    }\n  }\n": typeof types.SignupDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      jwt\n      message\n      isAdmin\n      user { id firstName lastName isGuest isAdmin email }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Assistants {\n    assistants { id name expertise description model avatar granted }\n  }\n": typeof types.AssistantsDocument,
    "\n  mutation CreateTemporaryConversation($title: String) {\n    createTemporaryConversation(title: $title) { id title cost visibility temporary createdAt updatedAt }\n  }\n": typeof types.CreateTemporaryConversationDocument,
    "\n  query ConversationTemporary($id: ID!) {\n    conversation(id: $id) { id temporary }\n  }\n": typeof types.ConversationTemporaryDocument,
    "\n  query Models($type: String) {\n    models(type: $type) {\n      key\n      name\n      provider\n      description\n      type\n      isAvailable\n      isEnabled\n      granted\n      isLocal\n      modalitiesInput\n      capabilities\n    }\n  }\n": typeof types.ModelsDocument,
    "\n  query Prompts($query: String, $limit: Int) {\n    prompts(query: $query, limit: $limit) { id title description image content }\n  }\n": typeof types.PromptsDocument,
    "\n  query Prompt($id: ID!) {\n    prompt(id: $id) { id title description image content }\n  }\n": typeof types.PromptDocument,
    "\n  query Presets($limit: Int, $sort: String) {\n    presets(limit: $limit, sort: $sort) { id title description image template }\n  }\n": typeof types.PresetsDocument,
    "\n  mutation ChooseBranch($conversationId: ID!, $leafId: ID!) {\n    chooseBranch(conversationId: $conversationId, leafId: $leafId) { id currentLeafId }\n  }\n": typeof types.ChooseBranchDocument,
    "\n  mutation SendFeedback($conversationId: ID!, $feedback: FeedbackValue!, $message: String) {\n    sendFeedback(conversationId: $conversationId, feedback: $feedback, message: $message) { message feedback }\n  }\n": typeof types.SendFeedbackDocument,
    "\n  mutation CreateConversation($title: String) {\n    createConversation(title: $title) { id title cost visibility createdAt updatedAt }\n  }\n": typeof types.CreateConversationDocument,
    "\n  subscription SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...ChatEventFields\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  fragment ChatEventFields on ChatEvent {\n    __typename\n    ... on ChatToken { text }\n    ... on ChatReasoningToken { text }\n    ... on ChatMessage {\n      message { id conversationId parentId role content reasoning model quote isProcessing isIncomplete attachments { id name mime size } createdAt }\n    }\n    ... on ChatCloning { conversationId }\n    ... on ChatRedirect { path }\n    ... on ChatCall { name arguments result }\n    ... on ChatError { error }\n  }\n": typeof types.ChatEventFieldsFragmentDoc,
    "\n  subscription ResumeReply($conversationId: ID!, $messageId: ID!) {\n    resumeReply(conversationId: $conversationId, messageId: $messageId) {\n      ...ChatEventFields\n    }\n  }\n": typeof types.ResumeReplyDocument,
    "\n  query AttachmentFile($id: ID!, $sharedConversationId: ID) {\n    attachmentFile(id: $id, sharedConversationId: $sharedConversationId)\n  }\n": typeof types.AttachmentFileDocument,
    "\n  query SearchConversations($query: String!, $startingAfter: ID, $limit: Int) {\n    searchConversations(query: $query, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { id title cost visibility createdAt updatedAt }\n    }\n  }\n": typeof types.SearchConversationsDocument,
    "\n  query Conversations($startingAfter: ID, $limit: Int) {\n    conversations(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { id title cost visibility createdAt updatedAt }\n    }\n  }\n": typeof types.ConversationsDocument,
    "\n  query Conversation($id: ID!) {\n    conversation(id: $id) {\n      id\n      title\n      cost\n      visibility\n      currentLeafId\n      createdAt\n      updatedAt\n      messages { id conversationId parentId role content reasoning model quote isProcessing isIncomplete attachments { id name mime size } createdAt call { name arguments result } calls { name arguments result } }\n    }\n  }\n": typeof types.ConversationDocument,
    "\n  mutation RenameConversation($id: ID!, $title: String!) {\n    renameConversation(id: $id, title: $title) { id title updatedAt }\n  }\n": typeof types.RenameConversationDocument,
    "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n": typeof types.DeleteConversationDocument,
    "\n  mutation DiscardEmptyConversation($id: ID!) {\n    discardEmptyConversation(id: $id)\n  }\n": typeof types.DiscardEmptyConversationDocument,
    "\n  query SharedConversation($id: ID!) {\n    sharedConversation(id: $id) {\n      id\n      title\n      createdAt\n      currentLeafId\n      messages { id conversationId parentId role content reasoning model quote isProcessing createdAt attachments { id name mime size } calls { name arguments result } }\n    }\n  }\n": typeof types.SharedConversationDocument,
    "\n  mutation SetConversationVisibility($id: ID!, $visibility: Int!) {\n    setConversationVisibility(id: $id, visibility: $visibility) { id visibility }\n  }\n": typeof types.SetConversationVisibilityDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      isAdmin\n      isGuest\n      workspace {\n        id\n        name\n        credits\n        subscription {\n          id\n          plan { id title billingCycle price }\n        }\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation SignupGuest($firstName: String!, $ref: String) {\n    signupGuest(firstName: $firstName, ref: $ref) {\n      jwt\n      message\n      isAdmin\n      user { id firstName lastName isGuest isAdmin email }\n    }\n  }\n": types.SignupGuestDocument,
    "\n  mutation Signup($email: String!, $password: String!, $firstName: String, $lastName: String, $ref: String) {\n    signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName, ref: $ref) {\n      jwt\n      message\n      isAdmin\n      user { id firstName lastName isGuest isAdmin email }\n    }\n  }\n": types.SignupDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      jwt\n      message\n      isAdmin\n      user { id firstName lastName isGuest isAdmin email }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Assistants {\n    assistants { id name expertise description model avatar granted }\n  }\n": types.AssistantsDocument,
    "\n  mutation CreateTemporaryConversation($title: String) {\n    createTemporaryConversation(title: $title) { id title cost visibility temporary createdAt updatedAt }\n  }\n": types.CreateTemporaryConversationDocument,
    "\n  query ConversationTemporary($id: ID!) {\n    conversation(id: $id) { id temporary }\n  }\n": types.ConversationTemporaryDocument,
    "\n  query Models($type: String) {\n    models(type: $type) {\n      key\n      name\n      provider\n      description\n      type\n      isAvailable\n      isEnabled\n      granted\n      isLocal\n      modalitiesInput\n      capabilities\n    }\n  }\n": types.ModelsDocument,
    "\n  query Prompts($query: String, $limit: Int) {\n    prompts(query: $query, limit: $limit) { id title description image content }\n  }\n": types.PromptsDocument,
    "\n  query Prompt($id: ID!) {\n    prompt(id: $id) { id title description image content }\n  }\n": types.PromptDocument,
    "\n  query Presets($limit: Int, $sort: String) {\n    presets(limit: $limit, sort: $sort) { id title description image template }\n  }\n": types.PresetsDocument,
    "\n  mutation ChooseBranch($conversationId: ID!, $leafId: ID!) {\n    chooseBranch(conversationId: $conversationId, leafId: $leafId) { id currentLeafId }\n  }\n": types.ChooseBranchDocument,
    "\n  mutation SendFeedback($conversationId: ID!, $feedback: FeedbackValue!, $message: String) {\n    sendFeedback(conversationId: $conversationId, feedback: $feedback, message: $message) { message feedback }\n  }\n": types.SendFeedbackDocument,
    "\n  mutation CreateConversation($title: String) {\n    createConversation(title: $title) { id title cost visibility createdAt updatedAt }\n  }\n": types.CreateConversationDocument,
    "\n  subscription SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...ChatEventFields\n    }\n  }\n": types.SendMessageDocument,
    "\n  fragment ChatEventFields on ChatEvent {\n    __typename\n    ... on ChatToken { text }\n    ... on ChatReasoningToken { text }\n    ... on ChatMessage {\n      message { id conversationId parentId role content reasoning model quote isProcessing isIncomplete attachments { id name mime size } createdAt }\n    }\n    ... on ChatCloning { conversationId }\n    ... on ChatRedirect { path }\n    ... on ChatCall { name arguments result }\n    ... on ChatError { error }\n  }\n": types.ChatEventFieldsFragmentDoc,
    "\n  subscription ResumeReply($conversationId: ID!, $messageId: ID!) {\n    resumeReply(conversationId: $conversationId, messageId: $messageId) {\n      ...ChatEventFields\n    }\n  }\n": types.ResumeReplyDocument,
    "\n  query AttachmentFile($id: ID!, $sharedConversationId: ID) {\n    attachmentFile(id: $id, sharedConversationId: $sharedConversationId)\n  }\n": types.AttachmentFileDocument,
    "\n  query SearchConversations($query: String!, $startingAfter: ID, $limit: Int) {\n    searchConversations(query: $query, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { id title cost visibility createdAt updatedAt }\n    }\n  }\n": types.SearchConversationsDocument,
    "\n  query Conversations($startingAfter: ID, $limit: Int) {\n    conversations(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { id title cost visibility createdAt updatedAt }\n    }\n  }\n": types.ConversationsDocument,
    "\n  query Conversation($id: ID!) {\n    conversation(id: $id) {\n      id\n      title\n      cost\n      visibility\n      currentLeafId\n      createdAt\n      updatedAt\n      messages { id conversationId parentId role content reasoning model quote isProcessing isIncomplete attachments { id name mime size } createdAt call { name arguments result } calls { name arguments result } }\n    }\n  }\n": types.ConversationDocument,
    "\n  mutation RenameConversation($id: ID!, $title: String!) {\n    renameConversation(id: $id, title: $title) { id title updatedAt }\n  }\n": types.RenameConversationDocument,
    "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n": types.DeleteConversationDocument,
    "\n  mutation DiscardEmptyConversation($id: ID!) {\n    discardEmptyConversation(id: $id)\n  }\n": types.DiscardEmptyConversationDocument,
    "\n  query SharedConversation($id: ID!) {\n    sharedConversation(id: $id) {\n      id\n      title\n      createdAt\n      currentLeafId\n      messages { id conversationId parentId role content reasoning model quote isProcessing createdAt attachments { id name mime size } calls { name arguments result } }\n    }\n  }\n": types.SharedConversationDocument,
    "\n  mutation SetConversationVisibility($id: ID!, $visibility: Int!) {\n    setConversationVisibility(id: $id, visibility: $visibility) { id visibility }\n  }\n": types.SetConversationVisibilityDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      isAdmin\n      isGuest\n      workspace {\n        id\n        name\n        credits\n        subscription {\n          id\n          plan { id title billingCycle price }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      isAdmin\n      isGuest\n      workspace {\n        id\n        name\n        credits\n        subscription {\n          id\n          plan { id title billingCycle price }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignupGuest($firstName: String!, $ref: String) {\n    signupGuest(firstName: $firstName, ref: $ref) {\n      jwt\n      message\n      isAdmin\n      user { id firstName lastName isGuest isAdmin email }\n    }\n  }\n"): (typeof documents)["\n  mutation SignupGuest($firstName: String!, $ref: String) {\n    signupGuest(firstName: $firstName, ref: $ref) {\n      jwt\n      message\n      isAdmin\n      user { id firstName lastName isGuest isAdmin email }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($email: String!, $password: String!, $firstName: String, $lastName: String, $ref: String) {\n    signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName, ref: $ref) {\n      jwt\n      message\n      isAdmin\n      user { id firstName lastName isGuest isAdmin email }\n    }\n  }\n"): (typeof documents)["\n  mutation Signup($email: String!, $password: String!, $firstName: String, $lastName: String, $ref: String) {\n    signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName, ref: $ref) {\n      jwt\n      message\n      isAdmin\n      user { id firstName lastName isGuest isAdmin email }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      jwt\n      message\n      isAdmin\n      user { id firstName lastName isGuest isAdmin email }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      jwt\n      message\n      isAdmin\n      user { id firstName lastName isGuest isAdmin email }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Assistants {\n    assistants { id name expertise description model avatar granted }\n  }\n"): (typeof documents)["\n  query Assistants {\n    assistants { id name expertise description model avatar granted }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTemporaryConversation($title: String) {\n    createTemporaryConversation(title: $title) { id title cost visibility temporary createdAt updatedAt }\n  }\n"): (typeof documents)["\n  mutation CreateTemporaryConversation($title: String) {\n    createTemporaryConversation(title: $title) { id title cost visibility temporary createdAt updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationTemporary($id: ID!) {\n    conversation(id: $id) { id temporary }\n  }\n"): (typeof documents)["\n  query ConversationTemporary($id: ID!) {\n    conversation(id: $id) { id temporary }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Models($type: String) {\n    models(type: $type) {\n      key\n      name\n      provider\n      description\n      type\n      isAvailable\n      isEnabled\n      granted\n      isLocal\n      modalitiesInput\n      capabilities\n    }\n  }\n"): (typeof documents)["\n  query Models($type: String) {\n    models(type: $type) {\n      key\n      name\n      provider\n      description\n      type\n      isAvailable\n      isEnabled\n      granted\n      isLocal\n      modalitiesInput\n      capabilities\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Prompts($query: String, $limit: Int) {\n    prompts(query: $query, limit: $limit) { id title description image content }\n  }\n"): (typeof documents)["\n  query Prompts($query: String, $limit: Int) {\n    prompts(query: $query, limit: $limit) { id title description image content }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Prompt($id: ID!) {\n    prompt(id: $id) { id title description image content }\n  }\n"): (typeof documents)["\n  query Prompt($id: ID!) {\n    prompt(id: $id) { id title description image content }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Presets($limit: Int, $sort: String) {\n    presets(limit: $limit, sort: $sort) { id title description image template }\n  }\n"): (typeof documents)["\n  query Presets($limit: Int, $sort: String) {\n    presets(limit: $limit, sort: $sort) { id title description image template }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseBranch($conversationId: ID!, $leafId: ID!) {\n    chooseBranch(conversationId: $conversationId, leafId: $leafId) { id currentLeafId }\n  }\n"): (typeof documents)["\n  mutation ChooseBranch($conversationId: ID!, $leafId: ID!) {\n    chooseBranch(conversationId: $conversationId, leafId: $leafId) { id currentLeafId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($conversationId: ID!, $feedback: FeedbackValue!, $message: String) {\n    sendFeedback(conversationId: $conversationId, feedback: $feedback, message: $message) { message feedback }\n  }\n"): (typeof documents)["\n  mutation SendFeedback($conversationId: ID!, $feedback: FeedbackValue!, $message: String) {\n    sendFeedback(conversationId: $conversationId, feedback: $feedback, message: $message) { message feedback }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConversation($title: String) {\n    createConversation(title: $title) { id title cost visibility createdAt updatedAt }\n  }\n"): (typeof documents)["\n  mutation CreateConversation($title: String) {\n    createConversation(title: $title) { id title cost visibility createdAt updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...ChatEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...ChatEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatEventFields on ChatEvent {\n    __typename\n    ... on ChatToken { text }\n    ... on ChatReasoningToken { text }\n    ... on ChatMessage {\n      message { id conversationId parentId role content reasoning model quote isProcessing isIncomplete attachments { id name mime size } createdAt }\n    }\n    ... on ChatCloning { conversationId }\n    ... on ChatRedirect { path }\n    ... on ChatCall { name arguments result }\n    ... on ChatError { error }\n  }\n"): (typeof documents)["\n  fragment ChatEventFields on ChatEvent {\n    __typename\n    ... on ChatToken { text }\n    ... on ChatReasoningToken { text }\n    ... on ChatMessage {\n      message { id conversationId parentId role content reasoning model quote isProcessing isIncomplete attachments { id name mime size } createdAt }\n    }\n    ... on ChatCloning { conversationId }\n    ... on ChatRedirect { path }\n    ... on ChatCall { name arguments result }\n    ... on ChatError { error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ResumeReply($conversationId: ID!, $messageId: ID!) {\n    resumeReply(conversationId: $conversationId, messageId: $messageId) {\n      ...ChatEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription ResumeReply($conversationId: ID!, $messageId: ID!) {\n    resumeReply(conversationId: $conversationId, messageId: $messageId) {\n      ...ChatEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttachmentFile($id: ID!, $sharedConversationId: ID) {\n    attachmentFile(id: $id, sharedConversationId: $sharedConversationId)\n  }\n"): (typeof documents)["\n  query AttachmentFile($id: ID!, $sharedConversationId: ID) {\n    attachmentFile(id: $id, sharedConversationId: $sharedConversationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchConversations($query: String!, $startingAfter: ID, $limit: Int) {\n    searchConversations(query: $query, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { id title cost visibility createdAt updatedAt }\n    }\n  }\n"): (typeof documents)["\n  query SearchConversations($query: String!, $startingAfter: ID, $limit: Int) {\n    searchConversations(query: $query, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { id title cost visibility createdAt updatedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations($startingAfter: ID, $limit: Int) {\n    conversations(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { id title cost visibility createdAt updatedAt }\n    }\n  }\n"): (typeof documents)["\n  query Conversations($startingAfter: ID, $limit: Int) {\n    conversations(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { id title cost visibility createdAt updatedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversation($id: ID!) {\n    conversation(id: $id) {\n      id\n      title\n      cost\n      visibility\n      currentLeafId\n      createdAt\n      updatedAt\n      messages { id conversationId parentId role content reasoning model quote isProcessing isIncomplete attachments { id name mime size } createdAt call { name arguments result } calls { name arguments result } }\n    }\n  }\n"): (typeof documents)["\n  query Conversation($id: ID!) {\n    conversation(id: $id) {\n      id\n      title\n      cost\n      visibility\n      currentLeafId\n      createdAt\n      updatedAt\n      messages { id conversationId parentId role content reasoning model quote isProcessing isIncomplete attachments { id name mime size } createdAt call { name arguments result } calls { name arguments result } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameConversation($id: ID!, $title: String!) {\n    renameConversation(id: $id, title: $title) { id title updatedAt }\n  }\n"): (typeof documents)["\n  mutation RenameConversation($id: ID!, $title: String!) {\n    renameConversation(id: $id, title: $title) { id title updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardEmptyConversation($id: ID!) {\n    discardEmptyConversation(id: $id)\n  }\n"): (typeof documents)["\n  mutation DiscardEmptyConversation($id: ID!) {\n    discardEmptyConversation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedConversation($id: ID!) {\n    sharedConversation(id: $id) {\n      id\n      title\n      createdAt\n      currentLeafId\n      messages { id conversationId parentId role content reasoning model quote isProcessing createdAt attachments { id name mime size } calls { name arguments result } }\n    }\n  }\n"): (typeof documents)["\n  query SharedConversation($id: ID!) {\n    sharedConversation(id: $id) {\n      id\n      title\n      createdAt\n      currentLeafId\n      messages { id conversationId parentId role content reasoning model quote isProcessing createdAt attachments { id name mime size } calls { name arguments result } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetConversationVisibility($id: ID!, $visibility: Int!) {\n    setConversationVisibility(id: $id, visibility: $visibility) { id visibility }\n  }\n"): (typeof documents)["\n  mutation SetConversationVisibility($id: ID!, $visibility: Int!) {\n    setConversationVisibility(id: $id, visibility: $visibility) { id visibility }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;