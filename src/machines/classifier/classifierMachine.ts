import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ClassifyMutation } from '../../gateway/classifier/operations';
import { classificationInputMissing, classificationInputTooLong, maxClassificationInput } from '../../../contract/tool-limits';
import { errorStatus, errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The classifier's form (SPEC §2 "Classifier": form, history, preview): the text is checked
// here with the server's own limits and words, sent once (a second Classify while one is in
// flight is ignored), and the screen is told the new classification's id so it can show it.
// A refusal shows the server's message under the form; a workspace out of credits (402) gets
// the chat's message, and the view adds a link to the plans.

/** The problem with a text before it is sent, in the server's words; null when it can go. */
export function inputProblem(input: string): string | null {
  const text = input.trim();
  if (!text) return classificationInputMissing;
  if (text.length > maxClassificationInput) return classificationInputTooLong;
  return null;
}

interface Context extends WithGateway {
  input: string;
  /** Why the last Classify did not go through (the check here, or the server's message). */
  error: string | null;
  /** The last refusal was the workspace being out of credits. */
  outOfCredits: boolean;
}

type Event = { type: 'INPUT.CHANGE'; value: string } | { type: 'SUBMIT' };

export const classifierMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as Event,
    emitted: {} as { type: 'classified'; id: string },
  },
  actors: {
    classify: fromPromise<{ id: string }, WithGateway & { input: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'classifierMachine').mutation(ClassifyMutation, { input: input.input }).toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('The text could not be classified.');
      return { id: result.data.classify.id };
    }),
  },
  guards: {
    sendable: ({ context }) => inputProblem(context.input) === null,
  },
  actions: {
    change: assign(({ event }) => {
      assertEvent(event, 'INPUT.CHANGE');
      return { input: event.value, error: null, outOfCredits: false };
    }),
    refuse: assign({ error: ({ context }) => inputProblem(context.input) }),
    failed: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return { error: errorText(error), outOfCredits: errorStatus(error) === 402 };
    }),
  },
}).createMachine({
  id: 'classifier',
  context: ({ input }) => ({ client: input.client ?? null, input: '', error: null, outOfCredits: false }),
  initial: 'editing',
  on: {
    'INPUT.CHANGE': { actions: 'change' },
  },
  states: {
    editing: {
      on: {
        SUBMIT: [{ guard: 'sendable', target: 'submitting' }, { target: 'invalid', actions: 'refuse' }],
      },
    },
    // The text was refused here, before any request.
    invalid: {
      tags: 'failed',
      on: {
        'INPUT.CHANGE': { target: 'editing', actions: 'change' },
        SUBMIT: [{ guard: 'sendable', target: 'submitting' }, { actions: 'refuse' }],
      },
    },
    submitting: {
      tags: 'busy',
      entry: assign({ error: null, outOfCredits: false }),
      // Typing goes on while it is read, but the text being classified is the one sent; no SUBMIT here.
      invoke: {
        id: 'classify',
        src: 'classify',
        input: ({ context }) => ({ client: context.client, input: context.input.trim() }),
        onDone: {
          target: 'done',
          // The form is ready for the next text; the result is shown by its id.
          actions: [assign({ input: '' }), emit(({ event }) => ({ type: 'classified' as const, id: event.output.id }))],
        },
        onError: { target: 'failed', actions: 'failed' },
      },
    },
    done: {
      tags: 'done',
      on: {
        SUBMIT: [{ guard: 'sendable', target: 'submitting' }, { target: 'invalid', actions: 'refuse' }],
      },
    },
    // The server refused or could not be reached: its message stays until the text changes or is sent again.
    failed: {
      tags: 'failed',
      on: {
        'INPUT.CHANGE': { target: 'editing', actions: 'change' },
        SUBMIT: [{ guard: 'sendable', target: 'submitting' }, { target: 'invalid', actions: 'refuse' }],
      },
    },
  },
});

/** The form as the screen shows it: the text typed, and why the last Classify failed. */
export const selectClassifierForm = (snapshot: SnapshotFrom<typeof classifierMachine>) => ({
  input: snapshot.context.input,
  busy: snapshot.hasTag('busy'),
  error: snapshot.hasTag('failed') ? snapshot.context.error : null,
  outOfCredits: snapshot.hasTag('failed') && snapshot.context.outOfCredits,
});
