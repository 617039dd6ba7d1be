import { useEffect, useRef, useState } from 'react';
import { css } from '@linaria/core';
import type { CardPayments } from '../../machines/billing/checkoutMachine';
import { Spinner } from '../../ui/Spinner';
import { color, radius, space } from '../../ui/tokens';

// Stripe Elements' card element, for an installation with Stripe's keys: the card is typed in
// Stripe's own frame and never reaches our server. @stripe/stripe-js (its `pure` entry, which
// adds Stripe's script only when asked) loads with this component, so no other page carries
// it. Once mounted it hands checkoutMachine what it needs as `CardPayments`.

export function StripeCard({ publishableKey, onReady }: { publishableKey: string; onReady: (payments: CardPayments) => void }) {
  const mount = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(publishableKey);
      if (cancelled || !stripe || !mount.current) return;
      const styles = getComputedStyle(mount.current);
      const card = stripe.elements().create('card', { hidePostalCode: true, style: { base: { color: styles.color, fontSize: '15px' } } });
      card.mount(mount.current);
      unmount = () => card.destroy();
      setState('ready');
      ready.current({
        async createPaymentMethod({ name, postalCode, country }) {
          const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name, address: { postal_code: postalCode, country } } });
          if (result.error) throw new Error(result.error.message);
          return result.paymentMethod.id;
        },
        async confirm(clientSecret) {
          const result = await stripe.confirmCardPayment(clientSecret);
          if (result.error) throw new Error(result.error.message);
          return result.paymentIntent.id;
        },
      });
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [publishableKey]);

  return (
    <div className={frame}>
      <span className={label}>Card</span>
      <div ref={mount} className={box} />
      {state === 'loading' && <Spinner label="Loading the card form" />}
      {state === 'failed' && (
        <p role="alert" className={failed}>
          The card form could not be loaded. Please check your connection and reload the page.
        </p>
      )}
    </div>
  );
}

const frame = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

const label = css`
  font-size: 13px;
  font-weight: 550;
`;

const box = css`
  padding: 12px ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
`;

const failed = css`
  margin: 0;
  color: ${color.danger};
`;
