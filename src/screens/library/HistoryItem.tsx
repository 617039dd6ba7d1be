import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css, cx } from '@linaria/core';
import { historyItemMachine, removeConversation } from '../../machines/library/historyItemMachine';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { color, font, radius, space } from '../../ui/tokens';
import { conversationTitleMaxLength } from '../../../contract/tool-limits';
import { PinToggle } from '../lists/PinToggle';
import { useDelete } from '../lists/useDelete';

// One conversation in the history: a link, renamed in place (Enter or leaving the field saves,
// Escape cancels), deleted after a confirmation. historyItemMachine renames, deleteMachine deletes.

interface Props {
  conversation: { id: string; title?: string | null };
  active: boolean;
  onNavigate?: () => void;
  pinned: boolean;
  onPin: (pinned: boolean) => void;
}

export function HistoryItem({ conversation, active, onNavigate, pinned, onPin }: Props) {
  const title = conversation.title || 'Untitled conversation';
  const client = useClient();
  const item = useActorRef(historyItemMachine, actorOptions({ client, conversationId: conversation.id }));
  const editing = useSelector(item, (s) => s.hasTag('editing'));
  const [, navigate] = useLocation();
  const deletion = useDelete({
    id: conversation.id,
    remove: removeConversation,
    title: 'Delete conversation?',
    description: `“${title}” and all its messages will be deleted. This cannot be undone.`,
    onDeleted: () => active && navigate('/'),
  });
  useEffect(() => {
    const subscriptions = [
      item.on('failed', (e) => toast.error(e.message)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [item]);
  const save = (next: string) => item.send({ type: 'SAVE', title: next, current: conversation.title ?? null });

  return (
    <li className={row}>
      {editing ? (
        <input
          className={field}
          aria-label="Conversation title"
          maxLength={conversationTitleMaxLength}
          defaultValue={conversation.title ?? ''}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onBlur={(event) => save(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
            if (event.key === 'Escape') {
              event.stopPropagation();
              item.send({ type: 'CANCEL' });
            }
          }}
        />
      ) : (
        <>
          <Link href={`/${conversation.id}`} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={cx(link, active && activeItem)}>
            {title}
          </Link>
          <PinToggle pinned={pinned} label={`Pin ${title}`} onChange={onPin} />
          <span className={actions}>
            <button type="button" className={action} aria-label={`Rename ${title}`} title="Rename" onClick={() => item.send({ type: 'EDIT' })}>
              ✎
            </button>
            <button type="button" className={action} aria-label={`Delete ${title}`} title="Delete" onClick={deletion.ask}>
              ×
            </button>
          </span>
        </>
      )}
      {deletion.dialog}
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

const link = css`
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

// Over the link's end, left of the pin (36 px), which stays in view.
const actions = css`
  position: absolute;
  right: calc(36px + ${space.xs});
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
