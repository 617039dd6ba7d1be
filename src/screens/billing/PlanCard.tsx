import { Link } from 'wouter';
import { css, cx } from '@linaria/core';
import type { Plan } from '../../machines/billing/plansMachine';
import { visuallyHidden } from '../../ui/a11y';
import { color, font, radius, space } from '../../ui/tokens';
import { card, linkButton, muted } from './styles';
import { credits, money, perCycle } from './format';

// One plan or credit pack: its price (a sale price beside the old one struck through), what
// it gives, and the way to checkout.

export function PlanPrice({ plan, currency }: { plan: Plan; currency?: string }) {
  const onSale = plan.salePrice !== null && plan.salePrice !== undefined && plan.salePrice < plan.price;
  return (
    <p className={priceLine}>
      {onSale && (
        <del className={oldPrice}>
          <span className={visuallyHidden}>Was </span>
          {money(plan.price, currency)}
        </del>
      )}
      <span className={price}>
        {onSale && <span className={visuallyHidden}>Now </span>}
        {plan.price === 0 ? 'Free' : money(onSale ? plan.salePrice! : plan.price, currency)}
      </span>
      {plan.price > 0 && <span className={muted}>{perCycle(plan.billingCycle)}</span>}
    </p>
  );
}

export function PlanCard({ plan, current, highlight }: { plan: Plan; current?: boolean; highlight?: boolean }) {
  const titleId = `plan-${plan.id}`;
  return (
    <article className={cx(card, plan_, highlight && featured)} aria-labelledby={titleId}>
      <h3 id={titleId} className={title}>
        {plan.title}
      </h3>
      <PlanPrice plan={plan} />
      <p className={muted}>{plan.description}</p>
      {plan.memberCap !== null && plan.memberCap > 1 && <p className={cap}>Up to {plan.memberCap} members</p>}
      <ul className={features} aria-label={`${plan.title} includes`}>
        {(plan.features.length ? plan.features : [credits(plan.credits)]).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {current ? (
        <p className={currentNote}>Your current plan</p>
      ) : (
        <Link href={`/checkout/${encodeURIComponent(plan.id)}`} className={linkButton} aria-label={`${plan.price === 0 ? 'Start' : 'Buy'} ${plan.title}${plan.billingCycle === 'one-time' ? '' : ` (${plan.billingCycle})`}`}>
          {plan.price === 0 ? 'Start free' : plan.billingCycle === 'one-time' ? 'Buy credits' : `Choose ${plan.title}`}
        </Link>
      )}
    </article>
  );
}

const plan_ = css`
  min-width: 0;
`;

const featured = css`
  border-color: ${color.accent};
`;

const title = css`
  margin: 0;
  font-size: ${font.large};
`;

const priceLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.sm};
  margin: 0;
`;

const price = css`
  font-size: 28px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const oldPrice = css`
  color: ${color.textMuted};
  font-size: ${font.large};
`;

const cap = css`
  margin: 0;
  padding: 2px ${space.md};
  align-self: flex-start;
  border-radius: ${radius.pill};
  background: ${color.accentSoft};
  color: ${color.accent};
  font-size: ${font.small};
  font-weight: 600;
`;

const features = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  flex: 1;
  margin: 0;
  padding-left: ${space.lg};
  font-size: ${font.small};
`;

const currentNote = css`
  margin: 0;
  color: ${color.success};
  font-weight: 600;
`;
