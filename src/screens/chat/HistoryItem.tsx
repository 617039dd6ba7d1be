import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useMutation } from 'urql';
import { css, cx } from '@linaria/core';
import { DeleteConversationMutation, RenameConversationMutation } from '../../gateway/operations/library';
import { errorText } from '../../lib/errors';
import { toast } from '../../app/toasts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { color, font, radius, space } from '../../ui/tokens';

// One conversation in the history: a link, renamed in place (Enter or leaving the field saves,
// Escape cancels), deleted after a confirmation.

interface Props {
  conversation: { id: string; title?: string | null };
  active: boolean;
  onNavigate?: () => void;
}

export function HistoryItem({ conversation, active, onNavigate }: Props) {
  const title = conversation.title || 'Untitled conversation';
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [, rename] = useMutation(RenameConversationMutation);
  const [{ fetching: deleting }, remove] = useMutation(DeleteConversationMutation);
  const [, navigate] = useLocation();

  const save = async (next: string) => {
    setEditing(false);
    const cleaned = next.trim();
    if (!cleaned || cleaned === conversation.title) return;
    const result = await rename({ id: conversation.id, title: cleaned });
    if (result.error) toast.error(errorText(result.error));
  };
  const confirmDelete = async () => {
    const result = await remove({ id: conversation.id });
    setConfirming(false);
    if (result.error) return toast.error(errorText(result.error));
    if (active) navigate('/');
  };

  return (
    <li className={row}>
      {editing ? (
        <input
          className={field}
          aria-label="Conversation title"
          defaultValue={conversation.title ?? ''}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onBlur={(event) => save(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
            if (event.key === 'Escape') {
              event.stopPropagation();
              setEditing(false);
            }
          }}
        />
      ) : (
        <>
          <Link href={`/${conversation.id}`} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={cx(item, active && activeItem)}>
            {title}
          </Link>
          <span className={actions}>
            <button type="button" className={action} aria-label={`Rename ${title}`} title="Rename" onClick={() => setEditing(true)}>
              ✎
            </button>
            <button type="button" className={action} aria-label={`Delete ${title}`} title="Delete" onClick={() => setConfirming(true)}>
              ×
            </button>
          </span>
        </>
      )}
      {confirming && (
        <Dialog title="Delete conversation?" description={`“${title}” and all its messages will be deleted. This cannot be undone.`} onClose={() => setConfirming(false)}>
          <div className={buttons}>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={deleting} onClick={confirmDelete}>
              Delete
            </Button>
          </div>
        </Dialog>
      )}
    </li>
  );
}

const row = css`
  position: relative;
  display: flex;
  align-items: center;
  &:hover > span,
  &:focus-within > span {
    opacity: 1;
  }
`;

const item = css`
  display: block;
  flex: 1;
  min-width: 0;
  padding: ${space.sm} ${space.md};
  overflow: hidden;
  border-radius: ${radius.sm};
  color: ${color.text};
  font-size: ${font.small};
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover {
    background: ${color.sunken};
  }
`;

const activeItem = css`
  background: ${color.accentSoft};
  color: ${color.accent};
  font-weight: 600;
`;

const actions = css`
  position: absolute;
  right: ${space.xs};
  display: flex;
  gap: 2px;
  opacity: 0;
  transition: opacity 120ms;
`;

const action = css`
  padding: 2px 6px;
  border: 0;
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.textMuted};
  font-size: ${font.small};
  cursor: pointer;
  &:hover {
    color: ${color.text};
  }
`;

const field = css`
  flex: 1;
  min-width: 0;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.accent};
  border-radius: ${radius.sm};
  font: inherit;
  font-size: ${font.small};
`;

const buttons = css`
  display: flex;
  justify-content: flex-end;
  gap: ${space.sm};
`;
