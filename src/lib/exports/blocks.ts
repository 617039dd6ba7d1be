import { marked, type Token, type Tokens } from 'marked';

// Every export format starts from the same reading of the thread: each message's markdown
// parsed once into a small block tree (headings, paragraphs, lists, code, quotes, tables)
// with styled inline runs. Raw HTML in a message is kept as literal text, never as markup,
// so no format can carry a script or an event handler out of a model's answer.

export interface ExportMessage {
  role: 'user' | 'assistant';
  content: string;
  model?: string | null;
  quote?: string | null;
}

export interface ExportConversation {
  title?: string | null;
  messages: readonly ExportMessage[];
}

export interface Inline {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  strike?: boolean;
  href?: string;
}

export type Block =
  | { type: 'heading'; level: number; inlines: Inline[] }
  | { type: 'paragraph'; inlines: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'code'; lang: string; text: string }
  | { type: 'quote'; blocks: Block[] }
  | { type: 'rule' }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] };

export interface ExportSection {
  role: ExportMessage['role'];
  /** "You", or "Assistant" with the model when known. */
  label: string;
  quote: string | null;
  blocks: Block[];
}

export const UNTITLED = 'Untitled conversation';

export function exportTitle(conversation: ExportConversation): string {
  return conversation.title?.trim() || UNTITLED;
}

/** "Exported 2026-11-21 · 12 messages": the line under the title in PDF, HTML and Word. */
export function exportedLine(conversation: ExportConversation, at: Date): string {
  const count = conversation.messages.length;
  return `Exported ${at.toISOString().slice(0, 10)} \u00b7 ${count} ${count === 1 ? 'message' : 'messages'}`;
}

export function roleLabel(message: ExportMessage): string {
  if (message.role === 'user') return 'You';
  return message.model ? `Assistant (${message.model})` : 'Assistant';
}

export function sections(conversation: ExportConversation): ExportSection[] {
  return conversation.messages.map((message) => ({
    role: message.role,
    label: roleLabel(message),
    quote: message.quote?.trim() || null,
    blocks: parseBlocks(message.content),
  }));
}

export function parseBlocks(markdown: string): Block[] {
  return toBlocks(marked.lexer(markdown.replace(/\r\n?/g, '\n'), { gfm: true }));
}

function toBlocks(tokens: Token[]): Block[] {
  const blocks: Block[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading':
        blocks.push({ type: 'heading', level: token.depth, inlines: toInlines(token.tokens ?? []) });
        break;
      case 'paragraph':
        blocks.push({ type: 'paragraph', inlines: toInlines(token.tokens ?? []) });
        break;
      case 'text': {
        // Tight list items hold bare text blocks; neighbouring ones join into one paragraph.
        const inlines = token.tokens ? toInlines(token.tokens) : [{ text: decodeEntities(token.text) }];
        const last = blocks.at(-1);
        if (last?.type === 'paragraph') last.inlines.push({ text: '\n' }, ...inlines);
        else blocks.push({ type: 'paragraph', inlines });
        break;
      }
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map((item) => {
          const content = toBlocks(item.tokens);
          if (item.task) {
            const box = { text: item.checked ? '[x] ' : '[ ] ' };
            const first = content[0];
            if (first?.type === 'paragraph') first.inlines.unshift(box);
            else content.unshift({ type: 'paragraph', inlines: [box] });
          }
          return content;
        });
        blocks.push({ type: 'list', ordered: list.ordered, start: Number(list.start) || 1, items });
        break;
      }
      case 'code':
        blocks.push({ type: 'code', lang: (token.lang ?? '').split(/\s/)[0], text: token.text });
        break;
      case 'blockquote':
        blocks.push({ type: 'quote', blocks: toBlocks(token.tokens ?? []) });
        break;
      case 'hr':
        blocks.push({ type: 'rule' });
        break;
      case 'table': {
        const table = token as Tokens.Table;
        blocks.push({
          type: 'table',
          header: table.header.map((cell) => toInlines(cell.tokens)),
          rows: table.rows.map((row) => row.map((cell) => toInlines(cell.tokens))),
        });
        break;
      }
      case 'html':
        // Shown as the text the model wrote, never interpreted.
        if (token.text.trim()) blocks.push({ type: 'paragraph', inlines: [{ text: token.text.trim() }] });
        break;
      case 'space':
      case 'def':
        break;
      default:
        if ('text' in token && typeof token.text === 'string' && token.text.trim()) {
          blocks.push({ type: 'paragraph', inlines: [{ text: token.text }] });
        }
    }
  }
  return blocks;
}

function toInlines(tokens: Token[], style: Omit<Inline, 'text'> = {}): Inline[] {
  const runs: Inline[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'strong':
        runs.push(...toInlines(token.tokens ?? [], { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...toInlines(token.tokens ?? [], { ...style, italic: true }));
        break;
      case 'del':
        runs.push(...toInlines(token.tokens ?? [], { ...style, strike: true }));
        break;
      case 'codespan':
        runs.push({ ...style, text: token.text, code: true });
        break;
      case 'link': {
        const href = safeHref(token.href);
        runs.push(...toInlines(token.tokens ?? [], href ? { ...style, href } : style));
        break;
      }
      case 'image':
        // Remote images are not fetched into an export; their description stands in.
        runs.push({ ...style, text: token.text ? `[image: ${token.text}]` : '[image]' });
        break;
      case 'br':
        runs.push({ ...style, text: '\n' });
        break;
      case 'escape':
        runs.push({ ...style, text: token.text });
        break;
      case 'html':
        runs.push({ ...style, text: token.text });
        break;
      default:
        if ('tokens' in token && token.tokens?.length) runs.push(...toInlines(token.tokens, style));
        else if ('text' in token && typeof token.text === 'string') runs.push({ ...style, text: decodeEntities(token.text) });
    }
  }
  return runs;
}

// Only web and mail links survive into an export; `javascript:`, `data:` and the like become
// plain text. Browsers ignore control characters and spaces inside a scheme, so those go first.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SAFE_SCHEME = /^(?:https?|mailto):/i;

export function safeHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  const compact = href.replace(/[\s\u0000-\u001f]/g, '');
  if (!compact || (HAS_SCHEME.test(compact) && !SAFE_SCHEME.test(compact))) return undefined;
  return compact;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function inlineText(inlines: readonly Inline[]): string {
  return inlines.map((run) => run.text).join('');
}
