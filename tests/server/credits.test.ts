import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, costOf, recordUsage } from '../../server/billing/credits';
import { createCreditReservations } from '../../server/billing/reservations';
import { billingRepository } from '../../server/billing/repository';
import { buildTestApp, signUpGuest, type Session } from './helpers/app';

let app: FastifyInstance;
let session: Session;
beforeAll(async () => {
  app = await buildTestApp({ env: { STARTING_CREDITS: '7' } });
  session = await signUpGuest(app);
});
afterAll(async () => {
  await app.close();
});

const model = { key: 'gpt-4o', provider: 'openai' as const, input_cost_per_1k: 0.25, output_cost_per_1k: 1 };
const usage = (overrides: Partial<Parameters<typeof recordUsage>[1]> = {}) => ({
  workspaceId: session.user.workspace.id, userId: session.user.id, model, inputTokens: 2000, outputTokens: 3000,
  byok: false, resourceKind: 'conversation', resourceId: 'c1', ...overrides,
});

describe('credits', () => {
  it('starts a workspace with STARTING_CREDITS', async () => {
    expect(session.user.workspace.credits).toBe(7);
    expect(await balanceOf(billingRepository(app.db), session.user.workspace.id)).toBe(7);
  });

  it('prices tokens per 1k at the model rates', () => {
    expect(costOf(model, 2000, 3000)).toBe(3.5);
    expect(costOf({ ...model, input_cost_per_1k: 0.01, output_cost_per_1k: 0.02 }, 1, 1)).toBe(0.00003);
  });

  it('writes the usage and its debit together, or neither', async () => {
    const workspaceId = session.user.workspace.id;
    await expect(
      app.db.transaction().execute(async (trx) => {
        await recordUsage(billingRepository(trx), usage({ resourceId: 'rolled-back' }));
        throw new Error('the reply could not be saved');
      }),
    ).rejects.toThrow('the reply could not be saved');
    expect(await app.db.selectFrom('usage').select('id').where('resource_id', '=', 'rolled-back').execute()).toEqual([]);
    expect(await balanceOf(billingRepository(app.db), workspaceId)).toBe(7);

    const { usageId, cost } = await app.db.transaction().execute((trx) => recordUsage(billingRepository(trx), usage()));
    expect(cost).toBe(3.5);
    const debit = await app.db.selectFrom('credit_ledger').selectAll().where('usage_id', '=', usageId).executeTakeFirstOrThrow();
    expect(Number(debit.delta)).toBe(-3.5);
    expect(await balanceOf(billingRepository(app.db), workspaceId)).toBe(3.5);
  });

  it('does not debit a call made with the workspace key', async () => {
    const before = await balanceOf(billingRepository(app.db), session.user.workspace.id);
    const { cost } = await app.db.transaction().execute((trx) => recordUsage(billingRepository(trx), usage({ byok: true })));
    expect(cost).toBe(0);
    expect(await balanceOf(billingRepository(app.db), session.user.workspace.id)).toBe(before);
  });

  it('refuses to start work once the balance is zero or below', async () => {
    await app.db.transaction().execute((trx) => recordUsage(billingRepository(trx), usage({ inputTokens: 0, outputTokens: 10_000 })));
    expect(await balanceOf(billingRepository(app.db), session.user.workspace.id)).toBeLessThanOrEqual(0);
    const credits = createCreditReservations(app.db);
    await expect(credits.reserve({ workspaceId: session.user.workspace.id, resourceKind: 'conversation', model, inputTokens: 1, byok: false })).rejects.toMatchObject({ statusCode: 402 });
  });
});
