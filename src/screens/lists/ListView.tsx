import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { orderedItems } from '../../machines/lists/listMachine';
import type { ListItem } from '../../lib/lists/order';
import { nearListEnd } from '../../lib/lists/pages';
import type { ListQuery } from '../../machines/lists/listSource';
import type { ListHandle } from './useList';
import { Button } from '../../ui/Button';
import { Switch } from '../../ui/Switch';
import { visuallyHidden } from '../../ui/a11y';
import { color, font, radius, space } from '../../ui/tokens';
import { MasonryGrid, type BoxSize } from './MasonryGrid';
import { VirtualRows } from './VirtualRows';
import { PinToggle } from './PinToggle';

// The one view of a resource list (SPEC §2, §4), a thin view over what useList hands it (the list
// machine's flow and the pages read through graphcache):
// a skeleton while the first page loads, the screen's own message when the list is empty, the
// error with Try again, and the loaded items — virtualised rows or a masonry grid — in the
// list's order (granted, pinned, the rest). While a new first page is on its way (a filter,
// a sort, a refresh) the items stay, dimmed under a thin progress bar once it takes a moment. The screen says how an item looks (renderItem);
// what it does goes back to the machine through the controls it is given.

/** What an item's renderer may do to it; each is an event of the list machine. */
export interface ItemControls {
  pinned: boolean;
  pin(): void;
  unpin(): void;
  setStatus(status: 0 | 1): void;
  remove(): void;
}

export interface ListViewProps<T extends ListItem> {
  /** The list's values and callbacks (useList). */
  list: ListHandle;
  /** The list's accessible name (its scrolling region is labelled with it). */
  label: string;
  /** Shown when the list has no items (each screen says it its own way). */
  empty: ReactNode;
  renderItem: (item: T, controls: ItemControls) => ReactNode;
  /** Rows (default) or a masonry grid of images. */
  layout?: 'rows' | 'grid';
  /** Rows: a row's expected height; each row is measured once shown. */
  rowHeight?: number;
  /** Grid: the narrowest a column may be (390 px wide screens get two). */
  columnWidth?: number;
  /** Grid: the fixed height under each image box (a caption, buttons). */
  captionHeight?: number;
  /** Grid: an item's image size; by default its `output_file.width`/`height`. */
  sizeOf?: (item: T) => BoxSize | null;
  /** A line above the items, given the count (`GET {list}/count`) once known. */
  countLabel?: (count: number) => ReactNode;
  /**
   * Gives every item a status switch (SPEC §4: status 1 or 0, `POST {list}/{id}`), named by this
   * for that item (e.g. "Active: Review of May"): on when the status is 1. It flips at once and
   * flips back with the server's message when refused. Lists whose source cannot set a status
   * leave it out.
   */
  statusLabel?: (item: T) => string;
  /**
   * Gives every item a pin toggle, named by this for that item (e.g. "Pin Review of May"; it is
   * pressed while pinned). Pinned items come first, in the order they were pinned (SPEC §3:
   * kept in browser storage per list key).
   */
  pinLabel?: (item: T) => string;
  /** Shown instead of `empty` when a search or a filter (the query given) found nothing. */
  nothingMatches?: (query: ListQuery) => ReactNode;
}

export function ListView<T extends ListItem>(props: ListViewProps<T>) {
  const { list, label, empty, countLabel, nothingMatches } = props;
  const { phase, count, notice, error, refreshing, narrowed, shownQuery } = list;

  return (
    <div className={cx(frame, refreshing && dimmed)}>
      {refreshing && <div role="progressbar" aria-label={`Updating ${label}`} className={progress} />}
      {countLabel && count !== null && phase !== 'initial' && <p className={countLine}>{countLabel(count)}</p>}
      {notice && (
        <div role="alert" className={alert}>
          <span>{notice}</span>
          <Button variant="ghost" onClick={list.dismiss}>
            Dismiss
          </Button>
        </div>
      )}
      {phase === 'initial' && <Skeleton label={label} />}
      {phase === 'empty' && <p className={message}>{narrowed && nothingMatches ? nothingMatches(shownQuery) : empty}</p>}
      {phase === 'error' && (
        <div className={message} role="alert">
          <p>{error}</p>
          <Button variant="secondary" onClick={list.retry}>
            Try again
          </Button>
        </div>
      )}
      {phase === 'loaded' && <LoadedItems {...props} />}
    </div>
  );
}

function LoadedItems<T extends ListItem>(props: ListViewProps<T>) {
  const { list, label, renderItem, layout = 'rows', rowHeight, columnWidth, captionHeight, sizeOf, statusLabel, pinLabel } = props;
  const { items, pins, loadingMore, moreFailed, shownQuery, loadMore, pin, unpin, setStatus, remove } = list;
  const ordered = useMemo(() => orderedItems(items, pins) as T[], [items, pins]);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // Other filters, sort or search: their first page is read from the top. A refresh of the
  // same query leaves the reader where they were.
  useEffect(() => {
    scroller?.scrollTo(0, 0);
  }, [scroller, shownQuery]);

  const nearBottom = useCallback(() => {
    if (scroller && nearListEnd(scroller)) loadMore();
  }, [scroller, loadMore]);
  // After each page too: one that does not fill the view could never be scrolled.
  useEffect(nearBottom, [nearBottom, items.length]);

  const render = useCallback(
    (item: T) => {
      const controls: ItemControls = {
        pinned: pins.includes(item.id),
        pin: () => pin(item.id),
        unpin: () => unpin(item.id),
        setStatus: (status) => setStatus(item.id, status),
        remove: () => remove(item.id),
      };
      const content = renderItem(item, controls);
      if (!statusLabel && !pinLabel) return content;
      // Beside the item's own content, never inside it: an item is often one link.
      return (
        <div className={layout === 'grid' ? statusOverGrid : statusBesideRow}>
          <div className={statusContent}>{content}</div>
          {pinLabel && <PinToggle pinned={controls.pinned} label={pinLabel(item)} onChange={(on) => (on ? controls.pin() : controls.unpin())} />}
          {statusLabel && <Switch checked={item.status === 1} label={statusLabel(item)} onChange={(on) => controls.setStatus(on ? 1 : 0)} />}
        </div>
      );
    },
    [renderItem, pins, pin, unpin, setStatus, remove, statusLabel, pinLabel, layout],
  );

  return (
    // Focusable so the keyboard can scroll it; its items' own controls are in the tab order.
    <div ref={setScroller} className={scrollArea} tabIndex={0} role="region" aria-label={label} onScroll={nearBottom}>
      {scroller &&
        (layout === 'grid' ? (
          <MasonryGrid items={ordered} scroller={scroller} label={label} render={render} columnWidth={columnWidth} captionHeight={captionHeight} sizeOf={sizeOf} />
        ) : (
          <VirtualRows items={ordered} scroller={scroller} label={label} render={render} rowHeight={rowHeight} />
        ))}
      <div className={footer} aria-live="polite">
        {loadingMore && 'Loading more…'}
        {moreFailed && (
          <Button variant="ghost" onClick={list.retry}>
            Could not load more. Try again
          </Button>
        )}
      </div>
    </div>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div className={skeleton} aria-busy="true">
      <span className={visuallyHidden}>Loading {label}…</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={bone} />
      ))}
    </div>
  );
}

// Fills its parent: a block's height, or what is left in a flex column (under a search field).
const frame = css`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

// Over the top edge, so it moves nothing; it fades in with the dimming.
const progress = css`
  position: absolute;
  z-index: 1;
  top: 0;
  right: 0;
  left: 0;
  height: 3px;
  overflow: hidden;
  border-radius: ${radius.pill};
  background: linear-gradient(90deg, transparent, ${color.accent}, transparent) 0 0 / 40% 100% no-repeat ${color.sunken};
  animation: list-refresh-in 1ms 150ms both;
  @media (prefers-reduced-motion: no-preference) {
    animation:
      list-refresh-in 1ms 150ms both,
      list-refresh 1.1s 150ms linear infinite;
  }
  @keyframes list-refresh-in {
    from {
      visibility: hidden;
    }
  }
  @keyframes list-refresh {
    from {
      background-position: -40% 0;
    }
    to {
      background-position: 140% 0;
    }
  }
`;

// Only once a refresh has taken a moment: one that answers at once changes nothing on screen.
const dimmed = css`
  & > :not(.${progress}) {
    opacity: 0.55;
    transition: opacity 120ms 150ms;
  }
`;

const statusBesideRow = css`
  display: flex;
  align-items: center;
  gap: ${space.xs};
`;

// A grid cell is an image: the switch sits in its top right corner and the pin in its top left,
// each on a surface so it reads on any picture.
const statusOverGrid = css`
  position: relative;
  height: 100%;
  & > button {
    position: absolute;
    top: ${space.xs};
    right: ${space.xs};
    border-radius: ${radius.md};
    background: ${color.surface};
  }
  & > button[aria-pressed] {
    right: auto;
    left: ${space.xs};
  }
`;

const statusContent = css`
  flex: 1;
  min-width: 0;
  height: 100%;
`;

const scrollArea = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: -2px;
  }
`;

const countLine = css`
  margin: 0 0 ${space.sm};
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const alert = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin-bottom: ${space.sm};
  padding: ${space.xs} ${space.md};
  border-radius: ${radius.md};
  background: ${color.dangerSoft};
  color: ${color.danger};
  font-size: ${font.small};
`;

const message = css`
  margin: 0;
  padding: ${space.xl} ${space.md};
  color: ${color.textMuted};
  text-align: center;
`;

const footer = css`
  padding: ${space.sm};
  color: ${color.textMuted};
  font-size: ${font.small};
  text-align: center;
  &:empty {
    padding: 0;
  }
`;

const skeleton = css`
  display: grid;
  gap: ${space.sm};
`;

const bone = css`
  height: 56px;
  border-radius: ${radius.md};
  background: ${color.sunken};
  @media (prefers-reduced-motion: no-preference) {
    animation: list-bone 1.2s ease-in-out infinite alternate;
  }
  @keyframes list-bone {
    to {
      opacity: 0.5;
    }
  }
`;
