import { useCallback } from 'react';
import { css } from '@linaria/core';
import { classificationSource, type ClassificationItem } from '../../machines/classifier/classificationSource';
import { StatusBadge } from '../../ui/StatusBadge';
import { color, font, space } from '../../ui/tokens';
import { ListControls, nothingMatches } from '../lists/ListControls';
import { ListPanel } from '../lists/ListPanel';
import { ListView } from '../lists/ListView';
import { useList } from '../lists/useList';
import { listBox, ListRowLink, madeAt } from '../lists/ListRow';

// The workspace's classifications in the shared list view (useList): newest first, oldest
// first or by title, all or only the active or inactive ones, 25 a page, the next near the
// bottom, searched as you type, each with its pin and its status switch, and its
// own initial, empty and error states. The list runs only for someone logged in (a visitor has none, and the server would
// answer 401). A classification made or deleted beside it needs no reload: the cache puts it on
// top of the pages or takes it out (src/gateway/classifier/cache.ts).

interface Props {
  activeId: string | null;
  /** A logged-out visitor has no history to ask for. */
  loggedIn: boolean;
  /** Whether the visitor is logged in is not known yet. */
  checking: boolean;
}

export function ClassificationHistory({ activeId, loggedIn, checking }: Props) {
  return (
    <ListPanel id="classifier-history" heading="History">
      {loggedIn ? <HistoryList activeId={activeId} /> : <p className={note}>{checking ? 'Loading…' : 'Your classifications will be listed here.'}</p>}
    </ListPanel>
  );
}

function HistoryList({ activeId }: Pick<Props, 'activeId'>) {
  const list = useList({ source: classificationSource, listKey: 'classifications' });

  const renderItem = useCallback((item: ClassificationItem) => <HistoryRow item={item} active={item.id === activeId} />, [activeId]);
  return (
    <>
      <ListControls list={list} noun="classifications" statusFilter />
      <div className={listBox}>
        <ListView<ClassificationItem>
          list={list}
          label="Classification history"
          rowHeight={62}
          empty="No classifications yet. Classify a text and it will be kept here."
          nothingMatches={nothingMatches('classification', 'classifications')}
          pinLabel={pinLabel}
          countLabel={(count) => `${count.toLocaleString('en')} ${count === 1 ? 'classification' : 'classifications'}`}
          renderItem={renderItem}
          statusLabel={activeLabel}
        />
      </div>
    </>
  );
}

/** SPEC §4: a classification's status 1/0, switched from its row. */
const activeLabel = (item: ClassificationItem) => `Active: ${item.title}`;
const pinLabel = (item: ClassificationItem) => `Pin ${item.title}`;

function HistoryRow({ item, active }: { item: ClassificationItem; active: boolean }) {
  return (
    <ListRowLink href={`/app/classifier/${item.id}`} active={active} title={item.title}>
      <StatusBadge tone={item.flagged ? 'danger' : 'success'}>{item.flagged ? 'Flagged' : 'Clean'}</StatusBadge>
      <span>{item.language.name}</span>
      <time dateTime={item.createdAt}>{madeAt(item.createdAt)}</time>
    </ListRowLink>
  );
}

const note = css`
  margin: 0;
  padding: ${space.sm} 0;
  color: ${color.textMuted};
  font-size: ${font.small};
`;
