import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { css } from '@linaria/core';
import { Button } from '../../ui/Button';
import { color, font, radius, shadow, space } from '../../ui/tokens';
import { messageMaxLength } from '../../../contract/tool-limits';

interface PromptBoxProps {
  value: string;
  busy: boolean;
  /** Stopped, waiting for what the server stored: Send waits (it could post the question twice). */
  settling?: boolean;
  seconds: number;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  onFocus: () => void;
  /** Attachments: the paperclip, and whether files alone may be sent. */
  attach?: ReactNode;
  hasFiles?: boolean;
}

export function PromptBox({ value, busy, settling = false, seconds, onChange, onSend, onStop, onFocus, attach, hasFiles = false }: PromptBoxProps) {
  const canSend = (value.trim() !== '' || hasFiles) && !busy && !settling;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  // SPEC §5: Enter without Shift sends only when the prompt is non-empty and nothing is
  // processing; Shift+Enter is a newline.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form className={box} onSubmit={submit}>
      {attach}
      <textarea
        aria-label="Message"
        placeholder="Ask anything…"
        maxLength={messageMaxLength}
        rows={1}
        className={input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      />
      <div className={actions}>
        {busy ? (
          <>
            <span role="timer" aria-label="Time elapsed" className={timer}>
              {seconds} s
            </span>
            <Button variant="secondary" onClick={onStop}>
              Stop
            </Button>
          </>
        ) : (
          <Button type="submit" disabled={!canSend}>
            {settling ? 'Stopping…' : 'Send'}
          </Button>
        )}
      </div>
    </form>
  );
}

const box = css`
  display: flex;
  align-items: flex-end;
  gap: ${space.sm};
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
  padding: ${space.sm};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
  &:focus-within {
    border-color: ${color.accent};
  }
`;

const input = css`
  flex: 1;
  min-height: 40px;
  max-height: 200px;
  padding: ${space.sm};
  border: 0;
  resize: none;
  field-sizing: content;
  background: transparent;
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

const actions = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
`;

const timer = css`
  color: ${color.textMuted};
  font-size: ${font.small};
  font-variant-numeric: tabular-nums;
`;
