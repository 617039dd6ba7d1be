// Credits never below zero (server/billing/reservations.ts): 50 paid calls at once — chat sends
// on a hosted model (a fake OpenAI that ignores the output limit, the worst case) and on the
// offline assistant, writer and coder completions, classifications, /v1 completions plain and
// streamed — on a nearly empty balance end with the balance ≥ 0, the ledger exact (its sum is
// the balance, every usage row's cost is its debit), no hold left, and every refused call told
// the 402 of an empty workspace. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costOf, outOfCredits } from '../../server/billing/credits';
import { billingRepository } from '../../server/billing/repository';
import { createCreditReservations } from '../../server/billing/reservations';
import { estimateTokens } from '../../server/engines/usage';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';
import { balance, ledgerSum } from './helpers/billing';
import { startFakeOpenAI, type FakeServer } from './helpers/fake-openai';
import { parseEvents } from './helpers/sse';

let app: FastifyInstance;
let fake: FakeServer;

beforeAll(async () => {
  process.env.LOCAL_ENGINE_TOKEN_DELAY_MS = '0';
  // Reports 10 input and 20 output tokens whatever it was asked: 0.0225 credits a call on gpt-4o.
  fake = await startFakeOpenAI({ reply: 'A reply from GPT that goes on for a while.' });
  app = await buildTestApp({ env: { OPENAI_BASE_URL: fake.url } });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** A new user whose workspace holds exactly `credits`. */
async function workspaceWith(credits: number): Promise<Session> {
  const session = await signUpUser(app);
  const workspaceId = session.user.workspace.id;
  await billingRepository(app.db).addToLedger({ workspaceId, delta: credits - (await ledgerSum(app, workspaceId)), reason: 'test' });
  return session;
}

type Call = (session: Session, conversationId: string) => Promise<LightMyRequestResponse>;
const post = (session: Session, url: string, payload: object) => app.inject({ method: 'POST', url, headers: bearer(session), payload });
const ask = [{ role: 'user', content: 'How do I buy credits?' }];

const kinds: Record<string, Call> = {
  'chat on gpt-4o': (s, id) => post(s, `/api/ai/conversations/${id}/messages`, { content: 'Hello there', model: 'gpt-4o' }),
  'chat offline': (s, id) => post(s, `/api/ai/conversations/${id}/messages`, { content: 'How do I buy credits?' }),
  writer: (s) => post(s, '/api/ai/completions/', { prompt: 'A short note about tea', model: 'gpt-4o' }),
  coder: (s) => post(s, '/api/ai/completions/code', { prompt: 'sort users by age', language: 'python' }),
  classifier: (s) => post(s, '/api/ai/classifications', { input: 'What a lovely day it is today' }),
  '/v1 plain': (s) => post(s, '/v1/chat/completions', { model: 'gpt-4o', messages: ask }),
  '/v1 streamed': (s) => post(s, '/v1/chat/completions', { model: 'local-assistant', messages: ask, stream: true }),
};

/** Whether the call ran to its end (true) or was refused as out of credits (false); anything else fails the test. */
function outcome(kind: string, response: LightMyRequestResponse): boolean {
  if (response.statusCode === 402) {
    const body = response.json();
    expect(body.error?.message ?? body.message, kind).toBe(outOfCredits);
    return false;
  }
  expect(response.statusCode, `${kind}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
  if (kind.startsWith('chat') || kind === 'writer' || kind === 'coder') expect(parseEvents(response.body).at(-1)!.event, kind).toMatch(/^(message|document)$/);
  if (kind === '/v1 streamed') expect(response.body.trimEnd().endsWith('data: [DONE]')).toBe(true);
  return true;
}

/** Rounded to the ledger's 6 decimals, and never -0. */
const rounded = (amount: number) => Math.round(amount * 1e6) / 1e6 + 0;

const holdsOf = async (workspaceId: string) =>
  (await app.db.selectFrom('credit_reservations').select('id').where('workspace_id', '=', workspaceId).execute()).length;

async function waitUntilNoHolds(workspaceId: string) {
  const deadline = Date.now() + 20_000;
  while ((await holdsOf(workspaceId)) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await holdsOf(workspaceId)).toBe(0);
}

/** The ledger is exact: every usage row's cost is its one debit, and the debits are the balance's whole fall. */
async function expectExactLedger(workspaceId: string, start: number) {
  const usage = await app.db.selectFrom('usage').select(['id', 'cost']).where('workspace_id', '=', workspaceId).execute();
  const debits = await app.db.selectFrom('credit_ledger').select(['usage_id', 'delta']).where('workspace_id', '=', workspaceId).where('usage_id', 'is not', null).execute();
  const debitOf = new Map(debits.map((row) => [row.usage_id, Number(row.delta)]));
  for (const row of usage) expect(rounded(-(debitOf.get(row.id) ?? 0))).toBe(rounded(Number(row.cost)));
  expect(debits.length).toBe(usage.filter((row) => Number(row.cost) > 0).length);
  const spent = usage.reduce((sum, row) => sum + Number(row.cost), 0);
  expect(rounded(start - spent)).toBe(rounded(await ledgerSum(app, workspaceId)));
}

async function burst(start: number, names: string[]) {
  const session = await workspaceWith(start);
  const workspaceId = session.user.workspace.id;
  const calls = Array.from({ length: 50 }, (_, i) => names[i % names.length]!);
  // Conversations exist first: creating one is free, sending in it is not.
  const conversations = await Promise.all(calls.map(async () => (await post(session, '/api/ai/conversations', {})).json().id as string));
  fake.requests.length = 0;
  const responses = await Promise.all(calls.map((kind, i) => kinds[kind]!(session, conversations[i]!)));
  const ran = responses.filter((response, i) => outcome(calls[i]!, response)).length;
  await waitUntilNoHolds(workspaceId);
  const end = rounded(await ledgerSum(app, workspaceId));
  expect(end).toBeGreaterThanOrEqual(0);
  expect(await balance(app, session)).toBe(end);
  await expectExactLedger(workspaceId, start);
  // The hosted model was told to stop where the credits held ran out (it ignored it: the debit still stopped there).
  for (const request of fake.requests.filter((r) => r.path === '/v1/chat/completions')) {
    expect(request.body.max_completion_tokens).toBeLessThanOrEqual(Math.floor(start / 0.001));
  }
  return { ran, refused: 50 - ran, end };
}

describe('credits never below zero', () => {
  it('refuses all 50 mixed calls at once on 0.000001 credits, with the 402 of an empty workspace', async () => {
    const { ran, end } = await burst(0.000001, Object.keys(kinds));
    expect(ran).toBe(0);
    expect(end).toBe(0.000001);
  });

  it('ends ≥ 0 with the ledger exact after 50 mixed calls at once on 0.05 credits', async () => {
    const { ran, refused, end } = await burst(0.05, Object.keys(kinds));
    expect(ran).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(end).toBeGreaterThanOrEqual(0);
  });

  it('ends ≥ 0 with the ledger exact after 50 chat sends at once on 0.05 credits', async () => {
    const { ran, refused, end } = await burst(0.05, ['chat on gpt-4o', 'chat offline']);
    expect(ran).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(end).toBeGreaterThanOrEqual(0);
  });

  it('ends a reply the credits cannot pay for in full early, normally, stored with what was written', async () => {
    const reply = async (session: Session) => {
      const id = (await post(session, '/api/ai/conversations', {})).json().id as string;
      const response = await kinds['chat offline']!(session, id);
      return parseEvents(response.body).at(-1)!;
    };
    const full = (await reply(await workspaceWith(10))).data;
    // Credits for the question and its reasoning, and half of its answer (the offline assistant: 0.01 and 0.02 per 1,000 tokens).
    const paidFor = estimateTokens(full.reasoning) + Math.floor(estimateTokens(full.content) / 2);
    const start = rounded(costOf({ input_cost_per_1k: 0.01, output_cost_per_1k: 0.02 }, estimateTokens('How do I buy credits?'), paidFor));
    const poor = await workspaceWith(start);
    const cut = await reply(poor);
    expect(cut.event).toBe('message');
    expect(cut.data).toMatchObject({ role: 'assistant', is_processing: false, is_incomplete: false, reasoning: full.reasoning });
    expect(cut.data.content.length).toBeGreaterThan(0);
    expect(full.content.startsWith(cut.data.content)).toBe(true);
    expect(cut.data.content.length).toBeLessThan(full.content.length);
    expect(estimateTokens(cut.data.reasoning + cut.data.content)).toBeLessThanOrEqual(paidFor);
    await waitUntilNoHolds(poor.user.workspace.id);
    expect(await ledgerSum(app, poor.user.workspace.id)).toBeGreaterThanOrEqual(0);
    await expectExactLedger(poor.user.workspace.id, start);
  });
});

describe('credit holds', () => {
  const hold = (credits: ReturnType<typeof createCreditReservations>, workspaceId: string) =>
    credits.hold({ workspaceId, resourceKind: 'test', least: 0.1, most: 1 });
  const usage = (session: Session) => ({
    workspaceId: session.user.workspace.id, userId: session.user.id, model: { key: 'gpt-4o', provider: 'openai' as const, input_cost_per_1k: 0, output_cost_per_1k: 1 },
    inputTokens: 0, outputTokens: 500, byok: false, resourceKind: 'test', resourceId: 'r',
  });

  it("stop counting once their process stops pushing them forward, and a call that outlived its hold is debited only what is free", async () => {
    const session = await workspaceWith(1);
    const workspaceId = session.user.workspace.id;
    const credits = createCreditReservations(app.db);
    try {
      const first = await hold(credits, workspaceId);
      expect(first.amount).toBe(1);
      await expect(hold(credits, workspaceId)).rejects.toMatchObject({ statusCode: 402, message: outOfCredits });
      // Its process pushes it forward while the call runs.
      await app.db.updateTable('credit_reservations').set({ expires_at: new Date(Date.now() + 1000) }).where('workspace_id', '=', workspaceId).execute();
      await credits.extend();
      const [row] = await app.db.selectFrom('credit_reservations').select('expires_at').where('workspace_id', '=', workspaceId).execute();
      expect(new Date(row!.expires_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
      // Its process died (no more pushing): once expired it blocks nothing, and is cleared.
      await app.db.updateTable('credit_reservations').set({ expires_at: new Date(Date.now() - 1000) }).where('workspace_id', '=', workspaceId).execute();
      const second = await hold(credits, workspaceId);
      expect(second.amount).toBe(1);
      expect(await holdsOf(workspaceId)).toBe(1);
      // The first call was alive after all: settled within what is free beside the second's hold, i.e. nothing.
      const late = await app.db.transaction().execute((trx) => first.settle(billingRepository(trx), usage(session)));
      expect(late.cost).toBe(0);
      const onTime = await app.db.transaction().execute((trx) => second.settle(billingRepository(trx), usage(session)));
      expect(onTime.cost).toBe(0.5);
      await first.release();
      await second.release();
      expect(await holdsOf(workspaceId)).toBe(0);
      expect(await ledgerSum(app, workspaceId)).toBe(0.5);
      await expectExactLedger(workspaceId, 1);
    } finally {
      credits.stop();
    }
  });

  it('debit at most what was held, the usage row saying the same, and hold nothing for a call on the workspace key', async () => {
    const session = await workspaceWith(0.3);
    const workspaceId = session.user.workspace.id;
    const credits = createCreditReservations(app.db);
    try {
      const held = await hold(credits, workspaceId);
      expect(held.amount).toBe(0.3);
      expect(held.outputTokens({ input_cost_per_1k: 0, output_cost_per_1k: 1 }, 0)).toBe(300);
      const { cost } = await app.db.transaction().execute((trx) => held.settle(billingRepository(trx), usage(session)));
      expect(cost).toBe(0.3);
      await held.release();
      expect(rounded(await ledgerSum(app, workspaceId))).toBe(0);
      await expectExactLedger(workspaceId, 0.3);
      // Nothing left: refused, on the workspace's own key too (as before holds existed).
      await expect(hold(credits, workspaceId)).rejects.toMatchObject({ statusCode: 402 });
      await expect(credits.reserve({ workspaceId, resourceKind: 'test', model: usage(session).model, inputTokens: 1, byok: true })).rejects.toMatchObject({ statusCode: 402 });
      await billingRepository(app.db).addToLedger({ workspaceId, delta: 1, reason: 'test' });
      const own = await credits.reserve({ workspaceId, resourceKind: 'test', model: usage(session).model, inputTokens: 1, byok: true });
      expect(own.amount).toBeNull();
      expect(await holdsOf(workspaceId)).toBe(0);
    } finally {
      credits.stop();
    }
  });
});
