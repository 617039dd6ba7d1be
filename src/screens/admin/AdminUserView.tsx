import type { AdminUserQuery } from '../../gateway/generated/graphql';
import { Button } from '../../ui/Button';
import { Field, ErrorText } from '../../ui/Field';
import { fieldBox, fieldLabel, fieldStack } from '../../ui/formField';
import { StatusBadge } from '../../ui/StatusBadge';
import { sectionTitle } from '../../ui/toolPage';
import { formatUsd } from '../../../contract/affiliate-limits';
import type { UserChange } from '../../machines/admin/changeUserMachine';
import type { CreditField } from '../../machines/admin/adjustCreditsMachine';
import { actions, creditForm, detailFacts, detailSection, meta, rowHead, rows } from './styles';

// One user opened on the admin page, as a view: who they are, what they may do (suspend or
// restore, admin or not), their workspaces with each balance and a form to give or take credits,
// and their latest orders. Every change is the container's machines' (AdminUsersTab.tsx).

export type AdminUserDetail = AdminUserQuery['adminUser'];

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const date = (iso: string | null | undefined, none: string) => (iso ? <time dateTime={iso}>{when.format(new Date(iso))}</time> : none);

export interface CreditDraft {
  workspaceId: string;
  amount: string;
  reason: string;
  error: string | null;
  busy: boolean;
}

interface Props {
  user: AdminUserDetail;
  busy: boolean;
  error: string | null;
  draft: CreditDraft;
  onChange: (change: UserChange) => void;
  onEdit: (field: CreditField, value: string) => void;
  onAdjust: () => void;
  onBack: () => void;
}

export function AdminUserView({ user, busy, error, draft, onChange, onEdit, onAdjust, onBack }: Props) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'No name';
  const suspended = user.suspendedAt !== null && user.suspendedAt !== undefined;
  const workspaces = user.workspaces ?? [];
  const orders = user.orders ?? [];
  return (
    <div>
      <Button variant="ghost" onClick={onBack}>
        All users
      </Button>
      <h2 className={sectionTitle}>
        {name} {suspended && <StatusBadge tone="danger">Suspended</StatusBadge>} {user.isAdmin && <StatusBadge>Admin</StatusBadge>}
      </h2>
      <dl className={detailFacts}>
        <dt>Email</dt>
        <dd>{user.email ?? 'None (a guest)'}</dd>
        <dt>Signed up</dt>
        <dd>{date(user.createdAt, 'Unknown')}</dd>
        <dt>Last sign-in</dt>
        <dd>{date(user.lastLoginAt, 'Never')}</dd>
        <dt>Two-factor</dt>
        <dd>{user.twoFactorEnabled ? 'On' : 'Off'}</dd>
        <dt>Admin</dt>
        <dd>{user.isAdmin ? 'Yes' : 'No'}</dd>
        <dt>Credits spent</dt>
        <dd>{(user.usageTotal ?? 0).toLocaleString('en')}</dd>
      </dl>
      <ErrorText>{error}</ErrorText>
      <div className={actions}>
        <Button variant={suspended ? 'secondary' : 'danger'} disabled={busy} onClick={() => onChange(suspended ? 'restore' : 'suspend')}>
          {suspended ? 'Restore' : 'Suspend'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onChange(user.isAdmin ? 'remove_admin' : 'make_admin')}>
          {user.isAdmin ? 'Remove admin' : 'Make admin'}
        </Button>
      </div>

      <section className={detailSection} aria-labelledby="admin-user-workspaces">
      <h3 className={sectionTitle} id="admin-user-workspaces">Workspaces</h3>
      <ul className={rows} aria-label="Workspaces">
        {workspaces.map(({ role, workspace }) => (
          <li key={workspace.id}>
            <div className={rowHead}>
              <span>
                {workspace.name} <span className={meta}>({role})</span>
              </span>
              <strong>{workspace.balance.toLocaleString('en')} credits</strong>
            </div>
          </li>
        ))}
      </ul>
      {workspaces.length > 0 && (
        <form
          className={creditForm}
          aria-label="Adjust credits"
          onSubmit={(event) => {
            event.preventDefault();
            onAdjust();
          }}
        >
          <label className={fieldStack}>
            <span className={fieldLabel}>Workspace</span>
            <select className={fieldBox} value={draft.workspaceId} onChange={(event) => onEdit('workspaceId', event.target.value)}>
              {workspaces.map(({ workspace }) => (
                <option key={workspace.id} value={workspace.id}>
                  {workspace.name}
                </option>
              ))}
            </select>
          </label>
          <Field label="Credits (negative takes away)" inputMode="decimal" value={draft.amount} onChange={(event) => onEdit('amount', event.target.value)} />
          <Field label="Reason" value={draft.reason} maxLength={500} onChange={(event) => onEdit('reason', event.target.value)} />
          <ErrorText>{draft.error}</ErrorText>
          <Button type="submit" disabled={draft.busy}>
            {draft.busy ? 'Saving…' : 'Adjust credits'}
          </Button>
        </form>
      )}
      </section>

      <section className={detailSection} aria-labelledby="admin-user-orders">
      <h3 className={sectionTitle} id="admin-user-orders">Latest orders</h3>
      {orders.length === 0 ? (
        <p className={meta}>No orders.</p>
      ) : (
        <ul className={rows} aria-label="Orders">
          {orders.map((order) => (
            <li key={order.id}>
              <div className={rowHead}>
                <span>{order.number ?? order.id}</span>
                <strong>{order.currency.toLowerCase() === 'usd' ? formatUsd(order.amount) : `${order.amount} ${order.currency}`}</strong>
              </div>
              <span className={meta}>
                {order.status} · {date(order.createdAt, '')}
              </span>
            </li>
          ))}
        </ul>
      )}
      </section>
    </div>
  );
}
