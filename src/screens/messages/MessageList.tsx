import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { css, cx } from '@linaria/core';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { whenIdle } from '../../lib/whenIdle';
import { toast } from '../../ui/toasts';
import { color, font, space } from '../../ui/tokens';
import { followStep, isAtBottom } from './autoScroll';
import { messageScroller as scroll } from './messageScroller';
import type { LiveTurn } from '../../machines/chat/chatLiveTurn';
import { MessageAttachments, type SentAttachment } from './Attachments';
import { Bubble, type ToolCall } from './Bubble';
import { nearTop, OlderMessagesRow, type OlderMessages } from './OlderMessages';

export interface ShownMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  reasoning: string | null;
  /** Every tool call of the reply, in order (older replies have only `call`, the last one). */
  calls?: readonly ToolCall[] | null;
  call?: ToolCall | null;
  /** The reply stopped early because the server restarted (issue 3, item 11). */
  isIncomplete?: boolean;
  /** Attachments: the files a user message was sent with. */
  attachments?: readonly SentAttachment[] | null;
}

interface MessageListProps {
  messages: readonly ShownMessage[];
  live: LiveTurn;
  /** Tokens streamed this turn: the list follows the reply every 65 of them (SPEC §4). */
  tokens: number;
  empty: React.ReactNode;
  /**
   * Branches and message actions: shown above and below a stored message (see branches.tsx).
   * Keep its identity while a reply streams: rows above the reply then skip rendering.
   */
  renderExtras?: (messageId: string) => { before?: React.ReactNode; after?: React.ReactNode } | null;
  /** A message to bring into view once it is shown (a `#m-{id}` link). */
  scrollToId?: string | null;
  /** Where a conversation opens: at its end (the chat, where the next reply comes) or at its first question (a reader's page). */
  opensAt?: 'end' | 'start';
  /** The pages above the first message (a conversation opens with the newest page of its path). */
  older?: OlderMessages;
  /** What the list shows (the conversation): another one gets a fresh list that opens at its end. By default its first message. */
  listKey?: string | null;
}

interface Row {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  reasoning: string | null;
  calls: readonly ToolCall[];
  streaming: boolean;
  incomplete?: boolean;
  attachments?: readonly SentAttachment[] | null;
}

const NO_CALLS: readonly ToolCall[] = [];

/** Rows are measured once shown; until then they count as this tall (see estimatedRowPx). */
const ESTIMATED_ROW_PX = 120;
/** A line of text at its shortest, the characters a line holds at the list's widest, and a bubble's padding and gap. */
const LINE_PX = 20;
const LINE_CHARS = 100;
const ROW_FRAME_PX = 40;
/**
 * Rows rendered beyond the viewport, so that scrolling shows them at once. Not on the first
 * render: each is a markdown render and a measure that the opening frame would wait for.
 */
const OVERSCAN_ROWS = 6;
/** Without layout (a hidden list, a DOM without layout) sizes read 0: assume a viewport. */
const FALLBACK_VIEWPORT_PX = 1000;

// The list is virtualised: only the rows in (and near) the viewport are in the DOM, so a
// conversation of hundreds of messages opens and scrolls as fast as a short one.
export function MessageList({ messages, live, tokens, empty, renderExtras, scrollToId = null, opensAt = 'end', older, listKey }: MessageListProps) {
  // State, not a ref: the rows' virtualiser needs the element when it first renders.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // Follow the reply only while the reader is at the bottom; scrolling up opts out.
  const stuck = useRef(opensAt === 'end');
  const step = followStep(tokens);

  // Stored rows keep their identity while a reply streams, so their memoised bubbles skip.
  const storedRows = useMemo(
    () =>
      messages.map((m): Row => ({
        key: m.id,
        role: m.role,
        content: m.content,
        reasoning: m.reasoning,
        calls: m.calls?.length ? m.calls : m.call ? [m.call] : NO_CALLS,
        streaming: false,
        incomplete: m.isIncomplete,
        attachments: m.attachments,
      })),
    [messages],
  );
  const rows = useMemo(() => {
    const shown = [...storedRows];
    if (live.pendingUser) shown.push({ key: 'pending-user', role: 'user', content: live.pendingUser, reasoning: null, calls: NO_CALLS, streaming: true });
    if (live.draft)
      shown.push({
        // Keyed by the reply's id once known: when the stored reply replaces the draft, its row
        // and finished blocks are kept (rendering a 20,000-character reply anew blocks the page).
        key: live.draft.id ?? 'draft',
        role: 'assistant',
        content: live.draft.content,
        reasoning: live.draft.reasoning || null,
        calls: live.draft.calls ?? NO_CALLS,
        streaming: true,
      });
    return shown;
  }, [storedRows, live.pendingUser, live.draft]);

  const onScroll = () => {
    if (!scroller) return;
    stuck.current = isAtBottom(scroller);
    if (older?.has && !older.loading && !older.error && nearTop(scroller)) older.load();
  };

  // One listener for every code block's copy button (the buttons are in sanitised HTML).
  const onClick = useCallback((event: React.MouseEvent) => {
    const button = (event.target as Element).closest?.('[data-copy-code]');
    if (!button) return;
    const code = button.closest('.code-block')?.querySelector('pre')?.textContent ?? '';
    navigator.clipboard.writeText(code).then(
      () => toast.success('Copied to clipboard!'),
      () => toast.error('Could not copy to the clipboard.'),
    );
  }, []);

  return (
    <div ref={setScroller} className={scroll} onScroll={onScroll} onClick={onClick}>
      {older && <OlderMessagesRow older={older} />}
      {rows.length === 0 ? (
        empty
      ) : (
        // Another conversation gets a fresh list that opens at its end.
        scroller && (
          <Rows
            key={listKey ?? rows[0].key}
            rows={rows}
            scroller={scroller}
            stuck={stuck}
            step={step}
            pendingUser={live.pendingUser}
            renderExtras={renderExtras}
            scrollToId={scrollToId}
            followEnd={opensAt === 'end'}
          />
        )
      )}
    </div>
  );
}

/**
 * A row's height before it is measured, from its text: at least a line per 100 characters of
 * each line. Kept under the real height, so the first render still fills the viewport, but a
 * long reply no longer counts as 120 px: opening at the end renders the rows in view, not
 * twice as many. Remembered per row: the virtualiser asks again whenever a measure lands.
 */
const estimates = new WeakMap<Row, number>();
function estimatedRowPx(row: Row | undefined): number {
  if (!row) return ESTIMATED_ROW_PX;
  let px = estimates.get(row);
  if (px === undefined) {
    let lines = 0;
    for (const line of row.content.split('\n')) lines += Math.max(1, Math.ceil(line.length / LINE_CHARS));
    px = Math.max(ESTIMATED_ROW_PX / 2, ROW_FRAME_PX + lines * LINE_PX);
    estimates.set(row, px);
  }
  return px;
}

interface RowsProps {
  rows: readonly Row[];
  scroller: HTMLDivElement;
  stuck: React.RefObject<boolean>;
  step: number;
  pendingUser: string | null;
  renderExtras: MessageListProps['renderExtras'];
  scrollToId: string | null;
  followEnd: boolean;
}

function Rows({ rows, scroller, stuck, step, pendingUser, renderExtras, scrollToId, followEnd }: RowsProps) {
  // What is in view first; the rows around it once that is on screen and the page is idle.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    const cancel = whenIdle(() => setOverscan(OVERSCAN_ROWS));
    return cancel;
  }, []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: (index) => estimatedRowPx(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan,
    // The first render already shows the end, where the reader lands (no wasted top rows).
    initialOffset: () => (followEnd ? Math.max(0, rows.reduce((sum, row) => sum + estimatedRowPx(row), 0) - (scroller.clientHeight || FALLBACK_VIEWPORT_PX)) : 0),
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect({ width: rect.width, height: rect.height || FALLBACK_VIEWPORT_PX })),
    // Without layout a row measures 0: it keeps its estimate, as the first render placed it.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || instance.options.estimateSize(instance.indexFromElement(element)),
  });

  useLayoutEffect(() => {
    stuck.current = followEnd;
  }, [stuck, followEnd]);

  // Older messages put in front: the row the reader was looking at stays where it was on screen.
  const anchor = useRef<{ key: string; offset: number } | null>(null);
  const firstKey = rows[0]?.key;
  const shownFirst = useRef(firstKey);
  useLayoutEffect(() => {
    // Only a new first row moves rows down; following the end is the effect below.
    if (shownFirst.current === firstKey) return;
    shownFirst.current = firstKey;
    const before = anchor.current;
    const index = before ? rows.findIndex((row) => row.key === before.key) : -1;
    // The new rows in view were measured as they mounted: read the positions again, with their sizes.
    virtualizer.getVirtualItems();
    const start = index > 0 ? virtualizer.measurementsCache[index]?.start : undefined;
    if (before && start !== undefined) virtualizer.scrollToOffset(start + before.offset);
  }, [virtualizer, rows, firstKey]);
  const visible = virtualizer.getVirtualItems();
  useLayoutEffect(() => {
    // Remembered after every render: the first row in view and how far below the top it sits.
    const top = scroller.scrollTop;
    const first = visible.find((item) => item.end > top) ?? visible[0];
    anchor.current = first ? { key: String(first.key), offset: top - first.start } : null;
  });

  // Sending a message brings the reader back to the end, wherever they had scrolled to.
  useLayoutEffect(() => {
    if (pendingUser) stuck.current = true;
  }, [stuck, pendingUser]);

  useLayoutEffect(() => {
    if (stuck.current && rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    // `stuck` (a ref) and `virtualizer` (useVirtualizer keeps one instance) never change: the
    // list follows its end when rows, a pending question or the auto-scroll step change.
  }, [stuck, virtualizer, rows.length, pendingUser, step]);

  // A linked message: brought to the top once (rows not rendered yet have no element to
  // scroll to, so the virtualiser does it), and the list stops following the end.
  const linkedIndex = scrollToId ? rows.findIndex((row) => row.key === scrollToId) : -1;
  useLayoutEffect(() => {
    if (linkedIndex === -1) return;
    stuck.current = false;
    virtualizer.scrollToIndex(linkedIndex, { align: 'start' });
  }, [stuck, virtualizer, linkedIndex]);

  return (
    <ol className={list} aria-label="Messages" style={{ height: virtualizer.getTotalSize() }}>
      {visible.map((item) => (
        <RowView
          key={item.key}
          row={rows[item.index]}
          index={item.index}
          count={rows.length}
          start={item.start}
          measure={virtualizer.measureElement}
          renderExtras={renderExtras}
        />
      ))}
    </ol>
  );
}

interface RowViewProps {
  row: Row;
  index: number;
  count: number;
  start: number;
  measure: (element: HTMLElement | null) => void;
  renderExtras: MessageListProps['renderExtras'];
}

// Memoised: while a reply streams only its row changes; the rows above it are left alone.
const RowView = memo(function RowView({ row, index, count, start, measure, renderExtras }: RowViewProps) {
  const extras = row.streaming ? null : renderExtras?.(row.key);
  return (
    // Only a window of rows is in the DOM: each says its place in the whole list (a list item's
    // aria-setsize and aria-posinset; aria-rowcount belongs to grids and tables, not lists).
    <li ref={measure} data-index={index} aria-setsize={count} aria-posinset={index + 1} className={cx(rowStyle, row.role === 'user' && userRow)} style={{ transform: `translateY(${start}px)` }}>
      {extras?.before}
      <Bubble role={row.role} content={row.content} reasoning={row.reasoning} calls={row.calls} streaming={row.streaming} />
      {row.attachments?.length ? <MessageAttachments attachments={row.attachments} /> : null}
      {row.incomplete && <p className={interrupted}>This reply was interrupted.</p>}
      {/* A reply stopped before its first word is stored empty: say so rather than show an empty bubble. */}
      {row.role === 'assistant' && !row.streaming && !row.incomplete && row.content === '' && row.calls.length === 0 && (
        <p className={interrupted}>Stopped before it answered.</p>
      )}
      {extras?.after}
    </li>
  );
});

const list = css`
  position: relative;
  max-width: 760px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

// Absolutely placed by the virtualiser; the bottom padding is the gap between messages.
const rowStyle = css`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  box-sizing: border-box;
  padding-bottom: ${space.lg};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xs};
`;

const userRow = css`
  align-items: flex-end;
`;

const interrupted = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.small};
  font-style: italic;
`;

