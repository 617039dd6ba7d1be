// The local GraphQL schema the UI queries, executed in the browser by urql's executeExchange.
// Built from codegen's sorted single-file copy of schema/*.graphql, so the bundle carries
// exactly the schema the generated types describe (`npm test` fails when that copy is stale),
// with every gateway domain's resolvers (domains.ts).
import typeDefs from './generated/schema.graphql?raw';
import { attachResolvers } from './attachResolvers';
import { composeResolvers } from './domain';
import { domains } from './domains';

export { typeDefs };

export const schema = attachResolvers(typeDefs, composeResolvers(domains));
