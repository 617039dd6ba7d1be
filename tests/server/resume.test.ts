import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { estimateTokens } from '../../server/engines/usage';
import { newId } from '../../server/lib/ids';
import { staleAfterMs, sweepEveryMs } from '../../server/lib/live/live-jobs';
import { bearer, buildTestApp, signUpGuest, type Session } from './helpers/app';
import { collectEvents } from './helpers/event-stream';
import { pause, replyWith, scriptedEngines, slowReply } from './helpers/fake-engine';
import { parseEvents, type ServerEvent } from './helpers/sse';

// Replies that survive: generation outlives the request, Stop is explicit,
// a returning tab re-attaches, and a restart never leaves a reply "generating".

const fake = scriptedEngines(replyWith(['Hello']));
/** PostgreSQL (CI's second run): a database several processes share, unlike the embedded one. */
const shared = !!process.env.TEST_DATABASE_URL;
let app: FastifyInstance;
let address: string;
let session: Session;
beforeAll(async () => {
  app = await buildTestApp({ chatEngines: fake.engines });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  session = await signUpGuest(app);
});

async function newConversation() {
  return (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(session), payload: {} })).json();
}
const messagesOf = (conversationId: string) =>
  app.db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).orderBy('created_at').execute();

/** A text/event-stream read as it arrives: the events so far, and a way to wait for more. */
async function openStream(path: string, init: RequestInit = {}) {
  const controller = new AbortController();
  const response = await fetch(`${address}${path}`, {
    ...init,
    headers: { ...bearer(session), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    signal: controller.signal,
  });
  const events: ServerEvent[] = [];
  let ended = false;
  const reading = collectEvents(response, events).then(() => void (ended = true));
  return {
    status: response.status,
    events,
    get ended() {
      return ended;
    },
    until: (test: (events: ServerEvent[]) => boolean) => expect.poll(() => test(events), { interval: 10 }).toBe(true),
    finished: () => reading,
    leave: () => controller.abort(),
  };
}

const sendPath = (conversationId: string) => `/api/ai/conversations/${conversationId}/messages`;
const tokens = (events: ServerEvent[]) => events.filter((e) => e.event === 'token').length;

/** A conversation with one stored question, as if a tab had sent it. */
async function storedQuestion() {
  const conversation = await newConversation();
  const userId = newId();
  await app.db.insertInto('messages').values({ id: userId, conversation_id: conversation.id, parent_id: null, role: 'user', content: 'Hi', model: null, assistant_id: null, quote: null, call: null }).execute();
  return { conversationId: conversation.id as string, userId };
}

/** A reply to it still "generating" in another process, whose last heartbeat was `heartbeatAgoMs` ago. */
async function replyElsewhere(question: { conversationId: string; userId: string }, content: string, heartbeatAgoMs = 0) {
  const id = newId();
  await app.db
    .insertInto('messages')
    .values({
      id, conversation_id: question.conversationId, parent_id: question.userId, role: 'assistant', content, model: 'local-assistant', assistant_id: null, quote: null, call: null,
      is_processing: true, owner: 'elsewhere:1', heartbeat_at: sql<Date>`now() - ${sql.raw(`interval '${heartbeatAgoMs} milliseconds'`)}`,
    })
    .execute();
  return id;
}

describe('a reply the client left', () => {
  it('is re-attached to: the text so far at once, then live tokens, then the stored reply', async () => {
    fake.use(slowReply(25, 40));
    const conversation = await newConversation();
    const first = await openStream(sendPath(conversation.id), { method: 'POST', body: JSON.stringify({ content: 'Tell me' }) });
    await first.until((events) => tokens(events) >= 3);
    const placeholder = first.events[1]!;
    expect(placeholder).toMatchObject({ event: 'message', data: { role: 'assistant', is_processing: true } });
    first.leave(); // the tab reloads

    const again = await openStream(`${sendPath(conversation.id)}/${placeholder.data.id}/stream`);
    expect(again.status).toBe(200);
    await again.finished();
    const [snapshot, ...rest] = again.events;
    expect(snapshot).toMatchObject({ event: 'message', data: { id: placeholder.data.id, is_processing: true } });
    expect(snapshot!.data.content).toMatch(/^t0 t1 t2 /);
    const live = rest.filter((e) => e.event === 'token');
    expect(live.length).toBeGreaterThan(0);
    const last = rest.at(-1)!;
    expect(last).toMatchObject({ event: 'message', data: { id: placeholder.data.id, is_processing: false, is_incomplete: false } });
    // Nothing lost or repeated between the text so far and the live tokens.
    expect(snapshot!.data.content + live.map((e) => e.data.text).join('')).toBe(last.data.content);
    expect(last.data.content.split(' ').filter(Boolean)).toHaveLength(25);
  });

  it('sends a finished reply at once as its stored message', async () => {
    fake.use(replyWith(['Done']));
    const conversation = await newConversation();
    const sent = parseEvents((await app.inject({ method: 'POST', url: sendPath(conversation.id), headers: bearer(session), payload: { content: 'Hi' } })).body);
    const reply = sent.at(-1)!.data;
    const response = await app.inject({ method: 'GET', url: `${sendPath(conversation.id)}/${reply.id}/stream`, headers: bearer(session) });
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(parseEvents(response.body)).toEqual([{ event: 'message', data: expect.objectContaining({ id: reply.id, content: 'Done', is_processing: false }) }]);
  });

  it('follows a reply generated by another process through its stored row', async () => {
    const question = await storedQuestion();
    const conversation = { id: question.conversationId };
    const replyId = await replyElsewhere(question, 'So far');
    const stream = await openStream(`${sendPath(conversation.id)}/${replyId}/stream`);
    await stream.until((events) => events.length >= 1);
    expect(stream.events[0]).toMatchObject({ event: 'message', data: { content: 'So far', is_processing: true } });
    await app.db.updateTable('messages').set({ content: 'So far, so good' }).where('id', '=', replyId).execute();
    await stream.until((events) => tokens(events) >= 1);
    await app.db.updateTable('messages').set({ content: 'So far, so good.', is_processing: false }).where('id', '=', replyId).execute();
    await stream.finished();
    expect(stream.events.map((e) => [e.event, e.data.text ?? e.data.content])).toEqual([
      ['message', 'So far'],
      ['token', ', so good'],
      ['token', '.'],
      ['message', 'So far, so good.'],
    ]);
  });

  it('answers 404 for a message that is not a reply of this conversation', async () => {
    fake.use(replyWith(['Done']));
    const conversation = await newConversation();
    const sent = parseEvents((await app.inject({ method: 'POST', url: sendPath(conversation.id), headers: bearer(session), payload: { content: 'Hi' } })).body);
    const other = await newConversation();
    for (const [id, messageId] of [
      [conversation.id, sent[0]!.data.id],
      [conversation.id, 'nope'],
      [other.id, sent.at(-1)!.data.id],
    ]) {
      for (const [method, suffix] of [['GET', 'stream'], ['POST', 'stop']] as const) {
        const response = await app.inject({ method, url: `${sendPath(id)}/${messageId}/${suffix}`, headers: bearer(session) });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Message not found.' });
      }
    }
  });
});

describe('Stop', () => {
  it('ends the upstream call within a second, keeps and bills only what was generated', async () => {
    let engineSignal: AbortSignal | null = null;
    let produced = 0;
    fake.use(async function* (request) {
      engineSignal = request.signal;
      while (!request.signal.aborted) {
        produced++;
        yield { type: 'token', text: 'word ' };
        await pause(30);
      }
    });
    const conversation = await newConversation();
    const first = await openStream(sendPath(conversation.id), { method: 'POST', body: JSON.stringify({ content: 'Go on forever' }) });
    await first.until((events) => tokens(events) >= 5);
    const replyId = first.events[1]!.data.id;

    // Within a second of generation: the engine yields a word every 30 ms at most, so fewer than
    // a second's worth while the stop is handled. Unlike a wall-clock bound this holds on a loaded
    // machine, where the engine's timers slow down with the stop.
    const producedBefore = produced;
    const response = await app.inject({ method: 'POST', url: `${sendPath(conversation.id)}/${replyId}/stop`, headers: bearer(session) });
    expect(produced - producedBefore).toBeLessThan(1000 / 30);
    expect(response.statusCode).toBe(200);
    const stopped = response.json();
    expect(stopped).toMatchObject({ id: replyId, is_processing: false, is_incomplete: false });
    expect(engineSignal!.aborted).toBe(true);
    expect(stopped.content).toBe('word '.repeat(produced));

    // The sending stream ends with the same stored message.
    await first.finished();
    expect(first.events.at(-1)).toMatchObject({ event: 'message', data: { id: replyId, content: stopped.content } });
    // No usage report from the engine: billed on an estimate of what was generated, once.
    const usage = await app.db.selectFrom('usage').selectAll().where('resource_id', '=', conversation.id).execute();
    expect(usage).toHaveLength(1);
    expect(usage[0]!.output_tokens).toBe(estimateTokens(stopped.content));
    await pause(100);
    expect(produced).toBe(stopped.content.split(' ').filter(Boolean).length);
    // Stopping again is harmless: the stored reply.
    const again = await app.inject({ method: 'POST', url: `${sendPath(conversation.id)}/${replyId}/stop`, headers: bearer(session) });
    expect(again.json()).toMatchObject({ id: replyId, content: stopped.content });
  });
});

describe('a server that stops mid-reply', () => {
  it('stores the partial reply marked incomplete when it shuts down', async () => {
    const slow = scriptedEngines(slowReply(1000, 30));
    const other = await buildApp(app.config, { db: app.db, logger: false, chatEngines: slow.engines });
    const otherAddress = await other.listen({ port: 0, host: '127.0.0.1' });
    const conversation = await newConversation();
    const response = await fetch(`${otherAddress}${sendPath(conversation.id)}`, {
      method: 'POST',
      headers: { ...bearer(session), 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Hi' }),
    });
    const reader = response.body!.getReader();
    let received = '';
    while ((received.match(/event: token/g) ?? []).length < 3) received += new TextDecoder().decode((await reader.read()).value);
    await other.close();
    const reply = (await messagesOf(conversation.id)).find((m) => m.role === 'assistant')!;
    expect(reply).toMatchObject({ is_processing: false, is_incomplete: true });
    expect(reply.content).toMatch(/^t0 t1 t2 /);
  });

  it('marks replies left generating by a dead process incomplete at start; on PostgreSQL it leaves live ones alone', async () => {
    const question = await storedQuestion();
    const dead = await replyElsewhere(question, 'Half an ans', 5 * 60_000);
    const alive = await replyElsewhere(question, 'Still going');

    const restarted = await buildApp(app.config, { db: app.db, logger: false, chatEngines: fake.engines });
    await restarted.close();

    const rows = await messagesOf(question.conversationId);
    expect(rows.find((m) => m.id === dead)).toMatchObject({ content: 'Half an ans', is_processing: false, is_incomplete: true });
    if (shared) {
      // Another process may be generating it: its fresh heartbeat says so.
      expect(rows.find((m) => m.id === alive)).toMatchObject({ content: 'Still going', is_processing: true, is_incomplete: false });
    } else {
      // The embedded database has one process (its folder is locked): a reply of any other process is cut, however recent.
      expect(rows.find((m) => m.id === alive)).toMatchObject({ content: 'Still going', is_processing: false, is_incomplete: true });
    }
    const library = (await app.inject({ method: 'GET', url: `/api/library/conversations/${question.conversationId}`, headers: bearer(session) })).json();
    expect(library.messages.find((m: { id: string }) => m.id === dead)).toMatchObject({ is_processing: false, is_incomplete: true });
    await app.db.deleteFrom('messages').where('id', '=', alive).execute();
  });
});

// Several server processes on one PostgreSQL: two apps on the same database stand for two
// processes (each has its own running replies and its own LISTEN connection).
describe.runIf(process.env.TEST_DATABASE_URL)('several processes on PostgreSQL', () => {
  it('a tab re-attached through another process gets the live tokens (LISTEN/NOTIFY), and Stop there ends the reply', async () => {
    const other = await buildApp(app.config, { db: app.db, logger: false, chatEngines: fake.engines });
    const otherAddress = await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      fake.use(slowReply(40, 30));
      const conversation = await newConversation();
      const first = await openStream(sendPath(conversation.id), { method: 'POST', body: JSON.stringify({ content: 'Tell me' }) });
      await first.until((events) => tokens(events) >= 2);
      const replyId = first.events[1]!.data.id;
      first.leave();

      // Re-attached on the other process.
      const response = await fetch(`${otherAddress}${sendPath(conversation.id)}/${replyId}/stream`, { headers: bearer(session) });
      const events = parseEvents(await response.text());
      const [snapshot, ...rest] = events;
      expect(snapshot).toMatchObject({ event: 'message', data: { id: replyId, is_processing: true } });
      const live = rest.filter((e) => e.event === 'token');
      // News in ~100 ms batches over the 1.2 s of the reply, not one read of the stored row when quiet.
      expect(live.length).toBeGreaterThan(5);
      const last = rest.at(-1)!;
      expect(last).toMatchObject({ event: 'message', data: { id: replyId, is_processing: false } });
      expect(snapshot!.data.content + live.map((e) => e.data.text).join('')).toBe(last.data.content);
      expect(last.data.content.split(' ').filter(Boolean)).toHaveLength(40);

      // Stop, asked of the process that does not generate the reply.
      let engineSignal: AbortSignal | null = null;
      let produced = 0;
      fake.use(async function* (request) {
        engineSignal = request.signal;
        while (!request.signal.aborted) {
          produced++;
          yield { type: 'token', text: 'word ' };
          await pause(30);
        }
      });
      const second = await openStream(sendPath(conversation.id), { method: 'POST', body: JSON.stringify({ content: 'Go on' }) });
      await second.until((events) => tokens(events) >= 3);
      const secondId = second.events[1]!.data.id;
      // Within a second and a half of generation (a word every 30 ms at most), not of wall-clock
      // time, which a loaded machine stretches for the stop and the engine alike.
      const producedBefore = produced;
      const stopped = await fetch(`${otherAddress}${sendPath(conversation.id)}/${secondId}/stop`, { method: 'POST', headers: bearer(session) });
      expect(produced - producedBefore).toBeLessThan(1500 / 30);
      expect(await stopped.json()).toMatchObject({ id: secondId, is_processing: false });
      expect(engineSignal!.aborted).toBe(true);
      await second.finished();
      expect(second.events.at(-1)).toMatchObject({ event: 'message', data: { id: secondId, is_processing: false } });
    } finally {
      await other.close();
    }
  });

  it('a burst too big for one NOTIFY (control characters, emoji) reaches a follower on another process whole', async () => {
    // 5,000 characters of up to 6 JSON bytes each: far past NOTIFY's 8,000-byte payload limit.
    const burst = '\u0001é😀x '.repeat(1000);
    fake.use(async function* (request) {
      yield { type: 'token', text: 'Start ' };
      await pause(300);
      yield { type: 'token', text: burst };
      for (let i = 0; i < 10 && !request.signal.aborted; i++) {
        await pause(30);
        yield { type: 'token', text: `t${i} ` };
      }
    });
    const other = await buildApp(app.config, { db: app.db, logger: false, chatEngines: fake.engines });
    const otherAddress = await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const conversation = await newConversation();
      const first = await openStream(sendPath(conversation.id), { method: 'POST', body: JSON.stringify({ content: 'Tell me' }) });
      await first.until((events) => tokens(events) >= 1);
      const replyId = first.events[1]!.data.id;
      const response = await fetch(`${otherAddress}${sendPath(conversation.id)}/${replyId}/stream`, { headers: bearer(session) });
      const [snapshot, ...rest] = parseEvents(await response.text());
      const last = rest.at(-1)!;
      expect(last).toMatchObject({ event: 'message', data: { id: replyId, is_processing: false, is_incomplete: false } });
      expect(last.data.content).toBe(`Start ${burst}${Array.from({ length: 10 }, (_, i) => `t${i} `).join('')}`);
      const live = rest.filter((e) => e.event === 'token').map((e) => e.data.text).join('');
      expect(snapshot!.data.content + live).toBe(last.data.content);
      // It came as news (several pieces), not from one read of the stored row at the end.
      expect(rest.filter((e) => e.event === 'token').length).toBeGreaterThan(2);
    } finally {
      await other.close();
    }
  });

  it('a reply whose process went silent is marked incomplete by the sweep, with no restart and no one following', async () => {
    const replyId = await replyElsewhere(await storedQuestion(), 'Cut sh', staleAfterMs + 500);
    const row = () => app.db.selectFrom('messages').selectAll().where('id', '=', replyId).executeTakeFirstOrThrow();
    await expect.poll(row, { timeout: sweepEveryMs + 15_000, interval: 100 }).toMatchObject({ content: 'Cut sh', is_processing: false, is_incomplete: true });
  });
});
