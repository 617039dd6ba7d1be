import { createMachine, type AnyStateMachine } from 'xstate';

// `createTestModel` cannot walk `after`; testModel (test-model.ts) drops it. For a machine whose
// timers are its flow (polling, a recording's seconds), this turns each `after: { NAME: … }` into
// an ordinary transition on the event `after.NAME`, so "the delay passed" is a step the model
// walks; a run on SimulatedClock then makes the same step with `clock.increment`.

type Node = { after?: Record<string, unknown>; on?: Record<string, unknown>; states?: Record<string, Node>; [key: string]: unknown };

function convert(node: Node): Node {
  const { after, on, states, ...rest } = node;
  const delays = Object.fromEntries(Object.entries(after ?? {}).map(([name, transition]) => [`after.${name}`, transition]));
  const children = states && Object.fromEntries(Object.entries(states).map(([key, child]) => [key, convert(child)]));
  return { ...rest, on: { ...on, ...delays }, ...(children ? { states: children } : {}) };
}

export function delaysAsEvents<T extends AnyStateMachine>(machine: T): T {
  return createMachine(convert(machine.config as Node) as never, machine.implementations as never) as unknown as T;
}
