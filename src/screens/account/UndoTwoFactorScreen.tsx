import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { undoTwoFactorForm } from '../../machines/account/accountForms';
import { Button } from '../../ui/Button';
import { ErrorText, Field } from '../../ui/Field';
import { card, hint, other, page, title, wide } from './authStyles';
import { useAccountForm } from './useAccountForm';

// `/account/undo-2fa/{token}`, the link mailed when 2FA was turned on: if it was not the owner,
// their password here turns 2FA off and ends every session and API key of the account (someone
// else had a session). The server's words are shown, then the way to log in again.

export default function UndoTwoFactorScreen() {
  const { token } = useParams<{ token: string }>();
  const [done, setDone] = useState<string | null>(null);
  const { values, error, busy, change, submit } = useAccountForm(undoTwoFactorForm(token), setDone);
  return (
    <section className={page}>
      <form className={card} onSubmit={submit} noValidate>
        <h1 className={title}>Turn off two-factor authentication</h1>
        {done ? (
          <p className={hint} role="status">
            {done}
          </p>
        ) : (
          <>
            <p className={hint}>If you did not turn it on yourself, enter your password: two-factor authentication goes off and everyone is logged out of your account, its API keys included.</p>
            <ErrorText>{error}</ErrorText>
            <Field
              label="Password"
              type="password"
              autoComplete="current-password"
              value={values.password ?? ''}
              onChange={(event) => change('password', event.target.value)}
            />
            <Button type="submit" disabled={busy} className={wide}>
              Turn off 2FA
            </Button>
          </>
        )}
        <p className={other}>
          <Link href="/login">{done ? 'Log in' : 'Back to login'}</Link>
        </p>
      </form>
    </section>
  );
}
