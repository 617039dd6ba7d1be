import { useEffect, type FormEvent } from 'react';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { payoutMethodMachine, selectPayoutError, selectPayoutFields, type PayoutMethodInput } from '../../machines/affiliate/payoutMethodMachine';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { accountHolderMaxLength, ibanMaxLength, payoutEmailMaxLength } from '../../../contract/affiliate-limits';
import { ErrorText, Field } from '../../ui/Field';
import { mutedText } from '../../ui/sectionsPage';
import { sectionCard, sectionTitle } from '../../ui/toolPage';

// The payout method form (payoutMethodMachine): PayPal or a bank transfer, checked before it is
// sent; the refusal's words above the button, 'Payout method saved.' as a toast. The answer
// updates the affiliate summary in the cache, so the page shows the method as kept.

const choices = [
  { value: 'paypal', label: 'PayPal' },
  { value: 'bank_transfer', label: 'Bank transfer (IBAN)' },
] as const;

export function PayoutMethodCard({ method }: { method: PayoutMethodInput['method'] }) {
  const client = useClient();
  const actor = useActorRef(payoutMethodMachine, actorOptions({ client, method }));
  const fields = useSelector(actor, selectPayoutFields);
  const error = useSelector(actor, selectPayoutError);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  useEffect(() => {
    const subscription = actor.on('saved', (event) => toast.success(event.message));
    return () => subscription.unsubscribe();
  }, [actor]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  const change = (field: 'email' | 'accountHolder' | 'iban') => (event: { currentTarget: HTMLInputElement }) => actor.send({ type: 'FIELD.CHANGE', field, value: event.currentTarget.value });

  return (
    <form className={sectionCard} aria-labelledby="payout-method-title" onSubmit={submit} noValidate>
      <h2 id="payout-method-title" className={sectionTitle}>
        Payout method
      </h2>
      <p className={mutedText}>Where we send your withdrawals.</p>
      <ChoiceGroup legend="Paid by" name="payout-type" choices={choices} value={fields.type} onChange={(value) => actor.send({ type: 'TYPE.CHOOSE', value })} />
      {fields.type === 'paypal' ? (
        <Field label="PayPal email" type="email" autoComplete="email" maxLength={payoutEmailMaxLength} value={fields.email} onChange={change('email')} />
      ) : (
        <>
          <Field label="Account holder" autoComplete="name" maxLength={accountHolderMaxLength} value={fields.accountHolder} onChange={change('accountHolder')} />
          <Field label="IBAN" autoComplete="off" spellCheck={false} maxLength={ibanMaxLength} placeholder="DE89 3704 0044 0532 0130 00" value={fields.iban} onChange={change('iban')} />
        </>
      )}
      <ErrorText>{error}</ErrorText>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save payout method'}
        </Button>
      </div>
    </form>
  );
}
