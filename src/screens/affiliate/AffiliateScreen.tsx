import { useEffect } from 'react';
import { useClient, useQuery } from 'urql';
import { Redirect, useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { formatUsd, payoutPageSize } from '../../../contract/affiliate-limits';
import { AffiliatePayoutsQuery, AffiliateQuery } from '../../gateway/affiliate/operations';
import { referralLinkMachine } from '../../machines/affiliate/referralLinkMachine';
import { selectWithdrawalRefusal, withdrawalMachine } from '../../machines/affiliate/withdrawalMachine';
import { actorOptions } from '../../machines/inspect';
import { loginHref } from '../../../contract/pages';
import { errorStatus, errorText } from '../../lib/errors';
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
// payouts. The summary and the payouts are queries, read again each time the page opens; a saved
// method and a withdrawal update them through the cache (src/gateway/affiliate/domain.ts). A
// logged-out visitor goes to log in and comes back.

export default function AffiliateScreen() {
  const client = useClient();
  const [location] = useLocation();
  const [summaryResult, reloadSummary] = useQuery({ query: AffiliateQuery, requestPolicy: 'cache-and-network' });
  const [payoutsResult, reloadPayouts] = useQuery({ query: AffiliatePayoutsQuery, variables: { limit: payoutPageSize }, requestPolicy: 'cache-and-network' });
  const link = useActorRef(referralLinkMachine, actorOptions(undefined));
  const withdrawal = useActorRef(withdrawalMachine, actorOptions({ client }));
  const requesting = useSelector(withdrawal, (s) => s.hasTag('busy'));
  const refusal = useSelector(withdrawal, selectWithdrawalRefusal);

  useEffect(() => {
    const subscriptions = [
      link.on('copied', () => toast.success('Copied to clipboard!')),
      link.on('copyFailed', () => toast.error('The browser refused to copy; select the link and copy it yourself.')),
      withdrawal.on('sent', (event) => toast.success(event.message)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [link, withdrawal]);

  const summary = summaryResult.data?.affiliate;
  const payouts = payoutsResult.data?.affiliatePayouts;
  const error = (!summary && summaryResult.error) || (!payouts && payoutsResult.error) || null;
  // Retry shows the spinner again while the failed read is asked anew.
  const loading = (!summary || !payouts) && (!error || summaryResult.fetching || payoutsResult.fetching);
  const retry = () => {
    reloadSummary({ requestPolicy: 'network-only' });
    reloadPayouts({ requestPolicy: 'network-only' });
  };
  if (!loading && error && errorStatus(error) === 401) return <Redirect to={loginHref(location)} replace />;
  return (
    <div className={screenScroller}>
      <div className={sectionsPage}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Affiliate program</h1>
          <p className={pageLead}>
            {summary ? `Share your link: you earn ${summary.commissionPercent}% of what the people you refer pay, on every paid order.` : 'Share your link and earn on what the people you refer pay.'}
          </p>
        </header>
        {loading ? (
          <div className={loadingBlock}>
            <Spinner label="Loading the affiliate program" />
          </div>
        ) : !summary || !payouts ? (
          <LoadFailed what="The affiliate program" detail={errorText(error, 'The affiliate program could not be loaded.')} onRetry={retry} />
        ) : (
          <div className={grid}>
            <section className={sectionCard} aria-labelledby="referral-title">
              <h2 id="referral-title" className={sectionTitle}>
                Your referral link
              </h2>
              <div className={linkRow}>
                <input readOnly aria-label="Referral link" value={summary.link} onFocus={(event) => event.currentTarget.select()} />
                <Button variant="secondary" onClick={() => link.send({ type: 'COPY', link: summary.link })}>
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
            <PayoutMethodCard key={summary.code} method={summary.payoutMethod} />
            <PayoutsCard payouts={payouts} />
          </div>
        )}
      </div>
    </div>
  );
}
