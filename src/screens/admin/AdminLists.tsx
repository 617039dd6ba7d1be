import { formatUsd } from '../../../contract/affiliate-limits';
import type { AdminAuditQuery, AdminClaimsQuery, AdminFeedbackQuery, AdminPayoutFieldsFragment, AdminUserFieldsFragment } from '../../gateway/generated/graphql';
import { StatusBadge } from '../../ui/StatusBadge';
import type { Settlement } from '../../machines/admin/settlePayoutMachine';
import { Button } from '../../ui/Button';
import { actions, message, meta, rowHead, rows } from './styles';

// The admin page's lists, as views: pending payouts with Mark paid and Reject, feedback
// reports with their screenshot, claims, and the audit log. Dates in the reader's locale, to the minute.

export type AdminPayout = AdminPayoutFieldsFragment;
export type AdminFeedback = AdminFeedbackQuery['adminFeedback'][number];
export type AdminClaim = AdminClaimsQuery['adminClaims'][number];
export type AdminAuditEntry = AdminAuditQuery['adminAudit'][number];
export type AdminUserRow = AdminUserFieldsFragment;

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const date = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;

/** Where the money goes, in a line: what the operator copies into PayPal or the bank. */
export function methodLine(method: AdminPayout['method']): string {
  if (!method) return 'No payout method';
  if (method.type === 'paypal') return `PayPal: ${method.email ?? ''}`;
  return `Bank transfer: ${method.accountHolder ?? ''}, ${method.iban ?? ''}`;
}

export function PayoutRows({ payouts, busy, onSettle }: { payouts: AdminPayout[]; busy: boolean; onSettle: (payout: AdminPayout, status: Settlement) => void }) {
  return (
    <ul className={rows} aria-label="Pending payouts">
      {payouts.map((payout) => (
        <li key={payout.id}>
          <div className={rowHead}>
            <strong>{formatUsd(payout.amount)}</strong>
            <span className={meta}>{date(payout.createdAt)}</span>
          </div>
          <span>{payout.userEmail ?? 'No email'}</span>
          <span className={meta}>{methodLine(payout.method)}</span>
          <div className={actions}>
            <Button variant="secondary" disabled={busy} onClick={() => onSettle(payout, 'paid')} aria-label={`Mark ${formatUsd(payout.amount)} to ${payout.userEmail ?? 'this user'} paid`}>
              Mark paid
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => onSettle(payout, 'rejected')} aria-label={`Reject ${formatUsd(payout.amount)} to ${payout.userEmail ?? 'this user'}`}>
              Reject
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function FeedbackRows({ reports, onScreenshot }: { reports: AdminFeedback[]; onScreenshot: (id: string) => void }) {
  return (
    <ul className={rows} aria-label="Feedback">
      {reports.map((report) => (
        <li key={report.id}>
          <div className={rowHead}>
            <span>{[report.name, report.email].filter(Boolean).join(' · ') || 'No name given'}</span>
            <span className={meta}>{date(report.createdAt)}</span>
          </div>
          <p className={message}>{report.message}</p>
          <span className={meta}>Account: {report.userEmail ?? 'a guest'}</span>
          {report.hasScreenshot && (
            <div className={actions}>
              <Button variant="secondary" onClick={() => onScreenshot(report.id)}>
                View screenshot
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ClaimRows({ claims }: { claims: AdminClaim[] }) {
  return (
    <ul className={rows} aria-label="Claims">
      {claims.map((claim) => (
        <li key={claim.id}>
          <div className={rowHead}>
            <strong>{claim.subject}</strong>
            <span className={meta}>{date(claim.createdAt)}</span>
          </div>
          <p className={message}>{claim.message}</p>
          <span className={meta}>From: {claim.userEmail ?? 'a guest'}</span>
        </li>
      ))}
    </ul>
  );
}

export function AuditRows({ entries }: { entries: AdminAuditEntry[] }) {
  return (
    <ul className={rows} aria-label="Audit log">
      {entries.map((entry) => (
        <li key={entry.id}>
          <div className={rowHead}>
            <strong>{entry.action}</strong>
            <span className={meta}>{date(entry.createdAt)}</span>
          </div>
          <span>
            {entry.targetKind} {entry.targetId}
          </span>
          <span className={meta}>By: {entry.actorEmail || 'a deleted admin'}</span>
          {entry.reason && <p className={message}>Reason: {entry.reason}</p>}
          <code className={meta}>
            Before: {entry.before ?? 'nothing'} · After: {entry.after ?? 'nothing'}
          </code>
        </li>
      ))}
    </ul>
  );
}

export function UserRows({ users, onOpen }: { users: AdminUserRow[]; onOpen: (id: string) => void }) {
  return (
    <ul className={rows} aria-label="Users">
      {users.map((user) => {
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'No name';
        return (
          <li key={user.id}>
            <div className={rowHead}>
              <span>
                <strong>{name}</strong> {user.suspendedAt && <StatusBadge tone="danger">Suspended</StatusBadge>} {user.isAdmin && <StatusBadge>Admin</StatusBadge>}
              </span>
              <span className={meta}>Last sign-in: {user.lastLoginAt ? date(user.lastLoginAt) : 'never'}</span>
            </div>
            <span>{user.email ?? 'A guest'}</span>
            <div className={actions}>
              <Button variant="secondary" onClick={() => onOpen(user.id)} aria-label={`Open ${user.email ?? name}`}>
                Open
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
