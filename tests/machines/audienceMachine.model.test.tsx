import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { audienceMachine, PRIVATE, PUBLIC, type AudienceEvent } from '../../src/machines/library/audienceMachine';
import { renderApp, startTestServer } from '../screens/helpers/render-app';
import type { Gate } from '../screens/helpers/network';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through audienceMachine, driven on the real audience modal of the real
// chat screen against the real server. "The save finished / failed" is the test network letting
// the held POST /api/library/{id} through or dropping it; the clipboard answers when told to.

type Snapshot = SnapshotFrom<typeof audienceMachine>;
type ModelEvent = AudienceEvent | { type: string; output?: unknown; error?: unknown };

const model = createTestModel(withoutEffects(audienceMachine), {
  events: (state: Snapshot) => {
    if (!state.matches('idle')) {
      return [
        { type: 'xstate.done.actor.saveVisibility', output: { visibility: state.context.visibility } },
        { type: 'xstate.error.actor.saveVisibility', error: new Error('Failed to fetch') },
        { type: 'xstate.done.actor.copyLink' },
        { type: 'xstate.error.actor.copyLink', error: new Error('denied') },
      ] as ModelEvent[];
    }
    const other = state.context.visibility === PUBLIC ? PRIVATE : PUBLIC;
    // The link is on screen and usable only once the server has made it public.
    const linkActions = state.context.saved === PUBLIC ? [{ type: 'COPY' }, { type: 'SHARE', network: 'whatsapp' }] : [];
    return [{ type: 'CHOOSE', visibility: other }, ...linkActions] as ModelEvent[];
  },
  serializeState: serializeBy((s: Snapshot) => [s.context.visibility, s.context.saved]),
  // Every path starts with a private conversation, as a new one is. The model only walks the
  // graph; the screen's machine has the real client and link.
  input: { conversationId: 'any', visibility: PRIVATE, link: 'any' },
} as never);

const server = await startTestServer();
afterAll(() => server?.close());
afterEach(() => vi.restoreAllMocks());

describe('audienceMachine on the real audience modal', () => {
  const paths = model.getShortestPaths();
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(3));

  for (const path of paths) {
    it(pathName(path), async () => {
      const owner = await server.guest();
      const headers = { authorization: `Bearer ${owner.jwt}` };
      const { id } = (await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: { title: 'Plans' } })).json();
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      let clipboard: { resolve: () => void; reject: (error: Error) => void } | undefined;
      const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(() => new Promise((resolve, reject) => (clipboard = { resolve: () => resolve(), reject })));
      const { user, network } = renderApp(null, { server, user: owner, path: `/${id}` });
      await user.click(await screen.findByRole('button', { name: 'Share conversation' }, { timeout: 10_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Share conversation' });
      const copy = () => within(dialog).queryByRole('button', { name: 'Copy link' });
      const stored = async () => (await server.app.inject({ method: 'GET', url: `/api/library/conversations/${id}`, headers })).json().visibility;
      const shows = async (state: Snapshot) => {
        const isPublic = state.context.visibility === PUBLIC;
        expect(within(dialog).getByRole('radio', { name: 'Anyone with the link' })).toHaveProperty('checked', isPublic);
        expect(within(dialog).getByRole('radio', { name: 'Only you' })).toHaveProperty('checked', !isPublic);
        if (!isPublic) return expect(copy()).toBeNull();
        if (state.matches('idle') && state.context.saved === PUBLIC) await waitFor(() => expect(copy()).toBeEnabled());
        else expect(copy()).toBeDisabled();
      };
      let gate: Gate | undefined;
      const gates: Gate[] = [];
      try {
        await path.test({
          states: {
            idle: async (state: Snapshot) => {
              await shows(state);
              await waitFor(async () => expect(await stored()).toBe(state.context.saved));
            },
            saving: shows,
            copying: shows,
          } as never,
          events: {
            CHOOSE: async ({ event }: { event: Extract<AudienceEvent, { type: 'CHOOSE' }> }) => {
              gates.push((gate = network.holdNext(`/api/library/${id}`)));
              await user.click(within(dialog).getByRole('radio', { name: event.visibility === PUBLIC ? 'Anyone with the link' : 'Only you' }));
              await gate.reached;
            },
            'xstate.done.actor.saveVisibility': async () => gate!.release(),
            'xstate.error.actor.saveVisibility': async () => {
              gate!.fail();
              // Looked up again on each try: the same words shown again restart the toast as a new element.
              await waitFor(() => expect(screen.getByText(/fetch|network/i)).toBeInTheDocument());
            },
            COPY: async () => {
              await user.click(copy()!);
              // The link the modal shows, which opens the conversation's share page.
              expect(writeText).toHaveBeenLastCalledWith((within(dialog).getByRole('textbox', { name: 'Share link' }) as HTMLInputElement).value);
              expect(writeText.mock.lastCall![0]).toBe(`${window.location.origin}/share/${id}`);
            },
            'xstate.done.actor.copyLink': async () => {
              clipboard!.resolve();
              expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
            },
            'xstate.error.actor.copyLink': async () => {
              clipboard!.reject(new Error('denied'));
              expect(await screen.findByText('Could not copy the link. Select it and copy it yourself.')).toBeInTheDocument();
            },
            SHARE: async () => {
              await user.click(within(dialog).getByRole('button', { name: 'WhatsApp' }));
              expect(open).toHaveBeenLastCalledWith(expect.stringContaining('https://api.whatsapp.com/send?'), '_blank', 'width=600,height=400');
            },
          } as never,
        });
      } finally {
        for (const g of gates) g.release();
      }
    });
  }
});
