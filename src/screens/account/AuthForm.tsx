import { useEffect, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { authMachine, selectAuthError, selectAuthFields, type AuthFields, type AuthMode } from '../../machines/account/authMachine';
import { actorOptions } from '../../machines/inspect';
import { homeFor } from '../../../contract/pages';
import { Button } from '../../ui/Button';
import { ErrorText, Field } from '../../ui/Field';
import { card, hint, linkButton, other, page, title, wide } from './authStyles';
import { isSameSitePath } from '../../../contract/redirect';
import { rememberPendingPath, takePendingPath } from '../../lib/pendingPath';
import { emailMaxLength, passwordMaxLength, personNameMaxLength, twoFactorCodeMaxLength } from '../../../contract/account-limits';

// Login and signup share one flow (authMachine) and one form; only the fields and the
// wording differ. A login with 2FA on asks for the code next, on the same card. After success
// the user goes where the login link said (?redirect=, same-site paths only), else to the
// stored pending path, else home (homeFor: an admin's home is /admin once that screen exists).
// The page behind ?redirect= is also stored as the pending path (src/lib/pendingPath.ts), so a
// sign-up that ends in another tab (the mailed verification link) still leads there from the
// dashboard; a login or sign-up that ends here forgets it, having gone where it leads.

const wording = {
  login: { title: 'Welcome back', action: 'Log in', other: 'No account yet?', otherLink: 'Sign up', otherHref: '/signup' },
  signup: { title: 'Create your account', action: 'Sign up', other: 'Already have an account?', otherLink: 'Log in', otherHref: '/login' },
};

export function AuthForm({ mode }: { mode: AuthMode }) {
  const client = useClient();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('redirect');
  const redirect = isSameSitePath(asked) ? asked : null;
  const auth = useActorRef(authMachine, actorOptions({ client, mode }));
  const fields = useSelector(auth, selectAuthFields);
  const error = useSelector(auth, selectAuthError);
  const busy = useSelector(auth, (s) => s.hasTag('busy'));
  const twoFactor = useSelector(auth, (s) => s.hasTag('twoFactor'));

  useEffect(() => {
    if (redirect) rememberPendingPath(redirect);
  }, [redirect]);

  useEffect(() => {
    const sub = auth.on('authenticated', (event) => {
      const pending = takePendingPath();
      navigate(redirect ?? pending ?? homeFor(event.isAdmin));
    });
    return () => sub.unsubscribe();
  }, [auth, navigate, redirect]);

  const text = wording[mode];
  // Switching between login and sign-up keeps where the user was going.
  const otherHref = redirect ? `${text.otherHref}?redirect=${encodeURIComponent(redirect)}` : text.otherHref;
  const change = (field: keyof AuthFields) => (event: { target: { value: string } }) =>
    auth.send({ type: 'FIELD.CHANGE', field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'SUBMIT' });
  };

  if (twoFactor) {
    return (
      <section className={page}>
        <form className={card} onSubmit={submit} noValidate>
          <h1 className={title}>Two-factor authentication</h1>
          <p className={hint}>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
          <ErrorText>{error}</ErrorText>
          <Field label="Authentication code" autoComplete="one-time-code" maxLength={twoFactorCodeMaxLength} autoFocus spellCheck={false} value={fields.code} onChange={change('code')} />
          <Button type="submit" disabled={busy} className={wide}>
            Verify
          </Button>
          <p className={other}>
            <button type="button" className={linkButton} onClick={() => auth.send({ type: 'BACK' })}>
              Back to login
            </button>
          </p>
        </form>
      </section>
    );
  }

  return (
    <section className={page}>
      <form className={card} onSubmit={submit} noValidate>
        <h1 className={title}>{text.title}</h1>
        <ErrorText>{error}</ErrorText>
        {mode === 'signup' && <Field label="First name" autoComplete="given-name" maxLength={personNameMaxLength} value={fields.firstName} onChange={change('firstName')} />}
        <Field label="Email" type="email" autoComplete="email" maxLength={emailMaxLength} value={fields.email} onChange={change('email')} />
        <Field
          label="Password"
          type="password"
          maxLength={passwordMaxLength}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          value={fields.password}
          onChange={change('password')}
        />
        <Button type="submit" disabled={busy} className={wide}>
          {text.action}
        </Button>
        {mode === 'login' && (
          <p className={other}>
            <Link href="/reset-password">Forgot your password?</Link>
          </p>
        )}
        <p className={other}>
          {text.other} <Link href={otherHref}>{text.otherLink}</Link>
        </p>
      </form>
    </section>
  );
}
