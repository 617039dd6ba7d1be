import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageList, describeCall, type ShownMessage } from '../../src/screens/chat/MessageList';
import { Toaster } from '../../src/app/toasts';
import { renderStats } from '../../src/lib/markdown';
import type { LiveTurn } from '../../src/screens/chat/liveTurn';

const noLive: LiveTurn = { pendingUser: null, draft: null };
const streaming = (content: string, calls: LiveTurn['draft'] extends infer D ? NonNullable<D>['calls'] : never = []): LiveTurn => ({
  pendingUser: null,
  draft: { content, reasoning: '', calls },
});

const CODE_REPLY = 'Run this:\n\n```js\nconst answer = 6 * 7;\nconsole.log(answer);\n```\n\nThat prints 42.';

describe('streamed reply rendering', () => {
  it('renders only the growing last block again; finished blocks are left alone', () => {
    const head = '# Title\n\nFirst paragraph.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n';
    const { rerender, container } = render(<MessageList messages={[]} live={streaming(head + 'Grow')} tokens={1} empty={null} />);
    const bubble = container.querySelector('[data-role="assistant"]')!;
    const table = bubble.querySelector('table')!;
    expect(bubble.querySelector('h1')).toHaveTextContent('Title');

    const before = renderStats.blocks;
    let text = head + 'Grow';
    for (let i = 0; i < 20; i++) {
      text += ` word${i}`;
      rerender(<MessageList messages={[]} live={streaming(text)} tokens={2 + i} empty={null} />);
    }
    // 20 tokens: 20 renders of the last block, none of the three finished ones.
    expect(renderStats.blocks - before).toBe(20);
    expect(bubble.querySelector('table')).toBe(table);
    expect(bubble).toHaveTextContent('word19');

    // A new block starts: the old last block renders once more (finished), then only the new one.
    const mark = renderStats.blocks;
    text += '\n\nNext';
    rerender(<MessageList messages={[]} live={streaming(text)} tokens={30} empty={null} />);
    text += ' block';
    rerender(<MessageList messages={[]} live={streaming(text)} tokens={31} empty={null} />);
    expect(renderStats.blocks - mark).toBe(3);
    expect(bubble.querySelectorAll('p').length).toBe(3);
  });

  it('shows a stored reply in full', () => {
    const { container } = render(
      <MessageList messages={[{ id: 'a', role: 'assistant', content: 'Hello **there**.', reasoning: null }]} live={noLive} tokens={0} empty={null} />,
    );
    expect(container.querySelector('[data-role="assistant"]')).toHaveTextContent('Hello there.');
  });
});
