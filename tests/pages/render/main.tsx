// A test-and-bench page (never part of the app build): the production MessageList, driven
// from outside through `window.harness`, so Chromium tests and `npm run bench` can render a
// given reply or conversation without a model. Built by tests/pages/build.ts.
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MessageList, type ShownMessage } from '../../../src/screens/messages/MessageList';
import { Toaster } from '../../../src/ui/toasts';
import { loadHighlighter, renderMarkdown, splitBlocks, usesDomPurify } from '../../../src/lib/markdown';
import type { LiveTurn } from '../../../src/machines/chat/chatLiveTurn';
import { MessageToolbar, type Message, type MessageActionHandlers } from '../../../src/screens/chat/MessageToolbar';
import '../../../src/ui/global';

interface View {
  messages: readonly ShownMessage[];
  live: LiveTurn;
  tokens: number;
  scrollToId: string | null;
}

export interface Harness {
  /** Shows stored messages (and no live turn); `scrollToId`: as a `#m-{id}` link does. */
  show(messages: readonly ShownMessage[], options?: { scrollToId?: string }): void;
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
let current: View = { messages: [], live: idle, tokens: 0, scrollToId: null };

// The chat's own toolbar under every stored message, as on the chat screen (what it does
// when clicked does not matter here; that it renders, and when, does).
const noAction = () => {};
const actions: MessageActionHandlers = {
  copy: noAction,
  share: async () => {},
  download: noAction,
  edit: noAction,
  saveEdit: noAction,
  cancelEdit: noAction,
  regenerate: noAction,
  feedback: async () => true,
  choose: noAction,
};
const ONLY_VERSION = { index: 1, count: 1, previous: null, next: null };

function Page() {
  const [view, set] = useState<View>(current);
  setView = (next) => {
    current = next;
    set(next);
  };
  const messages = view.messages;
  const extras = useCallback(
    (id: string) => {
      const shown = messages.find((m) => m.id === id);
      if (!shown) return null;
      const message = { ...shown, parentId: null, quote: null } as unknown as Message;
      return { after: <MessageToolbar message={message} siblings={ONLY_VERSION} busy={false} showFeedback={id === messages.at(-1)?.id} actions={actions} /> };
    },
    [messages],
  );
  return (
    <div style={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <MessageList messages={messages} live={view.live} tokens={view.tokens} empty={<p>Empty</p>} renderExtras={extras} scrollToId={view.scrollToId} />
      <Toaster />
    </div>
  );
}

// flushSync: each call renders synchronously, so callers can time it.
window.harness = {
  show: (messages, options) => flushSync(() => setView({ messages, live: idle, tokens: 0, scrollToId: options?.scrollToId ?? null })),
  stream: (content, tokens) =>
    flushSync(() => setView({ ...current, live: { pendingUser: null, draft: { content, reasoning: '', calls: [] } }, tokens })),
  loadHighlighter,
  renderMarkdown,
  splitBlocks,
  usesDomPurify,
};

createRoot(document.getElementById('root')!).render(<Page />);
