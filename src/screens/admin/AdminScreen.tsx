import { useEffect, useState, type KeyboardEvent } from 'react';
import { useClient } from 'urql';
import { Redirect, useLocation } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { formatUsd } from '../../../contract/affiliate-limits';
import { screenshotMachine, selectScreenshot } from '../../machines/admin/screenshotMachine';
import { selectSettling, settlePayoutMachine } from '../../machines/admin/settlePayoutMachine';
import { actorOptions } from '../../machines/inspect';
import { loginHref } from '../../../contract/pages';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorText } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { plainText, sectionsPage } from '../../ui/sectionsPage';
import { pageIntro, pageLead, pageTitle, screenScroller, sectionCard } from '../../ui/toolPage';
import { NotFound } from '../../ui/NotFound';
import { methodLine, type AdminPayout } from './AdminLists';
import { adminTabs, AuditPanel, ClaimsPanel, FeedbackPanel, PayoutsPanel, tabLabels, type AdminTab, type Refusal } from './AdminPanels';
import { AdminUsersTab } from './AdminUsersTab';
import { actions, shot, shotPanel, tabStrip } from './styles';

// The admin page (`/admin`, README "Admin"): pending withdrawals to mark paid or reject, the
// users (AdminUsersTab.tsx), the feedback widget's reports with their screenshots, the claims and
// the audit log, one tab at a time, each list
// read with urql (AdminPanels.tsx). The server decides who is an admin: anyone else sees the
// not-found page, a logged-out visitor is sent to log in and back. Settling and the screenshot
// are flows of their own machines.

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
  const [tab, setTab] = useState<AdminTab>('payouts');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // The payout a confirmation is about, as listed when it was asked.
  const [asked, setAsked] = useState<AdminPayout | null>(null);
  // Counts the refusals "someone settled it first": the payouts list is read again on each.
  const [gone, setGone] = useState(0);
  const settle = useActorRef(settlePayoutMachine, actorOptions({ client }));
  const screenshot = useActorRef(screenshotMachine, actorOptions({ client }));
  const settling = useSelector(settle, selectSettling, shallowEqual);
  const shown = useSelector(screenshot, selectScreenshot, shallowEqual);

  useEffect(() => {
    const subscriptions = [
      settle.on('settled', (event) => toast.success(event.message)),
      settle.on('gone', () => setGone((count) => count + 1)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [settle]);

  if (refusal === 'loggedOut') return <Redirect to={loginHref(location)} replace />;
  if (refusal === 'notAllowed') return <NotFound />;
  const panelId = `admin-${tab}`;
  const askSettle = (payout: AdminPayout, status: 'paid' | 'rejected') => {
    setAsked(payout);
    settle.send({ type: 'ASK', payoutId: payout.id, status });
  };

  return (
    <div className={screenScroller}>
      <div className={sectionsPage}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Admin</h1>
          <p className={pageLead}>Settle affiliate withdrawals after sending the money, and read what users reported.</p>
        </header>
        <div role="tablist" aria-label="Admin lists" className={tabStrip}>
          {adminTabs.map((each) => (
            <button
              key={each}
              type="button"
              role="tab"
              id={`tab-${each}`}
              aria-selected={tab === each}
              aria-controls={`admin-${each}`}
              tabIndex={tab === each ? 0 : -1}
              onClick={() => setTab(each)}
              onKeyDown={(event) => moveBetweenTabs(event, each, setTab)}
            >
              {tabLabels[each]}
            </button>
          ))}
        </div>
        <section className={sectionCard} role="tabpanel" id={panelId} aria-labelledby={`tab-${tab}`}>
          <ErrorText>{tab === 'payouts' ? settling.error : null}</ErrorText>
          {tab === 'payouts' ? (
            <PayoutsPanel busy={settling.asking} gone={gone} onSettle={askSettle} onRefused={setRefusal} />
          ) : tab === 'users' ? (
            <AdminUsersTab onRefused={setRefusal} />
          ) : tab === 'feedback' ? (
            <FeedbackPanel onScreenshot={(reportId) => screenshot.send({ type: 'OPEN', reportId })} onRefused={setRefusal} />
          ) : tab === 'claims' ? (
            <ClaimsPanel onRefused={setRefusal} />
          ) : (
            <AuditPanel onRefused={setRefusal} />
          )}
        </section>
      </div>
      {settling.asking && asked && asked.id === settling.id && (
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
