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
    "\n  query Account {\n    me { ...UserFields }\n  }\n": typeof types.AccountDocument,
    "\n  query IpLocation {\n    ipLocation { ip country region city }\n  }\n": typeof types.IpLocationDocument,
    "\n  mutation UpdateProfile($firstName: String, $lastName: String) {\n    updateProfile(firstName: $firstName, lastName: $lastName) { ...UserFields }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangeEmail($email: String!, $password: String) {\n    changeEmail(email: $email, password: $password)\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation ResendVerification {\n    resendVerification\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation GenerateTwoFactor {\n    generateTwoFactor { qrCode secret method status }\n  }\n": typeof types.GenerateTwoFactorDocument,
    "\n  mutation EnableTwoFactor($code: String!, $password: String!) {\n    enableTwoFactor(code: $code, password: $password)\n  }\n": typeof types.EnableTwoFactorDocument,
    "\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code)\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation SendClaim($subject: String!, $message: String!) {\n    sendClaim(subject: $subject, message: $message)\n  }\n": typeof types.SendClaimDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation UndoTwoFactor($token: String!, $password: String!) {\n    undoTwoFactor(token: $token, password: $password)\n  }\n": typeof types.UndoTwoFactorDocument,
    "\n  fragment UserFields on User {\n    id\n    email\n    firstName\n    lastName\n    isAdmin\n    isGuest\n    emailVerified\n    twoFactorEnabled\n    workspace {\n      id\n      name\n      credits\n      subscription {\n        id\n        plan { id title billingCycle price }\n      }\n    }\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  query Me {\n    me { ...UserFields }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment AdminPayoutFields on AdminPayout {\n    id\n    amount\n    status\n    method { type email accountHolder iban }\n    userEmail\n    createdAt\n  }\n": typeof types.AdminPayoutFieldsFragmentDoc,
    "\n  query AdminPayouts($status: String, $limit: Int, $startingAfter: ID) {\n    adminPayouts(status: $status, limit: $limit, startingAfter: $startingAfter) { ...AdminPayoutFields }\n  }\n": typeof types.AdminPayoutsDocument,
    "\n  query AdminFeedback($limit: Int, $startingAfter: ID) {\n    adminFeedback(limit: $limit, startingAfter: $startingAfter) { id message name email userEmail hasScreenshot createdAt }\n  }\n": typeof types.AdminFeedbackDocument,
    "\n  query AdminFeedbackScreenshot($id: ID!) {\n    adminFeedbackScreenshot(id: $id)\n  }\n": typeof types.AdminFeedbackScreenshotDocument,
    "\n  query AdminClaims($limit: Int, $startingAfter: ID) {\n    adminClaims(limit: $limit, startingAfter: $startingAfter) { id subject message userEmail createdAt }\n  }\n": typeof types.AdminClaimsDocument,
    "\n  query AdminAudit($search: String, $limit: Int, $startingAfter: ID) {\n    adminAudit(search: $search, limit: $limit, startingAfter: $startingAfter) { id actorEmail action targetKind targetId before after reason createdAt }\n  }\n": typeof types.AdminAuditDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    firstName\n    lastName\n    isAdmin\n    isGuest\n    twoFactorEnabled\n    suspendedAt\n    lastLoginAt\n    createdAt\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $limit: Int, $startingAfter: ID) {\n    adminUsers(search: $search, limit: $limit, startingAfter: $startingAfter) { ...AdminUserFields }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUserFields\n      usageTotal\n      workspaces { role workspace { id name balance } }\n      orders { id number workspaceId amount currency status createdAt }\n    }\n  }\n": typeof types.AdminUserDocument,
    "\n  mutation ChangeAdminUser($id: ID!, $suspended: Boolean, $isAdmin: Boolean) {\n    changeAdminUser(id: $id, suspended: $suspended, isAdmin: $isAdmin) { ...AdminUserFields }\n  }\n": typeof types.ChangeAdminUserDocument,
    "\n  mutation AdjustWorkspaceCredits($workspaceId: ID!, $amount: Float!, $reason: String!) {\n    adjustWorkspaceCredits(workspaceId: $workspaceId, amount: $amount, reason: $reason) { id balance }\n  }\n": typeof types.AdjustWorkspaceCreditsDocument,
    "\n  mutation SettlePayout($id: ID!, $status: String!) {\n    settlePayout(id: $id, status: $status) { ...AdminPayoutFields }\n  }\n": typeof types.SettlePayoutDocument,
    "\n  fragment AffiliateFields on Affiliate {\n    code\n    link\n    referrals\n    commissionPercent\n    minimumPayout\n    currency\n    earned\n    paid\n    pending\n    balance\n    payoutMethod { type email accountHolder iban }\n  }\n": typeof types.AffiliateFieldsFragmentDoc,
    "\n  fragment AffiliatePayoutFields on AffiliatePayout {\n    id\n    amount\n    status\n    method\n    createdAt\n  }\n": typeof types.AffiliatePayoutFieldsFragmentDoc,
    "\n  query Affiliate {\n    affiliate { ...AffiliateFields }\n  }\n": typeof types.AffiliateDocument,
    "\n  query AffiliatePayouts($limit: Int, $startingAfter: ID) {\n    affiliatePayouts(limit: $limit, startingAfter: $startingAfter) { ...AffiliatePayoutFields }\n  }\n": typeof types.AffiliatePayoutsDocument,
    "\n  mutation SavePayoutMethod($method: PayoutMethodInput!) {\n    savePayoutMethod(method: $method) { ...AffiliateFields }\n  }\n": typeof types.SavePayoutMethodDocument,
    "\n  mutation RequestPayout($amount: Float) {\n    requestPayout(amount: $amount) { ...AffiliatePayoutFields }\n  }\n": typeof types.RequestPayoutDocument,
    "\n  query ApiKeys {\n    apiKeys { id name prefix createdAt lastUsedAt }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String, $password: String) {\n    createApiKey(name: $name, password: $password) { id name prefix createdAt key }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id)\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment PlanFields on Plan {\n    id\n    title\n    description\n    billingCycle\n    price\n    salePrice\n    credits\n    features\n    memberCap\n    cloneCap\n  }\n": typeof types.PlanFieldsFragmentDoc,
    "\n  fragment QuoteFields on Quote {\n    subtotal\n    discount\n    tax\n    total\n    currency\n    credits\n    coupon { code percentOff amountOff }\n  }\n": typeof types.QuoteFieldsFragmentDoc,
    "\n  fragment AddressFields on Address {\n    name\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  fragment OrderFields on Order {\n    id\n    number\n    createdAt\n    status\n    failureMessage\n    plan { ...PlanFields }\n    description\n    credits\n    subtotal\n    discount\n    tax\n    total\n    currency\n    coupon\n    gateway\n    address { ...AddressFields }\n    paidAt\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  query BillingConfig {\n    billingConfig {\n      gateways\n      stripePublishableKey\n      currency\n      customCredits { min max unitPrice }\n    }\n  }\n": typeof types.BillingConfigDocument,
    "\n  query Plans {\n    plans { ...PlanFields }\n    me { id workspace { id isEligibleForFreePlan } }\n  }\n": typeof types.PlansDocument,
    "\n  query PlanQuote($id: ID!, $coupon: String) {\n    planQuote(id: $id, coupon: $coupon) {\n      plan { ...PlanFields }\n      quote { ...QuoteFields }\n    }\n  }\n": typeof types.PlanQuoteDocument,
    "\n  query Precheck($id: ID!) {\n    precheck(id: $id) { result message members memberCap voices cloneCap }\n  }\n": typeof types.PrecheckDocument,
    "\n  query CustomCreditsQuote($amount: Float!, $coupon: String) {\n    customCreditsQuote(amount: $amount, coupon: $coupon) { ...QuoteFields }\n  }\n": typeof types.CustomCreditsQuoteDocument,
    "\n  fragment BillingWorkspaceFields on Workspace {\n    id\n    name\n    credits\n    subscription { id cancelledAt endsAt plan { ...PlanFields } }\n    billingAddress { ...AddressFields }\n  }\n": typeof types.BillingWorkspaceFieldsFragmentDoc,
    "\n  query BillingOverview($first: Int) {\n    me {\n      id\n      workspace { ...BillingWorkspaceFields }\n    }\n    orders(first: $first) { ...OrderFields }\n    ordersCount\n  }\n": typeof types.BillingOverviewDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) { ...OrderFields }\n  }\n": typeof types.OrderDocument,
    "\n  query OrderInvoice($id: ID!) {\n    orderInvoice(id: $id)\n  }\n": typeof types.OrderInvoiceDocument,
    "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) { id redirect purchaseToken }\n  }\n": typeof types.CheckoutDocument,
    "\n  mutation CompleteOrder($id: ID!, $paymentIntent: String, $setupIntent: String) {\n    completeOrder(id: $id, paymentIntent: $paymentIntent, setupIntent: $setupIntent) { ...OrderFields }\n  }\n": typeof types.CompleteOrderDocument,
    "\n  mutation CancelSubscription {\n    cancelSubscription { ...BillingWorkspaceFields }\n  }\n": typeof types.CancelSubscriptionDocument,
    "\n  mutation SetBillingAddress($workspaceId: ID!, $address: AddressInput!) {\n    setBillingAddress(workspaceId: $workspaceId, address: $address) { id billingAddress { ...AddressFields } }\n  }\n": typeof types.SetBillingAddressDocument,
    "\n  query WorkspaceBillingAddress {\n    me {\n      id\n      workspace {\n        id\n        billingAddress { ...AddressFields }\n      }\n    }\n  }\n": typeof types.WorkspaceBillingAddressDocument,
    "\n  fragment ModelFields on Model {\n    key\n    name\n    provider\n    providerLabel\n    description\n    type\n    isAvailable\n    unavailableReason\n    isEnabled\n    granted\n    notGrantedReason\n    isLocal\n    modalitiesInput\n    capabilities\n  }\n": typeof types.ModelFieldsFragmentDoc,
    "\n  fragment AssistantFields on Assistant {\n    id\n    name\n    expertise\n    description\n    model\n    avatar\n    granted\n  }\n": typeof types.AssistantFieldsFragmentDoc,
    "\n  fragment PromptFields on Prompt {\n    id\n    title\n    description\n    image\n    content\n  }\n": typeof types.PromptFieldsFragmentDoc,
    "\n  fragment PresetFields on Preset {\n    id\n    title\n    description\n    image\n    template\n  }\n": typeof types.PresetFieldsFragmentDoc,
    "\n  query Models($type: String) {\n    models(type: $type) { ...ModelFields }\n  }\n": typeof types.ModelsDocument,
    "\n  query Providers($type: String) {\n    providers(type: $type) {\n      name\n      label\n      models { ...ModelFields }\n    }\n  }\n": typeof types.ProvidersDocument,
    "\n  query Assistants {\n    assistants { ...AssistantFields }\n  }\n": typeof types.AssistantsDocument,
    "\n  mutation CreateTemporaryConversation($title: String) {\n    createTemporaryConversation(title: $title) { ...ConversationFields }\n  }\n": typeof types.CreateTemporaryConversationDocument,
    "\n  query Prompts($query: String, $limit: Int) {\n    prompts(query: $query, limit: $limit) { ...PromptFields }\n  }\n": typeof types.PromptsDocument,
    "\n  query Prompt($id: ID!) {\n    prompt(id: $id) { ...PromptFields }\n  }\n": typeof types.PromptDocument,
    "\n  query Presets($limit: Int, $sort: String) {\n    presets(limit: $limit, sort: $sort) { ...PresetFields }\n  }\n": typeof types.PresetsDocument,
    "\n  query Categories($types: [String!]) {\n    categories(types: $types) {\n      id\n      title\n      type\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  fragment ChatEventFields on ChatEvent {\n    __typename\n    ... on ChatToken { text count }\n    ... on ChatReasoningToken { text }\n    ... on ChatMessage { message { ...MessageFields } }\n    ... on ChatCloning { conversationId }\n    ... on ChatRedirect { path }\n    ... on ToolCall { ...ToolCallFields }\n    ... on ChatError { error outOfCredits }\n  }\n": typeof types.ChatEventFieldsFragmentDoc,
    "\n  mutation CreateConversation($title: String) {\n    createConversation(title: $title) { ...ConversationFields }\n  }\n": typeof types.CreateConversationDocument,
    "\n  subscription SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) { ...ChatEventFields }\n  }\n": typeof types.SendMessageDocument,
    "\n  subscription ResumeReply($conversationId: ID!, $messageId: ID!) {\n    resumeReply(conversationId: $conversationId, messageId: $messageId) { ...ChatEventFields }\n  }\n": typeof types.ResumeReplyDocument,
    "\n  mutation ChooseBranch($conversationId: ID!, $leafId: ID!, $limit: Int) {\n    chooseBranch(conversationId: $conversationId, leafId: $leafId, limit: $limit) {\n      id\n      currentLeafId\n      hasOlderMessages\n      messages { ...PathMessageFields }\n    }\n  }\n": typeof types.ChooseBranchDocument,
    "\n  mutation SendFeedback($conversationId: ID!, $feedback: FeedbackValue!, $message: String) {\n    sendFeedback(conversationId: $conversationId, feedback: $feedback, message: $message) { message feedback }\n  }\n": typeof types.SendFeedbackDocument,
    "\n  fragment ClassificationFields on Classification {\n    id\n    title\n    input\n    status\n    flagged\n    moderation {\n      engine\n      model\n      categories { name score flagged }\n    }\n    sentiment { label compound positive neutral negative lexicon }\n    language { code name confidence }\n    createdAt\n    updatedAt\n  }\n": typeof types.ClassificationFieldsFragmentDoc,
    "\n  query Classification($id: ID!) {\n    classification(id: $id) { ...ClassificationFields }\n  }\n": typeof types.ClassificationDocument,
    "\n  query Classifications($query: String, $status: Int, $sort: ListSort, $startingAfter: ID, $limit: Int) {\n    classifications(query: $query, status: $status, sort: $sort, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...ClassificationFields }\n    }\n  }\n": typeof types.ClassificationsDocument,
    "\n  query ClassificationCount($query: String, $status: Int) {\n    classificationCount(query: $query, status: $status)\n  }\n": typeof types.ClassificationCountDocument,
    "\n  mutation Classify($input: String!) {\n    classify(input: $input) { ...ClassificationFields }\n  }\n": typeof types.ClassifyDocument,
    "\n  mutation SetClassificationStatus($id: ID!, $status: Int!) {\n    setClassificationStatus(id: $id, status: $status) { ...ClassificationFields }\n  }\n": typeof types.SetClassificationStatusDocument,
    "\n  mutation DeleteClassification($id: ID!) {\n    deleteClassification(id: $id)\n  }\n": typeof types.DeleteClassificationDocument,
    "\n  fragment CompositionFields on Composition {\n    id\n    title\n    state\n    progress\n    error\n    prompt\n    tags\n    instrumental\n    model\n    duration\n    note\n    outputFile { ...StoredFileFields }\n    wavFile { ...StoredFileFields }\n    cost\n    createdAt\n  }\n": typeof types.CompositionFieldsFragmentDoc,
    "\n  query Compositions($startingAfter: ID, $limit: Int) {\n    compositions(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...CompositionFields }\n    }\n  }\n": typeof types.CompositionsDocument,
    "\n  query Composition($id: ID!) {\n    composition(id: $id) { ...CompositionFields }\n  }\n": typeof types.CompositionDocument,
    "\n  mutation CreateCompositions($prompt: String!, $tags: [String!]!, $instrumental: Boolean!, $model: String!, $duration: Int!) {\n    createCompositions(prompt: $prompt, tags: $tags, instrumental: $instrumental, model: $model, duration: $duration) { ...CompositionFields }\n  }\n": typeof types.CreateCompositionsDocument,
    "\n  mutation RenameComposition($id: ID!, $title: String!) {\n    renameComposition(id: $id, title: $title) { ...CompositionFields }\n  }\n": typeof types.RenameCompositionDocument,
    "\n  mutation DeleteComposition($id: ID!) {\n    deleteComposition(id: $id)\n  }\n": typeof types.DeleteCompositionDocument,
    "\n  fragment RecentDocumentFields on WriterDocument {\n    id\n    kind\n    title\n    createdAt\n  }\n": typeof types.RecentDocumentFieldsFragmentDoc,
    "\n  query Dashboard($workspaceId: ID!, $documents: Int, $days: Int) {\n    recentDocuments(limit: $documents) { ...RecentDocumentFields }\n    workspaceUsage(workspaceId: $workspaceId, days: $days) {\n      days { date credits uses }\n      totalCredits\n      totalUses\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  mutation SendAccountFeedback($message: String!, $name: String, $email: String, $screenshot: Upload) {\n    sendAccountFeedback(message: $message, name: $name, email: $email, screenshot: $screenshot)\n  }\n": typeof types.SendAccountFeedbackDocument,
    "\n  query Conversations($startingAfter: ID, $limit: Int, $sort: ListSort) {\n    conversations(startingAfter: $startingAfter, limit: $limit, sort: $sort) {\n      hasMore\n      items { ...ConversationFields }\n    }\n  }\n": typeof types.ConversationsDocument,
    "\n  query SearchConversations($query: String!, $startingAfter: ID, $limit: Int, $sort: ListSort) {\n    searchConversations(query: $query, startingAfter: $startingAfter, limit: $limit, sort: $sort) {\n      hasMore\n      items { ...ConversationFields }\n    }\n  }\n": typeof types.SearchConversationsDocument,
    "\n  query OlderMessages($conversationId: ID!, $before: ID!, $limit: Int) {\n    olderMessages(conversationId: $conversationId, before: $before, limit: $limit) {\n      hasMore\n      items { ...PathMessageFields }\n    }\n  }\n": typeof types.OlderMessagesDocument,
    "\n  mutation RenameConversation($id: ID!, $title: String!) {\n    renameConversation(id: $id, title: $title) { ...ConversationFields }\n  }\n": typeof types.RenameConversationDocument,
    "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n": typeof types.DeleteConversationDocument,
    "\n  mutation DiscardEmptyConversation($id: ID!) {\n    discardEmptyConversation(id: $id)\n  }\n": typeof types.DiscardEmptyConversationDocument,
    "\n  fragment AttachmentFields on Attachment {\n    id\n    name\n    mime\n    size\n  }\n": typeof types.AttachmentFieldsFragmentDoc,
    "\n  fragment ToolCallFields on ToolCall {\n    name\n    arguments\n    result\n  }\n": typeof types.ToolCallFieldsFragmentDoc,
    "\n  fragment MessageFields on Message {\n    id\n    conversationId\n    parentId\n    role\n    content\n    reasoning\n    model\n    quote\n    isProcessing\n    isIncomplete\n    attachments { ...AttachmentFields }\n    call { ...ToolCallFields }\n    calls { ...ToolCallFields }\n    createdAt\n  }\n": typeof types.MessageFieldsFragmentDoc,
    "\n  fragment ConversationFields on Conversation {\n    id\n    title\n    cost\n    visibility\n    temporary\n    currentLeafId\n    createdAt\n    updatedAt\n  }\n": typeof types.ConversationFieldsFragmentDoc,
    "\n  fragment PathMessageFields on Message {\n    ...MessageFields\n    siblingIds\n  }\n": typeof types.PathMessageFieldsFragmentDoc,
    "\n  query Conversation($id: ID!, $limit: Int, $through: ID) {\n    conversation(id: $id, limit: $limit, through: $through) {\n      ...ConversationFields\n      hasOlderMessages\n      messages { ...PathMessageFields }\n    }\n  }\n": typeof types.ConversationDocument,
    "\n  query SharedConversation($id: ID!) {\n    sharedConversation(id: $id) {\n      id\n      title\n      createdAt\n      currentLeafId\n      messages { ...MessageFields }\n    }\n  }\n": typeof types.SharedConversationDocument,
    "\n  mutation SetConversationVisibility($id: ID!, $visibility: Int!) {\n    setConversationVisibility(id: $id, visibility: $visibility) { ...ConversationFields }\n  }\n": typeof types.SetConversationVisibilityDocument,
    "\n  query AttachmentFile($id: ID!, $sharedConversationId: ID) {\n    attachmentFile(id: $id, sharedConversationId: $sharedConversationId)\n  }\n": typeof types.AttachmentFileDocument,
    "\n  mutation SignupGuest($firstName: String!, $ref: String, $captchaToken: String) {\n    signupGuest(firstName: $firstName, ref: $ref, captchaToken: $captchaToken) { jwt message isAdmin user { ...UserFields } }\n  }\n": typeof types.SignupGuestDocument,
    "\n  mutation CaptchaToken {\n    captchaToken\n  }\n": typeof types.CaptchaTokenDocument,
    "\n  mutation Signup($email: String!, $password: String!, $firstName: String, $lastName: String, $ref: String) {\n    signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName, ref: $ref) { jwt message isAdmin user { ...UserFields } }\n  }\n": typeof types.SignupDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      challenge\n      auth { jwt message isAdmin user { ...UserFields } }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginTwoFactor($challenge: String!, $code: String!) {\n    loginTwoFactor(challenge: $challenge, code: $code) { jwt message isAdmin user { ...UserFields } }\n  }\n": typeof types.LoginTwoFactorDocument,
    "\n  fragment TranscriptionFields on Transcription {\n    id\n    title\n    state\n    progress\n    error\n    model\n    inputFile { ...StoredFileFields }\n    content {\n      text\n      segments { start end text }\n    }\n    cost\n    createdAt\n  }\n": typeof types.TranscriptionFieldsFragmentDoc,
    "\n  query Transcriptions($startingAfter: ID, $limit: Int) {\n    transcriptions(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...TranscriptionFields }\n    }\n  }\n": typeof types.TranscriptionsDocument,
    "\n  query Transcription($id: ID!) {\n    transcription(id: $id) { ...TranscriptionFields }\n  }\n": typeof types.TranscriptionDocument,
    "\n  mutation CreateTranscription($file: Upload!, $model: String) {\n    createTranscription(file: $file, model: $model) { ...TranscriptionFields }\n  }\n": typeof types.CreateTranscriptionDocument,
    "\n  mutation RenameTranscription($id: ID!, $title: String!) {\n    renameTranscription(id: $id, title: $title) { ...TranscriptionFields }\n  }\n": typeof types.RenameTranscriptionDocument,
    "\n  mutation DeleteTranscription($id: ID!) {\n    deleteTranscription(id: $id)\n  }\n": typeof types.DeleteTranscriptionDocument,
    "\n  fragment IsolatedVoiceFields on IsolatedVoice {\n    id\n    title\n    model\n    state\n    progress\n    error\n    inputFile { ...StoredFileFields }\n    outputFile { ...StoredFileFields }\n    cost\n    createdAt\n  }\n": typeof types.IsolatedVoiceFieldsFragmentDoc,
    "\n  query IsolatedVoices($startingAfter: ID, $limit: Int) {\n    isolatedVoices(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...IsolatedVoiceFields }\n    }\n  }\n": typeof types.IsolatedVoicesDocument,
    "\n  query IsolatedVoice($id: ID!) {\n    isolatedVoice(id: $id) { ...IsolatedVoiceFields }\n  }\n": typeof types.IsolatedVoiceDocument,
    "\n  mutation IsolateVoice($model: String!, $file: Upload!) {\n    isolateVoice(model: $model, file: $file) { ...IsolatedVoiceFields }\n  }\n": typeof types.IsolateVoiceDocument,
    "\n  mutation RenameIsolatedVoice($id: ID!, $title: String!) {\n    renameIsolatedVoice(id: $id, title: $title) { ...IsolatedVoiceFields }\n  }\n": typeof types.RenameIsolatedVoiceDocument,
    "\n  mutation DeleteIsolatedVoice($id: ID!) {\n    deleteIsolatedVoice(id: $id)\n  }\n": typeof types.DeleteIsolatedVoiceDocument,
    "\n  fragment StoredFileFields on StoredFile {\n    id\n    url\n    contentType\n    size\n    duration\n  }\n": typeof types.StoredFileFieldsFragmentDoc,
    "\n  fragment VoiceFields on Voice {\n    id\n    name\n    visibility\n    locale\n    gender\n    owner\n    engine\n    model\n    clone\n    createdAt\n  }\n": typeof types.VoiceFieldsFragmentDoc,
    "\n  fragment SpeechFields on Speech {\n    id\n    title\n    state\n    progress\n    error\n    prompt\n    voice { id name }\n    outputFile { ...StoredFileFields }\n    cost\n    createdAt\n  }\n": typeof types.SpeechFieldsFragmentDoc,
    "\n  query Voices($query: String, $owner: VoiceOwner, $startingAfter: ID, $limit: Int) {\n    voices(query: $query, owner: $owner, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...VoiceFields }\n    }\n  }\n": typeof types.VoicesDocument,
    "\n  query WorkspaceVoices($limit: Int) {\n    voices(owner: workspace, limit: $limit) {\n      hasMore\n      items { ...VoiceFields }\n    }\n    voiceCount(owner: workspace)\n  }\n": typeof types.WorkspaceVoicesDocument,
    "\n  query Speeches($startingAfter: ID, $limit: Int) {\n    speeches(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...SpeechFields }\n    }\n  }\n": typeof types.SpeechesDocument,
    "\n  query Speech($id: ID!) {\n    speech(id: $id) { ...SpeechFields }\n  }\n": typeof types.SpeechDocument,
    "\n  mutation CreateSpeech($voiceId: ID!, $prompt: String!) {\n    createSpeech(voiceId: $voiceId, prompt: $prompt) { ...SpeechFields }\n  }\n": typeof types.CreateSpeechDocument,
    "\n  mutation RenameSpeech($id: ID!, $title: String!) {\n    renameSpeech(id: $id, title: $title) { ...SpeechFields }\n  }\n": typeof types.RenameSpeechDocument,
    "\n  mutation DeleteSpeech($id: ID!) {\n    deleteSpeech(id: $id)\n  }\n": typeof types.DeleteSpeechDocument,
    "\n  mutation CloneVoice($name: String!, $consent: Boolean!, $sample: Upload!, $locale: String, $gender: String) {\n    cloneVoice(name: $name, consent: $consent, sample: $sample, locale: $locale, gender: $gender) { ...VoiceFields }\n  }\n": typeof types.CloneVoiceDocument,
    "\n  mutation UpdateVoice($id: ID!, $name: String, $visibility: Int) {\n    updateVoice(id: $id, name: $name, visibility: $visibility) { ...VoiceFields }\n  }\n": typeof types.UpdateVoiceDocument,
    "\n  fragment WorkspaceDetailsFields on Workspace {\n    id\n    name\n    ownerId\n    role\n    people { id email firstName lastName role }\n    invitations { id email expiresAt }\n    openaiApiKey\n    anthropicApiKey\n  }\n": typeof types.WorkspaceDetailsFieldsFragmentDoc,
    "\n  query Workspaces {\n    workspaces { id name role isCurrent }\n  }\n": typeof types.WorkspacesDocument,
    "\n  query WorkspaceDetails($id: ID!) {\n    workspaceDetails(id: $id) { ...WorkspaceDetailsFields }\n  }\n": typeof types.WorkspaceDetailsDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) { workspaceId workspaceName email invitedBy expiresAt }\n  }\n": typeof types.InvitationDocument,
    "\n  mutation SwitchWorkspace($id: ID!) {\n    switchWorkspace(id: $id)\n  }\n": typeof types.SwitchWorkspaceDocument,
    "\n  mutation CreateWorkspace($name: String!) {\n    createWorkspace(name: $name) { ...WorkspaceDetailsFields }\n  }\n": typeof types.CreateWorkspaceDocument,
    "\n  mutation RenameWorkspace($id: ID!, $name: String!) {\n    renameWorkspace(id: $id, name: $name) { ...WorkspaceDetailsFields }\n  }\n": typeof types.RenameWorkspaceDocument,
    "\n  mutation SetWorkspaceKeys($id: ID!, $openaiApiKey: String, $anthropicApiKey: String) {\n    setWorkspaceKeys(id: $id, openaiApiKey: $openaiApiKey, anthropicApiKey: $anthropicApiKey) { ...WorkspaceDetailsFields }\n  }\n": typeof types.SetWorkspaceKeysDocument,
    "\n  mutation TransferWorkspace($id: ID!, $ownerId: ID!) {\n    transferWorkspace(id: $id, ownerId: $ownerId) { ...WorkspaceDetailsFields }\n  }\n": typeof types.TransferWorkspaceDocument,
    "\n  mutation DeleteWorkspace($id: ID!) {\n    deleteWorkspace(id: $id)\n  }\n": typeof types.DeleteWorkspaceDocument,
    "\n  mutation InviteToWorkspace($id: ID!, $email: String!) {\n    inviteToWorkspace(id: $id, email: $email) { ...WorkspaceDetailsFields }\n  }\n": typeof types.InviteToWorkspaceDocument,
    "\n  mutation RemoveInvitation($id: ID!, $invitationId: ID!) {\n    removeInvitation(id: $id, invitationId: $invitationId) { ...WorkspaceDetailsFields }\n  }\n": typeof types.RemoveInvitationDocument,
    "\n  mutation RemoveWorkspaceMember($id: ID!, $userId: ID!) {\n    removeWorkspaceMember(id: $id, userId: $userId) { ...WorkspaceDetailsFields }\n  }\n": typeof types.RemoveWorkspaceMemberDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token)\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query WorkspacePage {\n    me { id workspace { id name } }\n    workspaces { id name role isCurrent }\n    ordersCount\n  }\n": typeof types.WorkspacePageDocument,
    "\n  fragment WriterDocumentFields on WriterDocument {\n    id\n    kind\n    title\n    content\n    presetId\n    language\n    model\n    status\n    isProcessing\n    isIncomplete\n    createdAt\n    updatedAt\n  }\n": typeof types.WriterDocumentFieldsFragmentDoc,
    "\n  fragment WriterDocumentEventFields on WriterDocumentEvent {\n    __typename\n    ... on WriterDocumentToken { text }\n    ... on WriterDocumentStored { document { ...WriterDocumentFields } }\n    ... on WriterDocumentError { error documentId kept outOfCredits }\n  }\n": typeof types.WriterDocumentEventFieldsFragmentDoc,
    "\n  query WriterPresets($limit: Int) {\n    presets(limit: $limit) {\n      ...PresetFields\n      fields { name label multiline }\n    }\n  }\n": typeof types.WriterPresetsDocument,
    "\n  query GalleryPresets($limit: Int, $categoryId: ID, $query: String, $startingAfter: ID) {\n    presets(limit: $limit, categoryId: $categoryId, query: $query, startingAfter: $startingAfter) {\n      ...PresetFields\n      categoryId\n    }\n  }\n": typeof types.GalleryPresetsDocument,
    "\n  query WriterDocument($kind: DocumentKind!, $id: ID!) {\n    writerDocument(kind: $kind, id: $id) { ...WriterDocumentFields }\n  }\n": typeof types.WriterDocumentDocument,
    "\n  query WriterDocuments($kind: DocumentKind!, $query: String, $status: Int, $sort: ListSort, $startingAfter: ID, $limit: Int) {\n    writerDocuments(kind: $kind, query: $query, status: $status, sort: $sort, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...WriterDocumentFields }\n    }\n  }\n": typeof types.WriterDocumentsDocument,
    "\n  query WriterDocumentCount($kind: DocumentKind!, $query: String, $status: Int) {\n    writerDocumentCount(kind: $kind, query: $query, status: $status)\n  }\n": typeof types.WriterDocumentCountDocument,
    "\n  subscription WriteDocument($input: WriteDocumentInput!) {\n    writeDocument(input: $input) { ...WriterDocumentEventFields }\n  }\n": typeof types.WriteDocumentDocument,
    "\n  subscription ResumeDocument($kind: DocumentKind!, $id: ID!) {\n    resumeDocument(kind: $kind, id: $id) { ...WriterDocumentEventFields }\n  }\n": typeof types.ResumeDocumentDocument,
    "\n  mutation RenameWriterDocument($kind: DocumentKind!, $id: ID!, $title: String!) {\n    renameWriterDocument(kind: $kind, id: $id, title: $title) { ...WriterDocumentFields }\n  }\n": typeof types.RenameWriterDocumentDocument,
    "\n  mutation SetWriterDocumentStatus($kind: DocumentKind!, $id: ID!, $status: Int!) {\n    setWriterDocumentStatus(kind: $kind, id: $id, status: $status) { ...WriterDocumentFields }\n  }\n": typeof types.SetWriterDocumentStatusDocument,
    "\n  mutation DeleteWriterDocument($kind: DocumentKind!, $id: ID!) {\n    deleteWriterDocument(kind: $kind, id: $id)\n  }\n": typeof types.DeleteWriterDocumentDocument,
};
const documents: Documents = {
    "\n  query Account {\n    me { ...UserFields }\n  }\n": types.AccountDocument,
    "\n  query IpLocation {\n    ipLocation { ip country region city }\n  }\n": types.IpLocationDocument,
    "\n  mutation UpdateProfile($firstName: String, $lastName: String) {\n    updateProfile(firstName: $firstName, lastName: $lastName) { ...UserFields }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangeEmail($email: String!, $password: String) {\n    changeEmail(email: $email, password: $password)\n  }\n": types.ChangeEmailDocument,
    "\n  mutation ResendVerification {\n    resendVerification\n  }\n": types.ResendVerificationDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation GenerateTwoFactor {\n    generateTwoFactor { qrCode secret method status }\n  }\n": types.GenerateTwoFactorDocument,
    "\n  mutation EnableTwoFactor($code: String!, $password: String!) {\n    enableTwoFactor(code: $code, password: $password)\n  }\n": types.EnableTwoFactorDocument,
    "\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code)\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation SendClaim($subject: String!, $message: String!) {\n    sendClaim(subject: $subject, message: $message)\n  }\n": types.SendClaimDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation UndoTwoFactor($token: String!, $password: String!) {\n    undoTwoFactor(token: $token, password: $password)\n  }\n": types.UndoTwoFactorDocument,
    "\n  fragment UserFields on User {\n    id\n    email\n    firstName\n    lastName\n    isAdmin\n    isGuest\n    emailVerified\n    twoFactorEnabled\n    workspace {\n      id\n      name\n      credits\n      subscription {\n        id\n        plan { id title billingCycle price }\n      }\n    }\n  }\n": types.UserFieldsFragmentDoc,
    "\n  query Me {\n    me { ...UserFields }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment AdminPayoutFields on AdminPayout {\n    id\n    amount\n    status\n    method { type email accountHolder iban }\n    userEmail\n    createdAt\n  }\n": types.AdminPayoutFieldsFragmentDoc,
    "\n  query AdminPayouts($status: String, $limit: Int, $startingAfter: ID) {\n    adminPayouts(status: $status, limit: $limit, startingAfter: $startingAfter) { ...AdminPayoutFields }\n  }\n": types.AdminPayoutsDocument,
    "\n  query AdminFeedback($limit: Int, $startingAfter: ID) {\n    adminFeedback(limit: $limit, startingAfter: $startingAfter) { id message name email userEmail hasScreenshot createdAt }\n  }\n": types.AdminFeedbackDocument,
    "\n  query AdminFeedbackScreenshot($id: ID!) {\n    adminFeedbackScreenshot(id: $id)\n  }\n": types.AdminFeedbackScreenshotDocument,
    "\n  query AdminClaims($limit: Int, $startingAfter: ID) {\n    adminClaims(limit: $limit, startingAfter: $startingAfter) { id subject message userEmail createdAt }\n  }\n": types.AdminClaimsDocument,
    "\n  query AdminAudit($search: String, $limit: Int, $startingAfter: ID) {\n    adminAudit(search: $search, limit: $limit, startingAfter: $startingAfter) { id actorEmail action targetKind targetId before after reason createdAt }\n  }\n": types.AdminAuditDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    firstName\n    lastName\n    isAdmin\n    isGuest\n    twoFactorEnabled\n    suspendedAt\n    lastLoginAt\n    createdAt\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $limit: Int, $startingAfter: ID) {\n    adminUsers(search: $search, limit: $limit, startingAfter: $startingAfter) { ...AdminUserFields }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUserFields\n      usageTotal\n      workspaces { role workspace { id name balance } }\n      orders { id number workspaceId amount currency status createdAt }\n    }\n  }\n": types.AdminUserDocument,
    "\n  mutation ChangeAdminUser($id: ID!, $suspended: Boolean, $isAdmin: Boolean) {\n    changeAdminUser(id: $id, suspended: $suspended, isAdmin: $isAdmin) { ...AdminUserFields }\n  }\n": types.ChangeAdminUserDocument,
    "\n  mutation AdjustWorkspaceCredits($workspaceId: ID!, $amount: Float!, $reason: String!) {\n    adjustWorkspaceCredits(workspaceId: $workspaceId, amount: $amount, reason: $reason) { id balance }\n  }\n": types.AdjustWorkspaceCreditsDocument,
    "\n  mutation SettlePayout($id: ID!, $status: String!) {\n    settlePayout(id: $id, status: $status) { ...AdminPayoutFields }\n  }\n": types.SettlePayoutDocument,
    "\n  fragment AffiliateFields on Affiliate {\n    code\n    link\n    referrals\n    commissionPercent\n    minimumPayout\n    currency\n    earned\n    paid\n    pending\n    balance\n    payoutMethod { type email accountHolder iban }\n  }\n": types.AffiliateFieldsFragmentDoc,
    "\n  fragment AffiliatePayoutFields on AffiliatePayout {\n    id\n    amount\n    status\n    method\n    createdAt\n  }\n": types.AffiliatePayoutFieldsFragmentDoc,
    "\n  query Affiliate {\n    affiliate { ...AffiliateFields }\n  }\n": types.AffiliateDocument,
    "\n  query AffiliatePayouts($limit: Int, $startingAfter: ID) {\n    affiliatePayouts(limit: $limit, startingAfter: $startingAfter) { ...AffiliatePayoutFields }\n  }\n": types.AffiliatePayoutsDocument,
    "\n  mutation SavePayoutMethod($method: PayoutMethodInput!) {\n    savePayoutMethod(method: $method) { ...AffiliateFields }\n  }\n": types.SavePayoutMethodDocument,
    "\n  mutation RequestPayout($amount: Float) {\n    requestPayout(amount: $amount) { ...AffiliatePayoutFields }\n  }\n": types.RequestPayoutDocument,
    "\n  query ApiKeys {\n    apiKeys { id name prefix createdAt lastUsedAt }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String, $password: String) {\n    createApiKey(name: $name, password: $password) { id name prefix createdAt key }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id)\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment PlanFields on Plan {\n    id\n    title\n    description\n    billingCycle\n    price\n    salePrice\n    credits\n    features\n    memberCap\n    cloneCap\n  }\n": types.PlanFieldsFragmentDoc,
    "\n  fragment QuoteFields on Quote {\n    subtotal\n    discount\n    tax\n    total\n    currency\n    credits\n    coupon { code percentOff amountOff }\n  }\n": types.QuoteFieldsFragmentDoc,
    "\n  fragment AddressFields on Address {\n    name\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  fragment OrderFields on Order {\n    id\n    number\n    createdAt\n    status\n    failureMessage\n    plan { ...PlanFields }\n    description\n    credits\n    subtotal\n    discount\n    tax\n    total\n    currency\n    coupon\n    gateway\n    address { ...AddressFields }\n    paidAt\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  query BillingConfig {\n    billingConfig {\n      gateways\n      stripePublishableKey\n      currency\n      customCredits { min max unitPrice }\n    }\n  }\n": types.BillingConfigDocument,
    "\n  query Plans {\n    plans { ...PlanFields }\n    me { id workspace { id isEligibleForFreePlan } }\n  }\n": types.PlansDocument,
    "\n  query PlanQuote($id: ID!, $coupon: String) {\n    planQuote(id: $id, coupon: $coupon) {\n      plan { ...PlanFields }\n      quote { ...QuoteFields }\n    }\n  }\n": types.PlanQuoteDocument,
    "\n  query Precheck($id: ID!) {\n    precheck(id: $id) { result message members memberCap voices cloneCap }\n  }\n": types.PrecheckDocument,
    "\n  query CustomCreditsQuote($amount: Float!, $coupon: String) {\n    customCreditsQuote(amount: $amount, coupon: $coupon) { ...QuoteFields }\n  }\n": types.CustomCreditsQuoteDocument,
    "\n  fragment BillingWorkspaceFields on Workspace {\n    id\n    name\n    credits\n    subscription { id cancelledAt endsAt plan { ...PlanFields } }\n    billingAddress { ...AddressFields }\n  }\n": types.BillingWorkspaceFieldsFragmentDoc,
    "\n  query BillingOverview($first: Int) {\n    me {\n      id\n      workspace { ...BillingWorkspaceFields }\n    }\n    orders(first: $first) { ...OrderFields }\n    ordersCount\n  }\n": types.BillingOverviewDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) { ...OrderFields }\n  }\n": types.OrderDocument,
    "\n  query OrderInvoice($id: ID!) {\n    orderInvoice(id: $id)\n  }\n": types.OrderInvoiceDocument,
    "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) { id redirect purchaseToken }\n  }\n": types.CheckoutDocument,
    "\n  mutation CompleteOrder($id: ID!, $paymentIntent: String, $setupIntent: String) {\n    completeOrder(id: $id, paymentIntent: $paymentIntent, setupIntent: $setupIntent) { ...OrderFields }\n  }\n": types.CompleteOrderDocument,
    "\n  mutation CancelSubscription {\n    cancelSubscription { ...BillingWorkspaceFields }\n  }\n": types.CancelSubscriptionDocument,
    "\n  mutation SetBillingAddress($workspaceId: ID!, $address: AddressInput!) {\n    setBillingAddress(workspaceId: $workspaceId, address: $address) { id billingAddress { ...AddressFields } }\n  }\n": types.SetBillingAddressDocument,
    "\n  query WorkspaceBillingAddress {\n    me {\n      id\n      workspace {\n        id\n        billingAddress { ...AddressFields }\n      }\n    }\n  }\n": types.WorkspaceBillingAddressDocument,
    "\n  fragment ModelFields on Model {\n    key\n    name\n    provider\n    providerLabel\n    description\n    type\n    isAvailable\n    unavailableReason\n    isEnabled\n    granted\n    notGrantedReason\n    isLocal\n    modalitiesInput\n    capabilities\n  }\n": types.ModelFieldsFragmentDoc,
    "\n  fragment AssistantFields on Assistant {\n    id\n    name\n    expertise\n    description\n    model\n    avatar\n    granted\n  }\n": types.AssistantFieldsFragmentDoc,
    "\n  fragment PromptFields on Prompt {\n    id\n    title\n    description\n    image\n    content\n  }\n": types.PromptFieldsFragmentDoc,
    "\n  fragment PresetFields on Preset {\n    id\n    title\n    description\n    image\n    template\n  }\n": types.PresetFieldsFragmentDoc,
    "\n  query Models($type: String) {\n    models(type: $type) { ...ModelFields }\n  }\n": types.ModelsDocument,
    "\n  query Providers($type: String) {\n    providers(type: $type) {\n      name\n      label\n      models { ...ModelFields }\n    }\n  }\n": types.ProvidersDocument,
    "\n  query Assistants {\n    assistants { ...AssistantFields }\n  }\n": types.AssistantsDocument,
    "\n  mutation CreateTemporaryConversation($title: String) {\n    createTemporaryConversation(title: $title) { ...ConversationFields }\n  }\n": types.CreateTemporaryConversationDocument,
    "\n  query Prompts($query: String, $limit: Int) {\n    prompts(query: $query, limit: $limit) { ...PromptFields }\n  }\n": types.PromptsDocument,
    "\n  query Prompt($id: ID!) {\n    prompt(id: $id) { ...PromptFields }\n  }\n": types.PromptDocument,
    "\n  query Presets($limit: Int, $sort: String) {\n    presets(limit: $limit, sort: $sort) { ...PresetFields }\n  }\n": types.PresetsDocument,
    "\n  query Categories($types: [String!]) {\n    categories(types: $types) {\n      id\n      title\n      type\n    }\n  }\n": types.CategoriesDocument,
    "\n  fragment ChatEventFields on ChatEvent {\n    __typename\n    ... on ChatToken { text count }\n    ... on ChatReasoningToken { text }\n    ... on ChatMessage { message { ...MessageFields } }\n    ... on ChatCloning { conversationId }\n    ... on ChatRedirect { path }\n    ... on ToolCall { ...ToolCallFields }\n    ... on ChatError { error outOfCredits }\n  }\n": types.ChatEventFieldsFragmentDoc,
    "\n  mutation CreateConversation($title: String) {\n    createConversation(title: $title) { ...ConversationFields }\n  }\n": types.CreateConversationDocument,
    "\n  subscription SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) { ...ChatEventFields }\n  }\n": types.SendMessageDocument,
    "\n  subscription ResumeReply($conversationId: ID!, $messageId: ID!) {\n    resumeReply(conversationId: $conversationId, messageId: $messageId) { ...ChatEventFields }\n  }\n": types.ResumeReplyDocument,
    "\n  mutation ChooseBranch($conversationId: ID!, $leafId: ID!, $limit: Int) {\n    chooseBranch(conversationId: $conversationId, leafId: $leafId, limit: $limit) {\n      id\n      currentLeafId\n      hasOlderMessages\n      messages { ...PathMessageFields }\n    }\n  }\n": types.ChooseBranchDocument,
    "\n  mutation SendFeedback($conversationId: ID!, $feedback: FeedbackValue!, $message: String) {\n    sendFeedback(conversationId: $conversationId, feedback: $feedback, message: $message) { message feedback }\n  }\n": types.SendFeedbackDocument,
    "\n  fragment ClassificationFields on Classification {\n    id\n    title\n    input\n    status\n    flagged\n    moderation {\n      engine\n      model\n      categories { name score flagged }\n    }\n    sentiment { label compound positive neutral negative lexicon }\n    language { code name confidence }\n    createdAt\n    updatedAt\n  }\n": types.ClassificationFieldsFragmentDoc,
    "\n  query Classification($id: ID!) {\n    classification(id: $id) { ...ClassificationFields }\n  }\n": types.ClassificationDocument,
    "\n  query Classifications($query: String, $status: Int, $sort: ListSort, $startingAfter: ID, $limit: Int) {\n    classifications(query: $query, status: $status, sort: $sort, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...ClassificationFields }\n    }\n  }\n": types.ClassificationsDocument,
    "\n  query ClassificationCount($query: String, $status: Int) {\n    classificationCount(query: $query, status: $status)\n  }\n": types.ClassificationCountDocument,
    "\n  mutation Classify($input: String!) {\n    classify(input: $input) { ...ClassificationFields }\n  }\n": types.ClassifyDocument,
    "\n  mutation SetClassificationStatus($id: ID!, $status: Int!) {\n    setClassificationStatus(id: $id, status: $status) { ...ClassificationFields }\n  }\n": types.SetClassificationStatusDocument,
    "\n  mutation DeleteClassification($id: ID!) {\n    deleteClassification(id: $id)\n  }\n": types.DeleteClassificationDocument,
    "\n  fragment CompositionFields on Composition {\n    id\n    title\n    state\n    progress\n    error\n    prompt\n    tags\n    instrumental\n    model\n    duration\n    note\n    outputFile { ...StoredFileFields }\n    wavFile { ...StoredFileFields }\n    cost\n    createdAt\n  }\n": types.CompositionFieldsFragmentDoc,
    "\n  query Compositions($startingAfter: ID, $limit: Int) {\n    compositions(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...CompositionFields }\n    }\n  }\n": types.CompositionsDocument,
    "\n  query Composition($id: ID!) {\n    composition(id: $id) { ...CompositionFields }\n  }\n": types.CompositionDocument,
    "\n  mutation CreateCompositions($prompt: String!, $tags: [String!]!, $instrumental: Boolean!, $model: String!, $duration: Int!) {\n    createCompositions(prompt: $prompt, tags: $tags, instrumental: $instrumental, model: $model, duration: $duration) { ...CompositionFields }\n  }\n": types.CreateCompositionsDocument,
    "\n  mutation RenameComposition($id: ID!, $title: String!) {\n    renameComposition(id: $id, title: $title) { ...CompositionFields }\n  }\n": types.RenameCompositionDocument,
    "\n  mutation DeleteComposition($id: ID!) {\n    deleteComposition(id: $id)\n  }\n": types.DeleteCompositionDocument,
    "\n  fragment RecentDocumentFields on WriterDocument {\n    id\n    kind\n    title\n    createdAt\n  }\n": types.RecentDocumentFieldsFragmentDoc,
    "\n  query Dashboard($workspaceId: ID!, $documents: Int, $days: Int) {\n    recentDocuments(limit: $documents) { ...RecentDocumentFields }\n    workspaceUsage(workspaceId: $workspaceId, days: $days) {\n      days { date credits uses }\n      totalCredits\n      totalUses\n    }\n  }\n": types.DashboardDocument,
    "\n  mutation SendAccountFeedback($message: String!, $name: String, $email: String, $screenshot: Upload) {\n    sendAccountFeedback(message: $message, name: $name, email: $email, screenshot: $screenshot)\n  }\n": types.SendAccountFeedbackDocument,
    "\n  query Conversations($startingAfter: ID, $limit: Int, $sort: ListSort) {\n    conversations(startingAfter: $startingAfter, limit: $limit, sort: $sort) {\n      hasMore\n      items { ...ConversationFields }\n    }\n  }\n": types.ConversationsDocument,
    "\n  query SearchConversations($query: String!, $startingAfter: ID, $limit: Int, $sort: ListSort) {\n    searchConversations(query: $query, startingAfter: $startingAfter, limit: $limit, sort: $sort) {\n      hasMore\n      items { ...ConversationFields }\n    }\n  }\n": types.SearchConversationsDocument,
    "\n  query OlderMessages($conversationId: ID!, $before: ID!, $limit: Int) {\n    olderMessages(conversationId: $conversationId, before: $before, limit: $limit) {\n      hasMore\n      items { ...PathMessageFields }\n    }\n  }\n": types.OlderMessagesDocument,
    "\n  mutation RenameConversation($id: ID!, $title: String!) {\n    renameConversation(id: $id, title: $title) { ...ConversationFields }\n  }\n": types.RenameConversationDocument,
    "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n": types.DeleteConversationDocument,
    "\n  mutation DiscardEmptyConversation($id: ID!) {\n    discardEmptyConversation(id: $id)\n  }\n": types.DiscardEmptyConversationDocument,
    "\n  fragment AttachmentFields on Attachment {\n    id\n    name\n    mime\n    size\n  }\n": types.AttachmentFieldsFragmentDoc,
    "\n  fragment ToolCallFields on ToolCall {\n    name\n    arguments\n    result\n  }\n": types.ToolCallFieldsFragmentDoc,
    "\n  fragment MessageFields on Message {\n    id\n    conversationId\n    parentId\n    role\n    content\n    reasoning\n    model\n    quote\n    isProcessing\n    isIncomplete\n    attachments { ...AttachmentFields }\n    call { ...ToolCallFields }\n    calls { ...ToolCallFields }\n    createdAt\n  }\n": types.MessageFieldsFragmentDoc,
    "\n  fragment ConversationFields on Conversation {\n    id\n    title\n    cost\n    visibility\n    temporary\n    currentLeafId\n    createdAt\n    updatedAt\n  }\n": types.ConversationFieldsFragmentDoc,
    "\n  fragment PathMessageFields on Message {\n    ...MessageFields\n    siblingIds\n  }\n": types.PathMessageFieldsFragmentDoc,
    "\n  query Conversation($id: ID!, $limit: Int, $through: ID) {\n    conversation(id: $id, limit: $limit, through: $through) {\n      ...ConversationFields\n      hasOlderMessages\n      messages { ...PathMessageFields }\n    }\n  }\n": types.ConversationDocument,
    "\n  query SharedConversation($id: ID!) {\n    sharedConversation(id: $id) {\n      id\n      title\n      createdAt\n      currentLeafId\n      messages { ...MessageFields }\n    }\n  }\n": types.SharedConversationDocument,
    "\n  mutation SetConversationVisibility($id: ID!, $visibility: Int!) {\n    setConversationVisibility(id: $id, visibility: $visibility) { ...ConversationFields }\n  }\n": types.SetConversationVisibilityDocument,
    "\n  query AttachmentFile($id: ID!, $sharedConversationId: ID) {\n    attachmentFile(id: $id, sharedConversationId: $sharedConversationId)\n  }\n": types.AttachmentFileDocument,
    "\n  mutation SignupGuest($firstName: String!, $ref: String, $captchaToken: String) {\n    signupGuest(firstName: $firstName, ref: $ref, captchaToken: $captchaToken) { jwt message isAdmin user { ...UserFields } }\n  }\n": types.SignupGuestDocument,
    "\n  mutation CaptchaToken {\n    captchaToken\n  }\n": types.CaptchaTokenDocument,
    "\n  mutation Signup($email: String!, $password: String!, $firstName: String, $lastName: String, $ref: String) {\n    signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName, ref: $ref) { jwt message isAdmin user { ...UserFields } }\n  }\n": types.SignupDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      challenge\n      auth { jwt message isAdmin user { ...UserFields } }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LoginTwoFactor($challenge: String!, $code: String!) {\n    loginTwoFactor(challenge: $challenge, code: $code) { jwt message isAdmin user { ...UserFields } }\n  }\n": types.LoginTwoFactorDocument,
    "\n  fragment TranscriptionFields on Transcription {\n    id\n    title\n    state\n    progress\n    error\n    model\n    inputFile { ...StoredFileFields }\n    content {\n      text\n      segments { start end text }\n    }\n    cost\n    createdAt\n  }\n": types.TranscriptionFieldsFragmentDoc,
    "\n  query Transcriptions($startingAfter: ID, $limit: Int) {\n    transcriptions(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...TranscriptionFields }\n    }\n  }\n": types.TranscriptionsDocument,
    "\n  query Transcription($id: ID!) {\n    transcription(id: $id) { ...TranscriptionFields }\n  }\n": types.TranscriptionDocument,
    "\n  mutation CreateTranscription($file: Upload!, $model: String) {\n    createTranscription(file: $file, model: $model) { ...TranscriptionFields }\n  }\n": types.CreateTranscriptionDocument,
    "\n  mutation RenameTranscription($id: ID!, $title: String!) {\n    renameTranscription(id: $id, title: $title) { ...TranscriptionFields }\n  }\n": types.RenameTranscriptionDocument,
    "\n  mutation DeleteTranscription($id: ID!) {\n    deleteTranscription(id: $id)\n  }\n": types.DeleteTranscriptionDocument,
    "\n  fragment IsolatedVoiceFields on IsolatedVoice {\n    id\n    title\n    model\n    state\n    progress\n    error\n    inputFile { ...StoredFileFields }\n    outputFile { ...StoredFileFields }\n    cost\n    createdAt\n  }\n": types.IsolatedVoiceFieldsFragmentDoc,
    "\n  query IsolatedVoices($startingAfter: ID, $limit: Int) {\n    isolatedVoices(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...IsolatedVoiceFields }\n    }\n  }\n": types.IsolatedVoicesDocument,
    "\n  query IsolatedVoice($id: ID!) {\n    isolatedVoice(id: $id) { ...IsolatedVoiceFields }\n  }\n": types.IsolatedVoiceDocument,
    "\n  mutation IsolateVoice($model: String!, $file: Upload!) {\n    isolateVoice(model: $model, file: $file) { ...IsolatedVoiceFields }\n  }\n": types.IsolateVoiceDocument,
    "\n  mutation RenameIsolatedVoice($id: ID!, $title: String!) {\n    renameIsolatedVoice(id: $id, title: $title) { ...IsolatedVoiceFields }\n  }\n": types.RenameIsolatedVoiceDocument,
    "\n  mutation DeleteIsolatedVoice($id: ID!) {\n    deleteIsolatedVoice(id: $id)\n  }\n": types.DeleteIsolatedVoiceDocument,
    "\n  fragment StoredFileFields on StoredFile {\n    id\n    url\n    contentType\n    size\n    duration\n  }\n": types.StoredFileFieldsFragmentDoc,
    "\n  fragment VoiceFields on Voice {\n    id\n    name\n    visibility\n    locale\n    gender\n    owner\n    engine\n    model\n    clone\n    createdAt\n  }\n": types.VoiceFieldsFragmentDoc,
    "\n  fragment SpeechFields on Speech {\n    id\n    title\n    state\n    progress\n    error\n    prompt\n    voice { id name }\n    outputFile { ...StoredFileFields }\n    cost\n    createdAt\n  }\n": types.SpeechFieldsFragmentDoc,
    "\n  query Voices($query: String, $owner: VoiceOwner, $startingAfter: ID, $limit: Int) {\n    voices(query: $query, owner: $owner, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...VoiceFields }\n    }\n  }\n": types.VoicesDocument,
    "\n  query WorkspaceVoices($limit: Int) {\n    voices(owner: workspace, limit: $limit) {\n      hasMore\n      items { ...VoiceFields }\n    }\n    voiceCount(owner: workspace)\n  }\n": types.WorkspaceVoicesDocument,
    "\n  query Speeches($startingAfter: ID, $limit: Int) {\n    speeches(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...SpeechFields }\n    }\n  }\n": types.SpeechesDocument,
    "\n  query Speech($id: ID!) {\n    speech(id: $id) { ...SpeechFields }\n  }\n": types.SpeechDocument,
    "\n  mutation CreateSpeech($voiceId: ID!, $prompt: String!) {\n    createSpeech(voiceId: $voiceId, prompt: $prompt) { ...SpeechFields }\n  }\n": types.CreateSpeechDocument,
    "\n  mutation RenameSpeech($id: ID!, $title: String!) {\n    renameSpeech(id: $id, title: $title) { ...SpeechFields }\n  }\n": types.RenameSpeechDocument,
    "\n  mutation DeleteSpeech($id: ID!) {\n    deleteSpeech(id: $id)\n  }\n": types.DeleteSpeechDocument,
    "\n  mutation CloneVoice($name: String!, $consent: Boolean!, $sample: Upload!, $locale: String, $gender: String) {\n    cloneVoice(name: $name, consent: $consent, sample: $sample, locale: $locale, gender: $gender) { ...VoiceFields }\n  }\n": types.CloneVoiceDocument,
    "\n  mutation UpdateVoice($id: ID!, $name: String, $visibility: Int) {\n    updateVoice(id: $id, name: $name, visibility: $visibility) { ...VoiceFields }\n  }\n": types.UpdateVoiceDocument,
    "\n  fragment WorkspaceDetailsFields on Workspace {\n    id\n    name\n    ownerId\n    role\n    people { id email firstName lastName role }\n    invitations { id email expiresAt }\n    openaiApiKey\n    anthropicApiKey\n  }\n": types.WorkspaceDetailsFieldsFragmentDoc,
    "\n  query Workspaces {\n    workspaces { id name role isCurrent }\n  }\n": types.WorkspacesDocument,
    "\n  query WorkspaceDetails($id: ID!) {\n    workspaceDetails(id: $id) { ...WorkspaceDetailsFields }\n  }\n": types.WorkspaceDetailsDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) { workspaceId workspaceName email invitedBy expiresAt }\n  }\n": types.InvitationDocument,
    "\n  mutation SwitchWorkspace($id: ID!) {\n    switchWorkspace(id: $id)\n  }\n": types.SwitchWorkspaceDocument,
    "\n  mutation CreateWorkspace($name: String!) {\n    createWorkspace(name: $name) { ...WorkspaceDetailsFields }\n  }\n": types.CreateWorkspaceDocument,
    "\n  mutation RenameWorkspace($id: ID!, $name: String!) {\n    renameWorkspace(id: $id, name: $name) { ...WorkspaceDetailsFields }\n  }\n": types.RenameWorkspaceDocument,
    "\n  mutation SetWorkspaceKeys($id: ID!, $openaiApiKey: String, $anthropicApiKey: String) {\n    setWorkspaceKeys(id: $id, openaiApiKey: $openaiApiKey, anthropicApiKey: $anthropicApiKey) { ...WorkspaceDetailsFields }\n  }\n": types.SetWorkspaceKeysDocument,
    "\n  mutation TransferWorkspace($id: ID!, $ownerId: ID!) {\n    transferWorkspace(id: $id, ownerId: $ownerId) { ...WorkspaceDetailsFields }\n  }\n": types.TransferWorkspaceDocument,
    "\n  mutation DeleteWorkspace($id: ID!) {\n    deleteWorkspace(id: $id)\n  }\n": types.DeleteWorkspaceDocument,
    "\n  mutation InviteToWorkspace($id: ID!, $email: String!) {\n    inviteToWorkspace(id: $id, email: $email) { ...WorkspaceDetailsFields }\n  }\n": types.InviteToWorkspaceDocument,
    "\n  mutation RemoveInvitation($id: ID!, $invitationId: ID!) {\n    removeInvitation(id: $id, invitationId: $invitationId) { ...WorkspaceDetailsFields }\n  }\n": types.RemoveInvitationDocument,
    "\n  mutation RemoveWorkspaceMember($id: ID!, $userId: ID!) {\n    removeWorkspaceMember(id: $id, userId: $userId) { ...WorkspaceDetailsFields }\n  }\n": types.RemoveWorkspaceMemberDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token)\n  }\n": types.AcceptInvitationDocument,
    "\n  query WorkspacePage {\n    me { id workspace { id name } }\n    workspaces { id name role isCurrent }\n    ordersCount\n  }\n": types.WorkspacePageDocument,
    "\n  fragment WriterDocumentFields on WriterDocument {\n    id\n    kind\n    title\n    content\n    presetId\n    language\n    model\n    status\n    isProcessing\n    isIncomplete\n    createdAt\n    updatedAt\n  }\n": types.WriterDocumentFieldsFragmentDoc,
    "\n  fragment WriterDocumentEventFields on WriterDocumentEvent {\n    __typename\n    ... on WriterDocumentToken { text }\n    ... on WriterDocumentStored { document { ...WriterDocumentFields } }\n    ... on WriterDocumentError { error documentId kept outOfCredits }\n  }\n": types.WriterDocumentEventFieldsFragmentDoc,
    "\n  query WriterPresets($limit: Int) {\n    presets(limit: $limit) {\n      ...PresetFields\n      fields { name label multiline }\n    }\n  }\n": types.WriterPresetsDocument,
    "\n  query GalleryPresets($limit: Int, $categoryId: ID, $query: String, $startingAfter: ID) {\n    presets(limit: $limit, categoryId: $categoryId, query: $query, startingAfter: $startingAfter) {\n      ...PresetFields\n      categoryId\n    }\n  }\n": types.GalleryPresetsDocument,
    "\n  query WriterDocument($kind: DocumentKind!, $id: ID!) {\n    writerDocument(kind: $kind, id: $id) { ...WriterDocumentFields }\n  }\n": types.WriterDocumentDocument,
    "\n  query WriterDocuments($kind: DocumentKind!, $query: String, $status: Int, $sort: ListSort, $startingAfter: ID, $limit: Int) {\n    writerDocuments(kind: $kind, query: $query, status: $status, sort: $sort, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...WriterDocumentFields }\n    }\n  }\n": types.WriterDocumentsDocument,
    "\n  query WriterDocumentCount($kind: DocumentKind!, $query: String, $status: Int) {\n    writerDocumentCount(kind: $kind, query: $query, status: $status)\n  }\n": types.WriterDocumentCountDocument,
    "\n  subscription WriteDocument($input: WriteDocumentInput!) {\n    writeDocument(input: $input) { ...WriterDocumentEventFields }\n  }\n": types.WriteDocumentDocument,
    "\n  subscription ResumeDocument($kind: DocumentKind!, $id: ID!) {\n    resumeDocument(kind: $kind, id: $id) { ...WriterDocumentEventFields }\n  }\n": types.ResumeDocumentDocument,
    "\n  mutation RenameWriterDocument($kind: DocumentKind!, $id: ID!, $title: String!) {\n    renameWriterDocument(kind: $kind, id: $id, title: $title) { ...WriterDocumentFields }\n  }\n": types.RenameWriterDocumentDocument,
    "\n  mutation SetWriterDocumentStatus($kind: DocumentKind!, $id: ID!, $status: Int!) {\n    setWriterDocumentStatus(kind: $kind, id: $id, status: $status) { ...WriterDocumentFields }\n  }\n": types.SetWriterDocumentStatusDocument,
    "\n  mutation DeleteWriterDocument($kind: DocumentKind!, $id: ID!) {\n    deleteWriterDocument(kind: $kind, id: $id)\n  }\n": types.DeleteWriterDocumentDocument,
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
export function graphql(source: "\n  query Account {\n    me { ...UserFields }\n  }\n"): (typeof documents)["\n  query Account {\n    me { ...UserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IpLocation {\n    ipLocation { ip country region city }\n  }\n"): (typeof documents)["\n  query IpLocation {\n    ipLocation { ip country region city }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($firstName: String, $lastName: String) {\n    updateProfile(firstName: $firstName, lastName: $lastName) { ...UserFields }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($firstName: String, $lastName: String) {\n    updateProfile(firstName: $firstName, lastName: $lastName) { ...UserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($email: String!, $password: String) {\n    changeEmail(email: $email, password: $password)\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($email: String!, $password: String) {\n    changeEmail(email: $email, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification {\n    resendVerification\n  }\n"): (typeof documents)["\n  mutation ResendVerification {\n    resendVerification\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateTwoFactor {\n    generateTwoFactor { qrCode secret method status }\n  }\n"): (typeof documents)["\n  mutation GenerateTwoFactor {\n    generateTwoFactor { qrCode secret method status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableTwoFactor($code: String!, $password: String!) {\n    enableTwoFactor(code: $code, password: $password)\n  }\n"): (typeof documents)["\n  mutation EnableTwoFactor($code: String!, $password: String!) {\n    enableTwoFactor(code: $code, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code)\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendClaim($subject: String!, $message: String!) {\n    sendClaim(subject: $subject, message: $message)\n  }\n"): (typeof documents)["\n  mutation SendClaim($subject: String!, $message: String!) {\n    sendClaim(subject: $subject, message: $message)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoTwoFactor($token: String!, $password: String!) {\n    undoTwoFactor(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation UndoTwoFactor($token: String!, $password: String!) {\n    undoTwoFactor(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    email\n    firstName\n    lastName\n    isAdmin\n    isGuest\n    emailVerified\n    twoFactorEnabled\n    workspace {\n      id\n      name\n      credits\n      subscription {\n        id\n        plan { id title billingCycle price }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    email\n    firstName\n    lastName\n    isAdmin\n    isGuest\n    emailVerified\n    twoFactorEnabled\n    workspace {\n      id\n      name\n      credits\n      subscription {\n        id\n        plan { id title billingCycle price }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me { ...UserFields }\n  }\n"): (typeof documents)["\n  query Me {\n    me { ...UserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPayoutFields on AdminPayout {\n    id\n    amount\n    status\n    method { type email accountHolder iban }\n    userEmail\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminPayoutFields on AdminPayout {\n    id\n    amount\n    status\n    method { type email accountHolder iban }\n    userEmail\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayouts($status: String, $limit: Int, $startingAfter: ID) {\n    adminPayouts(status: $status, limit: $limit, startingAfter: $startingAfter) { ...AdminPayoutFields }\n  }\n"): (typeof documents)["\n  query AdminPayouts($status: String, $limit: Int, $startingAfter: ID) {\n    adminPayouts(status: $status, limit: $limit, startingAfter: $startingAfter) { ...AdminPayoutFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFeedback($limit: Int, $startingAfter: ID) {\n    adminFeedback(limit: $limit, startingAfter: $startingAfter) { id message name email userEmail hasScreenshot createdAt }\n  }\n"): (typeof documents)["\n  query AdminFeedback($limit: Int, $startingAfter: ID) {\n    adminFeedback(limit: $limit, startingAfter: $startingAfter) { id message name email userEmail hasScreenshot createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFeedbackScreenshot($id: ID!) {\n    adminFeedbackScreenshot(id: $id)\n  }\n"): (typeof documents)["\n  query AdminFeedbackScreenshot($id: ID!) {\n    adminFeedbackScreenshot(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClaims($limit: Int, $startingAfter: ID) {\n    adminClaims(limit: $limit, startingAfter: $startingAfter) { id subject message userEmail createdAt }\n  }\n"): (typeof documents)["\n  query AdminClaims($limit: Int, $startingAfter: ID) {\n    adminClaims(limit: $limit, startingAfter: $startingAfter) { id subject message userEmail createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAudit($search: String, $limit: Int, $startingAfter: ID) {\n    adminAudit(search: $search, limit: $limit, startingAfter: $startingAfter) { id actorEmail action targetKind targetId before after reason createdAt }\n  }\n"): (typeof documents)["\n  query AdminAudit($search: String, $limit: Int, $startingAfter: ID) {\n    adminAudit(search: $search, limit: $limit, startingAfter: $startingAfter) { id actorEmail action targetKind targetId before after reason createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    firstName\n    lastName\n    isAdmin\n    isGuest\n    twoFactorEnabled\n    suspendedAt\n    lastLoginAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    firstName\n    lastName\n    isAdmin\n    isGuest\n    twoFactorEnabled\n    suspendedAt\n    lastLoginAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $limit: Int, $startingAfter: ID) {\n    adminUsers(search: $search, limit: $limit, startingAfter: $startingAfter) { ...AdminUserFields }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $limit: Int, $startingAfter: ID) {\n    adminUsers(search: $search, limit: $limit, startingAfter: $startingAfter) { ...AdminUserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUserFields\n      usageTotal\n      workspaces { role workspace { id name balance } }\n      orders { id number workspaceId amount currency status createdAt }\n    }\n  }\n"): (typeof documents)["\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUserFields\n      usageTotal\n      workspaces { role workspace { id name balance } }\n      orders { id number workspaceId amount currency status createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAdminUser($id: ID!, $suspended: Boolean, $isAdmin: Boolean) {\n    changeAdminUser(id: $id, suspended: $suspended, isAdmin: $isAdmin) { ...AdminUserFields }\n  }\n"): (typeof documents)["\n  mutation ChangeAdminUser($id: ID!, $suspended: Boolean, $isAdmin: Boolean) {\n    changeAdminUser(id: $id, suspended: $suspended, isAdmin: $isAdmin) { ...AdminUserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustWorkspaceCredits($workspaceId: ID!, $amount: Float!, $reason: String!) {\n    adjustWorkspaceCredits(workspaceId: $workspaceId, amount: $amount, reason: $reason) { id balance }\n  }\n"): (typeof documents)["\n  mutation AdjustWorkspaceCredits($workspaceId: ID!, $amount: Float!, $reason: String!) {\n    adjustWorkspaceCredits(workspaceId: $workspaceId, amount: $amount, reason: $reason) { id balance }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettlePayout($id: ID!, $status: String!) {\n    settlePayout(id: $id, status: $status) { ...AdminPayoutFields }\n  }\n"): (typeof documents)["\n  mutation SettlePayout($id: ID!, $status: String!) {\n    settlePayout(id: $id, status: $status) { ...AdminPayoutFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AffiliateFields on Affiliate {\n    code\n    link\n    referrals\n    commissionPercent\n    minimumPayout\n    currency\n    earned\n    paid\n    pending\n    balance\n    payoutMethod { type email accountHolder iban }\n  }\n"): (typeof documents)["\n  fragment AffiliateFields on Affiliate {\n    code\n    link\n    referrals\n    commissionPercent\n    minimumPayout\n    currency\n    earned\n    paid\n    pending\n    balance\n    payoutMethod { type email accountHolder iban }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AffiliatePayoutFields on AffiliatePayout {\n    id\n    amount\n    status\n    method\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AffiliatePayoutFields on AffiliatePayout {\n    id\n    amount\n    status\n    method\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Affiliate {\n    affiliate { ...AffiliateFields }\n  }\n"): (typeof documents)["\n  query Affiliate {\n    affiliate { ...AffiliateFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliatePayouts($limit: Int, $startingAfter: ID) {\n    affiliatePayouts(limit: $limit, startingAfter: $startingAfter) { ...AffiliatePayoutFields }\n  }\n"): (typeof documents)["\n  query AffiliatePayouts($limit: Int, $startingAfter: ID) {\n    affiliatePayouts(limit: $limit, startingAfter: $startingAfter) { ...AffiliatePayoutFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePayoutMethod($method: PayoutMethodInput!) {\n    savePayoutMethod(method: $method) { ...AffiliateFields }\n  }\n"): (typeof documents)["\n  mutation SavePayoutMethod($method: PayoutMethodInput!) {\n    savePayoutMethod(method: $method) { ...AffiliateFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPayout($amount: Float) {\n    requestPayout(amount: $amount) { ...AffiliatePayoutFields }\n  }\n"): (typeof documents)["\n  mutation RequestPayout($amount: Float) {\n    requestPayout(amount: $amount) { ...AffiliatePayoutFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys { id name prefix createdAt lastUsedAt }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys { id name prefix createdAt lastUsedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String, $password: String) {\n    createApiKey(name: $name, password: $password) { id name prefix createdAt key }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String, $password: String) {\n    createApiKey(name: $name, password: $password) { id name prefix createdAt key }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanFields on Plan {\n    id\n    title\n    description\n    billingCycle\n    price\n    salePrice\n    credits\n    features\n    memberCap\n    cloneCap\n  }\n"): (typeof documents)["\n  fragment PlanFields on Plan {\n    id\n    title\n    description\n    billingCycle\n    price\n    salePrice\n    credits\n    features\n    memberCap\n    cloneCap\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteFields on Quote {\n    subtotal\n    discount\n    tax\n    total\n    currency\n    credits\n    coupon { code percentOff amountOff }\n  }\n"): (typeof documents)["\n  fragment QuoteFields on Quote {\n    subtotal\n    discount\n    tax\n    total\n    currency\n    credits\n    coupon { code percentOff amountOff }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    name\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n  }\n"): (typeof documents)["\n  fragment AddressFields on Address {\n    name\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    number\n    createdAt\n    status\n    failureMessage\n    plan { ...PlanFields }\n    description\n    credits\n    subtotal\n    discount\n    tax\n    total\n    currency\n    coupon\n    gateway\n    address { ...AddressFields }\n    paidAt\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id\n    number\n    createdAt\n    status\n    failureMessage\n    plan { ...PlanFields }\n    description\n    credits\n    subtotal\n    discount\n    tax\n    total\n    currency\n    coupon\n    gateway\n    address { ...AddressFields }\n    paidAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingConfig {\n    billingConfig {\n      gateways\n      stripePublishableKey\n      currency\n      customCredits { min max unitPrice }\n    }\n  }\n"): (typeof documents)["\n  query BillingConfig {\n    billingConfig {\n      gateways\n      stripePublishableKey\n      currency\n      customCredits { min max unitPrice }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans {\n    plans { ...PlanFields }\n    me { id workspace { id isEligibleForFreePlan } }\n  }\n"): (typeof documents)["\n  query Plans {\n    plans { ...PlanFields }\n    me { id workspace { id isEligibleForFreePlan } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanQuote($id: ID!, $coupon: String) {\n    planQuote(id: $id, coupon: $coupon) {\n      plan { ...PlanFields }\n      quote { ...QuoteFields }\n    }\n  }\n"): (typeof documents)["\n  query PlanQuote($id: ID!, $coupon: String) {\n    planQuote(id: $id, coupon: $coupon) {\n      plan { ...PlanFields }\n      quote { ...QuoteFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Precheck($id: ID!) {\n    precheck(id: $id) { result message members memberCap voices cloneCap }\n  }\n"): (typeof documents)["\n  query Precheck($id: ID!) {\n    precheck(id: $id) { result message members memberCap voices cloneCap }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomCreditsQuote($amount: Float!, $coupon: String) {\n    customCreditsQuote(amount: $amount, coupon: $coupon) { ...QuoteFields }\n  }\n"): (typeof documents)["\n  query CustomCreditsQuote($amount: Float!, $coupon: String) {\n    customCreditsQuote(amount: $amount, coupon: $coupon) { ...QuoteFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingWorkspaceFields on Workspace {\n    id\n    name\n    credits\n    subscription { id cancelledAt endsAt plan { ...PlanFields } }\n    billingAddress { ...AddressFields }\n  }\n"): (typeof documents)["\n  fragment BillingWorkspaceFields on Workspace {\n    id\n    name\n    credits\n    subscription { id cancelledAt endsAt plan { ...PlanFields } }\n    billingAddress { ...AddressFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingOverview($first: Int) {\n    me {\n      id\n      workspace { ...BillingWorkspaceFields }\n    }\n    orders(first: $first) { ...OrderFields }\n    ordersCount\n  }\n"): (typeof documents)["\n  query BillingOverview($first: Int) {\n    me {\n      id\n      workspace { ...BillingWorkspaceFields }\n    }\n    orders(first: $first) { ...OrderFields }\n    ordersCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($id: ID!) {\n    order(id: $id) { ...OrderFields }\n  }\n"): (typeof documents)["\n  query Order($id: ID!) {\n    order(id: $id) { ...OrderFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderInvoice($id: ID!) {\n    orderInvoice(id: $id)\n  }\n"): (typeof documents)["\n  query OrderInvoice($id: ID!) {\n    orderInvoice(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) { id redirect purchaseToken }\n  }\n"): (typeof documents)["\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) { id redirect purchaseToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteOrder($id: ID!, $paymentIntent: String, $setupIntent: String) {\n    completeOrder(id: $id, paymentIntent: $paymentIntent, setupIntent: $setupIntent) { ...OrderFields }\n  }\n"): (typeof documents)["\n  mutation CompleteOrder($id: ID!, $paymentIntent: String, $setupIntent: String) {\n    completeOrder(id: $id, paymentIntent: $paymentIntent, setupIntent: $setupIntent) { ...OrderFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscription {\n    cancelSubscription { ...BillingWorkspaceFields }\n  }\n"): (typeof documents)["\n  mutation CancelSubscription {\n    cancelSubscription { ...BillingWorkspaceFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBillingAddress($workspaceId: ID!, $address: AddressInput!) {\n    setBillingAddress(workspaceId: $workspaceId, address: $address) { id billingAddress { ...AddressFields } }\n  }\n"): (typeof documents)["\n  mutation SetBillingAddress($workspaceId: ID!, $address: AddressInput!) {\n    setBillingAddress(workspaceId: $workspaceId, address: $address) { id billingAddress { ...AddressFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceBillingAddress {\n    me {\n      id\n      workspace {\n        id\n        billingAddress { ...AddressFields }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceBillingAddress {\n    me {\n      id\n      workspace {\n        id\n        billingAddress { ...AddressFields }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModelFields on Model {\n    key\n    name\n    provider\n    providerLabel\n    description\n    type\n    isAvailable\n    unavailableReason\n    isEnabled\n    granted\n    notGrantedReason\n    isLocal\n    modalitiesInput\n    capabilities\n  }\n"): (typeof documents)["\n  fragment ModelFields on Model {\n    key\n    name\n    provider\n    providerLabel\n    description\n    type\n    isAvailable\n    unavailableReason\n    isEnabled\n    granted\n    notGrantedReason\n    isLocal\n    modalitiesInput\n    capabilities\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssistantFields on Assistant {\n    id\n    name\n    expertise\n    description\n    model\n    avatar\n    granted\n  }\n"): (typeof documents)["\n  fragment AssistantFields on Assistant {\n    id\n    name\n    expertise\n    description\n    model\n    avatar\n    granted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromptFields on Prompt {\n    id\n    title\n    description\n    image\n    content\n  }\n"): (typeof documents)["\n  fragment PromptFields on Prompt {\n    id\n    title\n    description\n    image\n    content\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PresetFields on Preset {\n    id\n    title\n    description\n    image\n    template\n  }\n"): (typeof documents)["\n  fragment PresetFields on Preset {\n    id\n    title\n    description\n    image\n    template\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Models($type: String) {\n    models(type: $type) { ...ModelFields }\n  }\n"): (typeof documents)["\n  query Models($type: String) {\n    models(type: $type) { ...ModelFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Providers($type: String) {\n    providers(type: $type) {\n      name\n      label\n      models { ...ModelFields }\n    }\n  }\n"): (typeof documents)["\n  query Providers($type: String) {\n    providers(type: $type) {\n      name\n      label\n      models { ...ModelFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Assistants {\n    assistants { ...AssistantFields }\n  }\n"): (typeof documents)["\n  query Assistants {\n    assistants { ...AssistantFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTemporaryConversation($title: String) {\n    createTemporaryConversation(title: $title) { ...ConversationFields }\n  }\n"): (typeof documents)["\n  mutation CreateTemporaryConversation($title: String) {\n    createTemporaryConversation(title: $title) { ...ConversationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Prompts($query: String, $limit: Int) {\n    prompts(query: $query, limit: $limit) { ...PromptFields }\n  }\n"): (typeof documents)["\n  query Prompts($query: String, $limit: Int) {\n    prompts(query: $query, limit: $limit) { ...PromptFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Prompt($id: ID!) {\n    prompt(id: $id) { ...PromptFields }\n  }\n"): (typeof documents)["\n  query Prompt($id: ID!) {\n    prompt(id: $id) { ...PromptFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Presets($limit: Int, $sort: String) {\n    presets(limit: $limit, sort: $sort) { ...PresetFields }\n  }\n"): (typeof documents)["\n  query Presets($limit: Int, $sort: String) {\n    presets(limit: $limit, sort: $sort) { ...PresetFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories($types: [String!]) {\n    categories(types: $types) {\n      id\n      title\n      type\n    }\n  }\n"): (typeof documents)["\n  query Categories($types: [String!]) {\n    categories(types: $types) {\n      id\n      title\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatEventFields on ChatEvent {\n    __typename\n    ... on ChatToken { text count }\n    ... on ChatReasoningToken { text }\n    ... on ChatMessage { message { ...MessageFields } }\n    ... on ChatCloning { conversationId }\n    ... on ChatRedirect { path }\n    ... on ToolCall { ...ToolCallFields }\n    ... on ChatError { error outOfCredits }\n  }\n"): (typeof documents)["\n  fragment ChatEventFields on ChatEvent {\n    __typename\n    ... on ChatToken { text count }\n    ... on ChatReasoningToken { text }\n    ... on ChatMessage { message { ...MessageFields } }\n    ... on ChatCloning { conversationId }\n    ... on ChatRedirect { path }\n    ... on ToolCall { ...ToolCallFields }\n    ... on ChatError { error outOfCredits }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConversation($title: String) {\n    createConversation(title: $title) { ...ConversationFields }\n  }\n"): (typeof documents)["\n  mutation CreateConversation($title: String) {\n    createConversation(title: $title) { ...ConversationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) { ...ChatEventFields }\n  }\n"): (typeof documents)["\n  subscription SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) { ...ChatEventFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ResumeReply($conversationId: ID!, $messageId: ID!) {\n    resumeReply(conversationId: $conversationId, messageId: $messageId) { ...ChatEventFields }\n  }\n"): (typeof documents)["\n  subscription ResumeReply($conversationId: ID!, $messageId: ID!) {\n    resumeReply(conversationId: $conversationId, messageId: $messageId) { ...ChatEventFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseBranch($conversationId: ID!, $leafId: ID!, $limit: Int) {\n    chooseBranch(conversationId: $conversationId, leafId: $leafId, limit: $limit) {\n      id\n      currentLeafId\n      hasOlderMessages\n      messages { ...PathMessageFields }\n    }\n  }\n"): (typeof documents)["\n  mutation ChooseBranch($conversationId: ID!, $leafId: ID!, $limit: Int) {\n    chooseBranch(conversationId: $conversationId, leafId: $leafId, limit: $limit) {\n      id\n      currentLeafId\n      hasOlderMessages\n      messages { ...PathMessageFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($conversationId: ID!, $feedback: FeedbackValue!, $message: String) {\n    sendFeedback(conversationId: $conversationId, feedback: $feedback, message: $message) { message feedback }\n  }\n"): (typeof documents)["\n  mutation SendFeedback($conversationId: ID!, $feedback: FeedbackValue!, $message: String) {\n    sendFeedback(conversationId: $conversationId, feedback: $feedback, message: $message) { message feedback }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassificationFields on Classification {\n    id\n    title\n    input\n    status\n    flagged\n    moderation {\n      engine\n      model\n      categories { name score flagged }\n    }\n    sentiment { label compound positive neutral negative lexicon }\n    language { code name confidence }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ClassificationFields on Classification {\n    id\n    title\n    input\n    status\n    flagged\n    moderation {\n      engine\n      model\n      categories { name score flagged }\n    }\n    sentiment { label compound positive neutral negative lexicon }\n    language { code name confidence }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Classification($id: ID!) {\n    classification(id: $id) { ...ClassificationFields }\n  }\n"): (typeof documents)["\n  query Classification($id: ID!) {\n    classification(id: $id) { ...ClassificationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Classifications($query: String, $status: Int, $sort: ListSort, $startingAfter: ID, $limit: Int) {\n    classifications(query: $query, status: $status, sort: $sort, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...ClassificationFields }\n    }\n  }\n"): (typeof documents)["\n  query Classifications($query: String, $status: Int, $sort: ListSort, $startingAfter: ID, $limit: Int) {\n    classifications(query: $query, status: $status, sort: $sort, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...ClassificationFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassificationCount($query: String, $status: Int) {\n    classificationCount(query: $query, status: $status)\n  }\n"): (typeof documents)["\n  query ClassificationCount($query: String, $status: Int) {\n    classificationCount(query: $query, status: $status)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Classify($input: String!) {\n    classify(input: $input) { ...ClassificationFields }\n  }\n"): (typeof documents)["\n  mutation Classify($input: String!) {\n    classify(input: $input) { ...ClassificationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClassificationStatus($id: ID!, $status: Int!) {\n    setClassificationStatus(id: $id, status: $status) { ...ClassificationFields }\n  }\n"): (typeof documents)["\n  mutation SetClassificationStatus($id: ID!, $status: Int!) {\n    setClassificationStatus(id: $id, status: $status) { ...ClassificationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClassification($id: ID!) {\n    deleteClassification(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteClassification($id: ID!) {\n    deleteClassification(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompositionFields on Composition {\n    id\n    title\n    state\n    progress\n    error\n    prompt\n    tags\n    instrumental\n    model\n    duration\n    note\n    outputFile { ...StoredFileFields }\n    wavFile { ...StoredFileFields }\n    cost\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CompositionFields on Composition {\n    id\n    title\n    state\n    progress\n    error\n    prompt\n    tags\n    instrumental\n    model\n    duration\n    note\n    outputFile { ...StoredFileFields }\n    wavFile { ...StoredFileFields }\n    cost\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Compositions($startingAfter: ID, $limit: Int) {\n    compositions(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...CompositionFields }\n    }\n  }\n"): (typeof documents)["\n  query Compositions($startingAfter: ID, $limit: Int) {\n    compositions(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...CompositionFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Composition($id: ID!) {\n    composition(id: $id) { ...CompositionFields }\n  }\n"): (typeof documents)["\n  query Composition($id: ID!) {\n    composition(id: $id) { ...CompositionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompositions($prompt: String!, $tags: [String!]!, $instrumental: Boolean!, $model: String!, $duration: Int!) {\n    createCompositions(prompt: $prompt, tags: $tags, instrumental: $instrumental, model: $model, duration: $duration) { ...CompositionFields }\n  }\n"): (typeof documents)["\n  mutation CreateCompositions($prompt: String!, $tags: [String!]!, $instrumental: Boolean!, $model: String!, $duration: Int!) {\n    createCompositions(prompt: $prompt, tags: $tags, instrumental: $instrumental, model: $model, duration: $duration) { ...CompositionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameComposition($id: ID!, $title: String!) {\n    renameComposition(id: $id, title: $title) { ...CompositionFields }\n  }\n"): (typeof documents)["\n  mutation RenameComposition($id: ID!, $title: String!) {\n    renameComposition(id: $id, title: $title) { ...CompositionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComposition($id: ID!) {\n    deleteComposition(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteComposition($id: ID!) {\n    deleteComposition(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecentDocumentFields on WriterDocument {\n    id\n    kind\n    title\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RecentDocumentFields on WriterDocument {\n    id\n    kind\n    title\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($workspaceId: ID!, $documents: Int, $days: Int) {\n    recentDocuments(limit: $documents) { ...RecentDocumentFields }\n    workspaceUsage(workspaceId: $workspaceId, days: $days) {\n      days { date credits uses }\n      totalCredits\n      totalUses\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($workspaceId: ID!, $documents: Int, $days: Int) {\n    recentDocuments(limit: $documents) { ...RecentDocumentFields }\n    workspaceUsage(workspaceId: $workspaceId, days: $days) {\n      days { date credits uses }\n      totalCredits\n      totalUses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAccountFeedback($message: String!, $name: String, $email: String, $screenshot: Upload) {\n    sendAccountFeedback(message: $message, name: $name, email: $email, screenshot: $screenshot)\n  }\n"): (typeof documents)["\n  mutation SendAccountFeedback($message: String!, $name: String, $email: String, $screenshot: Upload) {\n    sendAccountFeedback(message: $message, name: $name, email: $email, screenshot: $screenshot)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations($startingAfter: ID, $limit: Int, $sort: ListSort) {\n    conversations(startingAfter: $startingAfter, limit: $limit, sort: $sort) {\n      hasMore\n      items { ...ConversationFields }\n    }\n  }\n"): (typeof documents)["\n  query Conversations($startingAfter: ID, $limit: Int, $sort: ListSort) {\n    conversations(startingAfter: $startingAfter, limit: $limit, sort: $sort) {\n      hasMore\n      items { ...ConversationFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchConversations($query: String!, $startingAfter: ID, $limit: Int, $sort: ListSort) {\n    searchConversations(query: $query, startingAfter: $startingAfter, limit: $limit, sort: $sort) {\n      hasMore\n      items { ...ConversationFields }\n    }\n  }\n"): (typeof documents)["\n  query SearchConversations($query: String!, $startingAfter: ID, $limit: Int, $sort: ListSort) {\n    searchConversations(query: $query, startingAfter: $startingAfter, limit: $limit, sort: $sort) {\n      hasMore\n      items { ...ConversationFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OlderMessages($conversationId: ID!, $before: ID!, $limit: Int) {\n    olderMessages(conversationId: $conversationId, before: $before, limit: $limit) {\n      hasMore\n      items { ...PathMessageFields }\n    }\n  }\n"): (typeof documents)["\n  query OlderMessages($conversationId: ID!, $before: ID!, $limit: Int) {\n    olderMessages(conversationId: $conversationId, before: $before, limit: $limit) {\n      hasMore\n      items { ...PathMessageFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameConversation($id: ID!, $title: String!) {\n    renameConversation(id: $id, title: $title) { ...ConversationFields }\n  }\n"): (typeof documents)["\n  mutation RenameConversation($id: ID!, $title: String!) {\n    renameConversation(id: $id, title: $title) { ...ConversationFields }\n  }\n"];
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
export function graphql(source: "\n  fragment AttachmentFields on Attachment {\n    id\n    name\n    mime\n    size\n  }\n"): (typeof documents)["\n  fragment AttachmentFields on Attachment {\n    id\n    name\n    mime\n    size\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ToolCallFields on ToolCall {\n    name\n    arguments\n    result\n  }\n"): (typeof documents)["\n  fragment ToolCallFields on ToolCall {\n    name\n    arguments\n    result\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageFields on Message {\n    id\n    conversationId\n    parentId\n    role\n    content\n    reasoning\n    model\n    quote\n    isProcessing\n    isIncomplete\n    attachments { ...AttachmentFields }\n    call { ...ToolCallFields }\n    calls { ...ToolCallFields }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MessageFields on Message {\n    id\n    conversationId\n    parentId\n    role\n    content\n    reasoning\n    model\n    quote\n    isProcessing\n    isIncomplete\n    attachments { ...AttachmentFields }\n    call { ...ToolCallFields }\n    calls { ...ToolCallFields }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationFields on Conversation {\n    id\n    title\n    cost\n    visibility\n    temporary\n    currentLeafId\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ConversationFields on Conversation {\n    id\n    title\n    cost\n    visibility\n    temporary\n    currentLeafId\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PathMessageFields on Message {\n    ...MessageFields\n    siblingIds\n  }\n"): (typeof documents)["\n  fragment PathMessageFields on Message {\n    ...MessageFields\n    siblingIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversation($id: ID!, $limit: Int, $through: ID) {\n    conversation(id: $id, limit: $limit, through: $through) {\n      ...ConversationFields\n      hasOlderMessages\n      messages { ...PathMessageFields }\n    }\n  }\n"): (typeof documents)["\n  query Conversation($id: ID!, $limit: Int, $through: ID) {\n    conversation(id: $id, limit: $limit, through: $through) {\n      ...ConversationFields\n      hasOlderMessages\n      messages { ...PathMessageFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedConversation($id: ID!) {\n    sharedConversation(id: $id) {\n      id\n      title\n      createdAt\n      currentLeafId\n      messages { ...MessageFields }\n    }\n  }\n"): (typeof documents)["\n  query SharedConversation($id: ID!) {\n    sharedConversation(id: $id) {\n      id\n      title\n      createdAt\n      currentLeafId\n      messages { ...MessageFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetConversationVisibility($id: ID!, $visibility: Int!) {\n    setConversationVisibility(id: $id, visibility: $visibility) { ...ConversationFields }\n  }\n"): (typeof documents)["\n  mutation SetConversationVisibility($id: ID!, $visibility: Int!) {\n    setConversationVisibility(id: $id, visibility: $visibility) { ...ConversationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttachmentFile($id: ID!, $sharedConversationId: ID) {\n    attachmentFile(id: $id, sharedConversationId: $sharedConversationId)\n  }\n"): (typeof documents)["\n  query AttachmentFile($id: ID!, $sharedConversationId: ID) {\n    attachmentFile(id: $id, sharedConversationId: $sharedConversationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignupGuest($firstName: String!, $ref: String, $captchaToken: String) {\n    signupGuest(firstName: $firstName, ref: $ref, captchaToken: $captchaToken) { jwt message isAdmin user { ...UserFields } }\n  }\n"): (typeof documents)["\n  mutation SignupGuest($firstName: String!, $ref: String, $captchaToken: String) {\n    signupGuest(firstName: $firstName, ref: $ref, captchaToken: $captchaToken) { jwt message isAdmin user { ...UserFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaptchaToken {\n    captchaToken\n  }\n"): (typeof documents)["\n  mutation CaptchaToken {\n    captchaToken\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($email: String!, $password: String!, $firstName: String, $lastName: String, $ref: String) {\n    signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName, ref: $ref) { jwt message isAdmin user { ...UserFields } }\n  }\n"): (typeof documents)["\n  mutation Signup($email: String!, $password: String!, $firstName: String, $lastName: String, $ref: String) {\n    signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName, ref: $ref) { jwt message isAdmin user { ...UserFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      challenge\n      auth { jwt message isAdmin user { ...UserFields } }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      challenge\n      auth { jwt message isAdmin user { ...UserFields } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginTwoFactor($challenge: String!, $code: String!) {\n    loginTwoFactor(challenge: $challenge, code: $code) { jwt message isAdmin user { ...UserFields } }\n  }\n"): (typeof documents)["\n  mutation LoginTwoFactor($challenge: String!, $code: String!) {\n    loginTwoFactor(challenge: $challenge, code: $code) { jwt message isAdmin user { ...UserFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TranscriptionFields on Transcription {\n    id\n    title\n    state\n    progress\n    error\n    model\n    inputFile { ...StoredFileFields }\n    content {\n      text\n      segments { start end text }\n    }\n    cost\n    createdAt\n  }\n"): (typeof documents)["\n  fragment TranscriptionFields on Transcription {\n    id\n    title\n    state\n    progress\n    error\n    model\n    inputFile { ...StoredFileFields }\n    content {\n      text\n      segments { start end text }\n    }\n    cost\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transcriptions($startingAfter: ID, $limit: Int) {\n    transcriptions(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...TranscriptionFields }\n    }\n  }\n"): (typeof documents)["\n  query Transcriptions($startingAfter: ID, $limit: Int) {\n    transcriptions(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...TranscriptionFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transcription($id: ID!) {\n    transcription(id: $id) { ...TranscriptionFields }\n  }\n"): (typeof documents)["\n  query Transcription($id: ID!) {\n    transcription(id: $id) { ...TranscriptionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTranscription($file: Upload!, $model: String) {\n    createTranscription(file: $file, model: $model) { ...TranscriptionFields }\n  }\n"): (typeof documents)["\n  mutation CreateTranscription($file: Upload!, $model: String) {\n    createTranscription(file: $file, model: $model) { ...TranscriptionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameTranscription($id: ID!, $title: String!) {\n    renameTranscription(id: $id, title: $title) { ...TranscriptionFields }\n  }\n"): (typeof documents)["\n  mutation RenameTranscription($id: ID!, $title: String!) {\n    renameTranscription(id: $id, title: $title) { ...TranscriptionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTranscription($id: ID!) {\n    deleteTranscription(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTranscription($id: ID!) {\n    deleteTranscription(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IsolatedVoiceFields on IsolatedVoice {\n    id\n    title\n    model\n    state\n    progress\n    error\n    inputFile { ...StoredFileFields }\n    outputFile { ...StoredFileFields }\n    cost\n    createdAt\n  }\n"): (typeof documents)["\n  fragment IsolatedVoiceFields on IsolatedVoice {\n    id\n    title\n    model\n    state\n    progress\n    error\n    inputFile { ...StoredFileFields }\n    outputFile { ...StoredFileFields }\n    cost\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsolatedVoices($startingAfter: ID, $limit: Int) {\n    isolatedVoices(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...IsolatedVoiceFields }\n    }\n  }\n"): (typeof documents)["\n  query IsolatedVoices($startingAfter: ID, $limit: Int) {\n    isolatedVoices(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...IsolatedVoiceFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsolatedVoice($id: ID!) {\n    isolatedVoice(id: $id) { ...IsolatedVoiceFields }\n  }\n"): (typeof documents)["\n  query IsolatedVoice($id: ID!) {\n    isolatedVoice(id: $id) { ...IsolatedVoiceFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsolateVoice($model: String!, $file: Upload!) {\n    isolateVoice(model: $model, file: $file) { ...IsolatedVoiceFields }\n  }\n"): (typeof documents)["\n  mutation IsolateVoice($model: String!, $file: Upload!) {\n    isolateVoice(model: $model, file: $file) { ...IsolatedVoiceFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameIsolatedVoice($id: ID!, $title: String!) {\n    renameIsolatedVoice(id: $id, title: $title) { ...IsolatedVoiceFields }\n  }\n"): (typeof documents)["\n  mutation RenameIsolatedVoice($id: ID!, $title: String!) {\n    renameIsolatedVoice(id: $id, title: $title) { ...IsolatedVoiceFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIsolatedVoice($id: ID!) {\n    deleteIsolatedVoice(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteIsolatedVoice($id: ID!) {\n    deleteIsolatedVoice(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoredFileFields on StoredFile {\n    id\n    url\n    contentType\n    size\n    duration\n  }\n"): (typeof documents)["\n  fragment StoredFileFields on StoredFile {\n    id\n    url\n    contentType\n    size\n    duration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VoiceFields on Voice {\n    id\n    name\n    visibility\n    locale\n    gender\n    owner\n    engine\n    model\n    clone\n    createdAt\n  }\n"): (typeof documents)["\n  fragment VoiceFields on Voice {\n    id\n    name\n    visibility\n    locale\n    gender\n    owner\n    engine\n    model\n    clone\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpeechFields on Speech {\n    id\n    title\n    state\n    progress\n    error\n    prompt\n    voice { id name }\n    outputFile { ...StoredFileFields }\n    cost\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SpeechFields on Speech {\n    id\n    title\n    state\n    progress\n    error\n    prompt\n    voice { id name }\n    outputFile { ...StoredFileFields }\n    cost\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Voices($query: String, $owner: VoiceOwner, $startingAfter: ID, $limit: Int) {\n    voices(query: $query, owner: $owner, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...VoiceFields }\n    }\n  }\n"): (typeof documents)["\n  query Voices($query: String, $owner: VoiceOwner, $startingAfter: ID, $limit: Int) {\n    voices(query: $query, owner: $owner, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...VoiceFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceVoices($limit: Int) {\n    voices(owner: workspace, limit: $limit) {\n      hasMore\n      items { ...VoiceFields }\n    }\n    voiceCount(owner: workspace)\n  }\n"): (typeof documents)["\n  query WorkspaceVoices($limit: Int) {\n    voices(owner: workspace, limit: $limit) {\n      hasMore\n      items { ...VoiceFields }\n    }\n    voiceCount(owner: workspace)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Speeches($startingAfter: ID, $limit: Int) {\n    speeches(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...SpeechFields }\n    }\n  }\n"): (typeof documents)["\n  query Speeches($startingAfter: ID, $limit: Int) {\n    speeches(startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...SpeechFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Speech($id: ID!) {\n    speech(id: $id) { ...SpeechFields }\n  }\n"): (typeof documents)["\n  query Speech($id: ID!) {\n    speech(id: $id) { ...SpeechFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSpeech($voiceId: ID!, $prompt: String!) {\n    createSpeech(voiceId: $voiceId, prompt: $prompt) { ...SpeechFields }\n  }\n"): (typeof documents)["\n  mutation CreateSpeech($voiceId: ID!, $prompt: String!) {\n    createSpeech(voiceId: $voiceId, prompt: $prompt) { ...SpeechFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameSpeech($id: ID!, $title: String!) {\n    renameSpeech(id: $id, title: $title) { ...SpeechFields }\n  }\n"): (typeof documents)["\n  mutation RenameSpeech($id: ID!, $title: String!) {\n    renameSpeech(id: $id, title: $title) { ...SpeechFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSpeech($id: ID!) {\n    deleteSpeech(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSpeech($id: ID!) {\n    deleteSpeech(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloneVoice($name: String!, $consent: Boolean!, $sample: Upload!, $locale: String, $gender: String) {\n    cloneVoice(name: $name, consent: $consent, sample: $sample, locale: $locale, gender: $gender) { ...VoiceFields }\n  }\n"): (typeof documents)["\n  mutation CloneVoice($name: String!, $consent: Boolean!, $sample: Upload!, $locale: String, $gender: String) {\n    cloneVoice(name: $name, consent: $consent, sample: $sample, locale: $locale, gender: $gender) { ...VoiceFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVoice($id: ID!, $name: String, $visibility: Int) {\n    updateVoice(id: $id, name: $name, visibility: $visibility) { ...VoiceFields }\n  }\n"): (typeof documents)["\n  mutation UpdateVoice($id: ID!, $name: String, $visibility: Int) {\n    updateVoice(id: $id, name: $name, visibility: $visibility) { ...VoiceFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceDetailsFields on Workspace {\n    id\n    name\n    ownerId\n    role\n    people { id email firstName lastName role }\n    invitations { id email expiresAt }\n    openaiApiKey\n    anthropicApiKey\n  }\n"): (typeof documents)["\n  fragment WorkspaceDetailsFields on Workspace {\n    id\n    name\n    ownerId\n    role\n    people { id email firstName lastName role }\n    invitations { id email expiresAt }\n    openaiApiKey\n    anthropicApiKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Workspaces {\n    workspaces { id name role isCurrent }\n  }\n"): (typeof documents)["\n  query Workspaces {\n    workspaces { id name role isCurrent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceDetails($id: ID!) {\n    workspaceDetails(id: $id) { ...WorkspaceDetailsFields }\n  }\n"): (typeof documents)["\n  query WorkspaceDetails($id: ID!) {\n    workspaceDetails(id: $id) { ...WorkspaceDetailsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitation($token: String!) {\n    invitation(token: $token) { workspaceId workspaceName email invitedBy expiresAt }\n  }\n"): (typeof documents)["\n  query Invitation($token: String!) {\n    invitation(token: $token) { workspaceId workspaceName email invitedBy expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchWorkspace($id: ID!) {\n    switchWorkspace(id: $id)\n  }\n"): (typeof documents)["\n  mutation SwitchWorkspace($id: ID!) {\n    switchWorkspace(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspace($name: String!) {\n    createWorkspace(name: $name) { ...WorkspaceDetailsFields }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspace($name: String!) {\n    createWorkspace(name: $name) { ...WorkspaceDetailsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameWorkspace($id: ID!, $name: String!) {\n    renameWorkspace(id: $id, name: $name) { ...WorkspaceDetailsFields }\n  }\n"): (typeof documents)["\n  mutation RenameWorkspace($id: ID!, $name: String!) {\n    renameWorkspace(id: $id, name: $name) { ...WorkspaceDetailsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWorkspaceKeys($id: ID!, $openaiApiKey: String, $anthropicApiKey: String) {\n    setWorkspaceKeys(id: $id, openaiApiKey: $openaiApiKey, anthropicApiKey: $anthropicApiKey) { ...WorkspaceDetailsFields }\n  }\n"): (typeof documents)["\n  mutation SetWorkspaceKeys($id: ID!, $openaiApiKey: String, $anthropicApiKey: String) {\n    setWorkspaceKeys(id: $id, openaiApiKey: $openaiApiKey, anthropicApiKey: $anthropicApiKey) { ...WorkspaceDetailsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferWorkspace($id: ID!, $ownerId: ID!) {\n    transferWorkspace(id: $id, ownerId: $ownerId) { ...WorkspaceDetailsFields }\n  }\n"): (typeof documents)["\n  mutation TransferWorkspace($id: ID!, $ownerId: ID!) {\n    transferWorkspace(id: $id, ownerId: $ownerId) { ...WorkspaceDetailsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkspace($id: ID!) {\n    deleteWorkspace(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWorkspace($id: ID!) {\n    deleteWorkspace(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToWorkspace($id: ID!, $email: String!) {\n    inviteToWorkspace(id: $id, email: $email) { ...WorkspaceDetailsFields }\n  }\n"): (typeof documents)["\n  mutation InviteToWorkspace($id: ID!, $email: String!) {\n    inviteToWorkspace(id: $id, email: $email) { ...WorkspaceDetailsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveInvitation($id: ID!, $invitationId: ID!) {\n    removeInvitation(id: $id, invitationId: $invitationId) { ...WorkspaceDetailsFields }\n  }\n"): (typeof documents)["\n  mutation RemoveInvitation($id: ID!, $invitationId: ID!) {\n    removeInvitation(id: $id, invitationId: $invitationId) { ...WorkspaceDetailsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWorkspaceMember($id: ID!, $userId: ID!) {\n    removeWorkspaceMember(id: $id, userId: $userId) { ...WorkspaceDetailsFields }\n  }\n"): (typeof documents)["\n  mutation RemoveWorkspaceMember($id: ID!, $userId: ID!) {\n    removeWorkspaceMember(id: $id, userId: $userId) { ...WorkspaceDetailsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token)\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspacePage {\n    me { id workspace { id name } }\n    workspaces { id name role isCurrent }\n    ordersCount\n  }\n"): (typeof documents)["\n  query WorkspacePage {\n    me { id workspace { id name } }\n    workspaces { id name role isCurrent }\n    ordersCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WriterDocumentFields on WriterDocument {\n    id\n    kind\n    title\n    content\n    presetId\n    language\n    model\n    status\n    isProcessing\n    isIncomplete\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment WriterDocumentFields on WriterDocument {\n    id\n    kind\n    title\n    content\n    presetId\n    language\n    model\n    status\n    isProcessing\n    isIncomplete\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WriterDocumentEventFields on WriterDocumentEvent {\n    __typename\n    ... on WriterDocumentToken { text }\n    ... on WriterDocumentStored { document { ...WriterDocumentFields } }\n    ... on WriterDocumentError { error documentId kept outOfCredits }\n  }\n"): (typeof documents)["\n  fragment WriterDocumentEventFields on WriterDocumentEvent {\n    __typename\n    ... on WriterDocumentToken { text }\n    ... on WriterDocumentStored { document { ...WriterDocumentFields } }\n    ... on WriterDocumentError { error documentId kept outOfCredits }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WriterPresets($limit: Int) {\n    presets(limit: $limit) {\n      ...PresetFields\n      fields { name label multiline }\n    }\n  }\n"): (typeof documents)["\n  query WriterPresets($limit: Int) {\n    presets(limit: $limit) {\n      ...PresetFields\n      fields { name label multiline }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryPresets($limit: Int, $categoryId: ID, $query: String, $startingAfter: ID) {\n    presets(limit: $limit, categoryId: $categoryId, query: $query, startingAfter: $startingAfter) {\n      ...PresetFields\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  query GalleryPresets($limit: Int, $categoryId: ID, $query: String, $startingAfter: ID) {\n    presets(limit: $limit, categoryId: $categoryId, query: $query, startingAfter: $startingAfter) {\n      ...PresetFields\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WriterDocument($kind: DocumentKind!, $id: ID!) {\n    writerDocument(kind: $kind, id: $id) { ...WriterDocumentFields }\n  }\n"): (typeof documents)["\n  query WriterDocument($kind: DocumentKind!, $id: ID!) {\n    writerDocument(kind: $kind, id: $id) { ...WriterDocumentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WriterDocuments($kind: DocumentKind!, $query: String, $status: Int, $sort: ListSort, $startingAfter: ID, $limit: Int) {\n    writerDocuments(kind: $kind, query: $query, status: $status, sort: $sort, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...WriterDocumentFields }\n    }\n  }\n"): (typeof documents)["\n  query WriterDocuments($kind: DocumentKind!, $query: String, $status: Int, $sort: ListSort, $startingAfter: ID, $limit: Int) {\n    writerDocuments(kind: $kind, query: $query, status: $status, sort: $sort, startingAfter: $startingAfter, limit: $limit) {\n      hasMore\n      items { ...WriterDocumentFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WriterDocumentCount($kind: DocumentKind!, $query: String, $status: Int) {\n    writerDocumentCount(kind: $kind, query: $query, status: $status)\n  }\n"): (typeof documents)["\n  query WriterDocumentCount($kind: DocumentKind!, $query: String, $status: Int) {\n    writerDocumentCount(kind: $kind, query: $query, status: $status)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WriteDocument($input: WriteDocumentInput!) {\n    writeDocument(input: $input) { ...WriterDocumentEventFields }\n  }\n"): (typeof documents)["\n  subscription WriteDocument($input: WriteDocumentInput!) {\n    writeDocument(input: $input) { ...WriterDocumentEventFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ResumeDocument($kind: DocumentKind!, $id: ID!) {\n    resumeDocument(kind: $kind, id: $id) { ...WriterDocumentEventFields }\n  }\n"): (typeof documents)["\n  subscription ResumeDocument($kind: DocumentKind!, $id: ID!) {\n    resumeDocument(kind: $kind, id: $id) { ...WriterDocumentEventFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameWriterDocument($kind: DocumentKind!, $id: ID!, $title: String!) {\n    renameWriterDocument(kind: $kind, id: $id, title: $title) { ...WriterDocumentFields }\n  }\n"): (typeof documents)["\n  mutation RenameWriterDocument($kind: DocumentKind!, $id: ID!, $title: String!) {\n    renameWriterDocument(kind: $kind, id: $id, title: $title) { ...WriterDocumentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWriterDocumentStatus($kind: DocumentKind!, $id: ID!, $status: Int!) {\n    setWriterDocumentStatus(kind: $kind, id: $id, status: $status) { ...WriterDocumentFields }\n  }\n"): (typeof documents)["\n  mutation SetWriterDocumentStatus($kind: DocumentKind!, $id: ID!, $status: Int!) {\n    setWriterDocumentStatus(kind: $kind, id: $id, status: $status) { ...WriterDocumentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWriterDocument($kind: DocumentKind!, $id: ID!) {\n    deleteWriterDocument(kind: $kind, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWriterDocument($kind: DocumentKind!, $id: ID!) {\n    deleteWriterDocument(kind: $kind, id: $id)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;