import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { SetConversationVisibilityMutation } from '../../gateway/library/operations';
import { errorText } from '../../lib/errors';
import type { ShareNetwork } from '../../lib/share-links';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The audience modal (SPEC §2): who can see a conversation (private, or anyone with the link),
// copying its link, and sharing it to a network. The choice shows at once and is put back if
// the server refuses; the link can be copied or shared only once the server has made it public.
// The save goes through the gateway client the machine gets in its input, with the link to copy.

export const PRIVATE = 0;
export const PUBLIC = 2;

export interface AudienceInput extends WithGateway {
  conversationId: string;
  visibility: number;
  /** The conversation's share link, as the page shows it (its origin is the page's). */
  link: string;
}

export interface AudienceContext {
  client: Client | null;
  conversationId: string;
  link: string;
  /** What the modal shows. */
  visibility: number;
  /** What the server last confirmed. */
  saved: number;
}

export type AudienceEvent =
  | { type: 'CHOOSE'; visibility: number }
  | { type: 'COPY' }
  | { type: 'SHARE'; network: ShareNetwork };

/** Told to the view: toasts, and the popup (opened in the same click, so no blocker stops it). */
export type AudienceEmitted =
  | { type: 'copied' }
  | { type: 'copyFailed' }
  | { type: 'saveFailed'; message: string }
  | { type: 'share'; network: ShareNetwork };

export const audienceMachine = setup({
  types: {
    input: {} as AudienceInput,
    context: {} as AudienceContext,
    events: {} as AudienceEvent,
    emitted: {} as AudienceEmitted,
  },
  actors: {
    saveVisibility: fromPromise<{ visibility: number }, WithGateway & { conversationId: string; visibility: number }>(async ({ input }) => {
      const variables = { id: input.conversationId, visibility: input.visibility };
      const result = await gatewayOf(input, 'audienceMachine').mutation(SetConversationVisibilityMutation, variables).toPromise();
      if (result.error || !result.data) throw new Error(errorText(result.error));
      return { visibility: result.data.setConversationVisibility.visibility };
    }),
    copyLink: fromPromise<void, { link: string }>(async ({ input }) => {
      await navigator.clipboard.writeText(input.link);
    }),
  },
  guards: {
    changes: ({ context, event }) => event.type === 'CHOOSE' && event.visibility !== context.visibility,
    isPublic: ({ context }) => context.saved === PUBLIC,
  },
  actions: {
    show: assign({ visibility: ({ event, context }) => (event.type === 'CHOOSE' ? event.visibility : context.visibility) }),
    share: emit(({ event }) => ({ type: 'share' as const, network: event.type === 'SHARE' ? event.network : 'facebook' })),
  },
}).createMachine({
  id: 'audience',
  context: ({ input }) => ({
    client: input.client ?? null,
    conversationId: input.conversationId,
    link: input.link,
    visibility: input.visibility,
    saved: input.visibility,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE: { guard: 'changes', target: 'saving', actions: 'show' },
        COPY: { guard: 'isPublic', target: 'copying' },
        SHARE: { guard: 'isPublic', actions: 'share' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveVisibility',
        src: 'saveVisibility',
        input: ({ context }) => ({ client: context.client, conversationId: context.conversationId, visibility: context.visibility }),
        onDone: { target: 'idle', actions: assign(({ event }) => ({ visibility: event.output.visibility, saved: event.output.visibility })) },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context }) => ({ visibility: context.saved })),
            emit(({ event }) => ({ type: 'saveFailed' as const, message: event.error instanceof Error ? event.error.message : String(event.error) })),
          ],
        },
      },
    },
    copying: {
      tags: 'busy',
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        input: ({ context }) => ({ link: context.link }),
        onDone: { target: 'idle', actions: emit({ type: 'copied' }) },
        onError: { target: 'idle', actions: emit({ type: 'copyFailed' }) },
      },
    },
  },
});

/** The audience the dialog shows chosen. */
export const selectShownAudience = (snapshot: SnapshotFrom<typeof audienceMachine>) => snapshot.context.visibility;
/** The audience last saved on the server. */
export const selectSavedAudience = (snapshot: SnapshotFrom<typeof audienceMachine>) => snapshot.context.saved;
