// The local GraphQL schema the UI queries, executed in the browser by urql's executeExchange.
// Built from codegen's sorted single-file copy of schema/*.graphql, so the bundle carries
// exactly the schema the generated types describe (`npm test` fails when that copy is stale).
import typeDefs from './generated/schema.graphql?raw';
import { attachResolvers } from './attachResolvers';
import { accountResolvers } from './account/resolvers';
import { assistantResolvers } from './catalogue/assistant-resolvers';
import { catalogueResolvers } from './catalogue/resolvers';
import { chatResolvers } from './chat/resolvers';
import { branchResolvers } from './chat/branch-resolvers';
import { libraryResolvers } from './library/resolvers';
import { sharingResolvers } from './library/sharing-resolvers';
import { promptResolvers } from './catalogue/prompt-resolvers';
import { resumeResolvers } from './chat/resume-resolvers';
import { attachmentResolvers } from './library/attachment-resolvers';

export { typeDefs };

export const schema = attachResolvers(typeDefs, [accountResolvers, catalogueResolvers, libraryResolvers, chatResolvers, branchResolvers, assistantResolvers, promptResolvers, resumeResolvers, sharingResolvers, attachmentResolvers]);
