import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { css } from '@linaria/core';
import type { ListItem } from '../../lib/lists/order';
import { ItemCell } from './ItemCell';

// A masonry grid of images, virtualised: columns as wide as the view allows (two at 390 px),
// each item placed in the shortest column. Every box is sized before its image arrives, from
// the item's `output_file.width`/`height`, so nothing moves when images load.

export interface BoxSize {
  width: number;
  height: number;
}

const GAP = 12;
const FALLBACK_WIDTH_PX = 390;
const FALLBACK_VIEWPORT_PX = 800;

/** SPEC: a listed resource carries `output_file` with its width and height. */
function outputFileSize(item: ListItem): BoxSize | null {
  const file = (item as { output_file?: Partial<BoxSize> | null }).output_file;
  return file?.width && file?.height ? { width: file.width, height: file.height } : null;
}

interface MasonryGridProps<T extends ListItem> {
  items: readonly T[];
  scroller: HTMLElement;
  label: string;
  render: (item: T) => ReactNode;
  columnWidth?: number;
  captionHeight?: number;
  sizeOf?: (item: T) => BoxSize | null;
}

export function MasonryGrid<T extends ListItem>({ items, scroller, label, render, columnWidth = 160, captionHeight = 0, sizeOf = outputFileSize }: MasonryGridProps<T>) {
  const width = useWidth(scroller);
  const lanes = Math.max(1, Math.floor((width + GAP) / (columnWidth + GAP)));
  const laneWidth = (width - GAP * (lanes - 1)) / lanes;
  // Both stable until the items or the width change: the virtualiser lays out every item
  // again (10,000 boxes) whenever `getItemKey` is a new function, so new ones on each render
  // meant a full layout, and its garbage, on every scrolled frame.
  const estimateSize = useCallback(
    (index: number) => {
      // An item without a size gets a square box.
      const size = items[index] && sizeOf(items[index]);
      return Math.round(size ? (laneWidth * size.height) / size.width : laneWidth) + captionHeight;
    },
    [items, sizeOf, laneWidth, captionHeight],
  );
  const getItemKey = useCallback((index: number) => items[index]?.id ?? index, [items]);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize,
    getItemKey,
    lanes,
    gap: GAP,
    // Per lane: the virtualiser multiplies it by the number of columns, so one row (~250 px)
    // past each edge. Two rows made a fling mount 49 cells a frame instead of 35, for nothing
    // the reader sees: cells are rendered in the scroll event, before the frame is painted.
    overscan: 1,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect({ width: rect.width, height: rect.height || FALLBACK_VIEWPORT_PX })),
  });
  // Sizes come from the items, never from measuring: a new width or order lays them out again
  // (not a new `sizeOf`: a screen may pass a new one on every render).
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, laneWidth, captionHeight, items]);

  return (
    <ul className={grid} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((cell) => (
        <li
          key={cell.key}
          className={cellBox}
          aria-posinset={cell.index + 1}
          aria-setsize={items.length}
          style={{ width: laneWidth, height: cell.size, transform: `translate(${cell.lane * (laneWidth + GAP)}px, ${cell.start}px)` }}
        >
          <ItemCell item={items[cell.index]} render={render} />
        </li>
      ))}
    </ul>
  );
}

/** The scroller's inner width, followed as it changes (a rotated phone, a folded sidebar). */
function useWidth(element: HTMLElement): number {
  const [width, setWidth] = useState(() => element.clientWidth || FALLBACK_WIDTH_PX);
  useEffect(() => {
    const observer = new ResizeObserver(() => setWidth(element.clientWidth || FALLBACK_WIDTH_PX));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

const grid = css`
  position: relative;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Not clipped: a focus ring drawn around an item's button must stay visible.
const cellBox = css`
  position: absolute;
  top: 0;
  left: 0;
`;
