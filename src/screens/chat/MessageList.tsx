import { useEffect, useMemo, useRef } from 'react';
import { css, cx } from '@linaria/core';
import { renderMarkdown } from '../../lib/markdown';
import { color, font, radius, space } from '../../ui/tokens';
import type { LiveTurn } from './liveTurn';

export interface ShownMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  reasoning: string | null;
}

interface MessageListProps {
  messages: readonly ShownMessage[];
  live: LiveTurn;
  /** Tokens streamed this turn: the list follows the reply every 65 of them (SPEC §4). */
  tokens: number;
  empty: React.ReactNode;
}

const SCROLL_EVERY_TOKENS = 65;
const STUCK_THRESHOLD_PX = 20;

export function MessageList({ messages, live, tokens, empty }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // Follow the reply only while the reader is at the bottom; scrolling up opts out.
  const stuck = useRef(true);
  const step = Math.floor(tokens / SCROLL_EVERY_TOKENS);

  useEffect(() => {
    const el = scroller.current;
    if (el && stuck.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, live.pendingUser, step]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) stuck.current = el.scrollHeight - el.scrollTop - el.clientHeight <= STUCK_THRESHOLD_PX;
  };

  const nothing = messages.length === 0 && !live.pendingUser && !live.draft;
  return (
    <div ref={scroller} className={scroll} onScroll={onScroll}>
      {nothing ? (
        empty
      ) : (
        <ol className={list} aria-label="Messages">
          {messages.map((m) => (
            <Bubble key={m.id} role={m.role} content={m.content} reasoning={m.reasoning} />
          ))}
          {live.pendingUser && <Bubble role="user" content={live.pendingUser} reasoning={null} streaming />}
          {live.draft && <Bubble role="assistant" content={live.draft.content} reasoning={live.draft.reasoning} streaming />}
        </ol>
      )}
    </div>
  );
}

interface BubbleProps {
  role: 'user' | 'assistant';
  content: string;
  reasoning: string | null;
  /** Not stored yet: the user's text before the server confirms it, or the reply so far. */
  streaming?: boolean;
}

function Bubble({ role, content, reasoning, streaming = false }: BubbleProps) {
  const html = useMemo(() => (role === 'assistant' ? renderMarkdown(content) : ''), [role, content]);
  return (
    <li className={cx(row, role === 'user' && userRow)}>
      {reasoning && (
        <details className={thinking}>
          <summary>Reasoning</summary>
          <p>{reasoning}</p>
        </details>
      )}
      {role === 'user' ? (
        <div data-role="user" data-pending={streaming || undefined} className={cx(bubble, userBubble)}>
          {content}
        </div>
      ) : (
        <div
          data-role="assistant"
          aria-busy={streaming}
          className={cx(bubble, assistantBubble, streaming && !content && typing)}
          // Sanitised by renderMarkdown (DOMPurify).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </li>
  );
}

const scroll = css`
  flex: 1;
  overflow-y: auto;
  padding: ${space.xl} ${space.lg};
`;

const list = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  max-width: 760px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

const row = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xs};
`;

const userRow = css`
  align-items: flex-end;
`;

const bubble = css`
  max-width: 100%;
  overflow-wrap: anywhere;
`;

const userBubble = css`
  max-width: 85%;
  padding: ${space.sm} ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.userBubble};
  white-space: pre-wrap;
`;

const assistantBubble = css`
  width: 100%;
  p,
  ul,
  ol,
  pre {
    margin: 0 0 ${space.md};
  }
  & > :last-child {
    margin-bottom: 0;
  }
  pre {
    padding: ${space.md};
    overflow-x: auto;
    border-radius: ${radius.md};
    background: ${color.sunken};
    font-size: ${font.small};
  }
  code {
    font-family: ${font.mono};
    font-size: 0.92em;
  }
  img {
    max-width: 100%;
  }
`;

const typing = css`
  &::after {
    content: '…';
    color: ${color.textMuted};
    animation: pulse 1s ease-in-out infinite;
  }
  @keyframes pulse {
    50% {
      opacity: 0.3;
    }
  }
`;

const thinking = css`
  color: ${color.textMuted};
  font-size: ${font.small};
  summary {
    cursor: pointer;
  }
  p {
    margin: ${space.xs} 0 0;
    white-space: pre-wrap;
  }
`;
