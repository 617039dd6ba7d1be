// Every shortest path through the resend countdown (SPEC §4: a 60 s countdown blocks
// resending), walked on the real machine running on XState's SimulatedClock: the model's
// one-second step is `clock.increment(1000)`, the request's answer is a promise the test
// settles. At each step the running actor must be where the model is, with the same seconds
// left, and a press while counting must change nothing. No real waiting: the whole minute
// passes in microseconds.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock, waitFor, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { Client } from '@urql/core';
import { RESEND_SECONDS, resendCountdownMachine } from '../../src/machines/account/resendCountdownMachine';
import { pathName, serializeBy } from './helpers/test-model';

type Snapshot = SnapshotFrom<typeof resendCountdownMachine>;
// The request is the test's own; the machine only hands the client through.
const client = {} as Client;
const refused = 'Please wait before asking for another email.';

// The model: the machine with its request's answers and its one-second step as plain events
// (`createTestModel` cannot walk `invoke` or `after`), guards and actions its own.
function asModel(machine: AnyStateMachine): AnyStateMachine {
  const config = machine.config as { states: Record<string, Record<string, unknown>> };
  const states = Object.fromEntries(
    Object.entries(config.states).map(([name, { invoke, after, on, ...rest }]) => {
      const events: Record<string, unknown> = { ...(on as object) };
      const actor = invoke as { onDone: unknown; onError: unknown } | undefined;
      if (actor) Object.assign(events, { 'xstate.done.actor.resend': actor.onDone, 'xstate.error.actor.resend': actor.onError });
      if (after) events.SECOND = (after as { ONE_SECOND: unknown }).ONE_SECOND;
      return [name, { ...rest, on: events }];
    }),
  );
  return createMachine({ ...(config as object), states } as never, machine.implementations as never);
}

const model = createTestModel(asModel(resendCountdownMachine), {
  input: {},
  events: [
    { type: 'RESEND' },
    { type: 'xstate.done.actor.resend' },
    { type: 'xstate.error.actor.resend', error: new Error(refused) },
    { type: 'SECOND' },
  ] as never,
  serializeState: serializeBy((s: Snapshot) => [s.context.secondsLeft, s.context.error]),
} as never);

describe('resendCountdownMachine on a simulated clock', () => {
  const paths = model.getShortestPaths();
  // Paths that are the start of a longer one are dropped: the longest walks the whole minute.
  it('walks every second of the countdown and back', () => {
    const seconds = (path: (typeof paths)[number]) => path.steps.filter((step) => step.event.type === 'SECOND').length;
    expect(Math.max(...paths.map(seconds))).toBe(RESEND_SECONDS);
  });

  for (const path of paths) {
    it(pathName(path).replace(/( → SECOND)+/g, (run) => ` → SECOND ×${run.split('SECOND').length - 1}`), async () => {
      const clock = new SimulatedClock();
      let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
      let requests = 0;
      const actor = createActor(resendCountdownMachine, {
        clock,
        input: {
          client,
          resend: () => {
            requests += 1;
            return new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
          },
        },
      }).start();
      try {
        await path.test({
          events: {
            RESEND: () => void actor.send({ type: 'RESEND' }),
            'xstate.done.actor.resend': async () => {
              settle!.resolve();
              await waitFor(actor, (s) => !s.hasTag('busy'));
            },
            'xstate.error.actor.resend': async () => {
              settle!.reject(new Error(refused));
              await waitFor(actor, (s) => !s.hasTag('busy'));
            },
            SECOND: () => clock.increment(1000),
          } as never,
          states: {
            '*': (expected: Snapshot) => {
              const real = actor.getSnapshot();
              expect(real.value).toEqual(expected.value);
              expect(real.context.secondsLeft).toBe(expected.context.secondsLeft);
              expect(real.context.error).toBe(expected.context.error);
            },
            counting: (expected: Snapshot) => {
              expect(expected.context.secondsLeft).toBeGreaterThan(0);
              expect(expected.context.secondsLeft).toBeLessThanOrEqual(RESEND_SECONDS);
              // Pressing while the countdown runs sends nothing.
              const before = requests;
              actor.send({ type: 'RESEND' });
              expect(requests).toBe(before);
              expect(actor.getSnapshot().value).toBe('counting');
            },
            ready: (expected: Snapshot) => expect(expected.context.secondsLeft).toBe(0),
            sending: () => expect(actor.getSnapshot().hasTag('busy')).toBe(true),
          } as never,
        });
      } finally {
        actor.stop();
      }
    });
  }

  it('blocks resending for exactly 60 seconds', async () => {
    const clock = new SimulatedClock();
    let requests = 0;
    const actor = createActor(resendCountdownMachine, { clock, input: { client, resend: async () => void (requests += 1) } }).start();
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches('counting'));
    // The clock fires what is due at once; each second schedules the next.
    for (let second = 1; second < RESEND_SECONDS; second++) clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    actor.send({ type: 'RESEND' });
    expect(requests).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches('counting'));
    expect(requests).toBe(2);
    actor.stop();
  });
});
