import { assign, emit, setup, type SnapshotFrom } from 'xstate';

// The options modal (model and assistant): a draft while open, applied on Save only, so
// Cancel or Escape leaves the chat's options as they were. Locked choices never reach the
// draft: the screen disables them and the guards refuse them.

export interface ChatOptions {
  model: string | null;
  assistantId: string | null;
}

export type ChatOptionsEvent =
  | { type: 'OPEN'; current: ChatOptions }
  | { type: 'MODEL.SELECT'; model: string; granted: boolean }
  | { type: 'ASSISTANT.SELECT'; assistantId: string | null; granted: boolean }
  | { type: 'SAVE' }
  | { type: 'CANCEL' };

export type ChatOptionsEmitted = { type: 'saved'; options: ChatOptions };

export const chatOptionsMachine = setup({
  types: {
    context: {} as { current: ChatOptions; draft: ChatOptions },
    events: {} as ChatOptionsEvent,
    emitted: {} as ChatOptionsEmitted,
  },
  guards: {
    granted: ({ event }) => (event.type === 'MODEL.SELECT' || event.type === 'ASSISTANT.SELECT') && event.granted,
  },
}).createMachine({
  id: 'chatOptions',
  context: { current: { model: null, assistantId: null }, draft: { model: null, assistantId: null } },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { target: 'open', actions: assign(({ event }) => ({ current: { ...event.current }, draft: { ...event.current } })) },
      },
    },
    open: {
      tags: 'visible',
      on: {
        'MODEL.SELECT': {
          guard: 'granted',
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, model: event.model }) }),
        },
        'ASSISTANT.SELECT': {
          guard: 'granted',
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, assistantId: event.assistantId }) }),
        },
        SAVE: {
          target: 'closed',
          actions: [assign({ current: ({ context }) => context.draft }), emit(({ context }) => ({ type: 'saved' as const, options: context.draft }))],
        },
        CANCEL: { target: 'closed', actions: assign({ draft: ({ context }) => context.current }) },
      },
    },
  },
});

/** The modal is open, with the choice not saved yet. */
export const selectOptionsDraft = (snapshot: SnapshotFrom<typeof chatOptionsMachine>) => (snapshot.hasTag('visible') ? snapshot.context.draft : null);
