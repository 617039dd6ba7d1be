// The local GraphQL schema the UI queries, executed in the page (execute.ts) against the REST
// API: codegen's minified introspection of schema/*.graphql (`npm test` fails when it is
// stale), with every gateway domain's resolvers (domains.ts).
import introspection from './generated/introspection';
import { composeResolvers } from './domain';
import { domains } from './domains';
import { executableSchema } from './executable-schema';

export { introspection };

export const schema = executableSchema(introspection, composeResolvers(domains));
