import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { resetForm, resetRequestForm } from '../../machines/account/accountForms';
import { Button } from '../../ui/Button';
import { ErrorText, Field } from '../../ui/Field';
import { card, hint, other, page, title, wide } from './authStyles';
import { useAccountForm } from './useAccountForm';

// Password reset by emailed link: `/reset-password` asks for the address (the same answer
// whether or not it has an account), `/reset-password/{token}` (the mailed link) sets the new password. A reset
// never turns 2FA off: the next login still asks for the code.

export default function PasswordResetScreen() {
  const { token } = useParams<{ token?: string }>();
  const reset = !!token;
  const [done, setDone] = useState<string | null>(null);
  const { values: fields, error, busy, change, submit } = useAccountForm(token ? resetForm(token) : resetRequestForm(), setDone);
  const field = reset ? 'password' : 'email';
  return (
    <section className={page}>
      <form className={card} onSubmit={submit} noValidate>
        <h1 className={title}>{reset ? 'Choose a new password' : 'Reset your password'}</h1>
        {done ? (
          <p className={hint} role="status">
            {done}
          </p>
        ) : (
          <>
            <p className={hint}>{reset ? 'It replaces the old one and logs you out everywhere.' : 'We will email you a link to choose a new password.'}</p>
            <ErrorText>{error}</ErrorText>
            <Field
              label={reset ? 'New password' : 'Email'}
              type={reset ? 'password' : 'email'}
              autoComplete={reset ? 'new-password' : 'email'}
              value={fields[field] ?? ''}
              onChange={(event) => change(field, event.target.value)}
            />
            <Button type="submit" disabled={busy} className={wide}>
              {reset ? 'Set password' : 'Send reset link'}
            </Button>
          </>
        )}
        <p className={other}>
          <Link href="/login">Back to login</Link>
        </p>
      </form>
    </section>
  );
}
