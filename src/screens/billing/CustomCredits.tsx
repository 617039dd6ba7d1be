import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useQuery } from 'urql';
import { css } from '@linaria/core';
import { BillingConfigQuery, CustomCreditsQuoteQuery } from '../../gateway/billing/operations';
import { creditAmountError, parseCreditAmount } from '../../lib/cards/purchase';
import { Button } from '../../ui/Button';
import { CustomCreditsField } from '../../ui/payment/CustomCreditsField';
import { space } from '../../ui/tokens';
import { useDebounced } from '../../ui/useDebounced';
import { card, muted, sectionTitle } from './styles';
import { money } from './format';

// Custom credits on the plans page (SPEC §2, §5): any amount within the installation's bounds,
// typed with commas or spaces, priced by the server as it is typed; Continue goes to checkout.

export function CustomCredits() {
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [{ data: configData }] = useQuery({ query: BillingConfigQuery });
  const bounds = configData?.billingConfig.customCredits;
  const problem = bounds ? creditAmountError(typed, bounds.min, bounds.max) : null;
  const amount = useDebounced(bounds && !problem ? parseCreditAmount(typed) : null, 300);
  const [{ data: quoteData, fetching }] = useQuery({ query: CustomCreditsQuoteQuery, variables: { amount: amount ?? 0 }, pause: amount === null });
  const quote = amount !== null ? quoteData?.customCreditsQuote : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const wanted = parseCreditAmount(typed);
    if (!bounds || problem || wanted === null) return;
    navigate(`/checkout/credits?amount=${wanted}`);
  };

  return (
    <section className={card} aria-labelledby="custom-credits">
      <h2 id="custom-credits" className={sectionTitle}>
        Custom credits
      </h2>
      <p className={muted}>Buy exactly the credits you need; they never expire.</p>
      {bounds && (
        <form className={form} onSubmit={submit} noValidate>
          <CustomCreditsField
            value={typed}
            onChange={setTyped}
            min={bounds.min}
            max={bounds.max}
            price={quote ? money(quote.total, quote.currency) : null}
            pricing={fetching}
            submitted={submitted}
          />
          <Button type="submit" className={continueButton}>
            Continue to checkout
          </Button>
        </form>
      )}
    </section>
  );
}

const form = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space.md};
  & > :first-child {
    flex: 1 1 220px;
  }
`;

const continueButton = css`
  margin-top: 24px;
`;
