import { Marked } from 'marked';
import DOMPurify from 'dompurify';

// Model output is untrusted: markdown → HTML → DOMPurify (drops scripts, event handlers such
// as `<img onerror>`, `javascript:` URLs) → our own second pass. DOMPurify depends on a
// faithful DOM; under happy-dom it is unreliable (it returns its input, or drops the first
// element of safe HTML), so it is used only once it has proved it keeps safe HTML intact,
// and the second pass always repeats the checks that matter (active elements, handlers, URL
// schemes) with plain DOM calls on an inert <template>, and makes links open in a new tab
// without an opener. In browsers both run (tests/e2e/xss.e2e.test.ts).
//
// Replies are rendered block by block (top-level markdown tokens), so while a reply streams
// only its growing last block is parsed and rendered again (see splitBlocksFrom).

const ACTIVE_ELEMENTS = 'script, style, iframe, frame, object, embed, form, base, meta, link, svg, math';
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'srcset']);
// Relative URLs, fragments, and http(s)/mailto only. Browsers ignore whitespace and control
// characters inside a scheme ("java\tscript:"), so those are removed before the check.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SAFE_SCHEME = /^(?:https?|mailto):/i;

function isSafeUrl(value: string): boolean {
  const compact = value.replace(/[\s\u0000-\u001f]/g, '');
  return !HAS_SCHEME.test(compact) || SAFE_SCHEME.test(compact);
}

/** The second pass, in place on parsed HTML. */
function stripActiveContent(root: DocumentFragment): DocumentFragment {
  root.querySelectorAll(ACTIVE_ELEMENTS).forEach((element) => element.remove());
  for (const element of root.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      const lower = name.toLowerCase();
      const value = element.getAttribute(name) ?? '';
      // Inline styles could cover the page (UI redress); replies don't need them.
      if (lower.startsWith('on') || lower === 'style' || (URL_ATTRIBUTES.has(lower) && !isSafeUrl(value))) element.removeAttribute(name);
    }
    if (element.tagName === 'A' && element.hasAttribute('href')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return root;
}

let inertDocument: Document | undefined;

/**
 * HTML parsed inside a <div> of a document that is never shown (nothing loads or runs there;
 * markup can't close the <div>), so sanitising can work on it in place.
 */
function parseInert(html: string): HTMLElement {
  inertDocument ??= document.implementation.createHTMLDocument('');
  const root = inertDocument.createElement('div');
  root.innerHTML = html;
  return root;
}

function childrenOf(root: HTMLElement): DocumentFragment {
  const fragment = root.ownerDocument.createDocumentFragment();
  fragment.append(...root.childNodes);
  return fragment;
}

function serialize(fragment: DocumentFragment): string {
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

// --- Code highlighting, loaded on first need (its own chunk) -------------------------------

type Highlight = (code: string, language: string) => string | null;
let highlight: Highlight | null = null;
let loading: Promise<void> | null = null;
const readyListeners = new Set<() => void>();

/** Starts loading highlight.js (once); resolves when code blocks render highlighted. */
export function loadHighlighter(): Promise<void> {
  loading ??= import('./highlight').then((module) => {
    highlight = module.highlight;
    readyListeners.forEach((listener) => listener());
  });
  return loading;
}

export function highlighterReady(): boolean {
  return highlight !== null;
}

export function onHighlighterReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Fenced code: a header with the language and a copy button (MessageList handles its click). */
function codeBlock(text: string, lang: string | undefined): string {
  const language = (lang ?? '').match(/^\S*/)![0].toLowerCase();
  const highlighted = highlight && !plainCode ? highlight(text, language) : null;
  const codeClass = highlighted !== null ? `hljs language-${escapeHtml(language)}` : language ? `language-${escapeHtml(language)}` : '';
  return (
    `<div class="code-block"><div class="code-head"><span>${escapeHtml(language)}</span>` +
    `<button type="button" data-copy-code aria-label="Copy code">Copy</button></div>` +
    `<pre><code${codeClass ? ` class="${codeClass}"` : ''}>${highlighted ?? escapeHtml(text)}</code></pre></div>`
  );
}

// --- Heading levels --------------------------------------------------------------------------

/** The page's h1 is its title; the headings of a reply start at h2. */
export const FIRST_REPLY_HEADING = 2;

/**
 * The level a reply's heading of markdown depth `depth` is shown at, after a heading shown at
 * `previous` (FIRST_REPLY_HEADING - 1 before the first): `#` is h2, and a level is never skipped
 * ("#" then "###" is h2 then h3), so screen readers' outline and axe's heading-order hold
 * whatever the model writes.
 */
export function replyHeadingLevel(previous: number, depth: number): number {
  return Math.min(6, Math.max(FIRST_REPLY_HEADING, Math.min(depth + FIRST_REPLY_HEADING - 1, previous + 1)));
}

/** The markdown depths of a block's headings, in order (nested in lists and quotes too). */
export function headingDepths(raw: string): number[] {
  const depths: number[] = [];
  md.walkTokens(md.lexer(raw), (token) => {
    if (token.type === 'heading') depths.push(token.depth);
  });
  return depths;
}

/** For each of a reply's blocks, the level of the heading shown before it (its `headingsAfter`). */
export function headingsBeforeBlocks(blocks: readonly string[], depthsOf: (raw: string, index: number) => number[]): number[] {
  let previous = FIRST_REPLY_HEADING - 1;
  return blocks.map((raw, index) => {
    const before = previous;
    for (const depth of depthsOf(raw, index)) previous = replyHeadingLevel(previous, depth);
    return before;
  });
}

/** Set while rendering a reply's block: the level of the heading before it; null keeps markdown's levels. */
let headingBefore: number | null = null;

const md = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    code: ({ text, lang }) => codeBlock(text.replace(/\n$/, ''), lang),
    heading({ tokens, depth }) {
      const level = headingBefore === null ? depth : replyHeadingLevel(headingBefore, depth);
      if (headingBefore !== null) headingBefore = level;
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** Whether the text has a fenced or indented code block worth loading the highlighter for. */
export function hasCode(text: string): boolean {
  return /^ {0,3}(```|~~~)/m.test(text);
}

// DOMPurify parses the HTML in a document of its own (inert) and returns the cleaned nodes;
// the second pass and the page use them as they are. (Its IN_PLACE mode on our own parse
// measured twice as slow in Chromium: it walks the tree again before and after.)
const PURIFY_OPTIONS = { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'], RETURN_DOM_FRAGMENT: true };
const SAFE_PROBE = '<h1>a</h1><p>b <a href="https://example.com/">c</a></p><pre><code class="x">d</code></pre>';
let purify: ReturnType<typeof DOMPurify> | null | undefined;

/**
 * Our own DOMPurify instance, configured once (parsing the options on every call costs more
 * than sanitising a block), or null where it mangles safe HTML (a DOM it doesn't support).
 */
function purifier(): ReturnType<typeof DOMPurify> | null {
  if (purify === undefined) {
    const instance = DOMPurify(window);
    instance.setConfig(PURIFY_OPTIONS);
    try {
      purify = instance.isSupported && serialize(instance.sanitize(SAFE_PROBE) as unknown as DocumentFragment) === SAFE_PROBE ? instance : null;
    } catch {
      purify = null;
    }
  }
  return purify;
}

/** Whether DOMPurify does the sanitising here (true in browsers; tests/e2e/xss.e2e.test.ts checks). */
export function usesDomPurify(): boolean {
  return purifier() !== null;
}

/** Set while rendering a block that is still being written: its code stays plain. */
let plainCode = false;

/**
 * Markdown → sanitised nodes, ready to insert; `plain`: code not highlighted (yet);
 * `headingsAfter`: the level of the reply's heading before this text (see replyHeadingLevel).
 */
export function renderMarkdownFragment(text: string, { plain = false, headingsAfter }: { plain?: boolean; headingsAfter?: number } = {}): DocumentFragment {
  plainCode = plain;
  headingBefore = headingsAfter ?? null;
  let html: string;
  try {
    html = md.parse(text, { async: false }) as string;
  } finally {
    plainCode = false;
    headingBefore = null;
  }
  const cleaner = purifier();
  return stripActiveContent(cleaner ? (cleaner.sanitize(html) as unknown as DocumentFragment) : childrenOf(parseInert(html)));
}

/** Markdown → sanitised HTML. */
export function renderMarkdown(text: string): string {
  return serialize(renderMarkdownFragment(text));
}

/** Counts block renders; tests read it to check that finished blocks are not rendered again. */
export const renderStats = { blocks: 0 };

/**
 * One block of a reply → sanitised nodes (counted in renderStats). The block a streaming reply
 * is still writing is rendered `plain`: highlighting code on every token costs the most and a
 * half-written line highlights wrongly anyway; it is highlighted once finished.
 */
export function renderBlock(raw: string, options?: { plain?: boolean; headingsAfter?: number }): DocumentFragment {
  renderStats.blocks++;
  return renderMarkdownFragment(raw, options);
}

// --- Blocks ----------------------------------------------------------------------------------

/**
 * The text cut into top-level markdown blocks (paragraph, heading, list, table, code…), each
 * the raw source it came from, blank lines kept with the block before; joined, they are the
 * text again.
 */
export function splitBlocks(text: string): string[] {
  const blocks: string[] = [];
  let offset = 0;
  for (const token of md.lexer(text)) {
    // The lexer sometimes normalises what it keeps as raw (line endings, a trailing "- ");
    // from the first token that isn't the text verbatim, the rest is one block.
    if (!text.startsWith(token.raw, offset)) break;
    if (token.type === 'space' && blocks.length > 0) blocks[blocks.length - 1] += token.raw;
    else blocks.push(token.raw);
    offset += token.raw.length;
  }
  if (offset < text.length) blocks.push(text.slice(offset));
  return blocks;
}

export interface BlockSplit {
  text: string;
  blocks: string[];
}

/**
 * splitBlocks for a text that grows: when `text` extends the previous text, only the last
 * block is lexed again (appending can only change the block it touches); the finished blocks
 * are the same strings as before, so memoised renderers skip them.
 */
export function splitBlocksFrom(previous: BlockSplit | null, text: string): BlockSplit {
  if (!previous || previous.blocks.length === 0 || !text.startsWith(previous.text)) return { text, blocks: splitBlocks(text) };
  if (text === previous.text) return previous;
  const last = previous.blocks[previous.blocks.length - 1];
  const offset = previous.text.length - last.length;
  return { text, blocks: [...previous.blocks.slice(0, -1), ...splitBlocks(text.slice(offset))] };
}
