// A test-and-bench page (never part of the app build): the production MessageList, driven
// from outside through `window.harness`, so Chromium tests and `npm run bench` can render a
// given reply or conversation without a model. Built by tests/pages/build.ts.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MessageList, type ShownMessage } from '../../../src/screens/chat/MessageList';
import { Toaster } from '../../../src/app/toasts';
import { loadHighlighter, renderMarkdown, splitBlocks, usesDomPurify } from '../../../src/lib/markdown';
import type { LiveTurn } from '../../../src/screens/chat/liveTurn';
import '../../../src/ui/global';

interface View {
  messages: readonly ShownMessage[];
  live: LiveTurn;
  tokens: number;
}

export interface Harness {
  /** Shows stored messages (and no live turn). */
  show(messages: readonly ShownMessage[]): void;
  /** Shows `content` as the reply streaming after the stored messages. */
  stream(content: string, tokens: number): void;
  loadHighlighter(): Promise<void>;
  /** For diagnostics: the markdown pipeline alone. */
  renderMarkdown(text: string): string;
  splitBlocks(text: string): string[];
  usesDomPurify(): boolean;
}

declare global {
  interface Window {
    harness: Harness;
  }
}

const idle: LiveTurn = { pendingUser: null, draft: null };
let setView: (view: View) => void = () => {};
let current: View = { messages: [], live: idle, tokens: 0 };

function Page() {
  const [view, set] = useState<View>(current);
  setView = (next) => {
    current = next;
    set(next);
  };
  return (
    <div style={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <MessageList messages={view.messages} live={view.live} tokens={view.tokens} empty={<p>Empty</p>} />
      <Toaster />
    </div>
  );
}

// flushSync: each call renders synchronously, so callers can time it.
window.harness = {
  show: (messages) => flushSync(() => setView({ messages, live: idle, tokens: 0 })),
  stream: (content, tokens) =>
    flushSync(() => setView({ ...current, live: { pendingUser: null, draft: { content, reasoning: '', calls: [] } }, tokens })),
  loadHighlighter,
  renderMarkdown,
  splitBlocks,
  usesDomPurify,
};

createRoot(document.getElementById('root')!).render(<Page />);
