import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpGuest, signUpUser, type Session } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';
import { parseEvents } from './helpers/sse';
import type { AuthContext } from '../../server/lib/auth-context';
import { libraryRepositories } from '../../server/library/repository';
import { cloneIfShared } from '../../server/library/sharing';

let app: FastifyInstance;
let owner: Session;
let viewer: Session;
const fake = scriptedEngines(replyWith(['Sure', '.']));
beforeAll(async () => {
  app = await buildTestApp({ chatEngines: fake.engines });
  owner = await signUpUser(app);
  viewer = await signUpGuest(app, 'Viewer');
});
afterAll(async () => {
  await app.close();
});

async function conversationWithReply(who: Session, title: string, content: string) {
  const conversation = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(who), payload: { title } })).json();
  await app.inject({ method: 'POST', url: `/api/ai/conversations/${conversation.id}/messages`, headers: bearer(who), payload: { content } });
  return conversation.id as string;
}

const setVisibility = (id: string, visibility: number, who = owner) =>
  app.inject({ method: 'POST', url: `/api/library/${id}`, headers: bearer(who), payload: { visibility } });

describe('sharing a conversation', () => {
  it('is private until shared; public while shared, read without a login and not indexed; 404 once withdrawn', async () => {
    const id = await conversationWithReply(owner, 'Trip ideas', 'Where should I go?');
    expect((await app.inject({ method: 'GET', url: `/api/share/${id}` })).statusCode).toBe(404);

    const shared = await setVisibility(id, 2);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ id, visibility: 2 });

    const page = await app.inject({ method: 'GET', url: `/api/share/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.json()).toMatchObject({ id, title: 'Trip ideas', visibility: 2 });
    expect(page.json().messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'Where should I go?'],
      ['assistant', 'Sure.'],
    ]);
    // The owner's list shows it shared.
    const list = (await app.inject({ method: 'GET', url: '/api/library/conversations', headers: bearer(owner) })).json();
    expect(list.data.find((c: { id: string }) => c.id === id).visibility).toBe(2);

    expect((await setVisibility(id, 0)).json()).toMatchObject({ visibility: 0 });
    const gone = await app.inject({ method: 'GET', url: `/api/share/${id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['x-robots-tag']).toBe('noindex');
    expect(gone.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses other visibility values, and other workspaces', async () => {
    const id = await conversationWithReply(owner, 'Mine', 'Hello');
    expect((await setVisibility(id, 1)).statusCode).toBe(400);
    expect((await setVisibility(id, 2, viewer)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/share/${id}` })).statusCode).toBe(404);
  });

  it('continues a shared conversation as a copy in the viewer account: cloning, redirect, then the answer in the copy', async () => {
    const id = await conversationWithReply(owner, 'Recipes', 'A soup please');
    await setVisibility(id, 2);
    const original = (await app.inject({ method: 'GET', url: `/api/share/${id}` })).json();

    const response = await app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers: bearer(viewer), payload: { content: 'Make it vegan' } });
    expect(response.statusCode).toBe(200);
    const events = parseEvents(response.body);
    expect(events.slice(0, 3).map((e) => e.event)).toEqual(['cloning', 'redirect', 'message']);
    const copyId = events[0]!.data.conversation_id as string;
    expect(copyId).not.toBe(id);
    expect(events[1]!.data).toEqual({ path: `/${copyId}` });
    expect(events.at(-1)).toMatchObject({ event: 'message', data: { role: 'assistant', content: 'Sure.', conversation_id: copyId } });
    // The model saw the whole shared conversation before the new message.
    expect(fake.requests.at(-1)!.messages.map((t) => t.content)).toEqual(['A soup please', 'Sure.', 'Make it vegan']);

    const copy = (await app.inject({ method: 'GET', url: `/api/library/conversations/${copyId}`, headers: bearer(viewer) })).json();
    expect(copy).toMatchObject({ title: 'Recipes', visibility: 0, current_leaf_id: copy.messages[3].id });
    expect(copy.messages.map((m: { content: string }) => m.content)).toEqual(['A soup please', 'Sure.', 'Make it vegan', 'Sure.']);
    // A tree of its own: the new message hangs below the copied reply, not the original.
    expect(copy.messages[2].parent_id).toBe(copy.messages[1].id);
    expect(copy.messages[1].id).not.toBe(original.messages[1].id);

    // The original is untouched, and the copy is in the viewer's history, not the owner's.
    expect((await app.inject({ method: 'GET', url: `/api/share/${id}` })).json().messages).toHaveLength(2);
    const viewerList = (await app.inject({ method: 'GET', url: '/api/library/conversations', headers: bearer(viewer) })).json();
    expect(viewerList.data.map((c: { id: string }) => c.id)).toContain(copyId);
  });

  it('translates parent_id into the copy', async () => {
    const id = await conversationWithReply(owner, 'Branchy', 'First question');
    await setVisibility(id, 2);
    const original = (await app.inject({ method: 'GET', url: `/api/share/${id}` })).json();
    const response = await app.inject({
      method: 'POST',
      url: `/api/ai/conversations/${id}/messages`,
      headers: bearer(viewer),
      payload: { content: 'Follow-up', parent_id: original.messages[1].id },
    });
    const copyId = parseEvents(response.body)[0]!.data.conversation_id;
    const copy = (await app.inject({ method: 'GET', url: `/api/library/conversations/${copyId}`, headers: bearer(viewer) })).json();
    expect(copy.messages[2]).toMatchObject({ content: 'Follow-up', parent_id: copy.messages[1].id });
  });

  it('copies the branch the owner was on', async () => {
    const id = await conversationWithReply(owner, 'Forked', 'Version one');
    const first = (await app.inject({ method: 'GET', url: `/api/library/conversations/${id}`, headers: bearer(owner) })).json();
    await app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers: bearer(owner), payload: { content: 'Version two', parent_id: null } });
    await app.db.updateTable('conversations').set({ current_leaf_id: first.messages[1].id }).where('id', '=', id).execute();
    await setVisibility(id, 2);
    expect((await app.inject({ method: 'GET', url: `/api/share/${id}` })).json().current_leaf_id).toBe(first.messages[1].id);

    const clone = await cloneIfShared(libraryRepositories(app.db), app.files, { userId: viewer.user.id, workspaceId: viewer.user.workspace.id } as AuthContext, id);
    const copied = await app.db.selectFrom('conversations').select('current_leaf_id').where('id', '=', clone!.conversation.id).executeTakeFirstOrThrow();
    expect(copied.current_leaf_id).toBe(clone!.messageIds.get(first.messages[1].id));
  });

  it('leaves no copy when the message is refused, and an unshared conversation stays 404 for others', async () => {
    const id = await conversationWithReply(owner, 'Refused', 'Hi');
    await setVisibility(id, 2);
    const before = (await app.inject({ method: 'GET', url: '/api/library/conversations', headers: bearer(viewer) })).json().data.length;
    const empty = await app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers: bearer(viewer), payload: { content: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/library/conversations', headers: bearer(viewer) })).json().data).toHaveLength(before);

    await setVisibility(id, 0);
    const refused = await app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers: bearer(viewer), payload: { content: 'Hello?' } });
    expect(refused.statusCode).toBe(404);
  });

  it('the owner writing in their own shared conversation is not copied', async () => {
    const id = await conversationWithReply(owner, 'Own', 'One');
    await setVisibility(id, 2);
    const response = await app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers: bearer(owner), payload: { content: 'Two' } });
    expect(parseEvents(response.body).map((e) => e.event)).not.toContain('cloning');
    expect((await app.inject({ method: 'GET', url: `/api/share/${id}` })).json().messages).toHaveLength(4);
  });
});

describe('history search', () => {
  it('finds conversations by title or by message content, case-insensitively, and pages the results', async () => {
    const searcher = await signUpGuest(app, 'Searcher');
    const byTitle = await conversationWithReply(searcher, 'Gardening tips', 'How deep do I plant tulips?');
    const byContent = await conversationWithReply(searcher, 'Weekend', 'Ideas for a GARDEN party');
    await conversationWithReply(searcher, 'Taxes', 'When are they due?');
    const search = async (query: string, extra = '') =>
      (await app.inject({ method: 'GET', url: `/api/library/conversations?query=${encodeURIComponent(query)}${extra}`, headers: bearer(searcher) })).json();

    expect((await search('garden')).data.map((c: { id: string }) => c.id)).toEqual([byContent, byTitle]);
    expect((await search('TULIPS')).data.map((c: { id: string }) => c.id)).toEqual([byTitle]);
    expect((await search('100%')).data).toEqual([]);
    expect((await search('garden', '&limit=1')).data.map((c: { id: string }) => c.id)).toEqual([byContent]);
    expect((await search('garden', `&limit=1&starting_after=${byContent}`)).data.map((c: { id: string }) => c.id)).toEqual([byTitle]);
    // Someone else's words are not found.
    expect((await search('soup')).data).toEqual([]);
  });
});
