import { afterAll, beforeAll, expect, test } from 'vitest';
import { AssistantsQuery, CreateTemporaryConversationMutation } from '../../src/gateway/catalogue/operations';
import { ConversationsQuery } from '../../src/gateway/history/operations';
import { PresetsQuery, PromptQuery, PromptsQuery } from '../../src/gateway/catalogue/operations';
import { sendMessage, startGateway } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

test('assistants: every page is fetched until a short one, with granted per plan', async () => {
  const extra = Array.from({ length: 251 }, (_, i) => ({ id: `asst-x-${String(i).padStart(3, '0')}`, name: `X ${i}`, sort: 100 + i }));
  await gateway.app.db.insertInto('assistants').values(extra).execute();
  try {
    const { client, requests } = await gateway.guestSession();
    const assistants = (await client.query(AssistantsQuery, {}).toPromise()).data!.assistants;
    expect(assistants).toHaveLength(255);
    expect(requests).toEqual(['GET /api/assistants?limit=250', 'GET /api/assistants?limit=250&starting_after=asst-x-245']);
    expect(assistants.slice(0, 3).map((a) => [a.name, a.granted])).toEqual([
      ['Atelier', true],
      ['Wordsmith', true],
      ['Pair programmer', false],
    ]);
  } finally {
    await gateway.app.db.deleteFrom('assistants').where('id', 'like', 'asst-x-%').execute();
  }
});

test('a temporary conversation is created, answered, and stays out of the history', async () => {
  const { client } = await gateway.guestSession();
  const created = (await client.mutation(CreateTemporaryConversationMutation, { title: 'Off the record' }).toPromise()).data!.createTemporaryConversation;
  expect(created.temporary).toBe(true);
  const events = await sendMessage(client, { conversationId: created.id, content: 'Hi', temporary: true });
  expect(events.at(-1)?.__typename).toBe('ChatMessage');
  const history = (await client.query(ConversationsQuery, { limit: 25 }, { requestPolicy: 'network-only' }).toPromise()).data!.conversations;
  expect(history.items.map((c) => c.id)).not.toContain(created.id);
});

test('prompt suggestions, one prompt (null when missing), presets', async () => {
  const { client } = gateway.session();
  const found = (await client.query(PromptsQuery, { query: 'plan' }).toPromise()).data!.prompts;
  expect(found.map((p) => p.title)).toEqual(['Make a plan']);
  const prompt = (await client.query(PromptQuery, { id: 'prompt-help' }).toPromise()).data!.prompt;
  expect(prompt?.content).toBe('What can I do with Atelier?');
  const missing = await client.query(PromptQuery, { id: 'nope' }).toPromise();
  expect([missing.error, missing.data?.prompt]).toEqual([undefined, null]);
  const presets = (await client.query(PresetsQuery, { limit: 4, sort: 'random' }).toPromise()).data!.presets;
  expect(presets).toHaveLength(4);
});
