import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useClient, useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { cancelSubscriptionDone, orderPageSize } from '../../../contract/billing-limits';
import { BillingOverviewQuery } from '../../gateway/billing/operations';
import { cancelSubscriptionMachine, selectCancelDialog } from '../../machines/billing/cancelSubscriptionMachine';
import { actorOptions } from '../../machines/inspect';
import { loginHref } from '../../../contract/pages';
import { toast } from '../../ui/toasts';
import { errorStatus } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorText } from '../../ui/Field';
import { PLANS_PATH } from '../../ui/FormRefusal';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { loadingBlock, notice, noticeTitle, pageIntro, pageLead, pageTitle, screenScroller } from '../../ui/toolPage';
import { space } from '../../ui/tokens';
import { BillingAddress } from './BillingAddress';
import { date } from './format';
import { OrderRows } from './OrderRows';
import { PlanPrice } from './PlanCard';
import { card, linkButton, muted, page, plain, sectionTitle } from './styles';

// The billing page (`/billing`, SPEC §2): the workspace's plan, its credit balance, the last 3
// orders with how many there are (each leads to its receipt), and cancelling the subscription
// (cancelSubscriptionMachine: confirm, 'Subscription cancelled!'), and the billing address its
// invoices are made out to (BillingAddress). Read through the cache: a cancel and a saved address
// answer the workspace, and graphcache shows it here without reading the page again.

const balance = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

export default function BillingScreen() {
  const client = useClient();
  const [location] = useLocation();
  const [{ data, fetching, error }, reload] = useQuery({ query: BillingOverviewQuery, variables: { first: orderPageSize }, requestPolicy: 'cache-and-network' });
  const cancel = useActorRef(cancelSubscriptionMachine, actorOptions({ client }));
  const dialog = useSelector(cancel, selectCancelDialog);

  useEffect(() => {
    const subscription = cancel.on('cancelled', () => {
      toast.success(cancelSubscriptionDone);
    });
    return () => subscription.unsubscribe();
  }, [cancel]);

  const me = data?.me;
  const plan = me?.workspace.subscription?.plan;
  // Cancelled: the plan stays until the period paid for ends, and there is nothing left to cancel.
  const cancelledAt = me?.workspace.subscription?.cancelledAt ?? null;
  const endsAt = me?.workspace.subscription?.endsAt ?? null;
  return (
    <div className={screenScroller}>
      <div className={page}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Billing</h1>
          <p className={pageLead}>Your workspace's plan, credits and orders.</p>
        </header>
        {!data && fetching ? (
          <div className={loadingBlock}>
            <Spinner label="Loading billing" />
          </div>
        ) : error && !data && errorStatus(error) !== 401 ? (
          <LoadFailed what="Billing" onRetry={() => reload({ requestPolicy: 'network-only' })} />
        ) : !me ? (
          <div className={notice}>
            <p className={noticeTitle}>Log in to see your billing</p>
            <p>
              <Link href={loginHref(location)}>Log in</Link>
            </p>
          </div>
        ) : (
          <div className={grid}>
            <section className={card} aria-labelledby="plan-title">
              <h2 id="plan-title" className={sectionTitle}>
                Plan
              </h2>
              {plan ? (
                <>
                  <p className={plain}>
                    <strong>{plan.title}</strong> <span className={muted}>· {plan.billingCycle}</span>
                    {cancelledAt && <span className={muted}>{endsAt ? ` — cancelled, ends on ${date(endsAt)}` : ' — cancelled'}</span>}
                  </p>
                  {plan.price > 0 && <PlanPrice plan={plan} />}
                </>
              ) : (
                <p className={muted}>Your workspace is on no plan.</p>
              )}
              <div className={actions}>
                <Link href={PLANS_PATH} className={linkButton}>
                  {plan ? 'Change plan' : 'See the plans'}
                </Link>
                {plan && !cancelledAt && plan.price > 0 && (plan.billingCycle === 'monthly' || plan.billingCycle === 'yearly') && (
                  <Button variant="secondary" onClick={() => cancel.send({ type: 'OPEN' })}>
                    Cancel subscription
                  </Button>
                )}
              </div>
            </section>
            <section className={card} aria-labelledby="credits-title">
              <h2 id="credits-title" className={sectionTitle}>
                Credits
              </h2>
              <p className={big}>{balance.format(me.workspace.credits)}</p>
              <p className={muted}>credits left in {me.workspace.name}</p>
              <Link href={PLANS_PATH}>Buy credits</Link>
            </section>
            <BillingAddress workspaceId={me.workspace.id} address={me.workspace.billingAddress ?? null} />
            <section className={`${card} ${wide}`} aria-labelledby="orders-title">
              <h2 id="orders-title" className={sectionTitle}>
                Orders
              </h2>
              {data.orders.length ? (
                <>
                  <p className={muted}>
                    {data.ordersCount > data.orders.length ? `The last ${data.orders.length} of ${data.ordersCount} orders` : `${data.ordersCount} ${data.ordersCount === 1 ? 'order' : 'orders'}`}
                  </p>
                  <OrderRows orders={data.orders} />
                </>
              ) : (
                <p className={muted}>No orders yet. What you buy is listed here with its receipt.</p>
              )}
            </section>
          </div>
        )}
        {dialog.open && (
          <Dialog title="Cancel your subscription?" description="Your plan stays until the end of the period you paid for, then it does not renew. Credits you have stay yours." onClose={() => !dialog.busy && cancel.send({ type: 'CLOSE' })}>
            <ErrorText>{dialog.error}</ErrorText>
            <div className={actions}>
              <Button variant="secondary" onClick={() => cancel.send({ type: 'CLOSE' })} disabled={dialog.busy}>
                Keep subscription
              </Button>
              <Button variant="danger" onClick={() => cancel.send({ type: 'CONFIRM' })} disabled={dialog.busy}>
                {dialog.busy && <Spinner decorative />}
                {dialog.busy ? 'Cancelling…' : 'Cancel subscription'}
              </Button>
            </div>
          </Dialog>
        )}
      </div>
    </div>
  );
}

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${space.lg};
`;

const wide = css`
  grid-column: 1 / -1;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  justify-content: flex-start;
`;

const big = css`
  margin: 0;
  font-size: 32px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;
