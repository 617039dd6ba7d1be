import { exportTitle, inlineText, sections, type Block, type ExportConversation } from './blocks';
import { exportFilename, type ExportFile } from './file';

// Plain text: markdown markers removed, structure kept with indentation and bullets, so the
// file reads well in any editor.

export function conversationText(conversation: ExportConversation): string {
  const title = exportTitle(conversation);
  const out = [title, '='.repeat(Math.min(Array.from(title).length, 72)), ''];
  for (const section of sections(conversation)) {
    out.push(`${section.label}:`, '');
    if (section.quote) out.push(...section.quote.split('\n').map((line) => `> ${line}`), '');
    out.push(...blocksText(section.blocks, ''), '');
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

// Blocks are separated by a blank line, except inside a list item, where they stay together.
function blocksText(blocks: readonly Block[], indent: string, tight = false): string[] {
  const lines: string[] = [];
  for (const block of blocks) {
    lines.push(...blockText(block, indent));
    if (!tight) lines.push('');
  }
  while (lines.at(-1) === '') lines.pop();
  return lines;
}

function blockText(block: Block, indent: string): string[] {
  const prefix = (text: string) => text.split('\n').map((line) => `${indent}${line}`);
  switch (block.type) {
    case 'heading': {
      const text = inlineText(block.inlines);
      return [...prefix(block.level <= 2 ? text.toUpperCase() : text)];
    }
    case 'paragraph':
      return prefix(inlineText(block.inlines));
    case 'code':
      return block.text.split('\n').map((line) => `${indent}    ${line}`);
    case 'quote':
      return blocksText(block.blocks, '').map((line) => `${indent}> ${line}`.trimEnd());
    case 'rule':
      return [`${indent}${'-'.repeat(40)}`];
    case 'list':
      return block.items.flatMap((item, index) => {
        const marker = block.ordered ? `${block.start + index}. ` : '- ';
        const body = blocksText(item, '', true);
        const pad = ' '.repeat(marker.length);
        return body.map((line, i) => `${indent}${i === 0 ? marker : pad}${line}`.trimEnd());
      });
    case 'table': {
      const rows = [block.header, ...block.rows].map((row) => row.map((cell) => inlineText(cell).replace(/\n/g, ' ')));
      return prefix(rows.map((row) => row.join(' | ')).join('\n'));
    }
  }
}

export function exportText(conversation: ExportConversation): ExportFile {
  return {
    filename: exportFilename(exportTitle(conversation), 'text'),
    mimeType: 'text/plain;charset=utf-8',
    data: conversationText(conversation),
  };
}
