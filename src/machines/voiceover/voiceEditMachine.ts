import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { UpdateVoiceMutation } from '../../gateway/voiceover/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import { nameMissing } from './voiceCloneMachine';

// The voice edit modal (SPEC §2): a clone's name and visibility (0 only whoever cloned it, 1 the
// workspace). Save sends both; the answer is the voice, which graphcache shows everywhere; a
// refusal stays in the modal with what was typed.

export interface VoiceDraft {
  id: string;
  name: string;
  visibility: number;
}

interface Context extends WithGateway {
  draft: VoiceDraft | null;
  error: string | null;
}

type Event = { type: 'OPEN'; voice: VoiceDraft } | { type: 'CLOSE' } | { type: 'CHANGE'; name?: string; visibility?: number } | { type: 'SAVE' };

export const voiceEditMachine = setup({
  types: { input: {} as WithGateway, context: {} as Context, events: {} as Event, emitted: {} as { type: 'saved'; id: string } },
  actors: {
    updateVoice: fromPromise<void, WithGateway & VoiceDraft>(async ({ input }) => {
      const result = await gatewayOf(input, 'voiceEditMachine').mutation(UpdateVoiceMutation, { id: input.id, name: input.name.trim(), visibility: input.visibility }).toPromise();
      if (result.error) throw result.error;
    }),
  },
  guards: { named: ({ context }) => !!context.draft?.name.trim() },
}).createMachine({
  id: 'voiceEdit',
  context: ({ input }) => ({ client: input.client ?? null, draft: null, error: null }),
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'editing', actions: assign({ draft: ({ event }) => event.voice, error: null }) } } },
    editing: {
      on: {
        CHANGE: { actions: assign(({ context, event }) => ({ draft: { ...context.draft!, ...(event.name !== undefined && { name: event.name }), ...(event.visibility !== undefined && { visibility: event.visibility }) }, error: null })) },
        SAVE: [{ guard: 'named', target: 'saving' }, { actions: assign({ error: nameMissing }) }],
        CLOSE: 'closed',
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'updateVoice',
        src: 'updateVoice',
        input: ({ context }) => ({ client: context.client, ...context.draft! }),
        onDone: { target: 'closed', actions: emit(({ context }) => ({ type: 'saved' as const, id: context.draft!.id })) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});

/** What the modal shows. */
export const selectVoiceEdit = (snapshot: SnapshotFrom<typeof voiceEditMachine>) => ({
  open: !snapshot.matches('closed'),
  name: snapshot.context.draft?.name ?? '',
  visibility: snapshot.context.draft?.visibility ?? 0,
  saving: snapshot.hasTag('busy'),
  error: snapshot.context.error,
});
