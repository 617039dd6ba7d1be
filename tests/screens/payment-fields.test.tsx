// src/ui/payment: the checkout's fields as a user meets them — formatting while typing, the
// card's brand shown, and SPEC §5's messages once a field is left or the form submitted,
// each tied to its field (aria-describedby, aria-invalid).
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detectCardBrand } from '../../src/lib/cards/brands';
import { CardholderNameField, CountrySelect, PostalCodeField } from '../../src/ui/payment/AddressFields';
import { CardNumberField } from '../../src/ui/payment/CardNumberField';
import { CouponField } from '../../src/ui/payment/CouponField';
import { CustomCreditsField } from '../../src/ui/payment/CustomCreditsField';
import { CvcField } from '../../src/ui/payment/CvcField';
import { ExpiryField } from '../../src/ui/payment/ExpiryField';

const now = new Date(2026, 5, 15);

/** The card fields as a checkout form holds them: controlled, the CVC sized by the number's brand. */
function CardForm({ submitted = false }: { submitted?: boolean }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  return (
    <form>
      <CardNumberField value={number} onChange={setNumber} submitted={submitted} />
      <ExpiryField value={expiry} onChange={setExpiry} now={now} submitted={submitted} />
      <CvcField value={cvc} onChange={setCvc} brand={detectCardBrand(number)} submitted={submitted} />
    </form>
  );
}

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ');

describe('card fields', () => {
  it('groups the number as typed and shows its brand: Visa, then American Express 4-6-5', async () => {
    const user = userEvent.setup();
    render(<CardForm />);
    const number = screen.getByLabelText('Card number');
    expect(screen.queryByRole('img')).toBeNull();
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    await user.type(number, '9');
    expect(number).toHaveValue('4242 4242 4242 4242 9');
    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
    expect(screen.getByRole('img', { name: 'American Express' })).toBeInTheDocument();
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAttribute('maxLength', '4');
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    const user = userEvent.setup();
    render(<CardForm />);
    const number = screen.getByLabelText<HTMLInputElement>('Card number');
    await user.type(number, '42424242');
    await user.type(number, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(number).toHaveValue('4294 2424 2');
    expect(number.selectionStart).toBe(3);
  });

  it('says nothing while typing or for an empty field tabbed through, and the SPEC §5 message once the field is left', async () => {
    const user = userEvent.setup();
    render(<CardForm />);
    const number = screen.getByLabelText('Card number');
    await user.tab();
    await user.tab();
    expect(number).not.toHaveAttribute('aria-invalid');
    await user.click(number);
    await user.type(number, '4242 4242');
    expect(number).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(number)).toBe('Your card number is incomplete.');
    await user.type(number, '42424241');
    expect(describedBy(number)).toBe('Invalid card number');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    expect(number).not.toHaveAttribute('aria-invalid');
    expect(number).not.toHaveAttribute('aria-describedby');
  });

  it('shows every message on submit, fields never left included', () => {
    render(<CardForm submitted />);
    expect(describedBy(screen.getByLabelText('Card number'))).toBe('Your card number is incomplete.');
    expect(describedBy(screen.getByLabelText('Expiry date'))).toBe("Your card's expiration date is incomplete.");
    expect(describedBy(screen.getByLabelText('Security code (CVC)'))).toBe("Your card's security code is incomplete.");
  });

  it('adds the leading 0 and the slash to the expiry, and refuses a past month', async () => {
    const user = userEvent.setup();
    render(<CardForm />);
    const expiry = screen.getByLabelText('Expiry date');
    await user.type(expiry, '4');
    expect(expiry).toHaveValue('04 / ');
    await user.keyboard('{Backspace}');
    expect(expiry).toHaveValue('04');
    await user.keyboard('{Backspace}{Backspace}');
    expect(expiry).toHaveValue('');
    await user.type(expiry, '0526');
    expect(expiry).toHaveValue('05 / 26');
    await user.tab();
    expect(describedBy(expiry)).toBe("Your card's expiration date is invalid.");
    await user.clear(expiry);
    await user.type(expiry, '1230');
    expect(expiry).toHaveValue('12 / 30');
    expect(expiry).not.toHaveAttribute('aria-invalid');
  });

  it('takes 3 CVC digits for Visa and says a short one is incomplete', async () => {
    const user = userEvent.setup();
    render(<CardForm />);
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    const cvc = screen.getByLabelText('Security code (CVC)');
    await user.type(cvc, '1a2345');
    expect(cvc).toHaveValue('123');
    await user.clear(cvc);
    await user.type(cvc, '12');
    await user.tab();
    expect(describedBy(cvc)).toBe("Your card's security code is incomplete.");
  });
});

describe('address fields', () => {
  function Address() {
    const [name, setName] = useState('');
    const [postal, setPostal] = useState('');
    const [country, setCountry] = useState('');
    return (
      <>
        <CardholderNameField value={name} onChange={setName} />
        <PostalCodeField value={postal} onChange={setPostal} />
        <CountrySelect value={country} onChange={setCountry} />
      </>
    );
  }

  it('refuses a name of digits and a one-character postal code, and picks a country by code', async () => {
    const user = userEvent.setup();
    render(<Address />);
    const name = screen.getByLabelText('Name on card');
    await user.type(name, '4242 4242');
    await user.tab();
    expect(describedBy(name)).toBe("Please enter the cardholder's name as it appears on the card.");
    const postal = screen.getByLabelText('Postal code');
    await user.type(postal, '1');
    await user.tab();
    expect(describedBy(postal)).toBe('Your postal code is incomplete.');
    const country = screen.getByLabelText('Country');
    await user.selectOptions(country, 'France');
    expect(country).toHaveValue('FR');
    expect(screen.queryByRole('option', { name: 'Choose a country' })).toBeNull();
  });
});

describe('coupon and custom credits', () => {
  function Coupon({ onApply, message = null, applied = null }: { onApply: (code: string) => void; message?: string | null; applied?: string | null }) {
    const [code, setCode] = useState('');
    return (
      <form onSubmit={() => onApply('the form was submitted')}>
        <CouponField value={code} onChange={setCode} onApply={onApply} message={message} applied={applied} />
      </form>
    );
  }

  it('asks for a code on an empty Apply, applies with Enter without submitting the form, and shows the server message', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const { rerender } = render(<Coupon onApply={onApply} />);
    const code = screen.getByLabelText('Coupon code');
    await user.tab();
    await user.tab();
    expect(code).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(describedBy(code)).toBe('Please enter a coupon code.');
    expect(onApply).not.toHaveBeenCalled();
    await user.type(code, ' SPRING {Enter}');
    expect(onApply).toHaveBeenCalledExactlyOnceWith('SPRING');
    rerender(<Coupon onApply={onApply} message="This coupon has expired." />);
    expect(describedBy(code)).toBe('This coupon has expired.');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    rerender(<Coupon onApply={onApply} applied="SPRING: 20% off" />);
    expect(screen.getByRole('status')).toHaveTextContent('SPRING: 20% off');
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  function Credits({ price }: { price: string | null }) {
    const [amount, setAmount] = useState('');
    return <CustomCreditsField value={amount} onChange={setAmount} min={1000} max={1000000} price={price} />;
  }

  it('takes an amount with commas and spaces, writes it with commas, and shows the server price', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Credits price={null} />);
    const amount = screen.getByLabelText('Credits');
    await user.type(amount, '500');
    await user.tab();
    expect(describedBy(amount)).toContain('Please enter an amount between 1,000 and 1,000,000 credits.');
    await user.clear(amount);
    await user.type(amount, '10 000');
    await user.tab();
    expect(amount).toHaveValue('10,000');
    expect(amount).not.toHaveAttribute('aria-invalid');
    rerender(<Credits price="$40.00" />);
    expect(screen.getByText('Price: $40.00')).toBeInTheDocument();
    expect(describedBy(amount)).toContain('Between 1,000 and 1,000,000 credits');
  });
});
