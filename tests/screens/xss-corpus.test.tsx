import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MessageList } from '../../src/screens/messages/MessageList';
import { renderMarkdown } from '../../src/lib/markdown';
import { XSS_PAYLOADS, XSS_REPLY, xssOffences } from '../fixtures/xss-corpus';

// happy-dom runs no scripts from innerHTML, so here the check is on what the sanitiser leaves;
// tests/e2e/xss.e2e.test.ts renders the same corpus in Chromium, where it would run.
declare global {
  interface Window {
    __xss?: number;
  }
}

afterEach(() => {
  delete window.__xss;
});

describe('XSS corpus', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('neutralises %s', (payload) => {
    const root = document.createElement('div');
    root.innerHTML = renderMarkdown(payload);
    expect(xssOffences(root)).toEqual([]);
  });

  it('a reply made of the whole corpus renders with nothing active, links safe, code as text', () => {
    const { container } = render(
      <MessageList messages={[{ id: 'x', role: 'assistant', content: XSS_REPLY, reasoning: null }]} live={{ pendingUser: null, draft: null }} tokens={0} empty={null} />,
    );
    const bubble = container.querySelector('[data-role="assistant"]')!;
    expect(xssOffences(bubble)).toEqual([]);
    expect(window.__xss).toBeUndefined();
    for (const link of bubble.querySelectorAll('a[href]')) {
      expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|#|\/|[^:]*$)/i);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(bubble.querySelector('a[href="https://example.com/ok"]')).toHaveTextContent('safe link');
    // The fenced HTML is shown, not run.
    expect(bubble.querySelector('pre code')).toHaveTextContent('<script>window.__xss = 99</script>');
  });

  it('streaming the corpus token by token never lets a half payload through', () => {
    const live = (content: string) => ({ pendingUser: null, draft: { content, reasoning: '', calls: [] } });
    const { container, rerender } = render(<MessageList messages={[]} live={live('')} tokens={0} empty={null} />);
    for (let end = 7; end < XSS_REPLY.length; end += 7) {
      rerender(<MessageList messages={[]} live={live(XSS_REPLY.slice(0, end))} tokens={end} empty={null} />);
      const offences = xssOffences(container.querySelector('[data-role="assistant"]')!);
      if (offences.length) throw new Error(`at ${end}: ${offences.join(', ')}`);
    }
  });
});
