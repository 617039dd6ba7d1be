// The affiliate program's rules (README "Affiliate program"): every user has a code, made on first
// use; the summary (referrals, earned, paid, pending, balance); the payout method, checked before
// anything is kept; withdrawal requests against the balance, one pending at a time; and the
// operator's side, which marks a pending payout paid or rejected (scripts/affiliate-payouts.ts).
import { randomBytes } from 'node:crypto';
import {
  amountAboveBalance, amountBelowMinimum, belowMinimum, invalidIban, invalidPaypalEmail, missingAccountHolder, normaliseIban, payoutMethodMissing, payoutPending, referralParam,
  referralPath, unknownPayoutMethod, type Affiliate, type Payout, type PayoutMethod,
} from '../../contract/affiliate';
import type { Selectable } from 'kysely';
import type { Static } from 'typebox';
import type { PayoutsTable } from '../db/types';
import type { Config } from '../config';
import type { AuthContext } from '../lib/auth-context';
import { badRequest, HttpError } from '../lib/errors';
import { newId } from '../lib/ids';
import type { AffiliateRepository, AffiliateRow } from './repository';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 12 url-safe characters (72 random bits): short enough to share, too many to guess. */
const newCode = () => randomBytes(9).toString('base64url');

const cents = (dollars: number) => Math.round(dollars * 100);

/** The method as kept: only the fields of its type, trimmed; a refusal in words for anything else. */
export function checkPayoutMethod(input: PayoutMethod): PayoutMethod {
  if (input.type === 'paypal') {
    const email = (input.email ?? '').trim().toLowerCase();
    if (!emailPattern.test(email) || email.length > 254) throw badRequest(invalidPaypalEmail);
    return { type: 'paypal', email };
  }
  if (input.type === 'bank_transfer') {
    const holder = (input.account_holder ?? '').trim();
    if (!holder) throw badRequest(missingAccountHolder);
    const iban = normaliseIban(input.iban ?? '');
    if (!iban) throw badRequest(invalidIban);
    return { type: 'bank_transfer', account_holder: holder, iban };
  }
  throw badRequest(unknownPayoutMethod);
}

export function createAffiliateService(affiliates: AffiliateRepository, config: Pick<Config, 'affiliate' | 'appUrl'>) {
  const { commissionPercent, minimumPayout } = config.affiliate;

  async function affiliateOf(auth: AuthContext): Promise<AffiliateRow> {
    return (await affiliates.byUser(auth.userId)) ?? affiliates.ensure(auth.userId, newId(), newCode());
  }

  /** Kept: a summary computed from totals and configuration, not a row. */
  async function summaryOf(affiliate: AffiliateRow): Promise<Static<typeof Affiliate>> {
    const totals = await affiliates.totals(affiliate.id);
    const balance = (cents(totals.earned) - cents(totals.paid) - cents(totals.pending)) / 100;
    // The row and its totals as they are (the schema keeps what the page shows), with the program's terms.
    return {
      ...affiliate,
      ...totals,
      link: `${config.appUrl}${referralPath}?${referralParam}=${affiliate.code}`,
      commission_percent: commissionPercent,
      minimum_payout: minimumPayout,
      currency: 'usd',
      balance,
      payout_method: (affiliate.payout_method as PayoutMethod | null) ?? null,
    };
  }

  async function summary(auth: AuthContext) {
    return summaryOf(await affiliateOf(auth));
  }

  async function setPayoutMethod(auth: AuthContext, input: PayoutMethod) {
    const method = checkPayoutMethod(input);
    const affiliate = await affiliateOf(auth);
    await affiliates.setPayoutMethod(affiliate.id, method);
    return summaryOf({ ...affiliate, payout_method: method });
  }

  /**
   * A withdrawal of `amount` (the whole balance when none), paid to the method kept now. At most one
   * is pending per affiliate (a unique index decides between two requests at once), so the balance
   * read here cannot be spent twice.
   */
  async function requestPayout(auth: AuthContext, amount: number | undefined) {
    const affiliate = await affiliateOf(auth);
    if (!affiliate.payout_method) throw badRequest(payoutMethodMissing);
    const { balance, pending } = await summaryOf(affiliate);
    if (pending > 0) throw new HttpError(409, payoutPending);
    if (amount === undefined && balance < minimumPayout) throw badRequest(belowMinimum(minimumPayout));
    const asked = amount === undefined ? balance : cents(amount) / 100;
    if (asked < minimumPayout) throw badRequest(amountBelowMinimum(minimumPayout));
    if (asked > balance) throw badRequest(balance < minimumPayout ? belowMinimum(minimumPayout) : amountAboveBalance(balance));
    try {
      return payoutView(await affiliates.insertPayout({ id: newId(), affiliate_id: affiliate.id, amount: asked, method: affiliate.payout_method }));
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new HttpError(409, payoutPending);
      throw error;
    }
  }

  async function payouts(auth: AuthContext, query: { limit?: number; starting_after?: string }) {
    const affiliate = await affiliateOf(auth);
    const rows = await affiliates.payouts(affiliate.id, { limit: query.limit ?? 25, after: query.starting_after });
    return { object: 'list' as const, data: rows.map(payoutView) };
  }

  return {
    summary,
    setPayoutMethod,
    requestPayout,
    payouts,
    /** Operators: pending → paid or rejected; false when it was not pending. */
    settle: async (id: string, status: 'paid' | 'rejected') => (await affiliates.settlePayout(id, status)) !== undefined,
    pendingPayouts: () => affiliates.pendingPayouts(),
  };
}

/** Kept because the affiliate sees only the kind of the payout method the payout went to, not its details. */
function payoutView(row: Pick<Selectable<PayoutsTable>, 'id' | 'amount' | 'status' | 'method' | 'created_at' | 'processed_at'>): Static<typeof Payout> {
  return { ...row, method: row.method?.type ?? null };
}

export type AffiliateService = ReturnType<typeof createAffiliateService>;
