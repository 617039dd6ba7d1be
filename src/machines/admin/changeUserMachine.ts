import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { userRestored, userSuspended } from '../../../contract/admin-limits';
import { ChangeAdminUserMutation } from '../../gateway/admin/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// A change to a user on the admin page: suspend or restore, make or remove an admin. Each asks to
// confirm first (a suspension logs the user out everywhere at once), then sends once; clicks while
// it is out are ignored. Done: 'changed' with the toast's words (the answer carries the user, so
// graphcache updates the list and the open user). Refused: the server's words (the last admin,
// one's own account), kept until the next attempt.

export type UserChange = 'suspend' | 'restore' | 'make_admin' | 'remove_admin';

const doneWords: Record<UserChange, string> = {
  suspend: userSuspended,
  restore: userRestored,
  make_admin: 'Admin rights given.',
  remove_admin: 'Admin rights removed.',
};

const variablesOf = (userId: string, change: UserChange) =>
  change === 'suspend' || change === 'restore' ? { id: userId, suspended: change === 'suspend' } : { id: userId, isAdmin: change === 'make_admin' };

interface Context extends WithGateway {
  userId: string | null;
  change: UserChange | null;
  error: string | null;
}

export const changeUserMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as { type: 'ASK'; userId: string; change: UserChange } | { type: 'CONFIRM' } | { type: 'CANCEL' },
    emitted: {} as { type: 'changed'; userId: string; message: string },
  },
  actors: {
    change: fromPromise<void, WithGateway & { userId: string; change: UserChange }>(async ({ input }) => {
      const result = await gatewayOf(input, 'changeUserMachine').mutation(ChangeAdminUserMutation, variablesOf(input.userId, input.change)).toPromise();
      if (result.error || !result.data) throw result.error;
    }),
  },
}).createMachine({
  id: 'changeUser',
  context: ({ input }) => ({ client: input.client ?? null, userId: null, change: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { ASK: { target: 'confirming', actions: assign({ userId: ({ event }) => event.userId, change: ({ event }) => event.change, error: null }) } } },
    confirming: {
      on: {
        CONFIRM: 'saving',
        CANCEL: { target: 'idle', actions: assign({ userId: null, change: null }) },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context }) => ({ client: context.client, userId: context.userId!, change: context.change! }),
        onDone: {
          target: 'idle',
          actions: [emit(({ context }) => ({ type: 'changed' as const, userId: context.userId!, message: doneWords[context.change!] })), assign({ userId: null, change: null })],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error), userId: null, change: null }) },
      },
    },
  },
});

/** The confirmation open (or its answer out), which user and what change, the server's refusal. */
export function selectUserChange(snapshot: SnapshotFrom<typeof changeUserMachine>) {
  const { userId, change, error } = snapshot.context;
  return { asking: snapshot.matches('confirming') || snapshot.hasTag('busy'), busy: snapshot.hasTag('busy'), userId, change, error };
}
