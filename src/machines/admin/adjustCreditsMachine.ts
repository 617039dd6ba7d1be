import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { creditsAdjusted } from '../../../contract/admin-limits';
import { AdjustWorkspaceCreditsMutation } from '../../gateway/admin/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// Giving or taking a workspace's credits on the admin page: the draft (which workspace, how many,
// why) is typed here and checked before it is sent (a number other than zero, a reason), then sent
// once. Done: 'adjusted' with the toast's words, the draft cleared (the answer carries the new
// balance, which graphcache puts on the workspace shown). Refused: the server's words (below
// zero), the draft kept to correct.

export const amountNeeded = 'Enter a number of credits other than 0: negative takes credits away.';
export const reasonNeeded = 'Please say why the credits change.';

export type CreditField = 'workspaceId' | 'amount' | 'reason';

interface Context extends WithGateway {
  workspaceId: string;
  amount: string;
  reason: string;
  error: string | null;
}

const amountOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

export const adjustCreditsMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as { type: 'EDIT'; field: CreditField; value: string } | { type: 'SUBMIT' },
    emitted: {} as { type: 'adjusted'; workspaceId: string; message: string },
  },
  guards: {
    amountInvalid: ({ context }) => !Number.isFinite(amountOf(context.amount)) || amountOf(context.amount) === 0,
    reasonMissing: ({ context }) => context.reason.trim() === '',
  },
  actors: {
    adjust: fromPromise<void, WithGateway & { workspaceId: string; amount: number; reason: string }>(async ({ input }) => {
      const variables = { workspaceId: input.workspaceId, amount: input.amount, reason: input.reason };
      const result = await gatewayOf(input, 'adjustCreditsMachine').mutation(AdjustWorkspaceCreditsMutation, variables).toPromise();
      if (result.error || !result.data) throw result.error;
    }),
  },
}).createMachine({
  id: 'adjustCredits',
  context: ({ input }) => ({ client: input.client ?? null, workspaceId: '', amount: '', reason: '', error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: assign(({ event }) => ({ [event.field]: event.value, error: null })) },
        SUBMIT: [
          { guard: 'amountInvalid', actions: assign({ error: amountNeeded }) },
          { guard: 'reasonMissing', actions: assign({ error: reasonNeeded }) },
          { target: 'saving', actions: assign({ error: null }) },
        ],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'adjust',
        src: 'adjust',
        input: ({ context }) => ({ client: context.client, workspaceId: context.workspaceId, amount: amountOf(context.amount), reason: context.reason.trim() }),
        onDone: {
          target: 'editing',
          actions: [emit(({ context }) => ({ type: 'adjusted' as const, workspaceId: context.workspaceId, message: creditsAdjusted })), assign({ amount: '', reason: '' })],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});

/** The draft as typed, whether it is on its way, and what refused it. */
export function selectCreditDraft(snapshot: SnapshotFrom<typeof adjustCreditsMachine>) {
  const { workspaceId, amount, reason, error } = snapshot.context;
  return { workspaceId, amount, reason, error, busy: snapshot.hasTag('busy') };
}
