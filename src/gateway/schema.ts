// The local GraphQL schema the UI queries, executed in the page (execute.ts) against the REST
// API: codegen's minified introspection of schema/*.graphql (`npm test` fails when it is
// stale), with every gateway domain's resolvers (domains.ts), lazy ones as they load (compose.ts).
import introspection from './generated/introspection';
import { composeGateway } from './compose';
import { domains } from './domains';

export { introspection };

export const gateway = composeGateway(introspection, domains);
export const schema = gateway.schema;
