import { useCallback, type ReactNode } from 'react';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { css } from '@linaria/core';
import type { ListItem } from '../../lib/lists/order';
import { ItemCell } from './ItemCell';

// A list's rows, virtualised: only the rows in and near the view are in the DOM (10,000 rows
// scroll like 20). Each row is measured once shown, so rows may differ in height.

/** Without layout (tests) the view is taken as this tall, so some rows still render. */
const FALLBACK_VIEWPORT_PX = 800;

interface VirtualRowsProps<T extends ListItem> {
  items: readonly T[];
  scroller: HTMLElement;
  label: string;
  render: (item: T) => ReactNode;
  rowHeight?: number;
}

export function VirtualRows<T extends ListItem>({ items, scroller, label, render, rowHeight = 64 }: VirtualRowsProps<T>) {
  // Stable until the items change: the virtualiser lays out every row again whenever
  // `getItemKey` is a new function, which on each render meant on every scrolled frame.
  const getItemKey = useCallback((index: number) => items[index]?.id ?? index, [items]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize,
    getItemKey,
    overscan: 8,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect({ width: rect.width, height: rect.height || FALLBACK_VIEWPORT_PX })),
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || rowHeight,
  });

  return (
    <ul className={rows} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className={rowBox}
          aria-posinset={row.index + 1}
          aria-setsize={items.length}
          style={{ transform: `translateY(${row.start}px)` }}
        >
          <ItemCell item={items[row.index]} render={render} />
        </li>
      ))}
    </ul>
  );
}

const rows = css`
  position: relative;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowBox = css`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;
