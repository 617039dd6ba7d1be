// The urql client the UI uses: graphcache in front, then the local schema executed in the
// page against the REST API (ARCHITECTURE.md, STYLE.md "Gateway"). There is no GraphQL server.
import { Client, mapExchange, type Operation } from '@urql/core';
import { cacheExchange } from '@urql/exchange-graphcache';
import { executeExchange } from '@urql/exchange-execute';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { composeCache } from './domain';
import { domains } from './domains';
import type { GatewayContext } from './context';
import { isLastChatEvent } from './chat/reply-stream';
import type { Rest } from './rest';
import { schema, typeDefs } from './schema';

// Lets graphcache tell unions apart, see which fields may be null and serve partial results.
// Built from the SDL with this module's own `graphql`, not from `schema`: under Node (Vitest)
// graphql-tools and the execute exchange load graphql's CommonJS build while source files get
// its ESM build, and graphql refuses a schema object from the other copy.
const introspection = introspectionFromSchema(buildSchema(typeDefs));
/** Every domain's keys, cache resolvers and updates (domains.ts). */
const cache = composeCache(domains);

/**
 * One client per signed-in session: logout invalidates every query, but the simplest way to
 * drop everything the previous user saw is to create a new client (same `rest`).
 */
export function createGatewayClient(rest: Rest): Client {
  return new Client({
    url: '/graphql', // required by urql, never requested: executeExchange answers every operation
    exchanges: [
      cacheExchange({ schema: introspection, ...cache }),
      endChatStreams,
      // Per operation: a chat stream's Stop signal travels in its urql context (context.ts).
      executeExchange({ schema, context: (operation: Operation): GatewayContext => ({ rest, stop: operation.context.stop }) }),
    ],
  });
}

/**
 * urql ends a subscription's source only on a result with `hasNext: false`, which
 * executeExchange never sends when the resolver's iterator finishes. The chat stream's last
 * event is known (the stored reply or an error), so mark it: the UI's source then completes.
 */
const endChatStreams = mapExchange({
  onResult(result) {
    const data = result.data as { sendMessage?: Parameters<typeof isLastChatEvent>[0]; resumeReply?: Parameters<typeof isLastChatEvent>[0] } | null;
    const event = data?.sendMessage ?? data?.resumeReply;
    return result.operation.kind === 'subscription' && event && isLastChatEvent(event) ? { ...result, hasNext: false } : result;
  },
});
