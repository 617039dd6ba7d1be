import { expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { assign, createActor, setup } from 'xstate';
import { useSnapshotPerFrame } from '../../src/ui/useSnapshotPerFrame';

// A burst of tokens (a resumed reply, a fast model) renders a frame at a time, not per token.

const counter = setup({ types: { context: {} as { tokens: number }, events: {} as { type: 'TOKEN' } } }).createMachine({
  context: { tokens: 0 },
  on: { TOKEN: { actions: assign({ tokens: ({ context }) => context.tokens + 1 }) } },
});

it('shows every token of a burst, rendering once per frame', async () => {
  const actor = createActor(counter).start();
  let renders = 0;
  function Tokens() {
    renders++;
    return <p>{useSnapshotPerFrame(actor).context.tokens} tokens</p>;
  }
  render(<Tokens />);
  const before = renders;
  act(() => {
    for (let i = 0; i < 500; i++) actor.send({ type: 'TOKEN' });
  });
  await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(screen.getByText('500 tokens')).toBeInTheDocument();
  expect(renders - before).toBeLessThanOrEqual(2);
});
