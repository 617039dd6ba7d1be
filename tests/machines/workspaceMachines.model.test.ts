import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { leaveReloadMs, workspaceToasts } from '../../contract/workspaces-limits';
import { acceptInvitationMachine } from '../../src/machines/workspaces/acceptInvitationMachine';
import { workspaceActionsMachine, type ConfirmedAction, type DirectAction, type WorkspaceAction } from '../../src/machines/workspaces/workspaceActionsMachine';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the workspace page's machines, walked on the machines themselves
// (the calls' answers are events): one action at a time, a refusal kept with the form that sent
// it (a refused deletion in its dialog), leaving ending in 'Leaving workspace...' and a reload
// 2 s later on a simulated clock. The e2e suite drives the same flows on the real page.

const input = { workspaceId: 'w1', userId: 'u1', fallbackWorkspaceId: 'w0' };
const refused = Object.assign(new Error('Only the workspace owner can do this.'), { status: 403 });

describe('workspaceActionsMachine', () => {
  const paths = walkShortestPaths(workspaceActionsMachine, {
    input,
    events: [
      { type: 'ACT', action: { kind: 'rename', name: 'Team' } },
      { type: 'ACT', action: { kind: 'invite', email: 'max@example.com' } },
      { type: 'ASK', action: { kind: 'removeMember', userId: 'u2' } },
      { type: 'ASK_DELETE' },
      { type: 'ASK_LEAVE' },
      { type: 'CANCEL' },
      { type: 'CONFIRM' },
      { type: 'xstate.done.actor.act' },
      { type: 'xstate.error.actor.act', error: refused },
    ],
    facts: (s) => [s.context.pending, s.context.error?.kind ?? null],
  }, {
    idle: (state) => {
      expect(state.hasTag('busy')).toBe(false);
      expect(state.context.pending).toBeNull();
      if (state.context.error) expect(state.context.error.message).toBe(refused.message);
    },
    confirmingDelete: (state) => {
      expect(state.hasTag('confirming')).toBe(true);
      // Only a refused deletion comes back here with an error, and it is the deletion's.
      if (state.context.error) expect(state.context.error.kind).toBe('delete');
    },
    confirmingLeave: (state) => expect(state.hasTag('confirming')).toBe(true),
    // A removal (or a transfer) waits here for its confirmation, the dialog naming whom.
    confirmingMember: (state) => {
      expect(state.hasTag('confirming')).toBe(true);
      expect(state.context.asked).toEqual({ kind: 'removeMember', userId: 'u2' });
      expect(state.context.pending).toBeNull();
    },
    acting: (state) => {
      expect(state.hasTag('busy')).toBe(true);
      expect(state.context.pending).not.toBeNull();
      // While out, another action is ignored (SPEC §4: duplicate submits).
      expect(state.can({ type: 'ACT', action: { kind: 'rename', name: 'x' } })).toBe(false);
    },
    leaving: (state) => {
      expect(state.context.pending).toBe('leave');
      expect(state.hasTag('busy')).toBe(true);
    },
  });
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(8));

});

describe('workspaceActionsMachine, run', () => {
  function start(act: (action: WorkspaceAction) => Promise<void>) {
    const clock = new SimulatedClock();
    const reloadPage = vi.fn();
    const machine = workspaceActionsMachine.provide({
      actors: { act: fromPromise(async ({ input: given }: { input: { action: WorkspaceAction } }) => act(given.action)) as never },
      actions: { reloadPage },
    });
    const actor = createActor(machine, { input, clock });
    const told: string[] = [];
    actor.on('done', (event) => told.push(event.message));
    actor.on('leaving', (event) => told.push(event.message));
    actor.start();
    return { actor, clock, reloadPage, told };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("says SPEC §8's words for each action, a transfer and a removal only once confirmed", async () => {
    const sent: WorkspaceAction[] = [];
    const { actor, told } = start(async (action) => void sent.push(action));
    const actions: Array<[DirectAction, string]> = [
      [{ kind: 'switch', workspaceId: 'w0' }, workspaceToasts.switched],
      [{ kind: 'create', name: 'New' }, workspaceToasts.created],
      [{ kind: 'rename', name: 'Renamed' }, workspaceToasts.renamed],
      [{ kind: 'keys', openaiApiKey: 'sk-1234' }, workspaceToasts.keysSaved],
      [{ kind: 'invite', email: 'a@example.com' }, workspaceToasts.invited],
      [{ kind: 'removeInvitation', invitationId: 'i1' }, workspaceToasts.invitationRemoved],
    ];
    for (const [action] of actions) {
      actor.send({ type: 'ACT', action });
      await settled();
    }
    const asked: Array<[ConfirmedAction, string]> = [
      [{ kind: 'transfer', userId: 'u2' }, workspaceToasts.transferred],
      [{ kind: 'removeMember', userId: 'u2' }, workspaceToasts.memberRemoved],
    ];
    for (const [action] of asked) {
      actor.send({ type: 'ASK', action });
      await settled();
      expect(sent.at(-1)?.kind).not.toBe(action.kind); // nothing sent before the confirmation
      actor.send({ type: 'CONFIRM' });
      await settled();
    }
    actor.send({ type: 'ASK_DELETE' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    expect(told).toEqual([...actions, ...asked].map(([, words]) => words).concat(workspaceToasts.deleted));
    expect(sent).toEqual([...[...actions, ...asked].map(([action]): WorkspaceAction => action), { kind: 'delete' }]);
    actor.stop();
  });

  it("leaves: 'Leaving workspace...', then the page reloads after 2 s", async () => {
    const { actor, clock, reloadPage, told } = start(async () => {});
    actor.send({ type: 'ASK_LEAVE' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    expect(told).toEqual([workspaceToasts.leaving]);
    clock.increment(leaveReloadMs - 1);
    expect(reloadPage).not.toHaveBeenCalled();
    clock.increment(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});

describe('acceptInvitationMachine', () => {
  walkShortestPaths(acceptInvitationMachine, {
    input: { token: 't' },
    events: [{ type: 'ACCEPT' }, { type: 'xstate.done.actor.accept' }, { type: 'xstate.error.actor.accept', error: new Error('This invitation has expired. Ask the workspace owner for a new one.') }],
    facts: (s) => [s.context.error],
  }, {
    idle: (state) => expect(state.hasTag('busy')).toBe(false),
    accepting: (state) => expect(state.can({ type: 'ACCEPT' })).toBe(false),
    joined: (state) => expect(state.status).toBe('done'),
  });
});
