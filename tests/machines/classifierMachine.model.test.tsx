import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { classificationInputMissing } from '../../contract/tool-limits';
import { classifierMachine, inputProblem } from '../../src/machines/classifier/classifierMachine';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import type { Gate } from '../screens/helpers/network';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through classifierMachine, driven on the real classifier screen against
// the real server (offline engine). "The classification came back / failed" are played by the
// test network's gate on POST /api/ai/classifications; "out of credits" is a workspace really
// drained before the held request goes on, so the server's own 402 comes back.

type Snapshot = SnapshotFrom<typeof classifierMachine>;
type Step = { type: string; value?: string; error?: { status?: number } };

const TEXT = 'I will kill you, you worthless idiot.';
const CLASSIFY = '/api/ai/classifications';
const OUT_OF_CREDITS = { status: 402, message: 'out of credits' };

const model = createTestModel(withoutEffects(classifierMachine), {
  input: {},
  events: [
    { type: 'INPUT.CHANGE', value: TEXT },
    { type: 'INPUT.CHANGE', value: '' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.classify', output: { id: 'c' } },
    { type: 'xstate.error.actor.classify', error: new TypeError('Failed to fetch') },
    { type: 'xstate.error.actor.classify', error: OUT_OF_CREDITS },
  ] as never,
  serializeState: serializeBy((s: Snapshot) => [s.context.input !== '', s.context.error !== null, s.context.outOfCredits]),
} as never);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('classifierMachine on the real classifier screen', () => {
  const paths = model.getShortestPaths();
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(8));

  for (const path of paths) {
    const credits = path.steps.some((step) => (step.event as Step).error === OUT_OF_CREDITS);
    it(`${pathName(path)}${credits ? ' (out of credits)' : ''}`, async () => {
      const session = await server.guest();
      const { user, network } = renderApp(null, { server, path: '/app/classifier', user: session });
      const box = (await screen.findByLabelText('Text to classify', {}, { timeout: 10_000 })) as HTMLTextAreaElement;
      const form = () => box.closest('form')!;
      let credit = 0;
      /** Moves the workspace's balance by `delta` (drained before a refused request, refilled after). */
      const moveCredits = (delta: number) =>
        server.app.db.insertInto('credit_ledger').values({ id: `test-${session.user.id}-${credit++}`, workspace_id: session.user.workspace.id, delta, reason: 'test' }).execute();
      let request: Gate | undefined;
      try {
        await path.test({
          states: {
            editing: async (state: Snapshot) => {
              expect(box).toHaveValue(state.context.input);
              expect(within(form()).queryByRole('alert')).toBeNull();
              expect(within(form()).getByRole('button', { name: 'Classify' })).toBeEnabled();
            },
            invalid: async (state: Snapshot) => {
              expect(state.context.error).toBe(inputProblem(state.context.input));
              await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(classificationInputMissing));
            },
            submitting: async () => expect(within(form()).getByRole('button', { name: 'Classifying…' })).toBeDisabled(),
            done: async (state: Snapshot) => {
              expect(await screen.findByRole('heading', { name: 'Flagged' }, { timeout: 10_000 })).toBeInTheDocument();
              expect(screen.getByText(/Flagged for harassment/)).toBeInTheDocument();
              // The form is cleared for the next text (what is typed after stays).
              expect(box).toHaveValue(state.context.input);
            },
            failed: async (state: Snapshot) => {
              const alert = await within(form()).findByRole('alert');
              if (state.context.outOfCredits) {
                expect(alert).toHaveTextContent('Your workspace has run out of credits.');
                expect(within(alert).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/billing/plans');
              } else {
                expect(alert).toHaveTextContent('Network error. Please try again later.');
                expect(within(alert).queryByRole('link')).toBeNull();
              }
            },
          } as never,
          events: {
            'INPUT.CHANGE': async ({ event }: { event: Step }) => {
              // Typing the text it already holds changes nothing: type a letter and take it back.
              if (box.value === event.value) return user.type(box, 'x{Backspace}');
              await user.clear(box);
              if (event.value) await user.type(box, event.value);
            },
            SUBMIT: async () => {
              const goes = inputProblem(box.value) === null;
              if (goes) request = network.holdNext(CLASSIFY);
              await user.click(within(form()).getByRole('button', { name: 'Classify' }));
              if (goes) await request!.reached;
            },
            'xstate.done.actor.classify': async () => request!.release(),
            'xstate.error.actor.classify': async ({ event }: { event: Step }) => {
              if (event.error !== OUT_OF_CREDITS) return request!.fail();
              await moveCredits(-1_000_000);
              request!.release();
              await within(form()).findByRole('alert');
              await moveCredits(1_000_000);
            },
          } as never,
        });
      } finally {
        request?.release();
      }
    });
  }
});
