import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxGateway } from '../../../server/payments/sandbox';
import { bearer, type Session } from './app';

// Checkout as the browser does it, with the sandbox's test cards (server/payments/sandbox.ts).

export const cards = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticate: '4000002500003155',
};

export const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postal_code: 'SW1Y 4JH', country: 'GB' };

export const card = (number: string) => ({ number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' });

export const newKey = () => `key-${randomBytes(8).toString('hex')}`;

export function checkout(app: FastifyInstance, session: Session, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: bearer(session),
    payload: { gateway: 'sandbox', address, card: card(cards.visa), idempotency_key: newKey(), ...body },
  });
}

/** The sandbox instance checkout charges, to count its charges. */
export const sandboxOf = async (app: FastifyInstance) => (await app.services.billing.payments.gatewayFor('sandbox')) as SandboxGateway;

export async function balance(app: FastifyInstance, session: Session): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) })).json().workspace.credits;
}

/** The ledger's sum straight from the database, beside what the account says. */
export async function ledgerSum(app: FastifyInstance, workspaceId: string): Promise<number> {
  const rows = await app.db.selectFrom('credit_ledger').select('delta').where('workspace_id', '=', workspaceId).execute();
  return Math.round(rows.reduce((sum, row) => sum + Number(row.delta), 0) * 1e6) / 1e6;
}
