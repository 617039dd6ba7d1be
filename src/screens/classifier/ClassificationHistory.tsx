import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css, cx } from '@linaria/core';
import { listMachine, selectSearch } from '../../machines/lists/listMachine';
import { classificationSource, type ClassificationItem } from '../../machines/classifier/classificationSource';
import { actorOptions } from '../../app/inspect';
import { color, font, radius, space } from '../../ui/tokens';
import { ListView } from '../lists/ListView';
import { when } from './format';

// The workspace's classifications, newest first, in the shared list view (listMachine): 25 a
// page, the next near the bottom, searched as you type, each with its status switch, and its
// own initial, empty and error states. The list runs only for someone logged in (a visitor has none, and the server would
// answer 401); `changes` moves when a classification is made or deleted beside it, and the
// list is read again from its first page, where a new one appears.

interface Props {
  activeId: string | null;
  /** A logged-out visitor has no history to ask for. */
  loggedIn: boolean;
  /** Whether the visitor is logged in is not known yet. */
  checking: boolean;
  /** Counts the classifications made or deleted on this screen. */
  changes: number;
}

export function ClassificationHistory({ activeId, loggedIn, checking, changes }: Props) {
  return (
    <section className={panel} aria-labelledby="classifier-history">
      <h2 id="classifier-history" className={title}>
        History
      </h2>
      {loggedIn ? <HistoryList activeId={activeId} changes={changes} /> : <p className={note}>{checking ? 'Loading…' : 'Your classifications will be listed here.'}</p>}
    </section>
  );
}

function HistoryList({ activeId, changes }: Pick<Props, 'activeId' | 'changes'>) {
  const client = useClient();
  const list = useActorRef(listMachine, actorOptions({ client, source: classificationSource, listKey: 'classifications' }));
  const typed = useSelector(list, selectSearch);
  const seen = useRef(changes);
  useEffect(() => {
    if (changes === seen.current) return;
    seen.current = changes;
    list.send({ type: 'RELOAD' });
  }, [changes, list]);

  const renderItem = useCallback((item: ClassificationItem) => <HistoryRow item={item} active={item.id === activeId} />, [activeId]);
  return (
    <>
      <input
        type="search"
        className={search}
        placeholder="Search classifications"
        aria-label="Search classifications"
        value={typed}
        onChange={(event) => list.send({ type: 'SEARCH', text: event.target.value })}
      />
      <div className={listBox}>
        <ListView<ClassificationItem>
          list={list}
          label="Classification history"
          rowHeight={62}
          empty={typed.trim() ? `No classification contains “${typed.trim()}”.` : 'No classifications yet. Classify a text and it will be kept here.'}
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

function HistoryRow({ item, active }: { item: ClassificationItem; active: boolean }) {
  return (
    <Link href={`/app/classifier/${item.id}`} className={cx(row, active && rowActive)} aria-current={active ? 'page' : undefined}>
      <span className={itemTitle}>{item.title}</span>
      <span className={itemMeta}>
        <span className={cx(badge, item.flagged ? badgeFlagged : badgeClean)}>{item.flagged ? 'Flagged' : 'Clean'}</span>
        <span>{item.language.name}</span>
        <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
      </span>
    </Link>
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

const search = css`
  box-sizing: border-box;
  width: 100%;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-size: ${font.small};
  &:focus {
    border-color: ${color.accent};
    outline: 3px solid ${color.focus};
    outline-offset: -1px;
  }
`;

// The list scrolls inside this box (it is virtualised): as tall as its rows, up to the height
// of the window beside the form, or of a good part of a phone's screen below the result.
const listBox = css`
  display: flex;
  flex-direction: column;
  max-height: calc(100dvh - 220px);
  @media (max-width: 1100px) {
    max-height: min(70dvh, 560px);
  }
`;

const row = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-bottom: 2px;
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
    outline-offset: -3px;
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
