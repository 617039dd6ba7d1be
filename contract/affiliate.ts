// The affiliate program's part of the REST contract (docs/rest-api.md, "Affiliate program"): the
// caller's affiliate summary, the payout method, withdrawal requests and their list.
import { Type, type Static } from 'typebox';
import { nullableString, PageQuery, sortOrder, stringEnum, Timestamp, ListOf } from './common';
import { accountHolderMaxLength, ibanMaxLength, payoutEmailMaxLength, payoutMethodTypes, payoutStatuses } from './affiliate-limits';

export * from './affiliate-limits';

/** PayPal names an email; a bank transfer the account holder and the IBAN. */
export const PayoutMethod = Type.Object(
  {
    type: stringEnum(payoutMethodTypes, { title: 'Payout method' }),
    email: Type.Optional(Type.String({ title: 'PayPal email', maxLength: payoutEmailMaxLength })),
    account_holder: Type.Optional(Type.String({ title: 'Account holder', maxLength: accountHolderMaxLength })),
    iban: Type.Optional(Type.String({ title: 'IBAN', maxLength: ibanMaxLength })),
  },
  { title: 'The payout method' },
);

/** `PUT /account/affiliate`: the payout method to keep (the fields another type needs are ignored). */
export const AffiliateBody = Type.Object({ payout_method: PayoutMethod });

/** `GET /account/affiliate`: the caller's code and link, what they earned, and how they are paid. Money in US dollars. */
export const Affiliate = Type.Object({
  code: Type.String(),
  link: Type.String(),
  referrals: Type.Integer(),
  commission_percent: Type.Number(),
  minimum_payout: Type.Number(),
  currency: Type.String(),
  earned: Type.Number(),
  paid: Type.Number(),
  pending: Type.Number(),
  /** earned − paid − pending: what a withdrawal may ask for. */
  balance: Type.Number(),
  payout_method: Type.Union([PayoutMethod, Type.Null()]),
});

/** `POST /account/affiliate/payouts`: no amount withdraws the whole balance. */
export const PayoutBody = Type.Object({ amount: Type.Optional(Type.Number({ title: 'The amount', exclusiveMinimum: 0, maximum: 1e9 })) });

export const Payout = Type.Object({
  id: Type.String(),
  amount: Type.Number(),
  status: stringEnum(payoutStatuses),
  method: nullableString(),
  created_at: Timestamp,
  processed_at: Type.Union([Timestamp, Type.Null()]),
});

export const PayoutListQuery = Type.Object({ ...PageQuery.properties, sort: Type.Optional(sortOrder(['created_at:desc'])) });
export const PayoutList = ListOf(Payout);

export type AffiliateBody = Static<typeof AffiliateBody>;
export type PayoutMethod = Static<typeof PayoutMethod>;
