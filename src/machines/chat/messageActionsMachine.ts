import { assign, emit, fromPromise, setup, waitFor, type ActorRefFrom } from 'xstate';
import type { Client } from '@urql/core';
import { ChooseBranchMutation, SendFeedbackMutation } from '../../gateway/chat/operations';
import type { FeedbackValue } from '../../gateway/generated/graphql';
import { errorText } from '../../lib/errors';
import { gatewayOf } from '../gatewayClient';
import { loadedLength, refreshConversation } from './chatActors';

// The writes of the chat's message actions: switching version at a fork (the chosen leaf is
// kept on the server) and the feedback on the last answer. One at a time; what the user must
// hear comes out as `failed` / `feedbackSent` for the screen's toasts.

export const MESSAGE_NOT_FOUND = 'Message not found!';

type Event = { type: 'CHOOSE'; conversationId: string; leafId: string } | { type: 'FEEDBACK'; conversationId: string; value: FeedbackValue; message: string | null };

interface Context {
  client: Client | null;
  conversationId: string | null;
  /** Whether the last feedback was stored (the toolbar then shows the vote). */
  feedbackStored: boolean;
}

export const messageActionsMachine = setup({
  types: {
    input: {} as { client?: Client | null },
    context: {} as Context,
    events: {} as Event,
    emitted: {} as { type: 'failed'; message: string } | { type: 'feedbackSent'; message: string },
  },
  actors: {
    chooseBranch: fromPromise<void, { client: Client | null; conversationId: string; leafId: string }>(async ({ input }) => {
      const client = gatewayOf(input, 'messageActionsMachine');
      // The new path comes back with the mutation, as many messages of it as are loaded now.
      const variables = { conversationId: input.conversationId, leafId: input.leafId, limit: loadedLength(client, input.conversationId) };
      const result = await client.mutation(ChooseBranchMutation, variables).toPromise();
      if (result.error) throw result.error;
    }),
    sendFeedback: fromPromise<string, { client: Client | null; conversationId: string; value: FeedbackValue; message: string | null }>(async ({ input }) => {
      const variables = { conversationId: input.conversationId, feedback: input.value, message: input.message };
      const result = await gatewayOf(input, 'messageActionsMachine').mutation(SendFeedbackMutation, variables).toPromise();
      if (result.error) throw result.error;
      return result.data?.sendFeedback.message ?? 'Thank you for feedback.';
    }),
  },
  actions: {
    // The version the server keeps is unknown after a failure: read the conversation again.
    refresh: ({ context }) => {
      if (context.client && context.conversationId) void refreshConversation(context.client, context.conversationId);
    },
  },
}).createMachine({
  id: 'messageActions',
  context: ({ input }) => ({ client: input.client ?? null, conversationId: null, feedbackStored: false }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE: { target: 'choosing', actions: assign({ conversationId: ({ event }) => event.conversationId }) },
        FEEDBACK: { target: 'sendingFeedback', actions: assign({ conversationId: ({ event }) => event.conversationId, feedbackStored: false }) },
      },
    },
    choosing: {
      tags: 'busy',
      // Clicking on through the versions: the latest choice is the one that counts.
      on: { CHOOSE: { target: 'choosing', reenter: true, actions: assign({ conversationId: ({ event }) => event.conversationId }) } },
      invoke: {
        id: 'chooseBranch',
        src: 'chooseBranch',
        input: ({ context, event }) => ({ client: context.client, conversationId: context.conversationId!, leafId: (event as Extract<Event, { type: 'CHOOSE' }>).leafId }),
        onDone: 'idle',
        onError: {
          target: 'idle',
          actions: [
            emit(({ event }) => {
              const status = (event.error as { graphQLErrors?: { extensions?: { status?: number } }[] }).graphQLErrors?.[0]?.extensions?.status;
              return { type: 'failed' as const, message: status === 404 ? MESSAGE_NOT_FOUND : errorText(event.error) };
            }),
            'refresh',
          ],
        },
      },
    },
    sendingFeedback: {
      tags: 'busy',
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context, event }) => {
          const { value, message } = event as Extract<Event, { type: 'FEEDBACK' }>;
          return { client: context.client, conversationId: context.conversationId!, value, message };
        },
        onDone: { target: 'idle', actions: [assign({ feedbackStored: true }), emit(({ event }) => ({ type: 'feedbackSent' as const, message: event.output }))] },
        onError: { target: 'idle', actions: emit(({ event }) => ({ type: 'failed' as const, message: errorText(event.error) })) },
      },
    },
  },
});

/** Sends feedback and resolves once it is settled: true when the server stored it (the toolbar then shows the vote). */
export async function sendFeedback(actor: ActorRefFrom<typeof messageActionsMachine>, feedback: Omit<Extract<Event, { type: 'FEEDBACK' }>, 'type'>): Promise<boolean> {
  actor.send({ type: 'FEEDBACK', ...feedback });
  return (await waitFor(actor, (s) => !s.hasTag('busy'))).context.feedbackStored;
}
