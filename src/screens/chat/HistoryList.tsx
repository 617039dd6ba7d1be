import { useState } from 'react';
import { Link } from 'wouter';
import { useQuery } from 'urql';
import { css, cx } from '@linaria/core';
import { MeQuery } from '../../gateway/operations/account';
import { ConversationsQuery } from '../../gateway/operations/library';
import { Button } from '../../ui/Button';
import { color, font, radius, space } from '../../ui/tokens';

const PAGE_SIZE = 25;

/**
 * Conversation history, newest first. "Load more" asks for the page after the last item;
 * graphcache answers with every page up to it (src/gateway/cache.ts), so this stays one query.
 */
export function HistoryList({ activeId, onNavigate }: { activeId: string | null; onNavigate?: () => void }) {
  const [startingAfter, setStartingAfter] = useState<string | null>(null);
  // A logged-out visitor has no history: don't ask the server (it would answer 401).
  const [me] = useQuery({ query: MeQuery });
  const [{ data, fetching }] = useQuery({
    query: ConversationsQuery,
    variables: { limit: PAGE_SIZE, startingAfter },
    pause: !me.data?.me,
  });
  const page = data?.conversations;

  if (!page) return fetching ? <p className={muted}>Loading…</p> : null;
  if (page.items.length === 0) return <p className={muted}>No conversations yet.</p>;
  return (
    <>
      <ul className={list}>
        {page.items.map((c) => (
          <li key={c.id}>
            <Link
              href={`/${c.id}`}
              onClick={onNavigate}
              aria-current={c.id === activeId ? 'page' : undefined}
              className={cx(item, c.id === activeId && active)}
            >
              {c.title || 'Untitled conversation'}
            </Link>
          </li>
        ))}
      </ul>
      {page.hasMore && (
        <Button variant="ghost" disabled={fetching} onClick={() => setStartingAfter(page.items.at(-1)!.id)}>
          Load more
        </Button>
      )}
    </>
  );
}

const list = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: block;
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

const active = css`
  background: ${color.accentSoft};
  color: ${color.accent};
  font-weight: 600;
`;

const muted = css`
  padding: 0 ${space.md};
  color: ${color.textMuted};
  font-size: ${font.small};
`;
