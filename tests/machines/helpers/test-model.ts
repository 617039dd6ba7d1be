import { it } from 'vitest';
import { createMachine, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';

// `createTestModel` walks a machine without running it, and refuses machines with `invoke`
// or `after`. This returns the same machine with those effects cut out: each invocation's
// onDone/onError becomes an ordinary transition on its `xstate.done.actor.<id>` /
// `xstate.error.actor.<id>` event, so "the call succeeded/failed" are events a test drives
// on the real screen. Guards, actions and context stay the machine's own.

type StateConfig = {
  invoke?: { id?: string; onDone?: unknown; onError?: unknown } | Array<{ id?: string; onDone?: unknown; onError?: unknown }>;
  after?: unknown;
  on?: Record<string, unknown>;
  states?: Record<string, StateConfig>;
  [key: string]: unknown;
};

function strip(node: StateConfig): StateConfig {
  const { invoke, after: _after, on, states, ...rest } = node;
  const effects: Record<string, unknown> = {};
  for (const actor of [invoke ?? []].flat()) {
    if (!actor.id) throw new Error('give every invoked actor an id so the model can name its events');
    if (actor.onDone) effects[`xstate.done.actor.${actor.id}`] = actor.onDone;
    if (actor.onError) effects[`xstate.error.actor.${actor.id}`] = actor.onError;
  }
  const children = states && Object.fromEntries(Object.entries(states).map(([key, child]) => [key, strip(child)]));
  return { ...rest, on: { ...on, ...effects }, ...(children ? { states: children } : {}) };
}

export function withoutEffects<T extends AnyStateMachine>(machine: T): T {
  return createMachine(strip(machine.config as StateConfig) as never, machine.implementations as never) as unknown as T;
}

/** Model vertices: the state value, a few facts from context, and how the state was entered. */
export function serializeBy<TSnapshot extends { value: unknown }>(facts: (snapshot: TSnapshot) => unknown) {
  return (snapshot: TSnapshot, event: { type: string } | undefined, previous?: TSnapshot) => {
    const here = JSON.stringify({ value: snapshot.value, facts: facts(snapshot) });
    const moved = event && previous && JSON.stringify(previous.value) !== JSON.stringify(snapshot.value);
    return moved ? `${here} via ${event.type} from ${JSON.stringify(previous.value)}` : here;
  };
}

/** A short test name: the events of the path, e.g. "SEND → STOP". */
export function pathName(path: { steps: Array<{ event: { type: string } }> }): string {
  return path.steps.map((step) => step.event.type.replace('xstate.', '')).filter((type) => type !== 'init').join(' → ');
}

export interface ModelOptions<T extends AnyStateMachine> {
  input: unknown;
  /** What may happen in a state: the user's events and the effects' answers (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`). */
  events: object[] | ((snapshot: SnapshotFrom<T>) => object[]);
  /** The context facts that tell two states with the same value apart; none by default. */
  facts?: (snapshot: SnapshotFrom<T>) => unknown;
}

/** The machine with its effects cut out, as a model to take paths from. */
export function testModel<T extends AnyStateMachine>(machine: T, { input, events, facts = () => null }: ModelOptions<T>) {
  return createTestModel(withoutEffects(machine), { input, events, serializeState: serializeBy(facts) } as never);
}

/**
 * One test a shortest path through the machine (named by its events, after `prefix`), which
 * checks every state the path enters on the machine's own snapshot. Returns the paths, for a count.
 */
export function walkShortestPaths<T extends AnyStateMachine>(
  machine: T,
  options: ModelOptions<T> & { prefix?: string },
  states: Record<string, (snapshot: SnapshotFrom<T>) => void>,
) {
  const paths = testModel(machine, options).getShortestPaths();
  for (const path of paths) it(`${options.prefix ?? ''}${pathName(path)}`, () => path.test({ states } as never));
  return paths;
}
