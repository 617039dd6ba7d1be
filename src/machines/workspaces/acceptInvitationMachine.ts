import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { AcceptInvitationMutation } from '../../gateway/workspaces/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// Accepting an invitation from its mailed link: Join, then the stored token acts in the joined
// workspace and the screen goes to the workspace page (`joined`). A refusal (used, expired, for
// another email) stays on the page in the server's words. Join while the request is out is ignored.

interface Input extends WithGateway {
  token: string;
}

interface Context extends Input {
  error: string | null;
}

export const acceptInvitationMachine = setup({
  types: { input: {} as Input, context: {} as Context, events: {} as { type: 'ACCEPT' }, emitted: {} as { type: 'joined' } },
  actors: {
    accept: fromPromise<void, Input>(async ({ input }) => {
      const result = await gatewayOf(input, 'acceptInvitationMachine').mutation(AcceptInvitationMutation, { token: input.token }).toPromise();
      if (result.error) throw result.error;
    }),
  },
}).createMachine({
  id: 'acceptInvitation',
  context: ({ input }) => ({ client: input.client ?? null, token: input.token, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { ACCEPT: { target: 'accepting', actions: assign({ error: null }) } } },
    accepting: {
      tags: 'busy',
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => ({ client: context.client, token: context.token }),
        onDone: { target: 'joined', actions: emit({ type: 'joined' as const }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    joined: { type: 'final' },
  },
});

/** Joining is out; the server's refusal, if any. */
export function selectAccepting(snapshot: SnapshotFrom<typeof acceptInvitationMachine>) {
  return { busy: snapshot.hasTag('busy'), acceptError: snapshot.context.error };
}
