import { describe, expect, test } from 'vitest';
import { parseSse, parseSseBatches, type SseEvent } from '../../src/gateway/sse';

/** A body that delivers exactly these chunks, so tests control where the boundaries fall. */
function bodyOf(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function eventsOf(...chunks: (string | Uint8Array)[]): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of parseSse(bodyOf(...chunks))) events.push(event);
  return events;
}

describe('parseSse', () => {
  test('batches: the events of each network read together, and an event split across reads in the read that ends it', async () => {
    const batches: SseEvent[][] = [];
    const token = (text: string) => `event: token\ndata: {"text":"${text}"}\n\n`;
    for await (const batch of parseSseBatches(bodyOf(token('a') + token('b') + 'event: tok', 'en\ndata: {"text":"c"}\n\n', ': ping\n\n', token('d')))) batches.push(batch);
    const events = (...texts: string[]) => texts.map((text) => ({ event: 'token', data: { text } }));
    expect(batches).toEqual([events('a', 'b'), events('c'), events('d')]);
  });

  test('parses named events with JSON data', async () => {
    expect(await eventsOf('event: token\ndata: {"text":"Hi"}\n\nevent: message\ndata: {"id":"1"}\n\n')).toEqual([
      { event: 'token', data: { text: 'Hi' } },
      { event: 'message', data: { id: '1' } },
    ]);
  });

  test('reassembles events split across chunks anywhere, including inside a field name', async () => {
    const text = 'event: token\ndata: {"text":"Hello"}\n\nevent: reasoning-token\ndata: {"text":"why"}\n\n';
    const expected = await eventsOf(text);
    for (let cut = 1; cut < text.length; cut++) {
      expect(await eventsOf(text.slice(0, cut), text.slice(cut))).toEqual(expected);
    }
    expect(await eventsOf(...text.split(''))).toEqual(expected);
  });

  test('accepts CRLF and lone CR line endings, also when CR and LF arrive in different chunks', async () => {
    const expected = [{ event: 'token', data: { text: 'a' } }, { event: 'token', data: { text: 'b' } }];
    expect(await eventsOf('event: token\r\ndata: {"text":"a"}\r\n\r\nevent: token\r\ndata: {"text":"b"}\r\n\r\n')).toEqual(expected);
    expect(await eventsOf('event: token\rdata: {"text":"a"}\r\revent: token\rdata: {"text":"b"}\r\r')).toEqual(expected);
    // A CR at the end of one chunk and the LF at the start of the next are one line break, not two.
    expect(await eventsOf('event: token\r', '\ndata: {"text":"a"}\r', '\n\r', '\nevent: token\r\ndata: {"text":"b"}\r\n\r\n')).toEqual(expected);
  });

  test('joins multi-line data with newlines', async () => {
    expect(await eventsOf('event: note\ndata: first\ndata:second\ndata\n\n')).toEqual([{ event: 'note', data: 'first\nsecond\n' }]);
    expect(await eventsOf('event: message\ndata: {"a":\ndata: 1}\n\n')).toEqual([{ event: 'message', data: { a: 1 } }]);
  });

  test('skips comments, ids, retries and events without data; defaults the name to "message"', async () => {
    expect(await eventsOf(': keep-alive\n\nid: 7\nretry: 100\nevent: ping\n\ndata: {"x":1}\n\n')).toEqual([{ event: 'message', data: { x: 1 } }]);
  });

  test('decodes UTF-8 characters split across chunks', async () => {
    const bytes = new TextEncoder().encode('event: token\ndata: {"text":"héllo 👋"}\n\n');
    const splitInsideEmoji = bytes.indexOf(0xf0) + 2;
    expect(await eventsOf(bytes.slice(0, splitInsideEmoji), bytes.slice(splitInsideEmoji))).toEqual([{ event: 'token', data: { text: 'héllo 👋' } }]);
  });

  test('drops an unterminated event at the end of the stream', async () => {
    expect(await eventsOf('event: token\ndata: {"text":"a"}\n\nevent: token\ndata: {"text":"cut')).toEqual([{ event: 'token', data: { text: 'a' } }]);
  });
});
