import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { audienceMachine, PRIVATE, PUBLIC, type AudienceEmitted } from '../../src/machines/library/audienceMachine';

function start(options: { visibility?: number; save?: (visibility: number) => Promise<{ visibility: number }>; copy?: () => Promise<void> } = {}) {
  const saves: number[] = [];
  const copies: string[] = [];
  const machine = audienceMachine.provide({
    actors: {
      saveVisibility: fromPromise(async ({ input }: { input: { conversationId: string; visibility: number } }) => {
        saves.push(input.visibility);
        return (options.save ?? (async (visibility) => ({ visibility })))(input.visibility);
      }),
      copyLink: fromPromise(async ({ input }: { input: { link: string } }) => {
        copies.push(input.link);
        return (options.copy ?? (async () => {}))();
      }),
    },
  });
  // The effects are swapped by name, so the machine needs no gateway client.
  const actor = createActor(machine, { input: { conversationId: 'c1', visibility: options.visibility ?? PRIVATE, link: 'https://atelier.test/share/c1' } }).start();
  const told: AudienceEmitted[] = [];
  actor.on('*', (event) => told.push(event));
  return { actor, saves, copies, told };
}

describe('audienceMachine', () => {
  it('shows the choice at once and keeps it when the server confirms', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'CHOOSE', visibility: PUBLIC });
    expect(actor.getSnapshot().context).toMatchObject({ visibility: PUBLIC, saved: PRIVATE });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ visibility: PUBLIC, saved: PUBLIC });
    expect(saves).toEqual([PUBLIC]);
  });

  it('puts the choice back and says why when the server refuses', async () => {
    const { actor, told } = start({ save: async () => Promise.reject(new Error('Conversation not found.')) });
    actor.send({ type: 'CHOOSE', visibility: PUBLIC });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ visibility: PRIVATE, saved: PRIVATE });
    expect(told).toEqual([{ type: 'saveFailed', message: 'Conversation not found.' }]);
  });

  it('choosing what is already chosen asks nothing', () => {
    const { actor, saves } = start({ visibility: PUBLIC });
    actor.send({ type: 'CHOOSE', visibility: PUBLIC });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(saves).toEqual([]);
  });

  it('copies and shares only a public link', async () => {
    const { actor, copies, told } = start();
    actor.send({ type: 'COPY' });
    actor.send({ type: 'SHARE', network: 'twitter' });
    expect(told).toEqual([]);

    actor.send({ type: 'CHOOSE', visibility: PUBLIC });
    // Not while the server has not made it public yet.
    actor.send({ type: 'SHARE', network: 'twitter' });
    expect(told).toEqual([]);
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'SHARE', network: 'linkedin' });
    actor.send({ type: 'COPY' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(told).toEqual([{ type: 'share', network: 'linkedin' }, { type: 'copied' }]);
    expect(copies).toEqual(['https://atelier.test/share/c1']);
  });

  it('reports a copy the clipboard refused', async () => {
    const { actor, told } = start({ visibility: PUBLIC, copy: async () => Promise.reject(new Error('denied')) });
    actor.send({ type: 'COPY' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(told).toEqual([{ type: 'copyFailed' }]);
  });
});
