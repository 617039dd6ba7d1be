import { formatUsd } from '../../../contract/affiliate-limits';
import type { AffiliatePayoutFieldsFragment as AffiliatePayout } from '../../gateway/generated/graphql';
import { mutedText, plainText } from '../../ui/sectionsPage';
import { sectionCard, sectionTitle } from '../../ui/toolPage';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge';
import { amount, payoutRows } from './styles';

// The last 5 payouts (SPEC §9), newest first: date, amount and status; an empty state before any.

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const statusLabel: Record<string, string> = { pending: 'Pending', paid: 'Paid', rejected: 'Rejected' };
const payoutTones: Record<string, StatusTone> = { paid: 'success', rejected: 'danger' };

export function PayoutsCard({ payouts }: { payouts: AffiliatePayout[] }) {
  return (
    <section className={sectionCard} aria-labelledby="payouts-title">
      <h2 id="payouts-title" className={sectionTitle}>
        Payouts
      </h2>
      {payouts.length === 0 ? (
        <p className={plainText}>No payouts yet. Your withdrawal requests will be listed here.</p>
      ) : (
        <ul className={payoutRows} aria-label="Last payouts">
          {payouts.map((payout) => (
            <li key={payout.id}>
              <time dateTime={payout.createdAt}>{day.format(new Date(payout.createdAt))}</time>
              <span className={amount}>{formatUsd(payout.amount)}</span>
              <StatusBadge tone={payoutTones[payout.status] ?? 'neutral'}>{statusLabel[payout.status] ?? payout.status}</StatusBadge>
            </li>
          ))}
        </ul>
      )}
      <p className={mutedText}>The last 5 requests. A pending one is paid within a few business days.</p>
    </section>
  );
}
