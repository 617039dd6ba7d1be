import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MessageList } from '../../src/screens/messages/MessageList';

const noLive = { pendingUser: null, draft: null };

function show(content: string) {
  const { container } = render(
    <MessageList messages={[{ id: 'a', role: 'assistant', content, reasoning: 'Because.' }]} live={noLive} tokens={0} empty={null} />,
  );
  return container.querySelector('[data-role="assistant"]')!;
}

describe('assistant markdown', () => {
  it('renders markdown', () => {
    const bubble = show('**bold** and `code`\n\n- one\n- two');
    expect(bubble.querySelector('strong')).toHaveTextContent('bold');
    expect(bubble.querySelectorAll('li')).toHaveLength(2);
  });

  it('neutralises <img onerror>, <script> and javascript: links', () => {
    const bubble = show('<img src=x onerror="alert(1)"> <script>alert(2)</script> [x](javascript:alert(1)) [ok](https://example.com)');
    expect(bubble.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    const links = [...bubble.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).not.toContain('javascript:alert(1)');
    const safe = links.find((a) => a.textContent === 'ok')!;
    expect(safe).toHaveAttribute('href', 'https://example.com');
    expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the reasoning collapsed', () => {
    show('Answer');
    const details = document.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('summary')).toHaveTextContent('Reasoning');
  });

  it('keeps user text as text', () => {
    const { container } = render(
      <MessageList messages={[{ id: 'u', role: 'user', content: '<b>hi</b>', reasoning: null }]} live={noLive} tokens={0} empty={null} />,
    );
    expect(container.querySelector('[data-role="user"]')!.innerHTML).toBe('&lt;b&gt;hi&lt;/b&gt;');
  });
});
