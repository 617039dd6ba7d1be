import { useState } from 'react';
import { Link } from 'wouter';
import { useQuery } from 'urql';
import { css, cx } from '@linaria/core';
import { CLASSIFICATION_PAGE_SIZE, ClassificationsQuery } from '../../gateway/classifier/operations';
import { Button } from '../../ui/Button';
import { stackList } from '../../ui/stackList';
import { color, font, radius, space } from '../../ui/tokens';
import { when } from './format';

// The workspace's classifications, newest first, 25 a page, with the states every list has:
// loading the first page, empty, failed (with Retry), loaded with "Load more" at the bottom
// while the last page was full. It stands alone so the shared list view can take its place.
// Each page is its own query starting after the last id of the one before; graphcache puts a
// new classification at the top of the first page and takes a deleted one out of any page.

interface Props {
  activeId: string | null;
  /** A logged-out visitor has no history to ask for (the server would answer 401). */
  loggedIn: boolean;
  /** Whether the visitor is logged in is not known yet. */
  checking: boolean;
}

export function ClassificationHistory({ activeId, loggedIn, checking }: Props) {
  // The cursor of each page shown: null for the first, then the last id of the page before.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  return (
    <section className={panel} aria-labelledby="classifier-history">
      <h2 id="classifier-history" className={title}>
        History
      </h2>
      {loggedIn ? (
        <ul className={stackList}>
          {cursors.map((after, index) => (
            <HistoryPage
              key={after ?? 'first'}
              startingAfter={after}
              activeId={activeId}
              last={index === cursors.length - 1}
              onMore={(cursor) => setCursors((shown) => (shown.includes(cursor) ? shown : [...shown, cursor]))}
            />
          ))}
        </ul>
      ) : (
        <p className={note}>{checking ? 'Loading…' : 'Your classifications will be listed here.'}</p>
      )}
    </section>
  );
}

interface PageProps {
  startingAfter: string | null;
  activeId: string | null;
  /** The last page shown offers to load the next one. */
  last: boolean;
  onMore: (cursor: string) => void;
}

function HistoryPage({ startingAfter, activeId, last, onMore }: PageProps) {
  const [result, retry] = useQuery({ query: ClassificationsQuery, variables: { limit: CLASSIFICATION_PAGE_SIZE, startingAfter } });
  const page = result.data?.classifications;
  const first = startingAfter === null;
  if (!page) {
    if (result.error) {
      return (
        <li className={note} role="alert">
          {first ? 'The history could not be loaded.' : 'More could not be loaded.'}{' '}
          <Button variant="ghost" onClick={() => retry({ requestPolicy: 'network-only' })}>
            Retry
          </Button>
        </li>
      );
    }
    return <li className={note}>Loading…</li>;
  }
  if (first && page.items.length === 0) return <li className={note}>No classifications yet. Classify a text and it will be kept here.</li>;
  const cursor = page.items.at(-1)?.id;
  return (
    <>
      {page.items.map((item) => (
        <li key={item.id}>
          <Link href={`/app/classifier/${item.id}`} className={cx(row, item.id === activeId && rowActive)} aria-current={item.id === activeId ? 'page' : undefined}>
            <span className={itemTitle}>{item.title}</span>
            <span className={itemMeta}>
              <span className={cx(badge, item.flagged ? badgeFlagged : badgeClean)}>{item.flagged ? 'Flagged' : 'Clean'}</span>
              <span>{item.language.name}</span>
              <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
            </span>
          </Link>
        </li>
      ))}
      {last && page.hasMore && cursor && (
        <li className={more}>
          <Button variant="secondary" disabled={result.fetching} onClick={() => onMore(cursor)}>
            Load more
          </Button>
        </li>
      )}
    </>
  );
}

const panel = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  min-width: 0;
`;

const title = css`
  margin: 0;
  font-size: ${font.large};
`;

const note = css`
  margin: 0;
  padding: ${space.sm} 0;
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const row = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${space.sm} ${space.md};
  border: 1px solid transparent;
  border-radius: ${radius.md};
  color: ${color.text};
  text-decoration: none;
  &:hover {
    background: ${color.sunken};
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: -1px;
  }
`;

const rowActive = css`
  border-color: ${color.border};
  background: ${color.surface};
  &:hover {
    background: ${color.surface};
  }
`;

const itemTitle = css`
  overflow: hidden;
  font-size: ${font.small};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const itemMeta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  color: ${color.textMuted};
  font-size: 12px;
`;

const badge = css`
  padding: 0 6px;
  border-radius: ${radius.pill};
  font-weight: 600;
`;

const badgeFlagged = css`
  background: ${color.dangerSoft};
  color: ${color.danger};
`;

const badgeClean = css`
  background: ${color.successSoft};
  color: ${color.success};
`;

const more = css`
  display: flex;
  justify-content: center;
  padding: ${space.sm} 0;
`;
