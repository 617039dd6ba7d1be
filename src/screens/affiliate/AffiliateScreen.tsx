import { useCallback, useEffect } from 'react';
import { useClient } from 'urql';
import { Redirect, useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { formatUsd } from '../../../contract/affiliate-limits';
import { affiliatePageMachine, type AffiliateSummary } from '../../machines/affiliate/affiliatePageMachine';
import { withdrawalMachine } from '../../machines/affiliate/withdrawalMachine';
import { actorOptions } from '../../machines/inspect';
import { loginHref } from '../../../contract/pages';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Field';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { mutedText, plainText, sectionsPage } from '../../ui/sectionsPage';
import { loadingBlock, pageIntro, pageLead, pageTitle, screenScroller, sectionCard, sectionTitle } from '../../ui/toolPage';
import { PayoutMethodCard } from './PayoutMethodCard';
import { PayoutsCard } from './PayoutsCard';
import { figures, grid, linkRow } from './styles';

// The affiliate page (`/affiliate`, SPEC §2): the referral link with Copy, referrals, earned and
// balance, the payout method, the withdrawal request with the minimum stated, and the last 5
// payouts. affiliatePageMachine reads the page; a logged-out visitor goes to log in and comes back.

export default function AffiliateScreen() {
  const client = useClient();
  const [location] = useLocation();
  const page = useActorRef(affiliatePageMachine, actorOptions({ client }));
  const withdrawal = useActorRef(withdrawalMachine, actorOptions({ client }));
  const view = useSelector(page, (s) => ({ loading: s.matches('loading'), loggedOut: s.matches('loggedOut'), data: s.context.data, error: s.context.error }));
  const requesting = useSelector(withdrawal, (s) => s.hasTag('busy'));
  const refusal = useSelector(withdrawal, (s) => s.context.error);

  useEffect(() => {
    const subscriptions = [
      page.on('copied', () => toast.success('Copied to clipboard!')),
      page.on('copyFailed', () => toast.error('The browser refused to copy; select the link and copy it yourself.')),
      withdrawal.on('sent', (event) => {
        toast.success(event.message);
        page.send({ type: 'RELOAD' });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [page, withdrawal]);
  const saved = useCallback((summary: AffiliateSummary) => page.send({ type: 'SAVED', summary }), [page]);

  if (view.loggedOut) return <Redirect to={loginHref(location)} replace />;
  const summary = view.data?.summary;
  return (
    <div className={screenScroller}>
      <div className={sectionsPage}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Affiliate program</h1>
          <p className={pageLead}>
            {summary ? `Share your link: you earn ${summary.commissionPercent}% of what the people you refer pay, on every paid order.` : 'Share your link and earn on what the people you refer pay.'}
          </p>
        </header>
        {view.loading ? (
          <div className={loadingBlock}>
            <Spinner label="Loading the affiliate program" />
          </div>
        ) : !view.data || !summary ? (
          <LoadFailed what="The affiliate program" detail={view.error} onRetry={() => page.send({ type: 'RETRY' })} />
        ) : (
          <div className={grid}>
            <section className={sectionCard} aria-labelledby="referral-title">
              <h2 id="referral-title" className={sectionTitle}>
                Your referral link
              </h2>
              <div className={linkRow}>
                <input readOnly aria-label="Referral link" value={summary.link} onFocus={(event) => event.currentTarget.select()} />
                <Button variant="secondary" onClick={() => page.send({ type: 'COPY' })}>
                  Copy link
                </Button>
              </div>
              <dl className={figures}>
                <div>
                  <dt>Referrals</dt>
                  <dd>{summary.referrals.toLocaleString('en')}</dd>
                </div>
                <div>
                  <dt>Earned</dt>
                  <dd>{formatUsd(summary.earned)}</dd>
                </div>
                <div>
                  <dt>Balance</dt>
                  <dd>{formatUsd(summary.balance)}</dd>
                </div>
              </dl>
            </section>
            <section className={sectionCard} aria-labelledby="withdraw-title">
              <h2 id="withdraw-title" className={sectionTitle}>
                Withdraw
              </h2>
              <p className={plainText} id="withdraw-rule">
                Request your balance of {formatUsd(summary.balance)} once it reaches the minimum of {formatUsd(summary.minimumPayout)}.
                {summary.pending > 0 && ` ${formatUsd(summary.pending)} is already on its way.`}
              </p>
              <ErrorText>{refusal}</ErrorText>
              <div>
                <Button aria-describedby="withdraw-rule" disabled={requesting} onClick={() => withdrawal.send({ type: 'REQUEST' })}>
                  {requesting ? 'Sending…' : 'Request withdrawal'}
                </Button>
              </div>
              <p className={mutedText}>Paid to your payout method; each request is checked by hand.</p>
            </section>
            <PayoutMethodCard key={summary.code} method={summary.payoutMethod} onSaved={saved} />
            <PayoutsCard payouts={view.data.payouts} />
          </div>
        )}
      </div>
    </div>
  );
}
