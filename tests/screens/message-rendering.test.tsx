import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageList, type ShownMessage } from '../../src/screens/messages/MessageList';
import { describeCall } from '../../src/screens/messages/Bubble';
import { Toaster } from '../../src/ui/toasts';
import { renderStats } from '../../src/lib/markdown';
import type { LiveTurn } from '../../src/machines/chat/chatLiveTurn';

const noLive: LiveTurn = { pendingUser: null, draft: null };
const streaming = (content: string, calls: NonNullable<LiveTurn['draft']>['calls'] = []): LiveTurn => ({
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
    // A reply's "#" sits under the page's h1.
    expect(bubble.querySelector('h2')).toHaveTextContent('Title');

    const before = renderStats.blocks;
    // The growing paragraph keeps its element (text selected in it stays selected).
    const growing = bubble.querySelectorAll('p')[1];
    let text = head + 'Grow';
    for (let i = 0; i < 20; i++) {
      text += ` word${i}`;
      rerender(<MessageList messages={[]} live={streaming(text)} tokens={2 + i} empty={null} />);
    }
    // 20 tokens: 20 renders of the last block, none of the three finished ones.
    expect(renderStats.blocks - before).toBe(20);
    expect(bubble.querySelector('table')).toBe(table);
    expect(bubble).toHaveTextContent('word19');
    expect(bubble.querySelectorAll('p')[1]).toBe(growing);

    // A new block starts: the old last block renders once more (finished), then only the new one.
    const mark = renderStats.blocks;
    text += '\n\nNext';
    rerender(<MessageList messages={[]} live={streaming(text)} tokens={30} empty={null} />);
    text += ' block';
    rerender(<MessageList messages={[]} live={streaming(text)} tokens={31} empty={null} />);
    expect(renderStats.blocks - mark).toBe(3);
    expect(bubble.querySelectorAll('p').length).toBe(3);
  });

  it('a burst of finished blocks renders each once; its code is shown plain, then highlighted when idle, and nothing else renders again', async () => {
    const paragraphs = Array.from({ length: 30 }, (_, i) => `Paragraph ${i}.\n\n`).join('');
    const burst = `${paragraphs}${CODE_REPLY}\n\n${paragraphs}${CODE_REPLY}\n\nStill writing`;
    const before = renderStats.blocks;
    const { container } = render(<MessageList messages={[]} live={streaming(burst)} tokens={500} empty={null} />);
    const blocks = renderStats.blocks - before;
    expect(blocks).toBe(67);
    expect(container.querySelectorAll('pre code')).toHaveLength(2);
    expect(container.querySelector('pre code .hljs-keyword')).toBeNull();
    await waitFor(() => expect(container.querySelectorAll('pre code.hljs .hljs-keyword')).toHaveLength(2));
    // Only the two code blocks rendered again (at most twice: once more if highlight.js came after the idle moment).
    expect(renderStats.blocks - before - blocks).toBeLessThanOrEqual(4);
  });

  it('the messages above a streaming reply are not rendered again on its tokens', () => {
    const stored: ShownMessage[] = [
      { id: 'q1', role: 'user', content: 'First question', reasoning: null },
      { id: 'a1', role: 'assistant', content: 'First answer', reasoning: null },
      { id: 'q2', role: 'user', content: 'Second question', reasoning: null },
    ];
    const extras = vi.fn((id: string) => ({ after: <span>actions of {id}</span> }));
    const { rerender } = render(<MessageList messages={stored} live={streaming('Grow')} tokens={1} empty={null} renderExtras={extras} />);
    expect(screen.getByText('actions of a1')).toBeInTheDocument();
    const calls = extras.mock.calls.length;
    let text = 'Grow';
    for (let i = 0; i < 10; i++) {
      text += ` word${i}`;
      rerender(<MessageList messages={stored} live={streaming(text)} tokens={2 + i} empty={null} renderExtras={extras} />);
    }
    expect(screen.getByText(/word9/)).toBeInTheDocument();
    expect(extras.mock.calls.length).toBe(calls);
  });

  it('when the stored reply takes the place of the streamed one, what is shown is kept, not rendered again', () => {
    const text = '# Title\n\nFirst paragraph.\n\nLast paragraph, finished.';
    const live: LiveTurn = { pendingUser: null, draft: { id: 'r1', content: text, reasoning: '', calls: [] } };
    const { rerender, container } = render(<MessageList messages={[]} live={live} tokens={9} empty={null} />);
    const heading = container.querySelector('h2');
    const before = renderStats.blocks;
    rerender(<MessageList messages={[{ id: 'r1', role: 'assistant', content: text, reasoning: null }]} live={noLive} tokens={0} empty={null} />);
    expect(heading).not.toBeNull();
    expect(container.querySelector('h2')).toBe(heading);
    expect(container.querySelector('[data-role="assistant"]')).toHaveAttribute('aria-busy', 'false');
    // Only the last block renders once more (finished).
    expect(renderStats.blocks - before).toBe(1);
  });

  it('shows a stored reply in full', () => {
    const { container } = render(
      <MessageList messages={[{ id: 'a', role: 'assistant', content: 'Hello **there**.', reasoning: null }]} live={noLive} tokens={0} empty={null} />,
    );
    expect(container.querySelector('[data-role="assistant"]')).toHaveTextContent('Hello there.');
  });
});

describe('code blocks', () => {
  it('are highlighted once highlight.js has loaded, and copy with a toast', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MessageList messages={[{ id: 'a', role: 'assistant', content: CODE_REPLY, reasoning: null }]} live={noLive} tokens={0} empty={null} />
        <Toaster />
      </>,
    );
    // highlight.js arrives lazily; the block renders again with token spans.
    await waitFor(() => expect(document.querySelector('pre code.hljs .hljs-keyword')).toHaveTextContent('const'));
    expect(document.querySelector('.code-head')).toHaveTextContent('js');

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('const answer = 6 * 7;\nconsole.log(answer);');
  });

  it('the code block a reply is still writing stays plain; it is highlighted once finished', async () => {
    const { rerender, container } = render(<MessageList messages={[]} live={streaming(CODE_REPLY.slice(0, 40))} tokens={1} empty={null} />);
    await waitFor(() => expect(container.querySelector('pre code')).toHaveTextContent('const answer'));
    // Give highlight.js time to arrive: the block being written still has no token spans.
    await new Promise((r) => setTimeout(r, 300));
    expect(container.querySelector('pre code .hljs-keyword')).toBeNull();

    // Finished: the same nodes are kept (morphed), then highlighted once the page is idle.
    const code = container.querySelector('pre code');
    rerender(<MessageList messages={[]} live={streaming(CODE_REPLY)} tokens={2} empty={null} />);
    expect(container.querySelector('pre code')).toBe(code);
    await waitFor(() => expect(container.querySelector('pre code.hljs .hljs-keyword')).toHaveTextContent('const'));
  });

  it('copy from the second of two blocks copies that block', async () => {
    const user = userEvent.setup();
    const content = '```\nfirst\n```\n\n```python\nprint("second")\n```';
    render(<MessageList messages={[{ id: 'a', role: 'assistant', content, reasoning: null }]} live={noLive} tokens={0} empty={null} />);
    const buttons = screen.getAllByRole('button', { name: 'Copy code' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    expect(await navigator.clipboard.readText()).toBe('print("second")');
  });
});

describe('tool calls', () => {
  it('describes a call as the user reads it', () => {
    expect(describeCall({ name: 'calculator', arguments: '{"expression":"12*7"}', result: '84' })).toBe('Used calculator: 12*7 = 84');
    expect(describeCall({ name: 'current_date', arguments: '{}', result: '2026-11-21' })).toBe('Used current date: 2026-11-21');
    expect(describeCall({ name: 'search', arguments: 'cats', result: null })).toBe('Used search: cats');
    expect(describeCall({ name: 'ping', arguments: null, result: null })).toBe('Used ping');
  });

  it('shows one chip per call, in order, when a reply used tools several times', () => {
    const stored: ShownMessage = {
      id: 'a',
      role: 'assistant',
      content: 'Both done.',
      reasoning: null,
      call: { name: 'current_date', arguments: '{}', result: '2026-11-21' },
      calls: [
        { name: 'calculator', arguments: '{"expression":"12*7"}', result: '84' },
        { name: 'current_date', arguments: '{}', result: '2026-11-21' },
      ],
    };
    const { container } = render(<MessageList messages={[stored]} live={noLive} tokens={0} empty={null} />);
    expect([...container.querySelectorAll('[data-call]')].map((chip) => chip.textContent)).toEqual([
      'Used calculator: 12*7 = 84',
      'Used current date: 2026-11-21',
    ]);
  });

  it('shows a chip on a stored reply and on the reply still streaming', () => {
    const stored: ShownMessage = {
      id: 'a',
      role: 'assistant',
      content: '`12*7` = **84**',
      reasoning: null,
      call: { name: 'calculator', arguments: '{"expression":"12*7"}', result: '84' },
    };
    const { rerender } = render(<MessageList messages={[stored]} live={noLive} tokens={0} empty={null} />);
    expect(screen.getByText('Used calculator: 12*7 = 84')).toBeInTheDocument();

    rerender(
      <MessageList
        messages={[]}
        live={streaming('', [{ name: 'calculator', arguments: '{"expression":"2+2"}', result: '4' }])}
        tokens={0}
        empty={null}
      />,
    );
    expect(screen.getByText('Used calculator: 2+2 = 4')).toBeInTheDocument();
  });
});

describe('virtualised list', () => {
  it('keeps only a window of a 500-message conversation in the DOM', () => {
    const messages: ShownMessage[] = Array.from({ length: 500 }, (_, i) => ({
      id: `m${i}`,
      role: i % 2 ? 'assistant' : 'user',
      content: i % 2 ? `Answer **${i}** with a list:\n\n- a\n- b` : `Question ${i}`,
      reasoning: null,
    }));
    const { container } = render(<MessageList messages={messages} live={noLive} tokens={0} empty={null} />);
    const shown = container.querySelectorAll('li[data-index]');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(40);
    // Each row tells its place in the whole list (aria-rowcount is not allowed on a list).
    expect(container.querySelector('ol')).not.toHaveAttribute('aria-rowcount');
    expect(shown[0]).toHaveAttribute('aria-setsize', '500');
    // The list is as tall as all 500 rows would be, so the scrollbar tells the truth.
    expect(parseInt((container.querySelector('ol') as HTMLElement).style.height)).toBeGreaterThan(500 * 50);
  });
});
