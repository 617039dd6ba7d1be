import { memo } from 'react';
import { css, cx } from '@linaria/core';
import { color, font, radius, space } from '../../ui/tokens';
import { Markdown, markdownBody } from '../../ui/Markdown';
import type { ToolCallFieldsFragment } from '../../gateway/generated/graphql';

// One message's bubble: reasoning (folded), a chip per tool call, and the text (markdown for
// an answer, as typed for a question).

/** A tool the model called for a reply (SPEC: message `call`), as the schema's ToolCallFields has it. */
export type ToolCall = ToolCallFieldsFragment;

const NO_CALLS: readonly ToolCall[] = [];

interface BubbleProps {
  role: 'user' | 'assistant';
  content: string;
  reasoning: string | null;
  calls?: readonly ToolCall[];
  /** Not stored yet: the user's text before the server confirms it, or the reply so far. */
  streaming?: boolean;
}

export const Bubble = memo(function Bubble({ role, content, reasoning, calls = NO_CALLS, streaming = false }: BubbleProps) {
  return (
    <>
      {reasoning && (
        <details className={thinking}>
          <summary>Reasoning</summary>
          <p>{reasoning}</p>
        </details>
      )}
      {calls.map((call, i) => (
        <CallChip key={i} call={call} />
      ))}
      {role === 'user' ? (
        <div data-role="user" data-pending={streaming || undefined} className={cx(bubble, userBubble)}>
          {content}
        </div>
      ) : (
        <div data-role="assistant" aria-busy={streaming} className={cx(bubble, markdownBody, assistantBubble, streaming && !content && typing)}>
          <Markdown content={content} streaming={streaming} />
        </div>
      )}
    </>
  );
});

/** "Used calculator: 12*7 = 84": what a tool was asked and what it answered. */
export function describeCall(call: ToolCall): string {
  let input = call.arguments ?? '';
  try {
    const parsed: unknown = JSON.parse(input);
    if (parsed && typeof parsed === 'object') {
      const values = Object.values(parsed as Record<string, unknown>);
      input =
        values.length === 0 ? '' : values.length === 1 && typeof values[0] !== 'object' ? String(values[0]) : JSON.stringify(parsed);
    }
  } catch {
    // Not JSON: shown as sent.
  }
  const name = call.name.replace(/_/g, ' ');
  const result = call.result ? ` = ${call.result}` : '';
  return input || result ? `Used ${name}: ${input}${input ? result : result.slice(3)}` : `Used ${name}`;
}

function CallChip({ call }: { call: ToolCall }) {
  return (
    <div className={chip} data-call={call.name} title={call.arguments ?? undefined}>
      {describeCall(call)}
    </div>
  );
}

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
`;

const chip = css`
  display: inline-block;
  max-width: 100%;
  padding: 2px ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.textMuted};
  font-size: ${font.small};
  font-family: ${font.mono};
  overflow-wrap: anywhere;
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
