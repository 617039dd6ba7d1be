import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// The affiliate page's operations (answered by the lazy affiliate domain); types come from
// `npm run codegen`.

export const AffiliateFields = graphql(`
  fragment AffiliateFields on Affiliate {
    code
    link
    referrals
    commissionPercent
    minimumPayout
    currency
    earned
    paid
    pending
    balance
    payoutMethod { type email accountHolder iban }
  }
`);

export const AffiliatePayoutFields = graphql(`
  fragment AffiliatePayoutFields on AffiliatePayout {
    id
    amount
    status
    method
    createdAt
  }
`);

export const AffiliateQuery = graphql(`
  query Affiliate {
    affiliate { ...AffiliateFields }
  }
`);

export const AffiliatePayoutsQuery = graphql(`
  query AffiliatePayouts($limit: Int, $startingAfter: ID) {
    affiliatePayouts(limit: $limit, startingAfter: $startingAfter) { ...AffiliatePayoutFields }
  }
`);

export const SavePayoutMethodMutation = graphql(`
  mutation SavePayoutMethod($method: PayoutMethodInput!) {
    savePayoutMethod(method: $method) { ...AffiliateFields }
  }
`);

export const RequestPayoutMutation = graphql(`
  mutation RequestPayout($amount: Float) {
    requestPayout(amount: $amount) { ...AffiliatePayoutFields }
  }
`);
