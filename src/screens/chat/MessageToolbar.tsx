import { useEffect, useRef, useState } from 'react';
import { css } from '@linaria/core';
import type { ConversationQuery as ConversationResult } from '../../gateway/generated/graphql';
import type { Siblings } from '../../lib/thread';
import { color, font, radius, space } from '../../ui/tokens';
import { iconButton, textButton } from '../messages/messageStyles';

// What is shown under a stored message: the ‹ 2/3 › switcher at a fork, copy / share /
// download, edit or regenerate, and on the last answer the feedback thumbs (the vote is sent
// at once; a message can follow). The edit form replaces the toolbar while editing.

export type Message = NonNullable<ConversationResult['conversation']>['messages'][number];
export type FeedbackValue = 'up' | 'down';

export interface MessageActionHandlers {
  copy(id: string): void;
  share(id: string): Promise<void>;
  download(id: string): void;
  edit(id: string): void;
  saveEdit(id: string, text: string): void;
  cancelEdit(): void;
  regenerate(id: string): void;
  /** Resolves true once the server stored it. */
  feedback(value: FeedbackValue, message?: string): Promise<boolean>;
  /** Switch to this sibling's branch. */
  choose(sibling: { id: string }): void;
}

interface ToolbarProps {
  message: Message;
  siblings: Siblings<{ id: string }>;
  busy: boolean;
  showFeedback: boolean;
  actions: MessageActionHandlers;
}

export function MessageToolbar({ message, siblings, busy, showFeedback, actions }: ToolbarProps) {
  const { id } = message;
  const [voted, setVoted] = useState<FeedbackValue | null>(null);
  const vote = async (value: FeedbackValue) => {
    if (await actions.feedback(value)) setVoted(value);
  };
  return (
    <>
      <div className={toolbar} role="toolbar" aria-label={message.role === 'user' ? 'Question actions' : 'Answer actions'}>
        {siblings.count > 1 && (
          <span className={switcher}>
            <button
              type="button"
              className={iconButton}
              aria-label="Previous version"
              disabled={busy || !siblings.previous}
              onClick={() => siblings.previous && actions.choose(siblings.previous)}
            >
              ‹
            </button>
            <span className={counter}>
              {siblings.index}/{siblings.count}
            </span>
            <button
              type="button"
              className={iconButton}
              aria-label="Next version"
              disabled={busy || !siblings.next}
              onClick={() => siblings.next && actions.choose(siblings.next)}
            >
              ›
            </button>
          </span>
        )}
        <button type="button" className={textButton} onClick={() => actions.copy(id)}>
          Copy
        </button>
        <button type="button" className={textButton} onClick={() => void actions.share(id)}>
          Share
        </button>
        <button type="button" className={textButton} onClick={() => actions.download(id)}>
          Download
        </button>
        {message.role === 'user' ? (
          <button type="button" className={textButton} disabled={busy} onClick={() => actions.edit(id)}>
            Edit
          </button>
        ) : (
          <button type="button" className={textButton} disabled={busy || !message.parentId} onClick={() => actions.regenerate(id)}>
            Regenerate
          </button>
        )}
        {showFeedback && (
          <>
            <button type="button" className={iconButton} aria-label="Good answer" aria-pressed={voted === 'up'} onClick={() => void vote('up')}>
              <Thumb up />
            </button>
            <button type="button" className={iconButton} aria-label="Bad answer" aria-pressed={voted === 'down'} onClick={() => void vote('down')}>
              <Thumb />
            </button>
          </>
        )}
      </div>
      {showFeedback && voted && (
        <FeedbackForm key={voted} onSend={(text) => actions.feedback(voted, text)} onClose={() => setVoted(null)} />
      )}
    </>
  );
}

/** After a vote: an optional message about the answer, sent with the same vote. */
function FeedbackForm({ onSend, onClose }: { onSend: (message: string) => Promise<boolean>; onClose: () => void }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  // It opens under the last answer, below the fold when that answer is long (or on a phone):
  // brought into view and focused, so the user sees where to type.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.scrollIntoView({ block: 'nearest' });
    form.current?.querySelector('textarea')?.focus({ preventScroll: true });
  }, []);
  return (
    <form
      ref={form}
      className={feedbackForm}
      aria-label="Feedback"
      onSubmit={async (event) => {
        event.preventDefault();
        setSending(true);
        const sent = await onSend(text.trim());
        setSending(false);
        if (sent) onClose();
      }}
    >
      <label className={feedbackLabel}>
        Tell us more (optional)
        <textarea
          className={input}
          value={text}
          maxLength={2000}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onClose()}
        />
      </label>
      <div className={formButtons}>
        <button type="button" className={textButton} onClick={onClose}>
          Close
        </button>
        <button type="submit" className={textButton} disabled={!text.trim() || sending}>
          Send feedback
        </button>
      </div>
    </form>
  );
}

export function EditForm({ initial, onSave, onCancel }: { initial: string; onSave: (text: string) => void; onCancel: () => void }) {
  const [text, setText] = useState(initial);
  return (
    <form
      className={editForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(text);
      }}
    >
      <textarea
        aria-label="Edit message"
        className={input}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      />
      <div className={formButtons}>
        <button type="button" className={textButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={textButton} disabled={!text.trim()}>
          Save and send
        </button>
      </div>
    </form>
  );
}

/** Line icons (no emoji font is needed). */
function Thumb({ up = false }: { up?: boolean }) {
  const d = up
    ? 'M14 9V5a3 3 0 0 0-3-3l-4 9v11h11.28a2 2 0 0 0 2-1.7l1.38-9a2 2 0 0 0-2-2.3zM7 22H4a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h3'
    : 'M10 15v4a3 3 0 0 0 3 3l4-9V2H5.72a2 2 0 0 0-2 1.7l-1.38 9a2 2 0 0 0 2 2.3zm7-13h2.67A2.31 2.31 0 0 1 22 4v7a2.31 2.31 0 0 1-2.33 2H17';
  return (
    <svg width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const switcher = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

const counter = css`
  font-variant-numeric: tabular-nums;
`;

const editForm = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  width: min(100%, 600px);
`;

const feedbackForm = css`
  ${editForm};
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const feedbackLabel = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

const input = css`
  min-height: 80px;
  padding: ${space.sm};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  color: ${color.text};
  font: inherit;
  font-size: 1rem;
  resize: vertical;
`;

const formButtons = css`
  display: flex;
  justify-content: flex-end;
  gap: ${space.xs};
`;
