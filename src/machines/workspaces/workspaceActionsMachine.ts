import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { leaveReloadMs, workspaceToasts } from '../../../contract/workspaces-limits';
import {
  CreateWorkspaceMutation,
  DeleteWorkspaceMutation,
  InviteToWorkspaceMutation,
  RemoveInvitationMutation,
  RemoveWorkspaceMemberMutation,
  RenameWorkspaceMutation,
  SetWorkspaceKeysMutation,
  SwitchWorkspaceMutation,
  TransferWorkspaceMutation,
} from '../../gateway/workspaces/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// Every change made on the workspace page (SPEC §2, §4, §8), one at a time: switch, create,
// rename, save the own keys, transfer, invite, remove an invitation or a member, delete (after a
// confirmation that says what is lost) and leave. Transferring the ownership and removing a
// member cannot be undone by whoever does them, so they too wait for a confirmation naming who
// and what (`ASK`, then `CONFIRM`). Each success emits `done` with SPEC §8's words
// (the answer, the workspace, has already updated the page through the cache); a refusal stays with the form that sent it, in the
// server's words. Leaving is a member removing themselves, answered with no body: the page says
// 'Leaving workspace...' and reloads after 2 s (`reloadPage`). An action sent while another is
// out is ignored (SPEC §4: duplicate submits).

export type WorkspaceAction =
  | { kind: 'switch'; workspaceId: string }
  | { kind: 'create'; name: string }
  | { kind: 'rename'; name: string }
  | { kind: 'keys'; openaiApiKey?: string; anthropicApiKey?: string }
  | { kind: 'transfer'; userId: string }
  | { kind: 'invite'; email: string }
  | { kind: 'removeInvitation'; invitationId: string }
  | { kind: 'removeMember'; userId: string }
  | { kind: 'delete' }
  | { kind: 'leave' };

export type ActionKind = WorkspaceAction['kind'];
/** What is done at once, on one click or a form's submit. */
export type DirectAction = Exclude<WorkspaceAction, { kind: 'delete' | 'leave' | 'transfer' | 'removeMember' }>;
/** What is asked first: the dialog names the person and the workspace. */
export type ConfirmedAction = Extract<WorkspaceAction, { kind: 'transfer' | 'removeMember' }>;

export interface WorkspaceActionsInput extends WithGateway {
  /** The workspace the page shows: the one the token acts in. */
  workspaceId: string;
  userId: string;
  /** Another of the user's workspaces, to act in once this one is left or deleted. */
  fallbackWorkspaceId: string | null;
}

interface Context extends WorkspaceActionsInput {
  pending: ActionKind | null;
  /** The transfer or removal waiting for its confirmation. */
  asked: ConfirmedAction | null;
  error: { kind: ActionKind; message: string } | null;
}

type Event =
  | { type: 'ACT'; action: DirectAction }
  | { type: 'ASK'; action: ConfirmedAction }
  | { type: 'ASK_DELETE' }
  | { type: 'ASK_LEAVE' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' }
  | { type: 'UPDATE'; workspaceId: string; userId: string; fallbackWorkspaceId: string | null };

const toasts: Record<Exclude<ActionKind, 'leave'>, string> = {
  switch: workspaceToasts.switched,
  create: workspaceToasts.created,
  rename: workspaceToasts.renamed,
  keys: workspaceToasts.keysSaved,
  transfer: workspaceToasts.transferred,
  invite: workspaceToasts.invited,
  removeInvitation: workspaceToasts.invitationRemoved,
  removeMember: workspaceToasts.memberRemoved,
  delete: workspaceToasts.deleted,
};

async function run(input: WithGateway & { workspaceId: string; userId: string; fallbackWorkspaceId: string | null; action: WorkspaceAction }) {
  const client = gatewayOf(input, 'workspaceActionsMachine');
  const id = input.workspaceId;
  const { action } = input;
  const call = async (result: Promise<{ error?: unknown }>) => {
    const answer = await result;
    if (answer.error) throw answer.error;
  };
  switch (action.kind) {
    case 'switch':
      return call(client.mutation(SwitchWorkspaceMutation, { id: action.workspaceId }).toPromise());
    case 'create':
      return call(client.mutation(CreateWorkspaceMutation, { name: action.name }).toPromise());
    case 'rename':
      return call(client.mutation(RenameWorkspaceMutation, { id, name: action.name }).toPromise());
    case 'keys':
      return call(client.mutation(SetWorkspaceKeysMutation, { id, openaiApiKey: action.openaiApiKey, anthropicApiKey: action.anthropicApiKey }).toPromise());
    case 'transfer':
      return call(client.mutation(TransferWorkspaceMutation, { id, ownerId: action.userId }).toPromise());
    case 'invite':
      return call(client.mutation(InviteToWorkspaceMutation, { id, email: action.email }).toPromise());
    case 'removeInvitation':
      return call(client.mutation(RemoveInvitationMutation, { id, invitationId: action.invitationId }).toPromise());
    case 'removeMember':
      return call(client.mutation(RemoveWorkspaceMemberMutation, { id, userId: action.userId }).toPromise());
    case 'delete':
      return call(client.mutation(DeleteWorkspaceMutation, { id }).toPromise());
    case 'leave':
      // The token names this workspace: act in another one first, or the reload would find the session gone.
      if (!input.fallbackWorkspaceId) throw new Error('You cannot leave your only workspace.');
      await call(client.mutation(SwitchWorkspaceMutation, { id: input.fallbackWorkspaceId }).toPromise());
      return call(client.mutation(RemoveWorkspaceMemberMutation, { id, userId: input.userId }).toPromise());
  }
}

export const workspaceActionsMachine = setup({
  types: {
    input: {} as WorkspaceActionsInput,
    context: {} as Context,
    events: {} as Event,
    emitted: {} as { type: 'done'; kind: ActionKind; message: string } | { type: 'leaving'; message: string },
  },
  actors: { act: fromPromise(async ({ input }: { input: Parameters<typeof run>[0] }) => run(input)) },
  actions: {
    reloadPage: () => window.location.reload(),
    keepError: assign(({ context, event }) => ({ pending: null, asked: null, error: { kind: context.pending!, message: errorText((event as { error?: unknown }).error) } })),
  },
  delays: { leaveReload: leaveReloadMs },
}).createMachine({
  id: 'workspaceActions',
  context: ({ input }) => ({ ...input, client: input.client ?? null, pending: null, asked: null, error: null }),
  initial: 'idle',
  on: {
    UPDATE: { actions: assign(({ event }) => ({ workspaceId: event.workspaceId, userId: event.userId, fallbackWorkspaceId: event.fallbackWorkspaceId })) },
  },
  states: {
    idle: {
      on: {
        ACT: { target: 'acting', actions: assign({ pending: ({ event }) => event.action.kind, error: null }) },
        ASK: { target: 'confirmingMember', actions: assign({ asked: ({ event }) => event.action, error: null }) },
        ASK_DELETE: { target: 'confirmingDelete', actions: assign({ error: null }) },
        ASK_LEAVE: { target: 'confirmingLeave', actions: assign({ error: null }) },
      },
    },
    confirmingDelete: {
      tags: 'confirming',
      on: { CANCEL: 'idle', CONFIRM: { target: 'acting', actions: assign({ pending: 'delete' as const }) } },
    },
    confirmingLeave: {
      tags: 'confirming',
      on: { CANCEL: 'idle', CONFIRM: { target: 'acting', actions: assign({ pending: 'leave' as const }) } },
    },
    confirmingMember: {
      tags: 'confirming',
      on: {
        CANCEL: { target: 'idle', actions: assign({ asked: null }) },
        CONFIRM: { target: 'acting', actions: assign({ pending: ({ context }) => context.asked!.kind }) },
      },
    },
    acting: {
      tags: 'busy',
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context, event }) => ({
          client: context.client,
          workspaceId: context.workspaceId,
          userId: context.userId,
          fallbackWorkspaceId: context.fallbackWorkspaceId,
          action: event.type === 'ACT' ? event.action : (context.asked ?? ({ kind: context.pending } as WorkspaceAction)),
        }),
        onDone: [
          { guard: ({ context }) => context.pending === 'leave', target: 'leaving' },
          {
            target: 'idle',
            actions: [
              emit(({ context }) => ({ type: 'done' as const, kind: context.pending!, message: toasts[context.pending as Exclude<ActionKind, 'leave'>] })),
              assign({ pending: null, asked: null }),
            ],
          },
        ],
        onError: [
          // A refused deletion stays in its dialog, with the server's words.
          { guard: ({ context }) => context.pending === 'delete', target: 'confirmingDelete', actions: 'keepError' },
          { target: 'idle', actions: 'keepError' },
        ],
      },
    },
    leaving: {
      tags: 'busy',
      entry: emit({ type: 'leaving' as const, message: workspaceToasts.leaving }),
      after: { leaveReload: { actions: 'reloadPage' } },
    },
  },
});

/** What the workspace page shows of the flow: busy, which confirmation is open, the action out or asked about, a refusal. */
export function selectWorkspaceActions(snapshot: SnapshotFrom<typeof workspaceActionsMachine>) {
  const { pending, asked, error } = snapshot.context;
  return {
    busy: snapshot.hasTag('busy'),
    confirmingDelete: snapshot.matches('confirmingDelete'),
    confirmingLeave: snapshot.matches('confirmingLeave'),
    pending,
    asked,
    error,
  };
}
