import type { PlanFieldsFragment } from '../../gateway/generated/graphql';
import type { Quote } from '../../machines/billing/checkoutActors';
import { card, muted, plain, rows, sectionTitle, totalRow } from './styles';
import { credits, money } from './format';

// What is being bought and what it costs, as the server priced it (SPEC §2 "Checkout").

export function OrderSummary({ plan, quote }: { plan: PlanFieldsFragment | null; quote: Quote }) {
  const m = (amount: number) => money(amount, quote.currency);
  return (
    <section className={card} aria-labelledby="order-summary">
      <h2 id="order-summary" className={sectionTitle}>
        Order summary
      </h2>
      <p className={plain}>
        <strong>{plan ? plan.title : 'Custom credits'}</strong>
        {plan && plan.billingCycle !== 'one-time' && <span className={muted}> · {plan.billingCycle}</span>}
      </p>
      <p className={muted}>
        {credits(quote.credits)}
        {plan && plan.billingCycle !== 'one-time' && plan.billingCycle !== 'lifetime' ? ` every period, billed ${plan.billingCycle}` : ''}
      </p>
      <dl className={rows}>
        <dt>Subtotal</dt>
        <dd>{m(quote.subtotal)}</dd>
        {quote.discount > 0 && (
          <>
            <dt>Discount{quote.coupon ? ` (${quote.coupon.code})` : ''}</dt>
            <dd>−{m(quote.discount)}</dd>
          </>
        )}
        <dt>Tax</dt>
        <dd>{m(quote.tax)}</dd>
        <dt className={totalRow}>Total</dt>
        <dd className={totalRow}>{m(quote.total)}</dd>
      </dl>
    </section>
  );
}
