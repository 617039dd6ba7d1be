import { memo, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { css } from '@linaria/core';
import {
  hasCode,
  headingDepths,
  headingsBeforeBlocks,
  highlighterReady,
  loadHighlighter,
  onHighlighterReady,
  renderBlock,
  splitBlocksFrom,
  usesDomPurify,
  type BlockSplit,
} from '../lib/markdown';
import { morphChildren } from '../lib/morph';
import { whenIdle } from '../lib/whenIdle';
import { color, font, radius, space } from './tokens';

// A reply's markdown on the page, block by block: what makes a long reply cheap to stream.

// The sanitiser is set up (and checked) on first use, which a reply's first frame would pay
// for: done while the page is idle, as soon as this module (loaded with the message list) runs.
if (typeof window !== 'undefined') whenIdle(() => void usesDomPurify());

/**
 * A reply as markdown blocks: finished blocks keep their string, so the memoised Block skips
 * them and only the growing last block renders again while the reply streams.
 */
export function Markdown({ content, streaming }: { content: string; streaming: boolean }) {
  const previous = useRef<BlockSplit | null>(null);
  const split = useMemo(() => (previous.current = splitBlocksFrom(previous.current, content)), [content]);
  const needsHighlighter = !highlighterReady() && hasCode(content);
  useEffect(() => {
    if (needsHighlighter) void loadHighlighter();
  }, [needsHighlighter]);
  const depths = useRef(new Map<string, number[]>());
  const last = split.blocks.length - 1;
  // A finished block's heading depths are read once, so a streaming reply lexes only its
  // growing block again (which stays out of the map: each of its versions would stay there).
  const before = headingsBeforeBlocks(split.blocks, (raw, index) => {
    const known = depths.current.get(raw);
    if (known) return known;
    const found = headingDepths(raw);
    if (index < last) depths.current.set(raw, found);
    return found;
  });
  return split.blocks.map((raw, index) => (
    <Block key={index} raw={raw} writing={streaming && index === last} replyStreaming={streaming} headingsAfter={before[index]!} />
  ));
}

interface BlockProps {
  raw: string;
  /** The block the reply is still writing (its last, while it streams). */
  writing: boolean;
  replyStreaming: boolean;
  headingsAfter: number;
}

const Block = memo(function Block({ raw, writing, replyStreaming, headingsAfter }: BlockProps) {
  const element = useRef<HTMLDivElement>(null);
  const wasWriting = useRef(writing);
  /** What the block shows plain: the same text again need not be painted again. */
  const plainPainted = useRef<{ raw: string; headingsAfter: number } | null>(null);
  // Read when the block is painted, not a reason to paint it again when the reply ends.
  const streamingReply = useRef(replyStreaming);
  useLayoutEffect(() => {
    streamingReply.current = replyStreaming;
  }, [replyStreaming]);
  const code = hasCode(raw);
  // Blocks with code rendered before highlight.js arrived render once more, highlighted (the
  // others look the same either way: a burst of a hundred blocks is not rendered twice).
  const highlighted = useSyncExternalStore(onHighlighterReady, highlighterReady, highlighterReady) && code;
  // Sanitised by renderBlock (DOMPurify, then a second pass); its nodes go in as they are,
  // morphed into the ones already shown (only what changed is touched).
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const finishing = wasWriting.current && !writing;
    wasWriting.current = writing;
    // Highlighting the code block a reply just finished is the costliest step a token can
    // take: that token shows it plain, and it is highlighted when the browser is idle. So is
    // every finished block painted while the reply streams: a model's burst brings dozens at
    // once, and highlight.js may arrive in the middle of it.
    const deferHighlight = code && !writing && (finishing || streamingReply.current);
    const plain = writing || deferHighlight;
    const shownPlain = plainPainted.current?.raw === raw && plainPainted.current.headingsAfter === headingsAfter;
    if (!(plain && shownPlain)) paint(target, renderBlock(raw, { plain, headingsAfter }));
    plainPainted.current = plain ? { raw, headingsAfter } : null;
    if (!deferHighlight) return;
    // Before highlight.js is there, it would paint the same plain code: its arrival runs this again.
    return whenIdle(() => {
      if (!highlighterReady()) return;
      paint(target, renderBlock(raw, { headingsAfter }));
      plainPainted.current = null;
    });
  }, [raw, code, writing, highlighted, headingsAfter]);
  return <div ref={element} className={block} />;
});

function paint(target: HTMLElement, nodes: DocumentFragment) {
  if (target.hasChildNodes()) morphChildren(target, nodes);
  else target.replaceChildren(nodes);
}

const block = css`
  display: contents;
`;

/** The look of rendered markdown: spacing, code blocks, tables, highlighting. */
export const markdownBody = css`
  /* Each top-level block paints on its own (a paint layer, cached by the browser): while a
     reply streams, only the growing block is painted again, not the whole reply. */
  & > div > * {
    position: relative;
  }
  p,
  ul,
  ol,
  pre,
  table,
  .code-block {
    margin: 0 0 ${space.md};
  }
  & > :last-child > :last-child {
    margin-bottom: 0;
  }
  /* A reply's headings start at h2 (lib/markdown's replyHeadingLevel): sized for a reply, not
     for a page, so a "###" the model wrote does not turn into a banner. */
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    /* The browser's own heading margins: custom ones here made a long conversation jump by
       ~280 px as older messages were put above (tests/e2e/older-messages.e2e.test.ts). */
    line-height: 1.3;
  }
  h1,
  h2 {
    font-size: 1.2em;
  }
  h3 {
    font-size: 1.08em;
  }
  h4,
  h5,
  h6 {
    font-size: 1em;
  }
  .code-block {
    border-radius: ${radius.md};
    background: ${color.sunken};
    overflow: hidden;
  }
  .code-block pre {
    margin: 0;
  }
  .code-head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: ${space.xs} ${space.md};
    border-bottom: 1px solid ${color.border};
    color: ${color.textMuted};
    font-size: ${font.small};
  }
  .code-head button {
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
    padding: 2px ${space.xs};
    border-radius: ${radius.sm};
  }
  .code-head button:hover {
    background: ${color.border};
    color: ${color.text};
  }
  /* The background is the code block's, not the scrolling pre's: a scroller with an opaque
     background gets a compositor layer of its own in Chromium, and dozens of them made every
     frame of a streaming reply slower. */
  pre {
    padding: ${space.md};
    overflow-x: auto;
    font-size: ${font.small};
  }
  code {
    font-family: ${font.mono};
    font-size: 0.92em;
  }
  table {
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    border: 1px solid ${color.border};
    padding: ${space.xs} ${space.sm};
  }
  img {
    max-width: 100%;
  }
  .hljs-keyword,
  .hljs-selector-tag,
  .hljs-literal,
  .hljs-type {
    color: #7c3aed;
  }
  .hljs-string,
  .hljs-regexp,
  .hljs-addition {
    color: #2b8a3e;
  }
  .hljs-comment,
  .hljs-quote,
  .hljs-meta {
    color: ${color.textMuted};
    font-style: italic;
  }
  .hljs-number,
  .hljs-symbol,
  .hljs-bullet {
    color: #c2410c;
  }
  .hljs-title,
  .hljs-section,
  .hljs-name {
    color: #1d4ed8;
  }
  .hljs-built_in,
  .hljs-attr,
  .hljs-attribute,
  .hljs-variable,
  .hljs-params {
    color: #0e7490;
  }
  .hljs-deletion {
    color: ${color.danger};
  }
`;
