import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { nearListEnd } from '../../lib/lists/pages';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { listNote, scrollingList } from '../../ui/mediaTool';

// One page-read list of a media tool's (voices, a history): loading, failed with Try again,
// empty, or the rows, the next page asked within 500 px of the end (SPEC §9) or with More (the
// keyboard's way, and a list too short to scroll).

export interface PagedListProps {
  label: string;
  pages: { loading: boolean; error: CombinedError | null; hasMore: boolean; loadingMore: boolean; moreError: CombinedError | null; more(): void; reload(): void };
  count: number;
  empty: ReactNode;
  children: ReactNode;
}

export function PagedList({ label, pages, count, empty, children }: PagedListProps) {
  if (pages.loading) return <Spinner label={`Loading ${label.toLowerCase()}`} />;
  if (pages.error && !count)
    return (
      <p className={listNote} role="alert">
        {label} could not be loaded.{' '}
        <Button variant="ghost" onClick={pages.reload}>
          Try again
        </Button>
      </p>
    );
  if (!count) return <p className={listNote}>{empty}</p>;
  return (
    <ul className={scrollingList} aria-label={label} onScroll={(event) => pages.hasMore && !pages.loadingMore && nearListEnd(event.currentTarget) && pages.more()}>
      {children}
      {(pages.hasMore || pages.moreError) && (
        <li className={listNote}>
          {pages.loadingMore ? (
            <Spinner label="Loading more" />
          ) : (
            <Button variant="ghost" onClick={pages.more}>
              {pages.moreError ? 'More could not be loaded. Try again' : 'More'}
            </Button>
          )}
        </li>
      )}
    </ul>
  );
}
