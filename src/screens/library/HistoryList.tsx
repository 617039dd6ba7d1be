import { useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { css } from '@linaria/core';
import { MeQuery } from '../../gateway/account/operations';
import { SearchConversationsQuery } from '../../gateway/history/operations';
import { ConversationsQuery, HISTORY_PAGE_SIZE as PAGE_SIZE } from '../../gateway/history/operations';
import { Button } from '../../ui/Button';
import { color, font, radius, space } from '../../ui/tokens';
import { HistoryItem } from './HistoryItem';
import { useDebounced } from '../chat/useDebounced';
import { stackList } from '../../ui/stackList';

/** SPEC §7: the next page loads when the reader is this close to the bottom. */
export const LOAD_MORE_WITHIN_PX = 500;
/** The search asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * Conversation history, newest first, 25 a page: the next page loads on its own as the list
 * scrolls near its end ("Load more" stays for keyboards). Searching filters by title and
 * message text. Either way it is one query whose `startingAfter` moves to the last item;
 * graphcache answers with every page up to it (src/gateway/library/cache-pages.ts).
 */
export function HistoryList({ activeId, onNavigate }: { activeId: string | null; onNavigate?: () => void }) {
  const [search, setSearch] = useState('');
  const words = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [startingAfter, setStartingAfter] = useState<string | null>(null);
  useEffect(() => {
    setStartingAfter(null);
  }, [words]);
  // A logged-out visitor has no history: don't ask the server (it would answer 401).
  const [me] = useQuery({ query: MeQuery });
  const loggedIn = !!me.data?.me;
  const [all] = useQuery({ query: ConversationsQuery, variables: { limit: PAGE_SIZE, startingAfter }, pause: !loggedIn || !!words });
  const [found] = useQuery({
    query: SearchConversationsQuery,
    variables: { query: words, limit: PAGE_SIZE, startingAfter },
    pause: !loggedIn || !words,
  });
  const page = words ? found.data?.searchConversations : all.data?.conversations;
  const fetching = words ? found.fetching : all.fetching;

  const root = useRef<HTMLDivElement>(null);
  const loadMore = () => {
    if (page?.hasMore && !fetching) setStartingAfter(page.items.at(-1)!.id);
  };
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  // The scrolling element is the history panel around this list.
  useEffect(() => {
    const scroller = root.current?.parentElement;
    if (!scroller) return;
    const check = () => {
      // No layout (scrollHeight 0): nothing to measure, the button remains.
      if (scroller.scrollHeight === 0) return;
      if (scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= LOAD_MORE_WITHIN_PX) loadMoreRef.current();
    };
    scroller.addEventListener('scroll', check, { passive: true });
    // A page that does not fill the panel could never be scrolled: check after each one too.
    check();
    return () => scroller.removeEventListener('scroll', check);
  }, [page, fetching]);

  if (!loggedIn) return null;
  return (
    <div ref={root}>
      <input
        type="search"
        className={searchField}
        placeholder="Search conversations"
        aria-label="Search conversations"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {!page ? (
        fetching && <p className={muted}>Loading…</p>
      ) : page.items.length === 0 ? (
        <p className={muted}>{words ? `No conversations match “${words}”.` : 'No conversations yet.'}</p>
      ) : (
        <ul className={stackList}>
          {page.items.map((c) => (
            <HistoryItem key={c.id} conversation={c} active={c.id === activeId} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      {page?.hasMore && (
        <Button variant="ghost" disabled={fetching} onClick={loadMore}>
          Load more
        </Button>
      )}
    </div>
  );
}

const searchField = css`
  box-sizing: border-box;
  width: 100%;
  margin-bottom: ${space.sm};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  font: inherit;
  font-size: ${font.small};
`;

const muted = css`
  padding: 0 ${space.md};
  color: ${color.textMuted};
  font-size: ${font.small};
`;
