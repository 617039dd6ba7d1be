import { afterAll, beforeAll, expect, test } from 'vitest';
import { onEnd, pipe, subscribe } from 'wonka';
import type { Client } from '@urql/core';
import {
  DeleteWriterDocumentMutation, RenameWriterDocumentMutation, ResumeDocumentSubscription, WriteDocumentSubscription, WriterDocumentCountQuery,
  GalleryPresetsQuery, WriterDocumentQuery, WriterDocumentsQuery, WriterPresetsQuery,
} from '../../src/gateway/writer/operations';
import type { WriteDocumentInput, WriteDocumentSubscription as WriteResult } from '../../src/gateway/generated/graphql';
import { pause, replyWith } from '../server/helpers/fake-engine';
import { startGateway } from './helpers/gateway';

// The writer and the coder through the gateway against the real server: a document streamed as
// typed events (placeholder, tokens, stored), refusals as one error event, Stop and re-attaching
// through the live stream, and graphcache keeping the tabs (each kind's first page) right.

type DocumentEvent = WriteResult['writeDocument'];

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway(replyWith(['# Tea', '\n\nA warm ', 'cup.']));
});
afterAll(() => gateway?.close());

function write(client: Client, input: WriteDocumentInput, stop?: AbortSignal) {
  const events: DocumentEvent[] = [];
  const ended = new Promise<DocumentEvent[]>((resolve) => {
    pipe(
      client.subscription(WriteDocumentSubscription, { input }, { stop }),
      onEnd(() => resolve(events)),
      subscribe((result) => {
        if (result.data) events.push(result.data.writeDocument);
      }),
    );
  });
  return { events, ended };
}

const firstPage = async (client: Client, kind: 'document' | 'code') =>
  (await client.query(WriterDocumentsQuery, { kind, limit: 25 }).toPromise()).data!.writerDocuments.items.map((item) => item.title);

test('presets list their form fields', async () => {
  const { client } = await gateway.guestSession();
  const presets = (await client.query(WriterPresetsQuery, { limit: 100 }).toPromise()).data!.presets;
  expect(presets.find((preset) => preset.id === 'preset-blog-post')?.fields).toEqual([{ name: 'topic', label: 'Topic', multiline: false }]);
});

test('the template gallery pages presets of one category, with search words, each with its category', async () => {
  const { client } = await gateway.guestSession();
  const ask = async (variables: { categoryId?: string; query?: string; startingAfter?: string; limit?: number }) =>
    (await client.query(GalleryPresetsQuery, { limit: 25, ...variables }, { requestPolicy: 'network-only' }).toPromise()).data!.presets;
  expect((await ask({ categoryId: 'cat-writing' })).map((p) => [p.id, p.categoryId])).toEqual([['preset-blog-post', 'cat-writing'], ['preset-summary', 'cat-writing']]);
  expect((await ask({ categoryId: 'cat-writing', startingAfter: 'preset-blog-post' })).map((p) => p.id)).toEqual(['preset-summary']);
  expect((await ask({ query: 'polite' })).map((p) => p.id)).toEqual(['preset-email']);
  expect(await ask({ query: '' })).toHaveLength(6);
});

test('a preset writes a document: placeholder, tokens, stored; it tops the cached tabs and reads the same', async () => {
  const { client } = await gateway.guestSession();
  expect(await firstPage(client, 'document')).toEqual([]);
  const { ended } = write(client, { kind: 'document', presetId: 'preset-blog-post', fields: [{ name: 'topic', value: 'tea' }] });
  const events = await ended;
  // Tokens that arrive together come as one: between the placeholder and the stored document, the text in order.
  expect(events.at(0)!.__typename).toBe('WriterDocumentStored');
  const tokens = events.slice(1, -1).map((event) => (event.__typename === 'WriterDocumentToken' ? event.text : event.__typename));
  expect(tokens.join('')).toBe('# Tea\n\nA warm cup.');
  const last = events.at(-1)!;
  if (last.__typename !== 'WriterDocumentStored') throw new Error('not stored');
  expect(last.document).toMatchObject({ kind: 'document', content: '# Tea\n\nA warm cup.', presetId: 'preset-blog-post', isProcessing: false });
  // graphcache put it at the top of the first page, without asking for the list again.
  expect(await firstPage(client, 'document')).toEqual([last.document.title]);
  const read = await client.query(WriterDocumentQuery, { kind: 'document', id: last.document.id }, { requestPolicy: 'network-only' }).toPromise();
  expect(read.data!.writerDocument).toEqual(last.document);
  // The other kind's list does not hold it, nor can it read it.
  expect(await firstPage(client, 'code')).toEqual([]);
  expect((await client.query(WriterDocumentQuery, { kind: 'code', id: last.document.id }, { requestPolicy: 'network-only' }).toPromise()).data!.writerDocument).toBeNull();
});

test('rename, count and delete keep the cached tabs right', async () => {
  const { client } = await gateway.guestSession();
  const { ended } = write(client, { kind: 'code', prompt: 'Reverse a string', language: 'python' });
  const stored = (await ended).at(-1)!;
  if (stored.__typename !== 'WriterDocumentStored') throw new Error('not stored');
  expect(stored.document).toMatchObject({ kind: 'code', language: 'python' });
  expect(await firstPage(client, 'code')).toEqual([stored.document.title]);
  const renamed = await client.mutation(RenameWriterDocumentMutation, { kind: 'code', id: stored.document.id, title: 'Reverse' }).toPromise();
  expect(renamed.data!.renameWriterDocument.title).toBe('Reverse');
  expect(await firstPage(client, 'code')).toEqual(['Reverse']);
  expect((await client.query(WriterDocumentCountQuery, { kind: 'code' }).toPromise()).data!.writerDocumentCount).toBe(1);
  await client.mutation(DeleteWriterDocumentMutation, { kind: 'code', id: stored.document.id }).toPromise();
  expect(await firstPage(client, 'code')).toEqual([]);
  expect((await client.query(WriterDocumentCountQuery, { kind: 'code' }).toPromise()).data!.writerDocumentCount).toBe(0);
});

test('a refusal is one error event with the server message; out of credits says so', async () => {
  const { client, rest } = await gateway.guestSession();
  const empty = await write(client, { kind: 'document', presetId: 'preset-blog-post', fields: [{ name: 'topic', value: ' ' }] }).ended;
  expect(empty).toEqual([{ __typename: 'WriterDocumentError', error: 'Please fill in "Topic".', documentId: null, kept: false, outOfCredits: false }]);
  const me = await rest.get<{ id: string; workspace: { id: string } }>('/account');
  await gateway.app.db.insertInto('credit_ledger').values({ id: `drain-${me.id}`, workspace_id: me.workspace.id, delta: -1_000_000, reason: 'test' }).execute();
  const broke = await write(client, { kind: 'document', prompt: 'A poem' }).ended;
  expect(broke).toMatchObject([{ __typename: 'WriterDocumentError', outOfCredits: true, kept: false }]);
});

test('an engine failing before any text drops the placeholder from the tabs; after some text the document stays', async () => {
  const { client } = await gateway.guestSession();
  await firstPage(client, 'document');
  gateway.engine.use(async function* () {
    throw new Error('provider down');
  });
  const failed = await write(client, { kind: 'document', prompt: 'A poem' }).ended;
  const error = failed.at(-1)!;
  expect(error).toMatchObject({ __typename: 'WriterDocumentError', kept: false });
  expect(error.__typename === 'WriterDocumentError' && error.documentId).toBeTruthy();
  expect(await firstPage(client, 'document')).toEqual([]);

  gateway.engine.use(async function* () {
    yield { type: 'token', text: 'Half a poem' };
    throw new Error('provider down');
  });
  const cut = await write(client, { kind: 'document', prompt: 'A poem' }).ended;
  expect(cut.at(-1)).toMatchObject({ __typename: 'WriterDocumentError', kept: true });
  expect(await firstPage(client, 'document')).toHaveLength(1);
});

test('Stop ends the document on the server with what was written; a second tab re-attaches to one still being written', async () => {
  const { client } = await gateway.guestSession();
  gateway.engine.use(async function* (request) {
    for (let n = 0; n < 200 && !request.signal.aborted; n++) {
      yield { type: 'token', text: `w${n} ` };
      await pause(20);
    }
  });
  const stop = new AbortController();
  const writing = write(client, { kind: 'document', prompt: 'A long story' }, stop.signal);
  while (writing.events.length < 4) await pause(10);
  const placeholder = writing.events[0]!;
  if (placeholder.__typename !== 'WriterDocumentStored') throw new Error('no placeholder');

  // Another tab follows the same document.
  const events: string[] = [];
  pipe(
    client.subscription(ResumeDocumentSubscription, { kind: 'document', id: placeholder.document.id }),
    subscribe((result) => result.data && events.push(result.data.resumeDocument.__typename)),
  );
  while (events.length < 2) await pause(10);
  expect(events[0]).toBe('WriterDocumentStored');

  stop.abort();
  const ended = await writing.ended;
  const last = ended.at(-1)!;
  expect(last.__typename === 'WriterDocumentStored' && last.document).toMatchObject({ isProcessing: false, id: placeholder.document.id });
  expect(last.__typename === 'WriterDocumentStored' && last.document.content.startsWith('w0 w1 w2')).toBe(true);
  gateway.engine.use(replyWith(['# Tea', '\n\nA warm ', 'cup.']));
});
