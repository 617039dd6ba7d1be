import { Client, gql, type Operation } from '@urql/core';
import { expect, test, vi } from 'vitest';
import { onEnd, pipe, subscribe } from 'wonka';
import { buildSchema, introspectionFromSchema } from 'graphql';
import type { GatewayContext } from '../../src/gateway/context';
import { executableSchema } from '../../src/gateway/executable-schema';
import { executeExchange } from '../../src/gateway/execute-exchange';
import { liveStream } from '../../src/gateway/live-stream';
import { liveStreamEnds } from '../../src/gateway/stream-ends';
import { RestError, type Rest } from '../../src/gateway/rest';
import type { SseEvent } from '../../src/gateway/sse';

// The generic live stream with another tool's events: a document being written, whose job id
// arrives in its first event and whose last event is the stored document. What the chat adds
// on top (its event typing) is tested against the real server in chat.test.ts and resume.test.ts.

interface DocumentEvent {
  kind: string;
  text: string | null;
}

const typeDefs = /* GraphQL */ `
  type Query { ok: Boolean }
  type DocumentEvent { kind: String!, text: String }
  type Subscription { writeDocument: DocumentEvent! }
`;

/** SSE events one at a time, 5 ms apart, until the request is aborted; `fail` throws instead of the first one. */
function sse(events: SseEvent[], fail?: RestError) {
  const read: string[] = [];
  async function* open(signal: AbortSignal): AsyncGenerator<SseEvent[]> {
    if (fail) throw fail;
    for (const event of events) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (signal.aborted) return;
      read.push(event.event);
      yield [event];
    }
  }
  return { open, read };
}

const started = { event: 'started', data: { id: 'job-1' } };
const token = (text: string) => ({ event: 'token', data: { text } });
const document = { event: 'document', data: { text: 'The whole text.' } };

/** A client wired like the app's (client.ts), over a schema whose one subscription is a live stream. */
function gateway(open: (signal: AbortSignal) => AsyncIterable<SseEvent[]>, join?: (before: DocumentEvent, after: DocumentEvent) => DocumentEvent | null) {
  const posted: string[] = [];
  const rest = { post: async (path: string) => void posted.push(path) } as unknown as Rest;
  const schema = executableSchema(introspectionFromSchema(buildSchema(typeDefs)), [
    {
      Subscription: {
        writeDocument: {
          subscribe: (_: unknown, __: unknown, context: GatewayContext) =>
            liveStream<DocumentEvent>(context, {
              open,
              eventOf: ({ event, data }) => (event === 'ping' ? null : { kind: event, text: (data as { text?: string }).text ?? null }),
              isLast: (event) => event.kind === 'document' || event.kind === 'error',
              jobId: null,
              jobIdOf: (event) => (event.kind === 'started' ? 'job-1' : null),
              stopPath: (id) => `/writer/${id}/stop`,
              failure: (message) => ({ kind: 'error', text: message }),
              interrupted: 'The document was interrupted.',
              join,
            }),
          resolve: (event: DocumentEvent) => event,
        },
      },
    },
  ]);
  const ends = liveStreamEnds();
  const client = new Client({
    url: '/graphql',
    exchanges: [ends.exchange, executeExchange({ schema, context: (operation: Operation) => ({ rest, stop: operation.context.stop, endStream: ends.endStreamOf(operation) }) })],
  });
  return { client, posted };
}

const WriteDocument = gql`
  subscription WriteDocument {
    writeDocument { kind text }
  }
`;

/** Every event until urql ends the source. */
function follow(client: Client, stop?: AbortSignal, onEvent?: (event: DocumentEvent, unsubscribe: () => void) => void) {
  const events: DocumentEvent[] = [];
  const done = new Promise<DocumentEvent[]>((resolve) => {
    const subscription = pipe(
      client.subscription(WriteDocument, {}, { stop }),
      onEnd(() => resolve(events)),
      subscribe((result) => {
        const { writeDocument } = result.data as { writeDocument: DocumentEvent };
        events.push({ kind: writeDocument.kind, text: writeDocument.text });
        onEvent?.(writeDocument, () => subscription.unsubscribe());
      }),
    );
  });
  return { done, events };
}

test('the source ends with the last event, which is not read past', async () => {
  const stream = sse([started, { event: 'ping', data: {} }, token('Hello'), document, token('never read')]);
  const { client, posted } = gateway(stream.open);
  expect(await follow(client).done).toEqual([
    { kind: 'started', text: null },
    { kind: 'token', text: 'Hello' },
    { kind: 'document', text: 'The whole text.' },
  ]);
  expect(stream.read).not.toContain('never read');
  expect(posted).toEqual([]);
});

test('events that arrive in one read are joined where the domain joins them, in order, and the last still ends the stream', async () => {
  async function* open(): AsyncGenerator<SseEvent[]> {
    yield [started, token('a'), token('b'), { event: 'ping', data: {} }, token('c')];
    yield [token('d'), document, token('never read')];
  }
  const joinTokens = (before: DocumentEvent, after: DocumentEvent) => (before.kind === 'token' && after.kind === 'token' ? { kind: 'token', text: `${before.text}${after.text}` } : null);
  const { client } = gateway(open, joinTokens);
  expect(await follow(client).done).toEqual([
    { kind: 'started', text: null },
    { kind: 'token', text: 'abc' },
    { kind: 'token', text: 'd' },
    { kind: 'document', text: 'The whole text.' },
  ]);
});

test('a refused request, and a stream that stops early, are failure events of the stream itself, last', async () => {
  const refused = gateway(sse([], new RestError('Not enough credits.', 402)).open);
  expect(await follow(refused.client).done).toEqual([{ kind: 'error', text: 'Not enough credits.' }]);
  const cut = gateway(sse([started, token('Hal')]).open);
  expect(await follow(cut.client).done).toEqual([
    { kind: 'started', text: null },
    { kind: 'token', text: 'Hal' },
    { kind: 'error', text: 'The document was interrupted.' },
  ]);
});

test('Stop calls the stop route once the job id is known; leaving without Stop only detaches', async () => {
  const events = [started, ...Array.from({ length: 50 }, (_, n) => token(`t${n}`)), document];
  const stopped = gateway(sse(events).open);
  const stop = new AbortController();
  follow(stopped.client, stop.signal, (event, unsubscribe) => {
    if (event.kind !== 'token') return;
    stop.abort();
    unsubscribe();
  });
  await vi.waitFor(() => expect(stopped.posted).toEqual(['/writer/job-1/stop']));

  const left = gateway(sse(events).open);
  const reading = follow(left.client, undefined, (event, unsubscribe) => event.kind === 'token' && unsubscribe());
  await vi.waitFor(() => expect(reading.events.length).toBeGreaterThan(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(left.posted).toEqual([]);
});

test('Stop before the job id arrived: the stream is read on, unseen, until it does, then the job is stopped', async () => {
  const stream = sse([token('early'), started, ...Array.from({ length: 50 }, (_, n) => token(`t${n}`)), document]);
  const { client, posted } = gateway(stream.open);
  const stop = new AbortController();
  const seen = follow(client, stop.signal, (_, unsubscribe) => {
    stop.abort();
    unsubscribe();
  });
  await vi.waitFor(() => expect(posted).toEqual(['/writer/job-1/stop']));
  expect(seen.events).toEqual([{ kind: 'token', text: 'early' }]);
  expect(stream.read).toContain('started');
  expect(stream.read).not.toContain('document');
});
