import { useEffect, useMemo, type FormEvent } from 'react';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { billingAddressMachine, selectAddressForm, type Address } from '../../machines/billing/billingAddressMachine';
import { countries } from '../../lib/cards/countries';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/FormRefusal';
import { Spinner } from '../../ui/Spinner';
import { CardholderNameField, CountrySelect, PostalCodeField } from '../../ui/payment/AddressFields';
import { FieldRow } from '../../ui/payment/PaymentField';
import { space } from '../../ui/tokens';
import { card, muted, plain, sectionTitle } from './styles';

// The workspace's billing address on the billing page (an order's invoice names the address
// given at its checkout), and its form (billingAddressMachine) with checkout's address fields. The
// save's answer is the workspace with its address: graphcache shows it here, nothing is read again.

export function BillingAddress({ workspaceId, address }: { workspaceId: string; address: Address | null }) {
  const client = useClient();
  const form = useActorRef(billingAddressMachine, actorOptions({ client, workspaceId }));
  const view = useSelector(form, selectAddressForm);
  const countryName = useMemo(() => new Map(countries().map((country) => [country.code, country.name])), []);

  useEffect(() => {
    const subscription = form.on('saved', () => toast.success('Billing address saved.'));
    return () => subscription.unsubscribe();
  }, [form]);

  const submitted = Object.keys(view.fieldErrors).length > 0;
  const save = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'SAVE' });
  };
  const change = (field: 'name' | 'postalCode' | 'country') => (value: string) => form.send({ type: 'FIELD.CHANGE', field, value });

  return (
    <section className={card} aria-labelledby="address-title">
      <h2 id="address-title" className={sectionTitle}>
        Billing address
      </h2>
      {view.open ? (
        <form className={formLayout} onSubmit={save} noValidate aria-busy={view.busy} aria-label="Billing address">
          <fieldset className={fields} disabled={view.busy}>
            <CardholderNameField value={view.fields.name} onChange={change('name')} submitted={submitted} error={view.fieldErrors.name} />
            <FieldRow>
              <PostalCodeField value={view.fields.postalCode} onChange={change('postalCode')} submitted={submitted} error={view.fieldErrors.postalCode} />
              <CountrySelect value={view.fields.country} onChange={change('country')} submitted={submitted} error={view.fieldErrors.country} />
            </FieldRow>
          </fieldset>
          {view.error && <FormRefusal message={view.error} />}
          <div className={actions}>
            <Button type="submit" disabled={view.busy}>
              {view.busy && <Spinner decorative />}
              {view.busy ? 'Saving…' : 'Save address'}
            </Button>
            <Button variant="secondary" onClick={() => form.send({ type: 'CLOSE' })} disabled={view.busy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          {address ? (
            <p className={plain}>
              {address.name}
              <br />
              {[address.line1, address.city, address.postalCode].filter(Boolean).join(', ')}
              <br />
              {countryName.get(address.country) ?? address.country}
            </p>
          ) : (
            <p className={muted}>No billing address yet.</p>
          )}
          <div className={actions}>
            <Button variant="secondary" onClick={() => form.send({ type: 'EDIT', address })}>
              {address ? 'Edit address' : 'Add an address'}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

const formLayout = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

const fields = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;
