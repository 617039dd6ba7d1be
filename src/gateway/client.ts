// The urql client the UI uses: graphcache in front, then the local schema executed in the
// page against the REST API (ARCHITECTURE.md, STYLE.md "Gateway"). There is no GraphQL server.
import { Client, type Operation } from '@urql/core';
import { cacheExchange } from '@urql/exchange-graphcache';
import type { GatewayContext } from './context';
import { executeExchange } from './execute-exchange';
import { liveStreamEnds } from './stream-ends';
import type { Rest } from './rest';
// The introspection lets graphcache tell unions apart, see which fields may be null and serve partial results.
import { gateway, introspection } from './schema';

/**
 * One client per signed-in session: logout invalidates every query, but the simplest way to
 * drop everything the previous user saw is to create a new client (same `rest`).
 */
export function createGatewayClient(rest: Rest): Client {
  const liveStreams = liveStreamEnds();
  const client = new Client({
    url: '/graphql', // required by urql, never requested: executeExchange answers every operation
    exchanges: [
      // Every domain's keys, cache resolvers and updates (domains.ts); a lazy domain's join as it loads.
      cacheExchange({ schema: introspection, ...gateway.cache }),
      liveStreams.exchange,
      // Per operation: a live stream's Stop signal travels in its urql context, and its end back (context.ts).
      executeExchange({
        schema: gateway.schema,
        prepare: gateway.prepare,
        context: (operation: Operation): GatewayContext => ({ rest, stop: operation.context.stop, endStream: liveStreams.endStreamOf(operation) }),
      }),
    ],
  });
  // A removal moved the session to another workspace (rest.ts): what was read was about the
  // one left. Switching to where the session is now forgets every answer, as any switch does.
  // The workspaces domain loads then (its operations bring its code): every page carries this
  // client, and few ever need it.
  rest.onSessionMoved(({ workspaceId }) => {
    void import('./workspaces/operations').then(({ SwitchWorkspaceMutation }) => client.mutation(SwitchWorkspaceMutation, { id: workspaceId }).toPromise());
  });
  return client;
}
