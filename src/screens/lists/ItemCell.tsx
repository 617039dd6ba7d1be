import { memo, type ReactNode } from 'react';
import type { ListItem } from '../../lib/lists/order';

// One item's content, rendered again only when the item or its renderer changes: while the
// list scrolls, the rows that stay in view are only moved, not rendered again.
function Cell<T extends ListItem>({ item, render }: { item: T; render: (item: T) => ReactNode }) {
  return render(item);
}

export const ItemCell = memo(Cell) as typeof Cell;
