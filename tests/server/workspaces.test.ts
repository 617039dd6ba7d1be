// Workspaces through the real routes and database: invitations (mailed link, once, 7 days, the
// invited email only, the plan's member cap), removal taking effect at once, deletion, switching,
// the workspace's own keys (sealed at rest, last 4 shown, checked with the provider, used by
// chat and never debited) and its voices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sealSecret } from '../../server/lib/secrets';
import { billingRepository } from '../../server/billing/repository';
import { createBillingService } from '../../server/billing/service';
import { workspacesRepository } from '../../server/workspaces/repository';
import { createWorkspaceService } from '../../server/workspaces/service';
import { ownedFixtures } from './helpers/ownership';
import { bearer, buildTestApp, signUpUser, type Session, testPassword } from './helpers/app';
import { sendJson, startRecordingServer, type FakeServer } from './helpers/fake-http';
import { startFakeOpenAI } from './helpers/fake-openai';
import { newestMailTo } from './helpers/inbox';
import { invitationPath, invite, teamWorkspace } from './helpers/workspaces';

let app: FastifyInstance;
let openai: FakeServer;
let anthropicModels: FakeServer;
beforeAll(async () => {
  openai = await startFakeOpenAI({ reply: 'Hello with your own key.', apiKey: 'sk-own-openai-9876', keyedModels: true });
  // Anthropic's model list, which is what the key check asks: only one key is good.
  anthropicModels = await startRecordingServer(async (request, response) =>
    sendJson(response, request.apiKey === 'sk-ant-good-4321' ? 200 : 401, request.apiKey === 'sk-ant-good-4321' ? { data: [] } : { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } }),
  );
  app = await buildTestApp({ env: { OPENAI_BASE_URL: openai.url, ANTHROPIC_BASE_URL: anthropicModels.url, SECRETS_KEY: 'test-secrets-key' } });
});
afterAll(async () => {
  await app?.close();
  await Promise.all([openai?.close(), anthropicModels?.close()]);
});

const get = (session: Session, url: string) => app.inject({ method: 'GET', url, headers: bearer(session) });
const patch = (session: Session, id: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/workspaces/${id}`, headers: bearer(session), payload });

describe('invitations', () => {
  it('mails a link that joins the invited user, once', async () => {
    const owner = await signUpUser(app, { first_name: 'Olive' });
    const team = (await app.inject({ method: 'POST', url: '/api/workspaces', headers: bearer(owner), payload: { name: 'Team' } })).json();
    const invited = await signUpUser(app);
    expect((await invite(app, owner, team.id, invited.user.email!.toUpperCase())).statusCode).toBe(201);
    const mail = await newestMailTo(app, invited.user.email!);
    expect(mail).toMatchObject({ subject: 'Join Team on Atelier', text: expect.stringContaining(`${app.config.appUrl}/invitations/`) });
    const path = `/api${await invitationPath(app, invited.user.email!)}`;

    expect((await get(invited, path)).json()).toMatchObject({ workspace_id: team.id, workspace_name: 'Team', email: invited.user.email, invited_by: 'Olive' });
    const joined = await app.inject({ method: 'POST', url: `${path}/accept`, headers: bearer(invited) });
    expect(joined.json()).toEqual({ jwt: expect.any(String), workspace_id: team.id });
    const inTeam = { ...invited, jwt: joined.json().jwt };
    expect((await get(inTeam, `/api/workspaces/${team.id}`)).json()).toMatchObject({ role: 'member', invitations: [], members: [{ role: 'owner' }, { user_id: invited.user.id, role: 'member' }] });
    expect((await get(inTeam, '/api/account')).json().workspace.id).toBe(team.id);
    expect((await app.inject({ method: 'POST', url: `${path}/accept`, headers: bearer(inTeam) })).statusCode).toBe(404);
  });

  it('never works for another email, a forged link, or after 7 days', async () => {
    const owner = await signUpUser(app);
    const team = (await app.inject({ method: 'POST', url: '/api/workspaces', headers: bearer(owner), payload: { name: 'Team' } })).json();
    const invited = await signUpUser(app);
    const other = await signUpUser(app);
    await invite(app, owner, team.id, invited.user.email!);
    const path = `/api${await invitationPath(app, invited.user.email!)}`;
    expect((await app.inject({ method: 'POST', url: `${path}/accept`, headers: bearer(other) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${path}x/accept`, headers: bearer(invited) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${path}/accept` })).statusCode).toBe(401);
    await app.db.updateTable('invitations').set({ created_at: new Date(Date.now() - 7 * 24 * 3600 * 1000 - 1000) }).where('workspace_id', '=', team.id).execute();
    const expired = await app.inject({ method: 'POST', url: `${path}/accept`, headers: bearer(invited) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This invitation has expired. Ask the workspace owner for a new one.');
    expect((await get(owner, `/api/workspaces/${team.id}`)).json().members).toHaveLength(1);
  });

  it("counts pending invitations against the plan's member cap and says where to go", async () => {
    const owner = await signUpUser(app);
    // The personal workspace is on Free, which allows 1 member: its owner.
    const refused = await invite(app, owner, owner.user.workspace.id, 'friend@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('The Free plan allows 1 member, pending invitations included. Choose a larger plan to invite more.');
    expect(await app.db.selectFrom('invitations').selectAll().where('workspace_id', '=', owner.user.workspace.id).execute()).toEqual([]);
  });

  it('refuses inviting a member or the same address twice, and removes an invitation with its link', async () => {
    const team = await teamWorkspace(app);
    expect((await invite(app, team.owner, team.id, team.member.user.email!)).json().message).toBe('This person is already a member of the workspace.');
    expect((await invite(app, team.owner, team.id, 'pending@example.com')).statusCode).toBe(409);
    const path = `/api${await invitationPath(app, 'pending@example.com')}`;
    const removed = await app.inject({ method: 'DELETE', url: `/api/workspaces/${team.id}/invitations/${team.invitationId}`, headers: bearer(team.owner) });
    expect(removed.json().invitations).toEqual([]);
    const pendingUser = await signUpUser(app, { email: 'pending@example.com' });
    expect((await app.inject({ method: 'POST', url: `${path}/accept`, headers: bearer(pendingUser) })).statusCode).toBe(404);
  });
});

const logIn = async (session: Session): Promise<{ jwt: string; user: { workspace: { id: string } } }> =>
  (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: session.user.email, password: 'correct horse battery' } })).json();

describe('members', () => {
  it('a removed member loses the workspace at once, even with a token issued before, and keeps a workspace to log in to', async () => {
    const team = await teamWorkspace(app);
    expect((await get(team.member, '/api/library/conversations')).statusCode).toBe(200);
    const removed = await app.inject({ method: 'DELETE', url: `/api/workspaces/${team.id}/users/${team.member.user.id}`, headers: bearer(team.owner) });
    expect(removed.json().members.map((m: { user_id: string }) => m.user_id)).toEqual([team.owner.user.id]);
    expect((await get(team.member, '/api/library/conversations')).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: team.member.user.email, password: 'correct horse battery' } });
    expect(login.json().user.workspace.id).not.toBe(team.id);
  });

  it("a removed member's session is refused with membership_ended and exchanged once for one in their own workspace, never the one they left", async () => {
    const team = await teamWorkspace(app);
    expect((await app.inject({ method: 'DELETE', url: `/api/workspaces/${team.id}/users/${team.member.user.id}`, headers: bearer(team.owner) })).statusCode).toBe(200);
    const refused = await get(team.member, '/api/account');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'You are no longer a member of this workspace.', code: 'membership_ended' });

    const exchange = (token: string) => app.inject({ method: 'POST', url: '/api/auth/session-after-removal', payload: { token } });
    const landed = await exchange(team.member.jwt);
    expect(landed.statusCode).toBe(200);
    expect(landed.json()).toMatchObject({ removed_from: 'Team', user: { id: team.member.user.id, workspace: { id: team.member.user.workspace.id } } });
    const now = { ...team.member, jwt: landed.json().jwt };
    expect((await get(now, '/api/library/conversations')).statusCode).toBe(200);
    expect((await get(now, `/api/workspaces/${team.id}`)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await app.inject({ method: 'POST', url: '/api/account/workspace', headers: bearer(now), payload: { id: team.id } })).statusCode).toBe(404);

    // Once only; and only for a token whose membership ended: not a valid one, not a logged-out
    // one, not a REST API key, not a forgery.
    expect((await exchange(team.member.jwt)).statusCode).toBe(401);
    expect((await exchange(team.owner.jwt)).statusCode).toBe(409);
    const { key } = (await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(now), payload: { name: 'script', password: testPassword } })).json();
    expect((await exchange(key)).statusCode).toBe(401);
    expect((await exchange(`${team.owner.jwt.slice(0, -4)}AAAA`)).statusCode).toBe(401);
    const loggedOut = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(team.outsider) });
    expect(loggedOut.statusCode).toBe(204);
    expect((await exchange(team.outsider.jwt)).statusCode).toBe(401);
    // A token refused for any other reason says only that the session expired.
    expect((await get(team.outsider, '/api/account')).json()).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('a removal is for good: after a re-invite, the old session and REST API key stay refused in that workspace; a new login works', async () => {
    const team = await teamWorkspace(app);
    const key = await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(team.member), payload: { name: 'script', password: testPassword } });
    expect(key.statusCode).toBe(201);
    const oldKey: Session = { ...team.member, jwt: key.json().key };
    for (const old of [team.member, oldKey]) expect((await get(old, '/api/library/conversations')).statusCode).toBe(200);

    expect((await app.inject({ method: 'DELETE', url: `/api/workspaces/${team.id}/users/${team.member.user.id}`, headers: bearer(team.owner) })).statusCode).toBe(200);
    expect((await invite(app, team.owner, team.id, team.member.user.email!)).statusCode).toBe(201);
    const path = await invitationPath(app, team.member.user.email!);
    const accepted = await app.inject({ method: 'POST', url: `/api/${path.slice(1)}/accept`, headers: bearer({ ...team.member, jwt: (await logIn(team.member)).jwt }) });
    expect(accepted.json().workspace_id).toBe(team.id);

    for (const old of [team.member, oldKey]) expect((await get(old, '/api/library/conversations')).statusCode).toBe(401);
    expect((await get(team.member, `/api/workspaces/${team.id}`)).statusCode).toBe(401);
    expect((await get({ ...team.member, jwt: accepted.json().jwt }, '/api/library/conversations')).statusCode).toBe(200);
    const again = await logIn(team.member);
    expect(again.user.workspace.id).toBe(team.id);
    expect((await get({ ...team.member, jwt: again.jwt }, `/api/workspaces/${team.id}`)).statusCode).toBe(200);
    // The key went with the membership: the member makes a new one.
    expect((await app.inject({ method: 'GET', url: '/api/account/rest-api-keys', headers: { authorization: `Bearer ${again.jwt}` } })).json().data).toEqual([]);
  });

  it('a member leaves with 204 and no body; the owner must transfer first, then may leave', async () => {
    const team = await teamWorkspace(app);
    const ownerLeaves = () => app.inject({ method: 'DELETE', url: `/api/workspaces/${team.id}/users/${team.owner.user.id}`, headers: bearer(team.owner) });
    expect((await ownerLeaves()).json().message).toBe('Transfer the workspace to another member before leaving it.');
    const transferred = await patch(team.owner, team.id, { owner_id: team.member.user.id });
    expect(transferred.json()).toMatchObject({ owner_id: team.member.user.id, role: 'member' });
    expect((await patch(team.owner, team.id, { name: 'Mine again' })).statusCode).toBe(403);
    const left = await ownerLeaves();
    expect(left.statusCode).toBe(204);
    expect(left.body).toBe('');
    expect((await get(team.owner, `/api/workspaces/${team.id}`)).statusCode).toBe(404);
  });
});

describe('workspaces', () => {
  it('creates, switches with a new token, renames, and deletes with everything in it', async () => {
    const owner = await signUpUser(app);
    const created = await app.inject({ method: 'POST', url: '/api/workspaces', headers: bearer(owner), payload: { name: '  Side   project ' } });
    expect(created.json()).toMatchObject({ name: 'Side project', role: 'owner', owner_id: owner.user.id, openai_api_key: null });
    const id = created.json().id;
    const switched = await app.inject({ method: 'POST', url: '/api/account/workspace', headers: bearer(owner), payload: { id } });
    const inSide = { ...owner, jwt: switched.json().jwt };
    expect((await get(inSide, '/api/account')).json().workspace.id).toBe(id);
    expect((await get(inSide, '/api/workspaces')).json().data.find((w: { is_current: boolean }) => w.is_current).id).toBe(id);
    expect((await patch(inSide, id, { name: 'Renamed' })).json().name).toBe('Renamed');
    await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(inSide), payload: { title: 'Goes with it' } });

    const deleted = await app.inject({ method: 'DELETE', url: `/api/workspaces/${id}`, headers: bearer(inSide) });
    expect(deleted.json()).toEqual({ jwt: expect.any(String), workspace_id: owner.user.workspace.id });
    expect(await app.db.selectFrom('conversations').select('id').where('workspace_id', '=', id).execute()).toEqual([]);
    expect((await get(inSide, '/api/account')).statusCode).toBe(401);
    const last = await app.inject({ method: 'DELETE', url: `/api/workspaces/${owner.user.workspace.id}`, headers: { authorization: `Bearer ${deleted.json().jwt}` } });
    expect(last.json().message).toBe('You cannot delete your only workspace.');
  });

  it('answers its balance, for any workspace of the caller and after a change', async () => {
    const owner = await signUpUser(app);
    const acted = (await get(owner, '/api/account')).json().workspace;
    expect((await get(owner, `/api/workspaces/${acted.id}`)).json().credits).toBe(acted.credits);
    const id = (await app.inject({ method: 'POST', url: '/api/workspaces', headers: bearer(owner), payload: { name: 'Side' } })).json().id;
    await billingRepository(app.db).addToLedger({ workspaceId: id, delta: 42, reason: 'test credits', orderId: null });
    expect((await get(owner, `/api/workspaces/${id}`)).json()).toMatchObject({ id, credits: 42 });
    expect((await patch(owner, id, { name: 'Renamed' })).json()).toMatchObject({ name: 'Renamed', credits: 42 });
  });

  it("frees its attachments' stored bytes once it is deleted", async () => {
    const owner = await signUpUser(app);
    const id = (await app.inject({ method: 'POST', url: '/api/workspaces', headers: bearer(owner), payload: { name: 'With files' } })).json().id;
    const inSide = { ...owner, jwt: (await app.inject({ method: 'POST', url: '/api/account/workspace', headers: bearer(owner), payload: { id } })).json().jwt };
    // A second workspace starts with no credits (its owner's first has the free plan's).
    await billingRepository(app.db).addToLedger({ workspaceId: id, delta: 100, reason: 'test credits', orderId: null });
    const attachment = await ownedFixtures.attachment!(app, inSide);
    const removed: string[][] = [];
    const files = { inRow: false, put: async () => {}, read: async () => null, stream: async () => null, sweep: async () => 0, remove: async (ids: string[]) => void removed.push(ids) };
    const service = createWorkspaceService({ workspaces: workspacesRepository(app.db), billing: createBillingService(billingRepository(app.db)), config: app.config, files });
    await service.remove({ userId: owner.user.id, workspaceId: id, isAdmin: false, isGuest: false }, id);
    expect(removed).toEqual([[attachment.params.id]]);
  });

  it("answers the workspace's cloned voices, none until cloning exists", async () => {
    const owner = await signUpUser(app);
    expect((await get(owner, '/api/voices?owner=workspace&limit=3')).json()).toEqual({ object: 'list', data: [] });
    expect((await get(owner, '/api/voices/count?owner=workspace')).json()).toEqual({ count: 0 });
  });
});

describe('a REST API key', () => {
  it('reads workspaces but changes nothing about them', async () => {
    const team = await teamWorkspace(app);
    const { key } = (await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(team.owner), payload: { name: 'Script', password: testPassword } })).json();
    const headers = { authorization: `Bearer ${key}` };
    expect((await app.inject({ method: 'GET', url: `/api/workspaces/${team.id}`, headers })).statusCode).toBe(200);
    const attempts: ['POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['POST', '/api/workspaces', { name: 'By key' }],
      ['PATCH', `/api/workspaces/${team.id}`, { name: 'By key' }],
      ['PATCH', `/api/workspaces/${team.id}`, { openai_api_key: 'sk-by-key-0000' }],
      ['DELETE', `/api/workspaces/${team.id}`],
      ['POST', `/api/workspaces/${team.id}/invitations`, { email: 'by-key@example.com' }],
      ['DELETE', `/api/workspaces/${team.id}/invitations/${team.invitationId}`],
      ['DELETE', `/api/workspaces/${team.id}/users/${team.member.user.id}`],
    ];
    const before = await get(team.owner, `/api/workspaces/${team.id}`);
    for (const [method, url, payload] of attempts) {
      const refused = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    const switched = await app.inject({ method: 'POST', url: '/api/account/workspace', headers, payload: { id: team.id } });
    expect(switched.statusCode).toBe(403);
    expect((await get(team.owner, `/api/workspaces/${team.id}`)).json()).toEqual(before.json());
    expect((await app.db.selectFrom('users').select('current_workspace_id').where('id', '=', team.owner.user.id).executeTakeFirstOrThrow()).current_workspace_id).toBe(team.owner.user.workspace.id);
  });
});

describe("the workspace's own keys", () => {
  it('are sealed at rest, shown as their last 4 characters, checked with the provider, and removable', async () => {
    const owner = await signUpUser(app);
    const id = owner.user.workspace.id;
    const saved = await patch(owner, id, { openai_api_key: 'sk-own-openai-9876', anthropic_api_key: 'sk-ant-good-4321' });
    expect(saved.json()).toMatchObject({ openai_api_key: '9876', anthropic_api_key: '4321' });
    const row = await app.db.selectFrom('workspaces').select(['openai_api_key', 'anthropic_api_key']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.openai_api_key).toMatch(/^enc:v1:/);
    expect(JSON.stringify(row)).not.toContain('sk-');
    expect(JSON.stringify((await get(owner, `/api/workspaces/${id}`)).json())).not.toContain('sk-');

    const refused = await patch(owner, id, { anthropic_api_key: 'sk-ant-wrong-0000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The Anthropic API key was refused by Anthropic: invalid x-api-key.');
    expect((await patch(owner, id, { anthropic_api_key: '' })).json().anthropic_api_key).toBeNull();
  });

  it('a key the provider refuses, or that cannot be checked, is not saved', async () => {
    const owner = await signUpUser(app);
    const id = owner.user.workspace.id;
    const stored = () => app.db.selectFrom('workspaces').select(['openai_api_key']).where('id', '=', id).executeTakeFirstOrThrow();
    const refused = await patch(owner, id, { openai_api_key: 'sk-never-confirmed-1111' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The OpenAI API key was refused by OpenAI: Incorrect API key provided.');
    expect(await stored()).toEqual({ openai_api_key: null });

    // No provider at the address: nothing saved, and it says so.
    const closed = await startRecordingServer(async (_request, response) => sendJson(response, 200, {}));
    await closed.close();
    const unreachable = await buildTestApp({ env: { OPENAI_BASE_URL: closed.url, SECRETS_KEY: 'test-secrets-key' } });
    try {
      const other = await signUpUser(unreachable);
      const answer = await unreachable.inject({ method: 'PATCH', url: `/api/workspaces/${other.user.workspace.id}`, headers: bearer(other), payload: { openai_api_key: 'sk-anything-2222' } });
      expect(answer.statusCode).toBe(502);
      expect(answer.json().message).toBe('OpenAI could not be reached to check this API key, so it was not saved. Please try again later.');
      expect((await unreachable.db.selectFrom('workspaces').select('openai_api_key').where('id', '=', other.user.workspace.id).executeTakeFirstOrThrow()).openai_api_key).toBeNull();
    } finally {
      await unreachable.close();
    }
  });

  it('are used by chat instead of the platform key, and nothing is debited while usage is recorded', async () => {
    const owner = await signUpUser(app);
    const headers = bearer(owner);
    await patch(owner, owner.user.workspace.id, { openai_api_key: 'sk-own-openai-9876' });
    const before = (await get(owner, '/api/account')).json().workspace.credits;
    const conversation = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: {} })).json();
    const sent = await app.inject({ method: 'POST', url: `/api/ai/conversations/${conversation.id}/messages`, headers, payload: { content: 'Hi', model: 'gpt-4o-mini' } });
    expect(sent.body).toContain('Hello with your own key.');
    expect(openai.requests.at(-1)?.apiKey).toBe('sk-own-openai-9876');
    expect((await get(owner, '/api/account')).json().workspace.credits).toBe(before);
    const usage = await app.db.selectFrom('usage').select(['byok', 'cost']).where('workspace_id', '=', owner.user.workspace.id).execute();
    expect(usage).toEqual([{ byok: true, cost: expect.anything() }]);
    expect(Number(usage[0]!.cost)).toBe(0);
  });

  it('one sealed under another SECRETS_KEY is refused, never swapped for the platform key', async () => {
    const owner = await signUpUser(app);
    const headers = bearer(owner);
    await app.db.updateTable('workspaces').set({ openai_api_key: sealSecret('an-older-secrets-key', 'sk-own-openai-9876') }).where('id', '=', owner.user.workspace.id).execute();
    const asked = openai.requests.length;
    const conversation = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: {} })).json();
    const sent = await app.inject({ method: 'POST', url: `/api/ai/conversations/${conversation.id}/messages`, headers, payload: { content: 'Hi', model: 'gpt-4o-mini' } });
    expect(sent.body).toContain("The workspace's OpenAI key can no longer be read: save it again on the Workspace page.");
    expect(openai.requests.length).toBe(asked);
  });
});
