import { describe, expect, it } from 'vitest';
import { bearer, signUpUser } from './helpers/app';
import { replyWith } from './helpers/fake-engine';
import { useChatApp } from './helpers/chat-app';
import { parseEvents } from './helpers/sse';

// Branches (edit → a sibling question, regenerate → a sibling answer), the chosen path kept on
// the server, and conversation feedback.

const { app, session, fake, newConversation, send } = useChatApp(['First answer']);
const load = async (conversationId: string, who = session) =>
  (await app.inject({ method: 'GET', url: `/api/library/conversations/${conversationId}`, headers: bearer(who) })).json();
const messagesOf = (conversationId: string) =>
  app.db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).orderBy('created_at').orderBy('id').execute();

/** One question and its answer; returns both stored messages. */
async function ask(conversationId: string, content: string, extra: Record<string, unknown> = {}) {
  const events = parseEvents((await send(conversationId, { content, ...extra })).body);
  return { question: events[0]!.data, answer: events.at(-1)!.data };
}

describe('regenerating an answer', () => {
  it('re-asks the same question: a sibling answer, no new user message, and the new answer is the chosen leaf', async () => {
    const conversation = await newConversation();
    const { question, answer } = await ask(conversation.id, 'Tell me a joke');
    expect((await load(conversation.id)).current_leaf_id).toBe(answer.id);

    fake.use(replyWith(['Second answer']));
    fake.requests.length = 0;
    const events = parseEvents((await send(conversation.id, { content: '', regenerate_id: question.id })).body);
    expect(events[0]!.data).toMatchObject({ id: question.id, role: 'user' });
    const regenerated = events.at(-1)!.data;
    expect(regenerated).toMatchObject({ role: 'assistant', content: 'Second answer', parent_id: question.id });
    // The engine sees the question once, without the old answer.
    expect(fake.requests[0]!.messages).toEqual([{ role: 'user', content: 'Tell me a joke' }]);

    const stored = await messagesOf(conversation.id);
    expect(stored.filter((m) => m.role === 'user')).toHaveLength(1);
    expect(stored.filter((m) => m.parent_id === question.id).map((m) => m.content)).toEqual(['First answer', 'Second answer']);
    expect((await load(conversation.id)).current_leaf_id).toBe(regenerated.id);
    expect(answer.id).not.toBe(regenerated.id);
    // Nothing is left "generating".
    expect((await messagesOf(conversation.id)).map((m) => m.is_processing)).toEqual([false, false, false]);
  });

  it('accepts the id of an answer (its question is asked again)', async () => {
    const conversation = await newConversation();
    const { question, answer } = await ask(conversation.id, 'Hi');
    const events = parseEvents((await send(conversation.id, { regenerate_id: answer.id, content: '' })).body);
    expect(events.at(-1)!.data).toMatchObject({ role: 'assistant', parent_id: question.id });
  });

  it('refuses an id that is not a message of this conversation, and stores nothing', async () => {
    const conversation = await newConversation();
    await ask(conversation.id, 'Hi');
    const other = await newConversation();
    const { question } = await ask(other.id, 'Elsewhere');
    const response = await send(conversation.id, { content: '', regenerate_id: question.id });
    expect(response.statusCode).toBe(400);
    expect(await messagesOf(conversation.id)).toHaveLength(2);
    // Without regenerate_id an empty message is still refused.
    expect((await send(conversation.id, { content: ' ' })).statusCode).toBe(400);
  });
});

describe('editing a question', () => {
  it('sends the edited text with the parent of the edited message: a sibling question with its own answer', async () => {
    const conversation = await newConversation();
    const first = await ask(conversation.id, 'First question');
    const second = await ask(conversation.id, 'Second question');
    expect(second.question.parent_id).toBe(first.answer.id);

    fake.use(replyWith(['Edited answer']));
    const edited = await ask(conversation.id, 'Second question, edited', { parent_id: second.question.parent_id });
    expect(edited.question).toMatchObject({ parent_id: first.answer.id, content: 'Second question, edited' });
    expect(edited.answer).toMatchObject({ parent_id: edited.question.id, content: 'Edited answer' });
    const conversationNow = await load(conversation.id);
    expect(conversationNow.current_leaf_id).toBe(edited.answer.id);
    expect(conversationNow.messages.filter((m: { parent_id: string }) => m.parent_id === first.answer.id)).toHaveLength(2);
  });

  it('editing the first question makes a new root (parent_id null)', async () => {
    const conversation = await newConversation();
    await ask(conversation.id, 'Root one');
    const edited = await ask(conversation.id, 'Root two', { parent_id: null });
    expect(edited.question.parent_id).toBeNull();
    expect((await messagesOf(conversation.id)).filter((m) => m.parent_id === null)).toHaveLength(2);
  });
});

describe('choosing a branch', () => {
  it('keeps the chosen leaf on the server, so a reload (or another device) shows the same path', async () => {
    const conversation = await newConversation();
    const { question, answer } = await ask(conversation.id, 'Q');
    const regenerated = parseEvents((await send(conversation.id, { content: '', regenerate_id: question.id })).body).at(-1)!.data;
    expect((await load(conversation.id)).current_leaf_id).toBe(regenerated.id);

    const response = await app.inject({
      method: 'POST',
      url: `/api/library/conversations/${conversation.id}/branch`,
      headers: bearer(session),
      payload: { leaf_id: answer.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: conversation.id, current_leaf_id: answer.id });
    expect((await load(conversation.id)).current_leaf_id).toBe(answer.id);
  });

  it("answers 'Message not found!' for a message that is gone or belongs elsewhere", async () => {
    const conversation = await newConversation();
    await ask(conversation.id, 'Q');
    const other = await newConversation();
    const { answer } = await ask(other.id, 'Elsewhere');
    const response = await app.inject({
      method: 'POST',
      url: `/api/library/conversations/${conversation.id}/branch`,
      headers: bearer(session),
      payload: { leaf_id: answer.id },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Message not found!' });
  });

  it("another workspace cannot move someone else's branch", async () => {
    const conversation = await newConversation();
    const { answer } = await ask(conversation.id, 'Q');
    const intruder = await signUpUser(app);
    const response = await app.inject({
      method: 'POST',
      url: `/api/library/conversations/${conversation.id}/branch`,
      headers: bearer(intruder),
      payload: { leaf_id: answer.id },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('conversation feedback', () => {
  const feedback = (conversationId: string, payload: Record<string, unknown>, who = session) =>
    app.inject({ method: 'POST', url: `/api/ai/services/feedback/${conversationId}`, headers: bearer(who), payload });
  const stored = (conversationId: string) => app.db.selectFrom('feedback').selectAll().where('conversation_id', '=', conversationId).execute();

  it('stores a thumbs up or down (or 1/0) with an optional message; the latest vote of a user wins', async () => {
    const conversation = await newConversation();
    await ask(conversation.id, 'Q');
    const response = await feedback(conversation.id, { feedback: 'up' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Thank you for feedback.', feedback: 'up' });
    expect(await stored(conversation.id)).toMatchObject([{ value: 'up', message: null, user_id: session.user.id }]);

    await feedback(conversation.id, { feedback: 0, message: 'Too long' });
    expect(await stored(conversation.id)).toMatchObject([{ value: 'down', message: 'Too long' }]);
    await feedback(conversation.id, { feedback: 1 });
    expect((await stored(conversation.id)).map((row) => row.value)).toEqual(['up']);
  });

  it('refuses other values, and conversations of another workspace', async () => {
    const conversation = await newConversation();
    expect((await feedback(conversation.id, { feedback: 'meh' })).statusCode).toBe(400);
    const intruder = await signUpUser(app);
    expect((await feedback(conversation.id, { feedback: 'down' }, intruder)).statusCode).toBe(404);
    expect(await stored(conversation.id)).toEqual([]);
  });
});
