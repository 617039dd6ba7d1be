import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { MESSAGE_NOT_FOUND, messageActionsMachine } from '../../src/machines/chat/messageActionsMachine';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import type { Gate } from '../screens/helpers/network';
import { bearer } from '../server/helpers/app';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through messageActionsMachine, driven on the real chat screen of a
// conversation with one question and two answers (‹ 2/2 ›) against the real server: switching
// version and the thumbs-up, each held at the network so "choosing" and "sendingFeedback" can
// be seen, then let through, dropped, or (a version deleted meanwhile) refused by the server.

type Snapshot = SnapshotFrom<typeof messageActionsMachine>;
type Step = { type: string; error?: unknown };

const BRANCH = /^\/api\/library\/conversations\/[^/]+\/branch$/;
const FEEDBACK = /^\/api\/ai\/services\/feedback\/[^/]+$/;
const gone = Object.assign(new Error(MESSAGE_NOT_FOUND), { graphQLErrors: [{ extensions: { status: 404 } }] });
const byFeedback = serializeBy((s: Snapshot) => s.context.feedbackStored);

const model = createTestModel(withoutEffects(messageActionsMachine), {
  input: {},
  // The clicks are always there to make; the outcomes only while their call is.
  events: (state: Snapshot) =>
    [
      { type: 'CHOOSE', conversationId: 'c', leafId: 'other' },
      { type: 'FEEDBACK', conversationId: 'c', value: 'up', message: null },
      ...(state.matches('choosing')
        ? [{ type: 'xstate.done.actor.chooseBranch' }, { type: 'xstate.error.actor.chooseBranch', error: new Error('Failed to fetch') }, { type: 'xstate.error.actor.chooseBranch', error: gone }]
        : []),
      ...(state.matches('sendingFeedback')
        ? [{ type: 'xstate.done.actor.sendFeedback', output: 'Thank you for feedback.' }, { type: 'xstate.error.actor.sendFeedback', error: new Error('Failed to fetch') }]
        : []),
    ] as Step[],
  // A version the server no longer has is a way back to idle of its own, walked besides the network failure.
  serializeState: (s: Snapshot, event: Step | undefined, previous?: Snapshot) => `${byFeedback(s, event, previous)}${event?.error === gone ? ' (gone)' : ''}`,
} as never);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A guest's conversation: a question, its answer, and a regenerated answer (version 2/2, the one kept). */
async function forkedConversation() {
  const session = await server.guest();
  const headers = bearer(session);
  const { id } = (await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: {} })).json();
  const ask = (payload: object) => server.app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers, payload });
  await ask({ content: 'What is tea?' });
  const question = await server.app.db.selectFrom('messages').select('id').where('conversation_id', '=', id).where('role', '=', 'user').executeTakeFirstOrThrow();
  await ask({ content: '', regenerate_id: question.id });
  return { session, id: id as string };
}

describe('messageActionsMachine on the real chat screen', () => {
  const paths = model.getShortestPaths();
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(5));

  for (const path of paths) {
    it(`${pathName(path)}${path.steps.some((step) => (step.event as Step).error === gone) ? ' (version gone)' : ''}`, async () => {
      const { session, id } = await forkedConversation();
      const { user, network } = renderApp(null, { server, path: `/${id}`, user: session });
      const answerBar = () => screen.getAllByRole('toolbar', { name: 'Answer actions' })[0]!;
      await waitFor(() => expect(within(answerBar()).getByText('2/2')).toBeInTheDocument(), { timeout: 10_000 });
      const status = () => screen.getByRole('status');
      const clearToasts = () => within(status()).queryAllByRole('button', { name: 'Dismiss' }).forEach((button) => fireEvent.click(button));
      const toastSays = (text: string | RegExp) => waitFor(() => expect(status()).toHaveTextContent(text));
      const answers = () => server.app.db.selectFrom('messages').select('id').where('conversation_id', '=', id).where('role', '=', 'assistant').orderBy('created_at').execute();
      const storedLeaf = async () => (await server.app.db.selectFrom('conversations').select('current_leaf_id').where('id', '=', id).executeTakeFirstOrThrow()).current_leaf_id;
      const votes = async () => (await server.app.db.selectFrom('feedback').select('value').where('conversation_id', '=', id).execute()).map((row) => row.value);
      /** The version on screen is the one the server keeps (no switcher once only one is left). */
      const showsStoredVersion = async () => {
        const [all, leaf] = await Promise.all([answers(), storedLeaf()]);
        const kept = all.findIndex((answer) => answer.id === leaf);
        if (all.length < 2) return waitFor(() => expect(within(answerBar()).queryByRole('button', { name: 'Previous version' })).toBeNull());
        await waitFor(() => expect(within(answerBar()).getByText(`${kept + 1}/${all.length}`)).toBeInTheDocument());
      };
      /** The version the last click asked for, as the screen counts them. */
      let wanted = 0;
      let choose: Gate | undefined;
      let vote: Gate | undefined;
      const gates: Gate[] = [];
      try {
        await path.test({
          states: {
            idle: async (state: Snapshot) => {
              await showsStoredVersion();
              if (state.context.feedbackStored) expect(await votes()).toEqual(['up']);
            },
            // Nothing changes on screen before the server has the choice.
            choosing: showsStoredVersion,
            sendingFeedback: async () => {
              await showsStoredVersion();
              expect(await votes()).toEqual([]);
            },
          } as never,
          events: {
            // Clicking on while the last choice is on its way: the screen still shows the stored
            // version, so the same one is asked for again, and the latest call is the one that counts.
            CHOOSE: async () => {
              const shown = Number(within(answerBar()).getByText(/^\d\/\d$/).textContent!.split('/')[0]);
              const button = shown === 2 ? 'Previous version' : 'Next version';
              wanted = shown === 2 ? 1 : 2;
              gates.push((choose = network.holdNext(BRANCH)));
              await user.click(within(answerBar()).getByRole('button', { name: button }));
              await choose.reached;
            },
            'xstate.done.actor.chooseBranch': async () => {
              choose!.release();
              await waitFor(() => expect(within(answerBar()).getByText(`${wanted}/2`)).toBeInTheDocument());
              await waitFor(async () => expect(await storedLeaf()).toBe((await answers())[wanted - 1]!.id));
            },
            'xstate.error.actor.chooseBranch': async ({ event }: { event: Step }) => {
              clearToasts();
              if (event.error !== gone) {
                choose!.fail();
                return toastSays('Network error');
              }
              // The version asked for was deleted meanwhile (another tab): the server refuses it.
              await server.app.db.deleteFrom('messages').where('id', '=', (await answers())[wanted - 1]!.id).execute();
              choose!.release();
              await toastSays(MESSAGE_NOT_FOUND);
            },
            FEEDBACK: async () => {
              gates.push((vote = network.holdNext(FEEDBACK)));
              await user.click(within(answerBar()).getByRole('button', { name: 'Good answer' }));
              await vote.reached;
            },
            'xstate.done.actor.sendFeedback': async () => {
              clearToasts();
              vote!.release();
              await toastSays('Thank you for feedback.');
              await waitFor(() => expect(within(answerBar()).getByRole('button', { name: 'Good answer' })).toHaveAttribute('aria-pressed', 'true'));
            },
            'xstate.error.actor.sendFeedback': async () => {
              clearToasts();
              vote!.fail();
              await toastSays('Network error');
              expect(within(answerBar()).getByRole('button', { name: 'Good answer' })).toHaveAttribute('aria-pressed', 'false');
            },
          } as never,
        });
      } finally {
        for (const gate of gates) gate.release();
      }
    });
  }
});
