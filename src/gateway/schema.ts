// The local GraphQL schema the UI queries, executed in the browser by urql's executeExchange.
// Built from codegen's sorted single-file copy of schema/*.graphql, so the bundle carries
// exactly the schema the generated types describe (`npm test` fails when that copy is stale).
import typeDefs from './generated/schema.graphql?raw';
import { attachResolvers } from './attachResolvers';
import { accountResolvers } from './resolvers/account';
import { assistantResolvers } from './resolvers/assistants';
import { catalogueResolvers } from './resolvers/catalogue';
import { chatResolvers } from './resolvers/chat';
import { branchResolvers } from './resolvers/branches';
import { libraryResolvers } from './resolvers/library';
import { sharingResolvers } from './resolvers/sharing';
import { promptResolvers } from './resolvers/prompts';
import { resumeResolvers } from './resolvers/resume';
import { attachmentResolvers } from './resolvers/attachments';

export { typeDefs };

export const schema = attachResolvers(typeDefs, [accountResolvers, catalogueResolvers, libraryResolvers, chatResolvers, branchResolvers, assistantResolvers, promptResolvers, resumeResolvers, sharingResolvers, attachmentResolvers]);
