// README's role table, cell by cell: every workspace action tried by its owner, a member, an
// outsider (logged in, not a member: 404, as if it did not exist) and nobody (no token: 401).
// Each cell starts from a fresh team, so one action's effect never decides another's answer.
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type Session } from './helpers/app';
import { teamWorkspace } from './helpers/workspaces';
import { startFakeOpenAI } from './helpers/fake-openai';

// Setting a key asks the provider first: a fake OpenAI that knows the one used below.
const openai = await startFakeOpenAI({ apiKey: 'sk-test-1234', keyedModels: true });
const app = await buildTestApp({ env: { OPENAI_BASE_URL: openai.url } });
afterAll(async () => {
  await app.close();
  await openai.close();
});

type Team = Awaited<ReturnType<typeof teamWorkspace>>;
type Role = 'owner' | 'member' | 'outsider' | 'nobody';

interface Action {
  name: string;
  request(team: Team, caller: Session | null): { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  expected: Record<Role, number>;
}

const ownerOnly = { owner: 200, member: 403, outsider: 404, nobody: 401 };

const actions: Action[] = [
  { name: 'read the workspace', request: (t) => ({ method: 'GET', url: `/api/workspaces/${t.id}` }), expected: { owner: 200, member: 200, outsider: 404, nobody: 401 } },
  { name: 'rename', request: (t) => ({ method: 'PATCH', url: `/api/workspaces/${t.id}`, payload: { name: 'Renamed' } }), expected: ownerOnly },
  { name: 'set its keys', request: (t) => ({ method: 'PATCH', url: `/api/workspaces/${t.id}`, payload: { openai_api_key: 'sk-test-1234' } }), expected: ownerOnly },
  { name: 'transfer ownership', request: (t) => ({ method: 'PATCH', url: `/api/workspaces/${t.id}`, payload: { owner_id: t.member.user.id } }), expected: ownerOnly },
  { name: 'delete', request: (t) => ({ method: 'DELETE', url: `/api/workspaces/${t.id}` }), expected: ownerOnly },
  { name: 'invite', request: (t) => ({ method: 'POST', url: `/api/workspaces/${t.id}/invitations`, payload: { email: 'new@example.com' } }), expected: { ...ownerOnly, owner: 201 } },
  { name: 'delete an invitation', request: (t) => ({ method: 'DELETE', url: `/api/workspaces/${t.id}/invitations/${t.invitationId}` }), expected: ownerOnly },
  { name: 'remove the member (the member: leaving)', request: (t) => ({ method: 'DELETE', url: `/api/workspaces/${t.id}/users/${t.member.user.id}` }), expected: { ...ownerOnly, member: 204 } },
  { name: 'remove the owner', request: (t) => ({ method: 'DELETE', url: `/api/workspaces/${t.id}/users/${t.owner.user.id}` }), expected: { owner: 400, member: 403, outsider: 404, nobody: 401 } },
  {
    name: 'leave (remove themselves)',
    request: (t, caller) => ({ method: 'DELETE', url: `/api/workspaces/${t.id}/users/${caller?.user.id ?? t.member.user.id}` }),
    expected: { owner: 400, member: 204, outsider: 404, nobody: 401 },
  },
  { name: 'switch to it', request: (t) => ({ method: 'POST', url: '/api/account/workspace', payload: { id: t.id } }), expected: { owner: 200, member: 200, outsider: 404, nobody: 401 } },
  { name: 'set its billing address', request: (t) => ({ method: 'POST', url: `/api/workspaces/${t.id}`, payload: { address: { name: 'A', postal_code: 'X1', country: 'GB' } } }), expected: { owner: 200, member: 403, outsider: 404, nobody: 401 } },
];

describe('the role table', () => {
  for (const action of actions) {
    for (const role of ['owner', 'member', 'outsider', 'nobody'] as const) {
      it(`${action.name}: ${role} → ${action.expected[role]}`, async () => {
        const team = await teamWorkspace(app);
        let caller = role === 'nobody' ? null : team[role];
        // Billing's address is the workspace the token names: owner and member act from inside it.
        if (action.name === 'set its billing address' && caller && role !== 'outsider') {
          const switched = await app.inject({ method: 'POST', url: '/api/account/workspace', headers: bearer(caller), payload: { id: team.id } });
          caller = { ...caller, jwt: switched.json().jwt };
        }
        const { method, url, payload } = action.request(team, caller);
        const response = await app.inject({ method, url, payload, headers: caller ? bearer(caller) : {} });
        expect(response.statusCode, response.body).toBe(action.expected[role]);
        if (response.statusCode === 204) expect(response.body).toBe('');
        else if (response.statusCode >= 400) expect(response.json()).toEqual({ message: expect.any(String) });
      });
    }
  }

  it('lists only the caller\'s own workspaces, with their role', async () => {
    const team = await teamWorkspace(app);
    const names = async (session: Session) => (await app.inject({ method: 'GET', url: '/api/workspaces', headers: bearer(session) })).json().data.map((w: { name: string; role: string }) => `${w.name}:${w.role}`);
    expect(await names(team.owner)).toEqual(["Olive's workspace:owner", 'Team:owner']);
    expect(await names(team.member)).toEqual(["Max's workspace:owner", 'Team:member']);
    expect(await names(team.outsider)).toEqual(["Otto's workspace:owner"]);
    expect((await app.inject({ method: 'GET', url: '/api/workspaces' })).statusCode).toBe(401);
  });
});
