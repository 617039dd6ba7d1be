import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  ClassificationCountQuery, ClassificationQuery, ClassificationsQuery, ClassifyMutation, DeleteClassificationMutation, SetClassificationStatusMutation,
} from '../../src/gateway/classifier/operations';
import { startGateway } from './helpers/gateway';

// The classifier through the gateway against the real server (offline engine): a classification
// read whole, the history's pages, and graphcache keeping them right after classify and delete.

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

const FLAGGED = 'I will kill you, you worthless idiot.';
const CLEAN = 'Ce restaurant est excellent, le personnel est très aimable.';

async function classify(client: Awaited<ReturnType<typeof gateway.guestSession>>['client'], input: string) {
  const result = await client.mutation(ClassifyMutation, { input }).toPromise();
  if (result.error) throw result.error;
  return result.data!.classify;
}

const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

test('classify answers the verdict, categories, sentiment and language, and the read gives the same', async () => {
  const { client } = await gateway.guestSession();
  const flagged = await classify(client, `  ${FLAGGED}  `);
  expect(flagged).toMatchObject({ input: FLAGGED, status: 1, flagged: true, sentiment: { label: 'negative' }, language: { code: 'en', name: 'English' } });
  expect(flagged.moderation.categories.find((category) => category.name === 'harassment/threatening')).toMatchObject({ flagged: true });

  const clean = await classify(client, CLEAN);
  expect(clean).toMatchObject({ flagged: false, sentiment: { label: 'positive' }, language: { code: 'fr', name: 'French' } });
  expect(clean.moderation.categories.every((category) => !category.flagged && category.score >= 0 && category.score <= 1)).toBe(true);

  const read = await client.query(ClassificationQuery, { id: clean.id }, { requestPolicy: 'network-only' }).toPromise();
  expect(read.data!.classification).toEqual(clean);
});

test('the server refuses an empty text with its message', async () => {
  const { client } = await gateway.guestSession();
  const result = await client.mutation(ClassifyMutation, { input: '   ' }).toPromise();
  expect(result.error?.graphQLErrors[0].message).toBe('Please enter a text to classify.');
  expect(result.error?.graphQLErrors[0].extensions).toMatchObject({ status: 400 });
});

test('pages of the history end with a short page; the count agrees', async () => {
  const { client } = await gateway.guestSession();
  for (let n = 1; n <= 5; n++) await classify(client, `Sentence number ${n} is fine.`);
  const first = (await client.query(ClassificationsQuery, { limit: 2 }).toPromise()).data!.classifications;
  expect([titles(first), first.hasMore]).toEqual([['Sentence number 5 is fine.', 'Sentence number 4 is fine.'], true]);
  const second = (await client.query(ClassificationsQuery, { limit: 2, startingAfter: first.items[1].id }).toPromise()).data!.classifications;
  const third = (await client.query(ClassificationsQuery, { limit: 2, startingAfter: second.items[1].id }).toPromise()).data!.classifications;
  expect([titles(third), third.hasMore]).toEqual([['Sentence number 1 is fine.'], false]);
  expect((await client.query(ClassificationCountQuery, {}).toPromise()).data!.classificationCount).toBe(5);
  expect((await client.query(ClassificationCountQuery, { query: 'NUMBER 3' }).toPromise()).data!.classificationCount).toBe(1);
});

test('a new classification appears at the top of the cached history, without a request for the list', async () => {
  const { client, requests } = await gateway.guestSession();
  await classify(client, 'The first one, about cats.');
  await client.query(ClassificationsQuery, {}).toPromise();
  await client.query(ClassificationsQuery, { query: 'dogs' }).toPromise();
  await client.query(ClassificationCountQuery, {}).toPromise();
  requests.length = 0;

  const created = await classify(client, 'A second one, about dogs.');
  const cached = (await client.query(ClassificationsQuery, {}, { requestPolicy: 'cache-only' }).toPromise()).data!.classifications;
  expect(titles(cached)).toEqual(['A second one, about dogs.', 'The first one, about cats.']);
  // A search it matches shows it too; a search it doesn't match is left alone.
  const dogs = (await client.query(ClassificationsQuery, { query: 'dogs' }, { requestPolicy: 'cache-only' }).toPromise()).data!.classifications;
  expect(titles(dogs)).toEqual(['A second one, about dogs.']);
  // It opens from the cache.
  expect((await client.query(ClassificationQuery, { id: created.id }, { requestPolicy: 'cache-only' }).toPromise()).data!.classification).toEqual(created);
  expect(requests).toEqual(['POST /api/ai/classifications']);
  // The count is asked again.
  expect((await client.query(ClassificationCountQuery, {}).toPromise()).data!.classificationCount).toBe(2);
  expect(requests).toEqual(['POST /api/ai/classifications', 'GET /api/library/classifications/count']);
});

test('a deleted classification leaves every cached page and reads as null', async () => {
  const { client } = await gateway.guestSession();
  for (let n = 1; n <= 3; n++) await classify(client, `Item ${n}.`);
  const first = (await client.query(ClassificationsQuery, { limit: 2 }).toPromise()).data!.classifications;
  const second = (await client.query(ClassificationsQuery, { limit: 2, startingAfter: first.items[1].id }).toPromise()).data!.classifications;
  expect(titles(second)).toEqual(['Item 1.']);

  const [, middle] = first.items;
  const deleted = await client.mutation(DeleteClassificationMutation, { id: middle.id }).toPromise();
  expect(deleted.data!.deleteClassification).toBe(middle.id);

  const page = (await client.query(ClassificationsQuery, { limit: 2 }, { requestPolicy: 'cache-only' }).toPromise()).data!.classifications;
  expect(titles(page)).toEqual(['Item 3.']);
  const gone = await client.query(ClassificationQuery, { id: middle.id }).toPromise();
  expect([gone.error, gone.data!.classification]).toEqual([undefined, null]);
});

test('status toggles 1/0; another workspace reads null and cannot delete', async () => {
  const owner = await gateway.guestSession();
  const mine = await classify(owner.client, 'Mine.');
  const hidden = await owner.client.mutation(SetClassificationStatusMutation, { id: mine.id, status: 0 }).toPromise();
  expect(hidden.data!.setClassificationStatus.status).toBe(0);

  const stranger = await gateway.guestSession('Eve');
  expect((await stranger.client.query(ClassificationQuery, { id: mine.id }).toPromise()).data!.classification).toBeNull();
  const refused = await stranger.client.mutation(DeleteClassificationMutation, { id: mine.id }).toPromise();
  expect(refused.error?.graphQLErrors[0].message).toBe('Classification not found.');
});
