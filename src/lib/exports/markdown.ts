import { exportTitle, roleLabel, type ExportConversation } from './blocks';
import { exportFilename, type ExportFile } from './file';

// Markdown keeps each message as written: the title as the top heading, one section per
// message headed by who wrote it, a quoted passage as a blockquote above the prompt.

export function conversationMarkdown(conversation: ExportConversation): string {
  const parts = [`# ${exportTitle(conversation)}`];
  for (const message of conversation.messages) {
    const quote = message.quote?.trim();
    const body = [quote ? quote.split('\n').map((line) => `> ${line}`).join('\n') : '', message.content.trim()]
      .filter(Boolean)
      .join('\n\n');
    parts.push(`## ${roleLabel(message)}\n\n${body}`);
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}

export function exportMarkdown(conversation: ExportConversation): ExportFile {
  return {
    filename: exportFilename(exportTitle(conversation), 'markdown'),
    mimeType: 'text/markdown;charset=utf-8',
    data: conversationMarkdown(conversation),
  };
}
