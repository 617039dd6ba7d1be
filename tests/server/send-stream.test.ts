import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpGuest, type Session } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';
import { parseEvents } from './helpers/sse';

// A send is checked before its event stream opens (one read) and stored after its headers are
// out: every refusal stays a plain JSON error that stores nothing, and whatever fails once the
// stream is open reaches the client as the stream's `error` event, keeping what was stored.

const fake = scriptedEngines(replyWith(['Hello']));
let app: FastifyInstance;
let session: Session;
beforeAll(async () => {
  app = await buildTestApp({ chatEngines: fake.engines });
  // Writes the tests make fail on purpose: a user message with this text, and the reply to one.
  await sql`
    create function refuse_test_messages() returns trigger language plpgsql as $$
    begin
      if new.role = 'user' and new.content = 'store fails' then raise exception 'user message refused by the test'; end if;
      if new.role = 'assistant' and exists (select 1 from messages where id = new.parent_id and content = 'reply fails') then
        raise exception 'reply refused by the test';
      end if;
      return new;
    end $$`.execute(app.db);
  await sql`create trigger refuse_test_messages before insert on messages for each row execute function refuse_test_messages()`.execute(app.db);
});
afterAll(async () => {
  await sql`drop trigger refuse_test_messages on messages`.execute(app.db);
  await sql`drop function refuse_test_messages()`.execute(app.db);
  await app.close();
});
beforeEach(async () => {
  session = await signUpGuest(app);
  fake.use(replyWith(['Hello']));
  fake.requests.length = 0;
});

const newConversation = async (who = session) => (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(who), payload: {} })).json().id as string;
const send = (conversationId: string, payload: Record<string, unknown>, who = session) =>
  app.inject({ method: 'POST', url: `/api/ai/conversations/${conversationId}/messages`, headers: bearer(who), payload });
const messagesOf = (conversationId: string) => app.db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).orderBy('created_at').orderBy('id').execute();
const conversationRow = (id: string) => app.db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
const conversationsOf = async (who: Session) =>
  (await app.db.selectFrom('conversations').select('id').where('workspace_id', '=', who.user.workspace.id).execute()).map((row) => row.id);

describe('a send refused before its stream', () => {
  it('answers each refusal as plain JSON with its status and message, and stores nothing', async () => {
    const id = await newConversation();
    const first = parseEvents((await send(id, { content: 'First' })).body);
    const [question, answer] = [first[0]!.data.id as string, first.at(-1)!.data.id as string];
    const elsewhere = await newConversation();
    const otherMessage = parseEvents((await send(elsewhere, { content: 'Elsewhere' })).body)[0]!.data.id as string;
    // An answer with no question above it: nothing to ask again.
    await app.db.insertInto('messages').values({ id: 'orphan-' + id, conversation_id: id, parent_id: null, role: 'assistant', content: 'Orphan', model: null, assistant_id: null, quote: null, call: null }).execute();
    await app.db.insertInto('models').values({ key: 'test-image-' + id, name: 'Pictures', provider: 'local', type: 'image', modalities: '{"input":["text"]}', capabilities: '[]', config: '{}' }).execute();
    const other = await signUpGuest(app, 'Other');
    const storedBefore = await messagesOf(id);
    const rowBefore = await conversationRow(id);
    const conversationsBefore = await conversationsOf(session);
    fake.requests.length = 0;

    const cases: [Record<string, unknown>, number, string, Session?][] = [
      [{ content: 'Hi' }, 404, 'Conversation not found.', other],
      [{ content: '  ' }, 400, 'Please enter a message.'],
      [{ content: 'Hi', model: 'no-such-model' }, 400, 'Unknown model "no-such-model".'],
      [{ content: 'Hi', model: 'test-image-' + id }, 400, `Unknown model "test-image-${id}".`],
      [{ content: 'Hi', model: 'gpt-4o' }, 400, 'The model "GPT-4o" is not available: add an OpenAI API key in your workspace settings.'],
      [{ content: 'Hi', assistant_id: 'nope' }, 400, 'Unknown assistant.'],
      [{ content: 'Hi', assistant_id: 'asst-coder' }, 403, 'Your plan does not include this assistant. Upgrade your plan to use it.'],
      [{ content: 'Hi', parent_id: 'nope' }, 400, 'parent_id does not name a message of this conversation.'],
      [{ content: 'Hi', parent_id: otherMessage }, 400, 'parent_id does not name a message of this conversation.'],
      [{ content: 'Hi', parent_id: '' }, 400, 'parent_id does not name a message of this conversation.'],
      [{ content: '', regenerate_id: 'nope' }, 400, 'regenerate_id does not name a message of this conversation.'],
      [{ content: '', regenerate_id: otherMessage }, 400, 'regenerate_id does not name a message of this conversation.'],
      [{ content: '', regenerate_id: 'orphan-' + id }, 400, 'This answer has no question to ask again.'],
    ];
    for (const [payload, status, message, who] of cases) {
      const response = await send(id, payload, who);
      expect({ payload, status: response.statusCode, type: response.headers['content-type'], body: response.json() }).toEqual({
        payload,
        status,
        type: expect.stringMatching(/^application\/json/),
        body: { message },
      });
    }
    // The same checks pass for a valid send, so the last refusal is the credits'.
    await app.db.insertInto('credit_ledger').values({ id: 'drain-' + id, workspace_id: session.user.workspace.id, delta: -1000, reason: 'test' }).execute();
    for (const payload of [{ content: 'Hi' }, { content: '', regenerate_id: answer }, { content: 'Hi', parent_id: question }]) {
      const response = await send(id, payload);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ message: 'Your workspace has run out of credits. Top up or upgrade your plan to keep going.' });
    }

    expect(await messagesOf(id)).toEqual(storedBefore);
    expect(await conversationRow(id)).toEqual(rowBefore);
    expect(await conversationsOf(session)).toEqual(conversationsBefore);
    expect(fake.requests).toHaveLength(0);
  });

  it("leaves no copy of someone else's shared conversation when refused, a regeneration there included", async () => {
    const owner = await signUpGuest(app, 'Owner');
    const id = await newConversation(owner);
    const answer = parseEvents((await send(id, { content: 'Shared question' }, owner)).body).at(-1)!.data.id as string;
    await app.inject({ method: 'POST', url: `/api/library/${id}`, headers: bearer(owner), payload: { visibility: 2 } });
    for (const [payload, status] of [
      [{ content: 'Hi', model: 'no-such-model' }, 400],
      [{ content: '', regenerate_id: answer }, 400],
      [{ content: 'Hi', assistant_id: 'asst-coder' }, 403],
    ] as const) {
      const response = await send(id, payload);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(await conversationsOf(session)).toEqual([]);
    expect(await messagesOf(id)).toHaveLength(2);
  });
});

describe('a send that fails once its stream is open', () => {
  it('tells a user message that could not be stored as the error event, and stores nothing', async () => {
    const id = await newConversation();
    const response = await send(id, { content: 'store fails' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(parseEvents(response.body)).toEqual([{ event: 'error', data: { message: 'Your message could not be saved. Please try again.' } }]);
    expect(await messagesOf(id)).toEqual([]);
    expect(await conversationRow(id)).toMatchObject({ title: '', current_leaf_id: null });
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps the user message when its reply could not be started', async () => {
    const id = await newConversation();
    const events = parseEvents((await send(id, { content: 'reply fails' })).body);
    expect(events).toEqual([
      { event: 'message', data: expect.objectContaining({ role: 'user', content: 'reply fails' }) },
      { event: 'error', data: { message: 'The reply could not be saved.' } },
    ]);
    const stored = await messagesOf(id);
    expect(stored.map((message) => [message.role, message.content])).toEqual([['user', 'reply fails']]);
    expect(await conversationRow(id)).toMatchObject({ title: 'reply fails', current_leaf_id: stored[0]!.id });
  });

  it('keeps the user message, and what was shown of the reply, when the engine fails', async () => {
    const id = await newConversation();
    fake.use(async function* () {
      yield { type: 'token', text: 'Shown' };
      throw new Error('The provider went away.');
    });
    const events = parseEvents((await send(id, { content: 'Hi' })).body);
    expect(events.map((event) => event.event)).toEqual(['message', 'message', 'token', 'error']);
    expect(events.at(-1)!.data).toEqual({ message: 'The provider went away.' });
    expect((await messagesOf(id)).map((message) => [message.role, message.content])).toEqual([['user', 'Hi'], ['assistant', 'Shown']]);

    // An engine that cannot even be made (forModel throws): the same error event, the question kept.
    const broken = scriptedEngines(replyWith([]));
    broken.engines.forModel = () => {
      throw new Error('No engine for this model.');
    };
    const previous = fake.engines.forModel;
    fake.engines.forModel = broken.engines.forModel;
    try {
      const again = parseEvents((await send(id, { content: 'Again' })).body);
      expect(again.map((event) => event.event)).toEqual(['message', 'message', 'error']);
      expect(again.at(-1)!.data).toEqual({ message: 'No engine for this model.' });
    } finally {
      fake.engines.forModel = previous;
    }
    expect((await messagesOf(id)).map((message) => message.content)).toEqual(['Hi', 'Shown', 'Again']);
  });

  it("removes the copy of someone else's shared conversation when the message could not be stored in it", async () => {
    const owner = await signUpGuest(app, 'Owner');
    const id = await newConversation(owner);
    await send(id, { content: 'Shared question' }, owner);
    await app.inject({ method: 'POST', url: `/api/library/${id}`, headers: bearer(owner), payload: { visibility: 2 } });
    const events = parseEvents((await send(id, { content: 'store fails' })).body);
    expect(events).toEqual([{ event: 'error', data: { message: 'Your message could not be saved. Please try again.' } }]);
    expect(await conversationsOf(session)).toEqual([]);
    expect(await messagesOf(id)).toHaveLength(2);
  });
});
