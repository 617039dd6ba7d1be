import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AdminAuditQuery, AdminClaimsQuery, AdminFeedbackQuery, AdminPayoutsQuery, AdminUsersQuery } from '../../gateway/admin/operations';
import type { Settlement } from '../../machines/admin/settlePayoutMachine';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { errorStatus, errorText } from '../../lib/errors';
import { loadingBlock, notice } from '../../ui/toolPage';
import { useDebounced } from '../../ui/useDebounced';
import { AuditRows, ClaimRows, FeedbackRows, PayoutRows, UserRows, type AdminPayout } from './AdminLists';
import { ListSearch } from '../lists/ListSearch';
import { usePages, type Pages } from '../lists/usePages';

// One tab's list on the admin page, read a page at a time (usePages): loading, failed with Retry,
// empty, or the rows with Show more after a full page. The server's 401 and 404 (not an admin)
// go up to the page, which sends the visitor to log in or shows the not-found page.

export type AdminTab = 'payouts' | 'users' | 'feedback' | 'claims' | 'audit';
export const adminTabs: readonly AdminTab[] = ['payouts', 'users', 'feedback', 'claims', 'audit'];
export const tabLabels: Record<AdminTab, string> = { payouts: 'Pending payouts', users: 'Users', feedback: 'Feedback', claims: 'Claims', audit: 'Audit log' };
const emptyText: Record<AdminTab, string> = {
  payouts: 'No pending payouts. Withdrawal requests appear here until they are marked paid or rejected.',
  feedback: 'No feedback yet. Reports sent with the feedback widget appear here, newest first.',
  claims: 'No claims yet. Messages sent with the claims form appear here, newest first.',
  users: 'No users match this search.',
  audit: 'No entries. Every change an admin makes appears here, newest first.',
};

/** Rows a page: the server's largest. */
export const adminPageSize = 100;

export type Refusal = 'loggedOut' | 'notAllowed';

interface PanelProps<Row> {
  tab: AdminTab;
  pages: Pages<Row>;
  /** The rows shown (a settled payout is no longer pending). */
  shown: Row[];
  onRefused: (refusal: Refusal) => void;
  children: (rows: Row[]) => ReactNode;
}

function Panel<Row>({ tab, pages, shown, onRefused, children }: PanelProps<Row>) {
  const status = pages.error ? errorStatus(pages.error) : undefined;
  useEffect(() => {
    if (status === 401) onRefused('loggedOut');
    else if (status === 403 || status === 404) onRefused('notAllowed');
  }, [status, onRefused]);
  if (pages.loading || status === 401 || status === 403 || status === 404) {
    return (
      <div className={loadingBlock}>
        <Spinner label={`Loading ${tabLabels[tab].toLowerCase()}`} />
      </div>
    );
  }
  if (pages.error) return <LoadFailed what={tabLabels[tab]} detail={errorText(pages.error, 'This list could not be loaded.')} onRetry={pages.reload} />;
  if (!shown.length) return <p className={notice}>{emptyText[tab]}</p>;
  return (
    <>
      {children(shown)}
      {pages.hasMore && (
        <div>
          <Button variant="secondary" disabled={pages.loadingMore} onClick={pages.more}>
            {pages.loadingMore ? 'Loading…' : 'Show more'}
          </Button>
        </div>
      )}
    </>
  );
}

const pending = { status: 'pending' };
const all = {};

export function PayoutsPanel({ busy, gone, onSettle, onRefused }: { busy: boolean; gone: number; onSettle: (payout: AdminPayout, status: Settlement) => void; onRefused: (refusal: Refusal) => void }) {
  const pages = usePages({ query: AdminPayoutsQuery, variables: pending, rowsOf: (data) => data.adminPayouts, limit: adminPageSize });
  // A settled payout's answer marks it settled in the cache: it is no longer shown.
  const shown = pages.rows.filter((payout) => payout.status === 'pending');
  const { reload } = pages;
  // Someone settled one first (the refusal does not say which rows are still pending), or every
  // row shown was settled while more may follow: the list is read again.
  const goneAtStart = useRef(gone);
  useEffect(() => {
    if (gone !== goneAtStart.current) reload();
  }, [gone, reload]);
  const allSettled = !pages.loading && !pages.error && pages.rows.length > 0 && shown.length === 0 && pages.hasMore;
  useEffect(() => {
    if (allSettled) reload();
  }, [allSettled, reload]);
  return (
    <Panel tab="payouts" pages={pages} shown={shown} onRefused={onRefused}>
      {(rows) => <PayoutRows payouts={rows} busy={busy} onSettle={onSettle} />}
    </Panel>
  );
}

export function FeedbackPanel({ onScreenshot, onRefused }: { onScreenshot: (reportId: string) => void; onRefused: (refusal: Refusal) => void }) {
  const pages = usePages({ query: AdminFeedbackQuery, variables: all, rowsOf: (data) => data.adminFeedback, limit: adminPageSize });
  return (
    <Panel tab="feedback" pages={pages} shown={pages.rows} onRefused={onRefused}>
      {(rows) => <FeedbackRows reports={rows} onScreenshot={onScreenshot} />}
    </Panel>
  );
}

export function ClaimsPanel({ onRefused }: { onRefused: (refusal: Refusal) => void }) {
  const pages = usePages({ query: AdminClaimsQuery, variables: all, rowsOf: (data) => data.adminClaims, limit: adminPageSize });
  return (
    <Panel tab="claims" pages={pages} shown={pages.rows} onRefused={onRefused}>
      {(rows) => <ClaimRows claims={rows} />}
    </Panel>
  );
}

/** What is typed reaches the query 200 ms after the last keystroke (SPEC §2), as in every list search. */
export const searchDelay = 200;

/** A search box above a list: what is typed, and the search the query runs once typing pauses. */
export function useAdminSearch() {
  const [typed, search] = useState('');
  const settled = useDebounced(typed.trim(), searchDelay);
  return { box: { typed, search }, search: settled };
}

export function AuditPanel({ onRefused }: { onRefused: (refusal: Refusal) => void }) {
  const { box, search } = useAdminSearch();
  const variables = useMemo(() => (search ? { search } : all), [search]);
  const pages = usePages({ query: AdminAuditQuery, variables, rowsOf: (data) => data.adminAudit, limit: adminPageSize });
  return (
    <>
      <ListSearch list={box} label="Search the audit log" placeholder="Search by action, target or admin email" />
      <Panel tab="audit" pages={pages} shown={pages.rows} onRefused={onRefused}>
        {(rows) => <AuditRows entries={rows} />}
      </Panel>
    </>
  );
}

export function UsersPanel({ onOpen, onRefused }: { onOpen: (id: string) => void; onRefused: (refusal: Refusal) => void }) {
  const { box, search } = useAdminSearch();
  const variables = useMemo(() => (search ? { search } : all), [search]);
  const pages = usePages({ query: AdminUsersQuery, variables, rowsOf: (data) => data.adminUsers, limit: adminPageSize });
  return (
    <>
      <ListSearch list={box} label="Search users" placeholder="Search by name or email" />
      <Panel tab="users" pages={pages} shown={pages.rows} onRefused={onRefused}>
        {(rows) => <UserRows users={rows} onOpen={onOpen} />}
      </Panel>
    </>
  );
}
