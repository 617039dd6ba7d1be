import type { FastifyInstance } from 'fastify';
import { newId } from '../../../server/lib/ids';
import { invitationToken } from '../../../server/workspaces/invitation-link';
import { feedbackReport, pendingPayout } from './admin';
import { bearer, type Session, testPassword } from './app';
import { cloneVoice, finishedSpeech, onCloneCap } from './voiceover';
import { wav } from './media';
import { multipart } from './multipart';
import { finishedTranscription, postTranscription } from './transcriber';

/**
 * For every `owns` kind a route can declare: how to create one such object in the owner's
 * workspace, and how to read everything about it that a request could change. The
 * authorisation matrix test uses these to try every route against another workspace's object.
 * A new kind of object needs an entry here, or that test fails, on purpose.
 */
export interface OwnedFixture {
  /** Values for the route's URL parameters, by name. */
  params: Record<string, string>;
  /** The rows a request could change, read straight from the database. */
  snapshot(): Promise<unknown>;
  /** A body for its routes when `plausibleBody` would not pass their validation (a voice's visibility is 0 or 1). */
  body?: object;
}

/** Bodies that pass each route's validation, so that a refusal can only come from ownership. */
export const plausibleBody = { leaf_id: 'intruder', email: 'intruder@example.com', feedback: 'down', content: 'Intruder was here', title: 'Intruder was here', name: 'Intruder was here', visibility: 2, status: 0, input: 'Intruder was here', address: { name: 'Intruder', postal_code: 'X1', country: 'GB' } };

export const ownedFixtures: Record<string, (app: FastifyInstance, owner: Session) => Promise<OwnedFixture>> = {
  // The admin routes' objects (server/admin): anyone but an admin is refused before reading them.
  async payout(app, owner) {
    const id = await pendingPayout(app, owner);
    return { params: { id }, snapshot: async () => app.db.selectFrom('payouts').selectAll().where('id', '=', id).execute() };
  },
  async 'site-feedback'(app, owner) {
    const id = await feedbackReport(app, owner);
    return { params: { id }, snapshot: async () => app.db.selectFrom('site_feedback').selectAll().where('id', '=', id).execute() };
  },
  // A stored media file (server/lib/media-files), saved as a media tool saves one.
  async file(app, owner) {
    const file = await app.services.files.save(app.db, { workspaceId: owner.user.workspace.id, userId: owner.user.id, data: wav(1), accept: 'audio' });
    return { params: { id: file.id }, snapshot: async () => app.db.selectFrom('media_files').selectAll().where('id', '=', file.id).execute() };
  },
  // A user and a workspace as the admin area changes them: the row, and the credits and audit log.
  async 'admin-user'(app, owner) {
    const id = owner.user.id;
    return { params: { id }, snapshot: async () => app.db.selectFrom('users').selectAll().where('id', '=', id).execute() };
  },
  async 'admin-workspace'(app, owner) {
    const id = owner.user.workspace.id;
    return {
      params: { id },
      snapshot: async () => ({
        ledger: await app.db.selectFrom('credit_ledger').selectAll().where('workspace_id', '=', id).orderBy('id').execute(),
        audit: await app.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).execute(),
      }),
    };
  },
  async conversation(app, owner) {
    const conversation = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(owner), payload: { title: 'Private' } })).json();
    const sent = await app.inject({ method: 'POST', url: `/api/ai/conversations/${conversation.id}/messages`, headers: bearer(owner), payload: { content: 'Secret' } });
    const reply = sent.body.split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6))).findLast((data) => data.role === 'assistant');
    return {
      // messageId: the stored reply (routes on one message of the conversation).
      params: { id: conversation.id, messageId: reply?.id ?? '' },
      snapshot: async () => ({
        conversation: await app.db.selectFrom('conversations').selectAll().where('id', '=', conversation.id).execute(),
        messages: await app.db.selectFrom('messages').selectAll().where('conversation_id', '=', conversation.id).orderBy('id').execute(),
        feedback: await app.db.selectFrom('feedback').selectAll().where('conversation_id', '=', conversation.id).execute(),
      }),
    };
  },
  async attachment(app, owner) {
    const conversation = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(owner), payload: { title: 'Private' } })).json();
    const boundary = 'ownershipboundary';
    const payload = [
      `--${boundary}\r\ncontent-disposition: form-data; name="content"\r\n\r\nSecret\r\n`,
      `--${boundary}\r\ncontent-disposition: form-data; name="files[]"; filename="secret.txt"\r\ncontent-type: text/plain\r\n\r\nclassified\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const sent = await app.inject({
      method: 'POST',
      url: `/api/ai/conversations/${conversation.id}/messages`,
      headers: { ...bearer(owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const user = sent.body.split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6))).find((data) => data.role === 'user');
    const id: string = user?.attachments?.[0]?.id ?? '';
    if (!id) throw new Error('The attachment fixture stored no attachment.');
    return {
      // conversationId: the conversation the file's message belongs to (the share page's download).
      params: { id, conversationId: conversation.id },
      snapshot: async () => app.db.selectFrom('attachments').selectAll().where('id', '=', id).execute(),
    };
  },
  async classification(app, owner) {
    const classified = await app.inject({ method: 'POST', url: '/api/ai/classifications', headers: bearer(owner), payload: { input: 'A private note' } });
    if (classified.statusCode !== 201) throw new Error(`The classification fixture was refused: ${classified.body}`);
    const { id } = classified.json();
    return {
      params: { id },
      snapshot: async () => app.db.selectFrom('classifications').selectAll().where('id', '=', id).execute(),
    };
  },
  // A speech spoken to its end, so that its job changes nothing while the intruder tries.
  async speech(app, owner) {
    const created = await app.inject({ method: 'POST', url: '/api/ai/speeches', headers: bearer(owner), payload: { voice_id: 'flite-rms', prompt: 'A private speech' } });
    if (created.statusCode !== 201) throw new Error(`The speech fixture was refused: ${created.body}`);
    const { id } = await finishedSpeech(app, owner, created.json().id);
    return { params: { id }, snapshot: async () => app.db.selectFrom('speeches').selectAll().where('id', '=', id).execute() };
  },
  // An upload cleaned to its end (or failed, with the engines an app has by default), so that its job changes nothing while the intruder tries.
  async isolatedVoice(app, owner) {
    const form = multipart({ model: 'rnnoise' }, [{ name: 'private.wav', data: wav(1), type: 'audio/wav', field: 'file' }]);
    const created = await app.inject({ method: 'POST', url: '/api/ai/isolated-voices', headers: { ...bearer(owner), ...form.headers }, payload: form.payload });
    if (created.statusCode !== 201) throw new Error(`The isolated voice fixture was refused: ${created.body}`);
    const { id } = created.json();
    for (const until = Date.now() + 20_000; ; ) {
      const item = (await app.inject({ method: 'GET', url: `/api/library/isolated-voices/${id}`, headers: bearer(owner) })).json();
      if (item.state >= 3) break;
      if (Date.now() > until) throw new Error(`The isolated voice fixture did not finish: ${JSON.stringify(item)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { params: { id }, snapshot: async () => app.db.selectFrom('isolated_voices').selectAll().where('id', '=', id).execute() };
  },
  // A transcription whose job has ended (done, or failed where no engine runs), so that it changes nothing while the intruder tries.
  async transcription(app, owner) {
    const created = await postTranscription(app, owner, { data: wav(1), name: 'private.wav' });
    if (created.statusCode !== 201) throw new Error(`The transcription fixture was refused: ${created.body}`);
    const { id } = await finishedTranscription(app, owner, created.json().id);
    return { params: { id }, snapshot: async () => app.db.selectFrom('transcriptions').selectAll().where('id', '=', id).execute() };
  },
  // A composition as its job leaves it when done, written straight to the database: no job runs
  // to change it while the intruder tries, whatever the music engine (the real one takes seconds).
  async composition(app, owner) {
    const id = newId();
    await app.db
      .insertInto('compositions')
      .values({ id, workspace_id: owner.user.workspace.id, user_id: owner.user.id, title: 'A private tune', prompt: 'A private tune', tags: 'calm', model: 'composer-offline', duration: 5, state: 3, progress: 1 })
      .execute();
    return { params: { id }, snapshot: async () => app.db.selectFrom('compositions').selectAll().where('id', '=', id).execute() };
  },
  async voice(app, owner) {
    await onCloneCap(app, owner, 1);
    const { id } = await cloneVoice(app, owner, 'A private voice');
    await app.db.updateTable('voices').set({ visibility: 1 }).where('id', '=', id).execute();
    return { params: { id }, body: { name: 'Intruder was here', visibility: 0 }, snapshot: async () => app.db.selectFrom('voices').selectAll().where('id', '=', id).execute() };
  },
  async order(app, owner) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: bearer(owner),
      payload: {
        gateway: 'sandbox',
        id: 'pack-2000',
        address: { name: 'Owner', postal_code: 'SW1', country: 'GB' },
        card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 1, cvc: '123' },
        idempotency_key: `ownership-${owner.user.id}`,
      },
    });
    if (response.statusCode !== 200) throw new Error(`The order fixture was refused: ${response.body}`);
    const { id } = response.json();
    const workspaceId = owner.user.workspace.id;
    return {
      params: { id },
      snapshot: async () => ({
        order: await app.db.selectFrom('orders').selectAll().where('id', '=', id).execute(),
        ledger: await app.db.selectFrom('credit_ledger').selectAll().where('workspace_id', '=', workspaceId).orderBy('id').execute(),
        subscriptions: await app.db.selectFrom('subscriptions').selectAll().where('workspace_id', '=', workspaceId).orderBy('id').execute(),
      }),
    };
  },
  async 'api-key'(app, owner) {
    const created = await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(owner), payload: { name: 'Private', password: testPassword } });
    if (created.statusCode !== 201) throw new Error(`The API key fixture was refused: ${created.body}`);
    const { id } = created.json();
    return { params: { id }, snapshot: async () => app.db.selectFrom('api_keys').selectAll().where('id', '=', id).execute() };
  },
  async workspace(app, owner) {
    const id = owner.user.workspace.id;
    // invitationId: a pending invitation; userId: the owner (removing them, or anyone, is the owner's or their own business).
    const invitation = await workspaceInvitation(app, id, owner);
    return {
      params: { id, invitationId: invitation.id, userId: owner.user.id },
      snapshot: async () => ({
        workspace: await app.db.selectFrom('workspaces').selectAll().where('id', '=', id).execute(),
        members: await app.db.selectFrom('workspace_members').selectAll().where('workspace_id', '=', id).orderBy('user_id').execute(),
        invitations: await app.db.selectFrom('invitations').selectAll().where('workspace_id', '=', id).orderBy('id').execute(),
        // What the dashboard's usage chart reads.
        usage: await app.db.selectFrom('usage').selectAll().where('workspace_id', '=', id).orderBy('id').execute(),
      }),
    };
  },
  async invitation(app, owner) {
    const id = owner.user.workspace.id;
    const invitation = await workspaceInvitation(app, id, owner);
    return {
      params: { token: invitationToken(app.config.jwtSecret, invitation.id) },
      snapshot: async () => ({
        members: await app.db.selectFrom('workspace_members').selectAll().where('workspace_id', '=', id).orderBy('user_id').execute(),
        invitations: await app.db.selectFrom('invitations').selectAll().where('workspace_id', '=', id).orderBy('id').execute(),
      }),
    };
  },
  async document(app, owner) {
    return documentFixture(app, owner, '/api/ai/completions/preset-blog-post', { fields: { topic: 'A private topic' } }, 'documents');
  },
  async 'code-document'(app, owner) {
    return documentFixture(app, owner, '/api/ai/completions/code', { prompt: 'A private function' }, 'code_documents');
  },
};

/** A pending invitation, written straight to the table: the free plan's member cap would refuse it through the API. */
async function workspaceInvitation(app: FastifyInstance, workspaceId: string, owner: Session) {
  return app.db
    .insertInto('invitations')
    .values({ id: newId(), workspace_id: workspaceId, email: `invitee-${newId().toLowerCase()}@example.com`, invited_by: owner.user.id })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A writer's or a coder's document, written to its end by the test's engine. */
async function documentFixture(app: FastifyInstance, owner: Session, url: string, payload: object, table: 'documents' | 'code_documents'): Promise<OwnedFixture> {
  const written = await app.inject({ method: 'POST', url, headers: bearer(owner), payload });
  const last = written.body.split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6))).at(-1);
  if (!last?.id || last.is_processing !== false) throw new Error(`The ${table} fixture was not written: ${written.body.slice(0, 200)}`);
  return {
    params: { id: last.id },
    snapshot: async () => app.db.selectFrom(table).selectAll().where('id', '=', last.id).execute(),
  };
}

/**
 * Kinds anyone may read (catalogue entries such as plans or prompts): no per-workspace check.
 * 'secret-link': a mailed link's secret (email verification, password reset) is its own proof.
 */
export const sharedKinds = new Set<string>(['catalogue', 'secret-link']);
