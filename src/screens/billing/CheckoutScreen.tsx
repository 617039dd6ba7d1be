import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useClient, useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { MeQuery } from '../../gateway/account/operations';
import { checkoutMachine, selectCheckout, type Purchase } from '../../machines/billing/checkoutMachine';
import { parseCreditAmount } from '../../lib/cards/purchase';
import { actorOptions } from '../../machines/inspect';
import { loginHref } from '../../../contract/pages';
import { LoadFailed } from '../../ui/LoadFailed';
import { PLANS_PATH } from '../../ui/FormRefusal';
import { Spinner } from '../../ui/Spinner';
import { loadingBlock, notice, noticeTitle, pageIntro, pageLead, pageTitle, screenScroller } from '../../ui/toolPage';
import { breakpoint, space } from '../../ui/tokens';
import { CheckoutForm } from './CheckoutForm';
import { OrderSummary } from './OrderSummary';
import { page } from './styles';
import { money } from './format';

// Checkout (`/checkout/{planId}`, and `/checkout/credits?amount=` for custom credits; SPEC
// §2, §4, §5, §8). Runs checkoutMachine and turns what it says into navigation: paid → the
// receipt; an authentication page to pass → the browser goes there; a Stripe payment
// confirmed → the payment-callback page, which completes the order.

export default function CheckoutScreen() {
  const [{ data, fetching }] = useQuery({ query: MeQuery });
  const [location] = useLocation();
  const planId = useParams<{ planId: string }>().planId;
  const search = useSearch();
  const purchase = useMemo<Purchase | null>(() => {
    if (planId !== 'credits') return { planId };
    const amount = parseCreditAmount(new URLSearchParams(search).get('amount') ?? '');
    return amount ? { amount } : null;
  }, [planId, search]);

  return (
    <div className={screenScroller}>
      <div className={page}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Checkout</h1>
          <p className={pageLead}>
            <Link href={PLANS_PATH}>← Back to the plans</Link>
          </p>
        </header>
        {fetching && !data ? (
          <div className={loadingBlock}>
            <Spinner label="Loading" />
          </div>
        ) : !data?.me ? (
          <div className={notice}>
            <p className={noticeTitle}>Log in to buy</p>
            <p>
              Purchases belong to a workspace. <Link href={loginHref(location)}>Log in</Link> or <Link href="/signup">sign up</Link> first.
            </p>
          </div>
        ) : !purchase ? (
          <div className={notice} role="alert">
            <p className={noticeTitle}>No amount of credits was given</p>
            <p>
              Choose how many credits to buy on the <Link href={PLANS_PATH}>plans page</Link>.
            </p>
          </div>
        ) : (
          <Checkout key={`${planId}?${search}`} purchase={purchase} />
        )}
      </div>
    </div>
  );
}

function Checkout({ purchase }: { purchase: Purchase }) {
  const client = useClient();
  const [, navigate] = useLocation();
  const checkout = useActorRef(checkoutMachine, actorOptions({ client, purchase }));
  const view = useSelector(checkout, selectCheckout);

  useEffect(() => {
    const subscriptions = [
      checkout.on('paid', ({ orderId }) => navigate(`/billing/orders/${encodeURIComponent(orderId)}/receipt`)),
      // The sandbox's authentication page is the server's, not the app's: a real navigation.
      checkout.on('redirect', ({ url }) => window.location.assign(url)),
      checkout.on('confirmed', ({ orderId, paymentIntent }) =>
        navigate(`/payment-callback/${encodeURIComponent(orderId)}/stripe?payment_intent=${encodeURIComponent(paymentIntent)}`),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [checkout, navigate]);

  if (view.loading)
    return (
      <div className={loadingBlock}>
        <Spinner label="Loading your order" />
      </div>
    );
  if (view.loadFailed)
    return (
      <LoadFailed what="This purchase" detail={view.loadError} onRetry={() => checkout.send({ type: 'RETRY' })}>
        <p>
          <Link href={PLANS_PATH}>Back to the plans</Link>
        </p>
      </LoadFailed>
    );
  // The workspace settings page is not built yet: the way out is said in words, and the only
  // link goes to a page that exists.
  if (view.blocked && view.precheck)
    return (
      <div className={notice} role="alert">
        <p className={noticeTitle}>{view.plan?.title ?? 'This plan'} cannot be bought for this workspace yet</p>
        <p>{view.precheck.message}</p>
        <p>
          {view.precheck.result === 'member_cap'
            ? "Ask your workspace's members to leave, or withdraw invitations, until it is within the plan's limit, then come back."
            : "Delete cloned voices until the workspace is within the plan's limit, then come back."}
        </p>
        <p>
          <Link href={PLANS_PATH}>Choose another plan</Link>
        </p>
      </div>
    );
  if (!view.quote) return null;

  const payLabel = view.quote.total > 0 ? `Pay ${money(view.quote.total, view.quote.currency)}` : 'Confirm';
  return (
    <div className={layout}>
      <CheckoutForm
        fields={view.fields}
        fieldErrors={view.fieldErrors}
        couponText={view.couponText}
        coupon={view.coupon}
        couponError={view.couponError}
        couponBusy={view.couponBusy}
        busy={view.busy}
        error={view.error}
        card={view.card}
        stripeKey={view.stripeKey}
        payLabel={payLabel}
        onField={(field, value) => checkout.send({ type: 'FIELD.CHANGE', field, value })}
        onCouponChange={(value) => checkout.send({ type: 'COUPON.CHANGE', value })}
        onCouponApply={() => checkout.send({ type: 'COUPON.APPLY' })}
        onCouponRemove={() => checkout.send({ type: 'COUPON.REMOVE' })}
        onSubmit={() => checkout.send({ type: 'SUBMIT' })}
        onStripeReady={(payments) => checkout.send({ type: 'PAYMENTS.READY', payments })}
      />
      <div className={aside}>
        <OrderSummary plan={view.plan} quote={view.quote} />
      </div>
    </div>
  );
}

const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  align-items: start;
  gap: ${space.xl};
  ${breakpoint.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// On a phone the summary comes first: what is bought, then how to pay for it.
const aside = css`
  position: sticky;
  top: ${space.xl};
  ${breakpoint.narrow} {
    position: static;
    order: -1;
  }
`;
