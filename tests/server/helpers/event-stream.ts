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
