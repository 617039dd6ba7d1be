import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'wouter';
import { cx } from '@linaria/core';
import * as styles from './historyDrawerStyles';

// The conversations panel: a column beside the chat on wide screens; on narrow ones a drawer
// over it, opened by the History button, closed by Escape, a click outside it or going to a
// conversation.

// The list (its pages, search, sort and pins) is not part of the chat's first load: it comes
// right after, as the chat's first paint matters more than the history beside it.
const HistoryList = lazy(() => import('./HistoryList').then((module) => ({ default: module.HistoryList })));

interface Props {
  activeId: string | null;
  open: boolean;
  onClose: () => void;
}

export function HistoryDrawer({ activeId, open, onClose }: Props) {
  // Going to another conversation (a link in it, a new chat, the browser's back) closes it.
  useEffect(() => {
    onClose();
  }, [activeId, onClose]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <>
      <aside id="chat-history" className={cx(styles.sidebar, open && styles.sidebarOpen)} aria-label="Conversations">
        <Link href="/" className={styles.newChat} onClick={onClose}>
          + New chat
        </Link>
        <nav aria-label="History" className={styles.history}>
          <Suspense fallback={null}>
            <HistoryList activeId={activeId} onNavigate={onClose} />
          </Suspense>
        </nav>
      </aside>
      {/* Mouse only: the keyboard closes the drawer with Escape or the History button. */}
      {open && <div className={styles.scrim} data-testid="history-scrim" onClick={onClose} />}
    </>
  );
}
