import { useEffect, type KeyboardEvent } from 'react';
import { useClient } from 'urql';
import { Redirect, useLocation } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { formatUsd } from '../../../contract/affiliate-limits';
import { adminPageMachine, adminTabs, selectAdminPage, type AdminTab } from '../../machines/admin/adminPageMachine';
import { screenshotMachine, selectScreenshot } from '../../machines/admin/screenshotMachine';
import { selectSettling, settlePayoutMachine } from '../../machines/admin/settlePayoutMachine';
import { actorOptions } from '../../machines/inspect';
import { loginHref } from '../../../contract/pages';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorText } from '../../ui/Field';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { plainText, sectionsPage } from '../../ui/sectionsPage';
import { loadingBlock, notice, pageIntro, pageLead, pageTitle, screenScroller, sectionCard } from '../../ui/toolPage';
import { NotFound } from '../../ui/NotFound';
import { ClaimRows, FeedbackRows, methodLine, PayoutRows } from './AdminLists';
import { actions, shot, shotPanel, tabStrip } from './styles';

// The admin page (`/admin`, README "Admin"): pending withdrawals to mark paid or reject, the
// feedback widget's reports with their screenshots, and the claims. The server decides who is an
// admin: anyone else sees the not-found page, a logged-out visitor is sent to log in and back.

const tabLabels: Record<AdminTab, string> = { payouts: 'Pending payouts', feedback: 'Feedback', claims: 'Claims' };
const emptyText: Record<AdminTab, string> = {
  payouts: 'No pending payouts. Withdrawal requests appear here until they are marked paid or rejected.',
  feedback: 'No feedback yet. Reports sent with the feedback widget appear here, newest first.',
  claims: 'No claims yet. Messages sent with the claims form appear here, newest first.',
};

/** The tab pattern's keys (WAI-ARIA APG): arrows move to the next or previous tab and choose it, Home and End to the ends. */
function moveBetweenTabs(event: KeyboardEvent<HTMLButtonElement>, current: AdminTab, choose: (tab: AdminTab) => void) {
  const index = adminTabs.indexOf(current);
  const steps: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1 + adminTabs.length, Home: 0, End: adminTabs.length - 1 };
  if (!(event.key in steps)) return;
  event.preventDefault();
  const next = adminTabs[steps[event.key]! % adminTabs.length]!;
  choose(next);
  document.getElementById(`tab-${next}`)?.focus();
}

export default function AdminScreen() {
  const client = useClient();
  const [location] = useLocation();
  const page = useActorRef(adminPageMachine, actorOptions({ client }));
  const settle = useActorRef(settlePayoutMachine, actorOptions({ client }));
  const screenshot = useActorRef(screenshotMachine, actorOptions({ client }));
  const view = useSelector(page, selectAdminPage, shallowEqual);
  const settling = useSelector(settle, selectSettling, shallowEqual);
  const shown = useSelector(screenshot, selectScreenshot, shallowEqual);

  useEffect(() => {
    const subscriptions = [
      settle.on('settled', (event) => {
        toast.success(event.message);
        page.send({ type: 'SETTLED', id: event.payoutId });
      }),
      settle.on('gone', (event) => page.send({ type: 'SETTLED', id: event.payoutId })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [page, settle]);

  if (view.state === 'loggedOut') return <Redirect to={loginHref(location)} replace />;
  if (view.state === 'notAllowed') return <NotFound />;
  const asked = view.list?.tab === 'payouts' ? view.list.rows.find((row) => row.id === settling.id) : undefined;
  const panelId = `admin-${view.tab}`;

  return (
    <div className={screenScroller}>
      <div className={sectionsPage}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Admin</h1>
          <p className={pageLead}>Settle affiliate withdrawals after sending the money, and read what users reported.</p>
        </header>
        <div role="tablist" aria-label="Admin lists" className={tabStrip}>
          {adminTabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`tab-${tab}`}
              aria-selected={view.tab === tab}
              aria-controls={`admin-${tab}`}
              tabIndex={view.tab === tab ? 0 : -1}
              onClick={() => page.send({ type: 'TAB', tab })}
              onKeyDown={(event) => moveBetweenTabs(event, tab, (next) => page.send({ type: 'TAB', tab: next }))}
            >
              {tabLabels[tab]}
            </button>
          ))}
        </div>
        <section className={sectionCard} role="tabpanel" id={panelId} aria-labelledby={`tab-${view.tab}`}>
          <ErrorText>{view.tab === 'payouts' ? settling.error : null}</ErrorText>
          {view.state === 'loading' ? (
            <div className={loadingBlock}>
              <Spinner label={`Loading ${tabLabels[view.tab].toLowerCase()}`} />
            </div>
          ) : view.state === 'error' ? (
            <LoadFailed what={tabLabels[view.tab]} detail={view.error} onRetry={() => page.send({ type: 'RETRY' })} />
          ) : view.state === 'empty' || !view.list ? (
            <p className={notice}>{emptyText[view.tab]}</p>
          ) : view.list.tab === 'payouts' ? (
            <PayoutRows payouts={view.list.rows} busy={settling.asking} onSettle={(payout, status) => settle.send({ type: 'ASK', payoutId: payout.id, status })} />
          ) : view.list.tab === 'feedback' ? (
            <FeedbackRows reports={view.list.rows} onScreenshot={(reportId) => screenshot.send({ type: 'OPEN', reportId })} />
          ) : (
            <ClaimRows claims={view.list.rows} />
          )}
          {view.state === 'loaded' && view.more && (
            <div>
              <Button variant="secondary" disabled={view.loadingMore} onClick={() => page.send({ type: 'MORE' })}>
                {view.loadingMore ? 'Loading…' : 'Show more'}
              </Button>
            </div>
          )}
        </section>
      </div>
      {settling.asking && asked && (
        <Dialog
          title={settling.status === 'paid' ? 'Mark this payout paid?' : 'Reject this payout?'}
          description={
            settling.status === 'paid'
              ? `Only once you have sent ${formatUsd(asked.amount)} (${methodLine(asked.method)}).`
              : `${formatUsd(asked.amount)} goes back into ${asked.userEmail ?? 'the user'}'s balance.`
          }
          onClose={() => settle.send({ type: 'CANCEL' })}
        >
          <div className={actions}>
            <Button variant={settling.status === 'paid' ? 'primary' : 'danger'} disabled={settling.busy} onClick={() => settle.send({ type: 'CONFIRM' })}>
              {settling.busy ? 'Saving…' : settling.status === 'paid' ? 'Mark paid' : 'Reject'}
            </Button>
            <Button variant="ghost" disabled={settling.busy} onClick={() => settle.send({ type: 'CANCEL' })}>
              Cancel
            </Button>
          </div>
        </Dialog>
      )}
      {shown.open && (
        <Dialog title="Screenshot" onClose={() => screenshot.send({ type: 'CLOSE' })} className={shotPanel}>
          {shown.busy && <Spinner label="Loading the screenshot" />}
          {shown.url && <img className={shot} src={shown.url} alt="The screenshot sent with the report" />}
          {shown.error && <p className={plainText}>{shown.error}</p>}
          <div className={actions}>
            {shown.url && (
              <a href={shown.url} target="_blank" rel="noreferrer">
                Open in a new tab
              </a>
            )}
            <Button variant="secondary" onClick={() => screenshot.send({ type: 'CLOSE' })}>
              Close
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
