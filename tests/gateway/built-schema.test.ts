import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { ClassificationQuery, ClassificationsQuery, ClassifyMutation } from '../../src/gateway/classifier/operations';
import { CreateConversationMutation } from '../../src/gateway/chat/operations';
import { ConversationQuery } from '../../src/gateway/library/operations';
import { deferredTypes, groupedRootFields, type RootFields } from '../../src/gateway/compact-schema';
import { rootFieldsOf } from '../../src/gateway/compose';
import { domains } from '../../src/gateway/domains';
import { isLazy } from '../../src/gateway/domain';
import introspection from '../../src/gateway/generated/introspection';
import { lazyRootFields } from '../../scripts/compact-introspection';
import { sendMessage, startGateway } from './helpers/gateway';

// The gateway as the build ships it (scripts/compact-introspection.ts): the schema as rows, and
// the fields of the types only lazy domains reach in a chunk of their own, loaded with the first
// lazy domain, and each lazy domain's root fields read from the root types' rows. Development
// and the other tests use codegen's files whole; here every module of the gateway gets the
// build's form, and graphcache and the executor must behave the same: unions told apart, nested
// objects stored, cached lists updated.
const generated = vi.hoisted(() => ({ rootFields: {} as RootFields }));
vi.mock('../../src/gateway/generated/introspection', async (original) => {
  const { compactSchema, expandSchema, groupRootFields, shapeLazyRootFields, splitSchema } = await import('../../src/gateway/compact-schema');
  generated.rootFields = (await vi.importActual<{ rootFields: RootFields }>('../../src/gateway/generated/root-fields')).rootFields;
  const lazy = new Set(Object.values(generated.rootFields).flatMap((roots) => Object.entries(roots).flatMap(([root, names]) => names.split(' ').map((name) => `${root}.${name}`))));
  const whole = ((await original()) as { default: Parameters<typeof compactSchema>[0] }).default;
  const split = splitSchema(compactSchema(whole), lazy);
  const shaped = shapeLazyRootFields(groupRootFields(split.schema, generated.rootFields));
  return { default: expandSchema(shaped.schema, async () => ({ ...split.deferred, ...shaped.named })) };
});
vi.mock('../../src/gateway/generated/root-fields', async () => {
  const { groupedRootFields } = await import('../../src/gateway/compact-schema');
  const { default: built } = await import('../../src/gateway/generated/introspection');
  return { rootFields: groupedRootFields(built) };
});

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

test('the build finds the root fields of every lazy domain, and defers the types only they reach', () => {
  // Read back from the schema's rows, each domain's root fields are the ones codegen listed.
  const sorted = (fields: RootFields) => Object.keys(fields).sort().map((domain) => [domain, Object.entries(fields[domain]!).map(([root, names]) => [root, names.split(' ').sort()]).sort()]);
  expect(sorted(groupedRootFields(introspection))).toEqual(sorted(generated.rootFields));
  expect(Object.keys(generated.rootFields).length).toBeGreaterThan(10);
  const named = new Set(domains.filter(isLazy).flatMap((domain) => rootFieldsOf(domain.name)));
  expect(lazyRootFields()).toEqual(named);
  const deferred = deferredTypes(introspection)!.names;
  // Reached only through lazy root fields: deferred. Reached from an eager one (me, conversation): not.
  expect([...deferred]).toEqual(expect.arrayContaining(['Classification', 'ModerationCategory', 'ChatToken', 'Order', 'WriterDocument']));
  for (const eager of ['User', 'Workspace', 'Conversation', 'Message', 'SharedConversation']) expect(deferred.has(eager), eager).toBe(false);
});

test('a classification (deferred types, nested objects) is stored, read back from the cache and joins the cached history', async () => {
  const { client, requests } = await gateway.guestSession();
  const first = await client.mutation(ClassifyMutation, { input: 'The first one, about cats.' }).toPromise();
  expect(first.error).toBeUndefined();
  await client.query(ClassificationsQuery, {}).toPromise();
  requests.length = 0;
  const created = (await client.mutation(ClassifyMutation, { input: 'I will kill you, you worthless idiot.' }).toPromise()).data!.classify;
  expect(created).toMatchObject({ flagged: true, sentiment: { label: 'negative' }, language: { code: 'en' } });
  const cached = await client.query(ClassificationQuery, { id: created.id }, { requestPolicy: 'cache-only' }).toPromise();
  expect(cached.data!.classification).toEqual(created);
  const history = (await client.query(ClassificationsQuery, {}, { requestPolicy: 'cache-only' }).toPromise()).data!.classifications;
  expect(history.items.map((item) => item.title)).toEqual(['I will kill you, you worthless idiot.', 'The first one, about cats.']);
  expect(requests).toEqual(['POST /api/ai/classifications']);
});

test('a chat reply (a union of deferred types) streams typed events and lands in the cached conversation', async () => {
  const { client } = await gateway.guestSession();
  const id = (await client.mutation(CreateConversationMutation, { title: 'Test' }).toPromise()).data!.createConversation.id;
  await client.query(ConversationQuery, { id }).toPromise();
  const events = await sendMessage(client, { conversationId: id, content: 'Hi!' });
  // Tokens that arrive in one network read come as one event (src/gateway/live-stream.ts), so
  // how many token events there are depends on timing; their order and their counts do not.
  const kinds = events.map((event) => event.__typename).filter((kind, i, all) => kind !== all[i - 1] || kind !== 'ChatToken');
  expect(kinds).toEqual(['ChatMessage', 'ChatMessage', 'ChatToken', 'ChatMessage']);
  expect(events.reduce((sum, event) => sum + (event.__typename === 'ChatToken' ? event.count : 0), 0)).toBe(3);
  const cached = await client.query(ConversationQuery, { id }, { requestPolicy: 'cache-only' }).toPromise();
  expect(cached.data!.conversation!.messages.map((message) => [message.role, message.content])).toEqual([
    ['user', 'Hi!'],
    ['assistant', 'Hello, world'],
  ]);
});
