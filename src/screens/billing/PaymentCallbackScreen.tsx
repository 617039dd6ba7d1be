import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { paymentCallbackMachine, selectPaymentCallback } from '../../machines/billing/paymentCallbackMachine';
import { actorOptions } from '../../machines/inspect';
import { Button } from '../../ui/Button';
import { PLANS_PATH } from '../../ui/FormRefusal';
import { Spinner } from '../../ui/Spinner';
import { loadingBlock, notice, noticeTitle, pageIntro, pageTitle, screenScroller } from '../../ui/toolPage';
import { page } from './styles';

// The payment return page (`/payment-callback/{orderId}/stripe?payment_intent=…` or
// `?setup_intent=…`, SPEC §2): completes the order (paymentCallbackMachine), then shows the
// receipt, or why the payment failed with the way back to checkout.

export default function PaymentCallbackScreen() {
  const { orderId } = useParams<{ orderId: string }>();
  const query = new URLSearchParams(useSearch());
  const client = useClient();
  const [, navigate] = useLocation();
  const callback = useActorRef(
    paymentCallbackMachine,
    actorOptions({ client, orderId, paymentIntent: query.get('payment_intent'), setupIntent: query.get('setup_intent') }),
  );
  const view = useSelector(callback, selectPaymentCallback);

  useEffect(() => {
    const subscription = callback.on('paid', (event) => navigate(`/billing/orders/${encodeURIComponent(event.orderId)}/receipt`, { replace: true }));
    return () => subscription.unsubscribe();
  }, [callback, navigate]);

  const { purchase } = view;
  const again = !purchase ? PLANS_PATH : 'planId' in purchase ? `/checkout/${encodeURIComponent(purchase.planId)}` : `/checkout/credits?amount=${purchase.amount}`;
  return (
    <div className={screenScroller}>
      <div className={page}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Payment</h1>
        </header>
        {view.failed ? (
          <div className={notice} role="alert">
            <p className={noticeTitle}>The payment did not go through</p>
            <p>{view.error}</p>
            <p>
              <Link href={again}>{purchase ? 'Back to checkout' : 'Back to the plans'}</Link>
            </p>
            <Button variant="secondary" onClick={() => callback.send({ type: 'RETRY' })}>
              Check again
            </Button>
          </div>
        ) : (
          <div className={loadingBlock}>
            <Spinner label="Completing your payment…" />
            <p aria-hidden="true">Completing your payment…</p>
          </div>
        )}
      </div>
    </div>
  );
}
