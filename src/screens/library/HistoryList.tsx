import { useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { css } from '@linaria/core';
import { MeQuery } from '../../gateway/account/operations';
import { ConversationsQuery, HISTORY_PAGE_SIZE as PAGE_SIZE, SearchConversationsQuery } from '../../gateway/history/operations';
import { Button } from '../../ui/Button';
import { color, font, radius, space } from '../../ui/tokens';
import { HistoryItem } from './HistoryItem';
import { useDebounced } from '../../ui/useDebounced';
import { stackList } from '../../ui/stackList';
import { orderItems } from '../../lib/lists/order';
import { pin, readPins, unpin, writePins } from '../../lib/lists/pins';
import { nearListEnd, SEARCH_DEBOUNCE_MS } from '../../lib/lists/pages';
import { SortSelect, type SortChoice } from '../lists/ListControls';
import { usePages } from '../lists/usePages';

/** The history's pins in browser storage (SPEC §3: per list key, an ordered id list). */
const PINS_KEY = 'conversations';

/**
 * Conversation history, newest first (or oldest first, or by title: the server sorts), 25 a
 * page: the next page loads on its own as the list scrolls near its end ("Load more" stays for
 * keyboards). Searching filters by title and message text. Either list is read a page at a time
 * through graphcache (usePages), which keeps it live as conversations are made, renamed and
 * deleted in the chat (src/gateway/history/cache.ts).
 * Pinned conversations come first, in the order they were pinned, kept like every list's pins.
 */
export function HistoryList({ activeId, onNavigate }: { activeId: string | null; onNavigate?: () => void }) {
  const [search, setSearch] = useState('');
  const words = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sortChoice, setSort] = useState<SortChoice>('newest');
  const sort = sortChoice === 'newest' ? null : sortChoice;
  const [pins, setPins] = useState(() => readPins(PINS_KEY));
  const togglePin = (id: string, on: boolean) => {
    const next = on ? pin(pins, id) : unpin(pins, id);
    writePins(PINS_KEY, next);
    setPins(next);
  };
  // A logged-out visitor has no history: don't ask the server (it would answer 401).
  const [me] = useQuery({ query: MeQuery });
  const loggedIn = !!me.data?.me;
  const all = usePages({
    query: ConversationsQuery,
    variables: { sort },
    rowsOf: (data) => data.conversations.items,
    moreAfter: (data) => data.conversations.hasMore,
    limit: PAGE_SIZE,
    pause: !loggedIn || !!words,
  });
  const found = usePages({
    query: SearchConversationsQuery,
    variables: { query: words, sort },
    rowsOf: (data) => data.searchConversations.items,
    moreAfter: (data) => data.searchConversations.hasMore,
    limit: PAGE_SIZE,
    pause: !loggedIn || !words,
  });
  const pages = words ? found : all;
  const { rows, hasMore, loadingMore } = pages;
  const shown = orderItems(rows, pins);
  const read = !pages.loading && !pages.error;

  const root = useRef<HTMLDivElement>(null);
  const loadMore = () => {
    if (hasMore && !loadingMore) pages.more();
  };
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  // The scrolling element is the history panel around this list.
  useEffect(() => {
    const scroller = root.current?.parentElement;
    if (!scroller) return;
    // Without layout nothing is measured and the button remains.
    const check = () => {
      if (nearListEnd(scroller)) loadMoreRef.current();
    };
    scroller.addEventListener('scroll', check, { passive: true });
    // A page that does not fill the panel could never be scrolled: check after each one too.
    check();
    return () => scroller.removeEventListener('scroll', check);
  }, [rows.length, hasMore, loadingMore]);

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
      <div className={sortRow}>
        <SortSelect noun="conversations" value={sortChoice} onChange={setSort} />
      </div>
      {!read ? (
        pages.loading && <p className={muted}>Loading…</p>
      ) : rows.length === 0 ? (
        <p className={muted}>{words ? `No conversations match “${words}”.` : 'No conversations yet.'}</p>
      ) : (
        <ul className={stackList}>
          {shown.map((c) => (
            <HistoryItem key={c.id} conversation={c} active={c.id === activeId} onNavigate={onNavigate} pinned={pins.includes(c.id)} onPin={(on) => togglePin(c.id, on)} />
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="ghost" disabled={loadingMore} onClick={loadMore}>
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

const sortRow = css`
  margin-bottom: ${space.sm};
`;

const muted = css`
  padding: 0 ${space.md};
  color: ${color.textMuted};
  font-size: ${font.small};
`;
