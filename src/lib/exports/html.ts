import { exportedLine, exportTitle, sections, type Block, type ExportConversation, type Inline } from './blocks';
import { exportFilename, type ExportFile } from './file';

// A standalone page: one file, styles inline, readable offline and printable. Every piece of
// text is escaped and links keep only http(s)/mailto targets (blocks.ts), and a
// Content-Security-Policy without script sources stops anything that might still slip by.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function inlinesHtml(inlines: readonly Inline[]): string {
  return inlines
    .map((run) => {
      let html = escapeHtml(run.text).replace(/\n/g, '<br>');
      if (run.code) html = `<code>${html}</code>`;
      if (run.bold) html = `<strong>${html}</strong>`;
      if (run.italic) html = `<em>${html}</em>`;
      if (run.strike) html = `<del>${html}</del>`;
      if (run.href) html = `<a href="${escapeHtml(run.href)}" rel="noopener noreferrer nofollow">${html}</a>`;
      return html;
    })
    .join('');
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'heading': {
      // Message sections use h2; headings inside a message start one level below.
      const level = Math.min(block.level + 2, 6);
      return `<h${level}>${inlinesHtml(block.inlines)}</h${level}>`;
    }
    case 'paragraph':
      return `<p>${inlinesHtml(block.inlines)}</p>`;
    case 'code': {
      const lang = block.lang ? ` data-lang="${escapeHtml(block.lang)}"` : '';
      return `<pre${lang}><code>${escapeHtml(block.text)}</code></pre>`;
    }
    case 'quote':
      return `<blockquote>${block.blocks.map(blockHtml).join('')}</blockquote>`;
    case 'rule':
      return '<hr>';
    case 'list': {
      const items = block.items.map((item) => `<li>${item.map(blockHtml).join('')}</li>`).join('');
      return block.ordered ? `<ol start="${block.start}">${items}</ol>` : `<ul>${items}</ul>`;
    }
    case 'table': {
      const head = block.header.map((cell) => `<th>${inlinesHtml(cell)}</th>`).join('');
      const rows = block.rows.map((row) => `<tr>${row.map((cell) => `<td>${inlinesHtml(cell)}</td>`).join('')}</tr>`);
      return `<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
    }
  }
}

const STYLES = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #f6f6f4; color: #1d1d1f; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
main { max-width: 760px; margin: 0 auto; padding: 48px 24px 64px; }
header.doc { margin-bottom: 32px; border-bottom: 1px solid #ddd; }
header.doc h1 { margin: 0 0 8px; font-size: 28px; line-height: 1.25; }
header.doc p { margin: 0 0 16px; color: #6b6b70; font-size: 14px; }
article { margin: 0 0 20px; padding: 18px 22px; border-radius: 12px; background: #fff; border: 1px solid #e4e4e0; }
article.user { background: #eef3ff; border-color: #d6e0fb; }
article h2 { margin: 0 0 8px; font-size: 13px; letter-spacing: .04em; text-transform: uppercase; color: #55555c; }
article > :last-child { margin-bottom: 0; }
h3, h4, h5, h6 { margin: 20px 0 8px; line-height: 1.3; }
p, ul, ol, pre, blockquote, table { margin: 0 0 12px; }
a { color: #2456d6; }
code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Noto Sans Mono", monospace; font-size: .9em; background: #f0f0ed; padding: 1px 4px; border-radius: 4px; }
pre { overflow-x: auto; padding: 12px 14px; background: #1f2328; color: #e6edf3; border-radius: 8px; white-space: pre-wrap; word-break: break-word; }
pre code { background: none; padding: 0; color: inherit; }
blockquote { margin-left: 0; padding-left: 14px; border-left: 3px solid #c9c9c4; color: #4a4a50; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ddd; padding: 6px 10px; text-align: left; }
th { background: #f3f3f0; }
hr { border: 0; border-top: 1px solid #ddd; margin: 16px 0; }
@media print { body { background: #fff; } article { break-inside: avoid-page; } }
`;

export function conversationHtml(conversation: ExportConversation, exportedAt = new Date()): string {
  const title = escapeHtml(exportTitle(conversation));
  const articles = sections(conversation).map((section) => {
    const quote = section.quote ? `<blockquote class="quote">${escapeHtml(section.quote).replace(/\n/g, '<br>')}</blockquote>` : '';
    return `<article class="${section.role}"><h2>${escapeHtml(section.label)}</h2>${quote}${section.blocks.map(blockHtml).join('\n')}</article>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<header class="doc"><h1>${title}</h1><p>${escapeHtml(exportedLine(conversation, exportedAt))}</p></header>
${articles.join('\n')}
</main>
</body>
</html>
`;
}

export function exportHtml(conversation: ExportConversation): ExportFile {
  return {
    filename: exportFilename(exportTitle(conversation), 'html'),
    mimeType: 'text/html;charset=utf-8',
    data: conversationHtml(conversation),
  };
}
