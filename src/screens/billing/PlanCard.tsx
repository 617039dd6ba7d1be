import { Link } from 'wouter';
import { css, cx } from '@linaria/core';
import type { Plan } from '../../machines/billing/plans';
import { visuallyHidden } from '../../ui/a11y';
import { StatusBadge } from '../../ui/StatusBadge';
import { breakpoint, color, font, space } from '../../ui/tokens';
import { card, linkButton, muted } from './styles';
import { credits, money, perCycle } from './format';

// One plan or credit pack: its price (a sale price beside the old one struck through), what
// it gives, and the way to checkout. On the plans page the cards of a comparison share their
// rows (a CSS subgrid over `comparisonRows` of the grid around them), so a buyer reads price,
// credits, members and features straight across; a card alone in its section lies on its side.

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

// Lifetime plans grant their credits every month (server/billing/subscriptions.ts).
const creditsEvery: Record<string, string> = { monthly: 'a month', yearly: 'a year', lifetime: 'a month', 'one-time': 'never expire' };

/** The facts every plan has, in the same order on every card: what a buyer compares first. */
function PlanFacts({ plan }: { plan: Plan }) {
  const facts = [
    ['Credits', `${credits(plan.credits)} ${creditsEvery[plan.billingCycle] ?? ''}`.trim()],
    ['Members', plan.memberCap === null ? 'No limit' : plan.memberCap > 1 ? `Up to ${plan.memberCap}` : 'Just you'],
    ['Cloned voices', plan.cloneCap === null ? 'No limit' : plan.cloneCap === 0 ? 'None' : String(plan.cloneCap)],
  ];
  return (
    <dl className={factRows}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Buy Pro" seen, "Buy Pro (monthly)" heard: the accessible name starts with the visible words (WCAG 2.5.3). */
function CheckoutLink({ plan }: { plan: Plan }) {
  const cycle = plan.billingCycle === 'one-time' ? '' : ` (${plan.billingCycle})`;
  return (
    <Link href={`/checkout/${encodeURIComponent(plan.id)}`} className={linkButton}>
      {plan.price === 0 ? 'Start' : 'Buy'} {plan.title}
      {cycle && <span className={visuallyHidden}>{cycle}</span>}
    </Link>
  );
}

export type PlanLayout = 'compare' | 'wide' | 'plain';

export function PlanCard({ plan, current, highlight, layout = 'plain' }: { plan: Plan; current?: boolean; highlight?: boolean; layout?: PlanLayout }) {
  const titleId = `plan-${plan.id}`;
  const isPack = plan.billingCycle === 'one-time';
  return (
    <article className={cx(card, plan_, layout === 'compare' && compared, layout === 'wide' && wide, highlight && featured, current && currentCard)} aria-labelledby={titleId}>
      <div className={head}>
        <h3 id={titleId} className={title}>
          {plan.title}
        </h3>
        {current && <StatusBadge tone="success">Current</StatusBadge>}
      </div>
      <PlanPrice plan={plan} />
      <p className={muted}>{plan.description}</p>
      {!isPack && <PlanFacts plan={plan} />}
      <ul className={features} aria-label={`${plan.title} includes`}>
        {(plan.features.length ? plan.features : [credits(plan.credits)]).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className={action}>{current ? <p className={currentNote}>Your current plan</p> : <CheckoutLink plan={plan} />}</div>
    </article>
  );
}

/** The grid the compared cards sit in: as many columns as fit, each card spanning its six rows. */
export const comparisonGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${space.lg};
  row-gap: 0;
  ${breakpoint.narrow} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: ${space.lg};
  }
`;

const plan_ = css`
  min-width: 0;
`;

// Six rows (head, price, description, facts, features, action) lined up across the row of cards.
const compared = css`
  display: grid;
  grid-row: span 6;
  grid-template-rows: subgrid;
  row-gap: ${space.md};
  align-content: start;
  margin-bottom: ${space.lg};
  ${breakpoint.narrow} {
    margin-bottom: 0;
  }
`;

// A plan alone in its section (the Team plan) uses the width on its side: who it is for, its
// facts, what it includes and the button, side by side.
const wide = css`
  ${breakpoint.wide} {
    display: grid;
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1.2fr);
    grid-template-areas: 'head facts features' 'price facts features' 'description facts action';
    grid-template-rows: auto auto 1fr;
    column-gap: ${space.xl};
    & > :nth-child(1) {
      grid-area: head;
    }
    & > :nth-child(2) {
      grid-area: price;
    }
    & > :nth-child(3) {
      grid-area: description;
    }
    & > dl {
      grid-area: facts;
    }
    & > ul {
      grid-area: features;
    }
    & > :last-child {
      grid-area: action;
      align-self: end;
    }
  }
`;

const featured = css`
  border-color: ${color.accent};
`;

const currentCard = css`
  border-color: ${color.success};
`;

const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
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

const factRows = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  font-size: ${font.small};
  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${space.md};
    padding: ${space.xs} 0;
    border-top: 1px solid ${color.border};
  }
  & > div:last-child {
    border-bottom: 1px solid ${color.border};
  }
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const features = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin: 0;
  padding-left: ${space.lg};
  font-size: ${font.small};
`;

const action = css`
  display: flex;
  margin-top: auto;
  flex-direction: column;
  justify-content: flex-end;
`;

const currentNote = css`
  margin: 0;
  color: ${color.success};
  font-weight: 600;
`;
