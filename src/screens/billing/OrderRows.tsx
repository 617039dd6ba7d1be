import { Link } from 'wouter';
import { css } from '@linaria/core';
import type { OrderFieldsFragment } from '../../gateway/generated/graphql';
import { ruledList } from '../../ui/ruledList';
import { color, font, space } from '../../ui/tokens';
import { date, money, statusLabel } from './format';

// The billing page's last orders, each leading to its receipt.

export function OrderRows({ orders }: { orders: readonly OrderFieldsFragment[] }) {
  return (
    <ul className={ruledList} aria-label="Recent orders">
      {orders.map((order) => (
        <li key={order.id} className={row}>
          <Link href={`/billing/orders/${encodeURIComponent(order.id)}/receipt`} className={what} aria-label={`Receipt for ${order.description}, ${date(order.createdAt)}`}>
            {order.description}
          </Link>
          <span className={meta}>
            {date(order.createdAt)} · {statusLabel[order.status] ?? order.status}
          </span>
          <span className={amount}>{money(order.total, order.currency)}</span>
        </li>
      ))}
    </ul>
  );
}

const row = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px ${space.md};
  padding: ${space.md} 0;
`;

const what = css`
  overflow: hidden;
  color: ${color.accent};
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const meta = css`
  grid-row: 2;
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const amount = css`
  grid-row: 1 / span 2;
  align-self: center;
  font-variant-numeric: tabular-nums;
`;
