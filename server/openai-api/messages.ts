// OpenAI's chat messages as the engines' turns (server/engines/types.ts): system and developer
// messages are system turns, a message's text parts are joined, images must come as data URLs
// (Atelier fetches no URL a caller names), and tool calls and their results keep their ids.
import type { ChatMessage } from '../../contract/openai-api';
import type { ChatImage, ChatTurn } from '../engines/types';
import { invalidRequest } from './errors';

const dataUrl = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=\s]+)$/i;

export interface Conversation {
  turns: ChatTurn[];
  /** Some turn is a tool call or its result: only engines that take the caller's tools can follow. */
  usesTools: boolean;
  hasImages: boolean;
}

export function toTurns(messages: ChatMessage[]): Conversation {
  let usesTools = false;
  let hasImages = false;
  const turns = messages.map((message, index): ChatTurn => {
    const { text, images } = contentOf(message, index);
    if (images.length) hasImages = true;
    switch (message.role) {
      case 'system':
      case 'developer':
        return { role: 'system', content: text };
      case 'user':
        return images.length ? { role: 'user', content: text, images } : { role: 'user', content: text };
      case 'assistant': {
        if (!message.tool_calls?.length) return { role: 'assistant', content: text };
        usesTools = true;
        return { role: 'assistant', content: text, toolCalls: message.tool_calls.map((call) => ({ id: call.id, name: call.function.name, arguments: call.function.arguments })) };
      }
      case 'tool':
        usesTools = true;
        if (!message.tool_call_id) throw invalidRequest(`messages[${index}].tool_call_id is required for a message with role 'tool'.`, `messages.[${index}].tool_call_id`);
        return { role: 'user', content: text, toolCallId: message.tool_call_id };
    }
  });
  return { turns, usesTools, hasImages };
}

function contentOf(message: ChatMessage, index: number): { text: string; images: ChatImage[] } {
  const { content } = message;
  if (content === undefined || content === null) return { text: '', images: [] };
  if (typeof content === 'string') return { text: content, images: [] };
  const texts: string[] = [];
  const images: ChatImage[] = [];
  for (const part of content) {
    if (part.type === 'text') texts.push(part.text ?? '');
    else if (part.type === 'image_url' && message.role === 'user') {
      const match = dataUrl.exec(part.image_url?.url ?? '');
      if (!match) throw invalidRequest('Images must be sent as data URLs (data:image/png;base64,…); Atelier does not fetch image links.', `messages.[${index}].content`);
      images.push({ mime: match[1]!.toLowerCase(), data: match[2]!.replace(/\s+/g, '') });
    } else {
      throw invalidRequest(`Content parts of type '${part.type}' are not supported in a message with role '${message.role}'.`, `messages.[${index}].content`);
    }
  }
  return { text: texts.join('\n'), images };
}
