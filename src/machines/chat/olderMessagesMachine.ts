import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { OlderMessagesQuery } from '../../gateway/history/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// Scrolling up a long conversation: a conversation opens with the newest page of its chosen path
// (the screen's query), and this machine loads the page above the first loaded message when the
// reader nears the top. One page at a time; graphcache puts it in front of the loaded messages
// (src/gateway/history/cache-thread.ts), so the list just grows upwards. A failure waits for
// Retry, with the error for the screen to show.

export interface OlderPage {
  conversationId: string;
  /** The first loaded message: the page is the messages above it. */
  before: string;
}

type Event = ({ type: 'LOAD' } & OlderPage) | { type: 'RETRY' };

interface Context {
  client: Client | null;
  page: OlderPage | null;
  error: string | null;
}

export const olderMessagesMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as Event,
  },
  actors: {
    loadOlder: fromPromise<void, WithGateway & OlderPage>(async ({ input }) => {
      const variables = { conversationId: input.conversationId, before: input.before };
      // Always from the server: the page is merged into the conversation when it is written.
      const result = await gatewayOf(input, 'olderMessagesMachine').query(OlderMessagesQuery, variables, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
    }),
  },
  guards: {
    // At the top after a failure, every scroll would ask again: only Retry (or another page) does.
    anotherPage: ({ context, event }) => event.type === 'LOAD' && (event.conversationId !== context.page?.conversationId || event.before !== context.page?.before),
  },
  actions: {
    remember: assign({ page: ({ event }) => (event.type === 'LOAD' ? { conversationId: event.conversationId, before: event.before } : null), error: null }),
  },
}).createMachine({
  id: 'olderMessages',
  context: ({ input }) => ({ client: input.client ?? null, page: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { LOAD: { target: 'loading', actions: 'remember' } },
    },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadOlder',
        src: 'loadOlder',
        input: ({ context }) => ({ client: context.client, ...context.page! }),
        onDone: 'idle',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      tags: 'failed',
      on: {
        RETRY: { target: 'loading', actions: assign({ error: null }) },
        // Another conversation (or the list moved on): start over there.
        LOAD: { guard: 'anotherPage', target: 'loading', actions: 'remember' },
      },
    },
  },
});

/** Whether a page above is loading, or why it failed: about this conversation's pages only, not the one the user just left. */
export const selectOlderPages = (snapshot: SnapshotFrom<typeof olderMessagesMachine>, conversationId: string | null) => {
  const here = snapshot.context.page?.conversationId === conversationId;
  return { loading: here && snapshot.hasTag('loading'), error: here && snapshot.hasTag('failed') ? snapshot.context.error || 'Please try again.' : null };
};
