import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// Billing operations: the config, the plans, a quote (a plan's or custom credits'), the
// pre-check, checkout and the order's completion, the orders and their invoice, the
// subscription's cancel and the billing address; types come from `npm run codegen`. One
// fragment per entity, so graphcache always holds the same fields of a plan and an order.

export const PlanFields = graphql(`
  fragment PlanFields on Plan {
    id
    title
    description
    billingCycle
    price
    salePrice
    credits
    features
    memberCap
    cloneCap
  }
`);

export const QuoteFields = graphql(`
  fragment QuoteFields on Quote {
    subtotal
    discount
    tax
    total
    currency
    credits
    coupon { code percentOff amountOff }
  }
`);

export const AddressFields = graphql(`
  fragment AddressFields on Address {
    name
    line1
    line2
    city
    state
    postalCode
    country
  }
`);

export const OrderFields = graphql(`
  fragment OrderFields on Order {
    id
    number
    createdAt
    status
    failureMessage
    plan { ...PlanFields }
    description
    credits
    subtotal
    discount
    tax
    total
    currency
    coupon
    gateway
    address { ...AddressFields }
    paidAt
  }
`);

export const BillingConfigQuery = graphql(`
  query BillingConfig {
    billingConfig {
      gateways
      stripePublishableKey
      currency
      customCredits { min max unitPrice }
    }
  }
`);

/** The plans page: every plan, and whether this workspace may take the free one. */
export const PlansQuery = graphql(`
  query Plans {
    plans { ...PlanFields }
    me { id workspace { id isEligibleForFreePlan } }
  }
`);

export const PlanQuoteQuery = graphql(`
  query PlanQuote($id: ID!, $coupon: String) {
    planQuote(id: $id, coupon: $coupon) {
      plan { ...PlanFields }
      quote { ...QuoteFields }
    }
  }
`);

export const PrecheckQuery = graphql(`
  query Precheck($id: ID!) {
    precheck(id: $id) { result message members memberCap voices cloneCap }
  }
`);

export const CustomCreditsQuoteQuery = graphql(`
  query CustomCreditsQuote($amount: Float!, $coupon: String) {
    customCreditsQuote(amount: $amount, coupon: $coupon) { ...QuoteFields }
  }
`);

/** The workspace as the billing page shows it: the overview reads it, a cancel answers it. */
export const BillingWorkspaceFields = graphql(`
  fragment BillingWorkspaceFields on Workspace {
    id
    name
    credits
    subscription { id cancelledAt endsAt plan { ...PlanFields } }
    billingAddress { ...AddressFields }
  }
`);

/** The billing page: the plan, the balance, the last orders and how many there are. */
export const BillingOverviewQuery = graphql(`
  query BillingOverview($first: Int) {
    me {
      id
      workspace { ...BillingWorkspaceFields }
    }
    orders(first: $first) { ...OrderFields }
    ordersCount
  }
`);

export const OrderQuery = graphql(`
  query Order($id: ID!) {
    order(id: $id) { ...OrderFields }
  }
`);

export const OrderInvoiceQuery = graphql(`
  query OrderInvoice($id: ID!) {
    orderInvoice(id: $id)
  }
`);

export const CheckoutMutation = graphql(`
  mutation Checkout($input: CheckoutInput!) {
    checkout(input: $input) { id redirect purchaseToken }
  }
`);

export const CompleteOrderMutation = graphql(`
  mutation CompleteOrder($id: ID!, $paymentIntent: String, $setupIntent: String) {
    completeOrder(id: $id, paymentIntent: $paymentIntent, setupIntent: $setupIntent) { ...OrderFields }
  }
`);

export const CancelSubscriptionMutation = graphql(`
  mutation CancelSubscription {
    cancelSubscription { ...BillingWorkspaceFields }
  }
`);

export const SetBillingAddressMutation = graphql(`
  mutation SetBillingAddress($workspaceId: ID!, $address: AddressInput!) {
    setBillingAddress(workspaceId: $workspaceId, address: $address) { id billingAddress { ...AddressFields } }
  }
`);

export const WorkspaceBillingAddressQuery = graphql(`
  query WorkspaceBillingAddress {
    me {
      id
      workspace {
        id
        billingAddress { ...AddressFields }
      }
    }
  }
`);
