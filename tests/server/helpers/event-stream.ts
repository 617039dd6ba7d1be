// Reading a text/event-stream response as it arrives, for tests that act while a reply streams.
import { parseEvents, type ServerEvent } from './sse';

/** Appends each event to `events` as it arrives; resolves when the stream ends (`failed` if the connection broke or was aborted). */
export async function collectEvents(response: Response, events: ServerEvent[]): Promise<{ failed: boolean }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { failed: false };
      buffer += decoder.decode(value, { stream: true });
      const cut = buffer.lastIndexOf('\n\n');
      if (cut === -1) continue;
      events.push(...parseEvents(buffer.slice(0, cut + 2)));
      buffer = buffer.slice(cut + 2);
    }
  } catch {
    return { failed: true };
  }
}

/**
 * Sends a message over HTTP and drops the connection once `tokens` tokens arrived, as a closed
 * tab does (no teardown runs, no Stop): the reply goes on on the server. The complete events
 * read by then: the stored question, the reply's placeholder, the first tokens.
 */
export async function sendAndDrop(baseUrl: string, jwt: string, conversationId: string, tokens: number): Promise<ServerEvent[]> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/ai/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'Tell me a story' }),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  let text = '';
  while ((text.match(/event: token/g) ?? []).length < tokens) text += new TextDecoder().decode((await reader.read()).value);
  controller.abort();
  return parseEvents(text.slice(0, text.lastIndexOf('\n\n') + 2));
}
