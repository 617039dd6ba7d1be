// Server-sent events over a fetch body (WHATWG "event stream" parsing). EventSource can't
// POST or send an Authorization header, so the chat stream is read from fetch instead.

export interface SseEvent {
  event: string;
  /** The `data:` lines joined by "\n", JSON-parsed when they are JSON (SPEC §4: they always are). */
  data: unknown;
}

/** Splits a byte stream into events; an event is dispatched on the blank line that ends it. */
export async function* parseSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  for await (const batch of parseSseBatches(body)) yield* batch;
}

/**
 * The events of each network read, together: a model that sent thousands of tokens at once
 * arrives in a few reads, and a consumer can join them instead of handling each one (a
 * 20,000-character answer is ~4,000 token events).
 */
export async function* parseSseBatches(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const lines = new LineSplitter();
  let eventName = '';
  let dataLines: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      const batch: SseEvent[] = [];
      for (const line of lines.push(text, done)) {
        if (line === '') {
          // A blank line ends the event; one without data is not dispatched (spec).
          if (dataLines.length) batch.push({ event: eventName || 'message', data: parseData(dataLines.join('\n')) });
          eventName = '';
          dataLines = [];
          continue;
        }
        if (line.startsWith(':')) continue; // comment, e.g. a keep-alive ping
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') eventName = value;
        else if (field === 'data') dataLines.push(value);
        // `id` and `retry` only matter for EventSource reconnection, which a POST stream never does.
      }
      if (batch.length) yield batch;
      // An unterminated event at the end of the stream is dropped, as the spec says.
      if (done) return;
    }
  } finally {
    // Reached on early return() too: cancelling the body closes the connection.
    reader.cancel().catch(() => {});
  }
}

function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Lines end with CRLF, LF or CR. A chunk may end between the CR and LF of one CRLF, so a
 * trailing CR is held back until the next chunk shows whether an LF follows.
 */
class LineSplitter {
  private rest = '';

  push(text: string, final: boolean): string[] {
    let buffer = this.rest + text;
    const lines: string[] = [];
    let start = 0;
    for (let i = 0; i < buffer.length; i++) {
      const char = buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      if (char === '\r' && i === buffer.length - 1 && !final) break;
      lines.push(buffer.slice(start, i));
      if (char === '\r' && buffer[i + 1] === '\n') i++;
      start = i + 1;
    }
    buffer = buffer.slice(start);
    this.rest = final ? '' : buffer;
    return lines;
  }
}
