import { useEffect, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { authMachine, type AuthFields, type AuthMode } from '../../machines/account/authMachine';
import { actorOptions } from '../../app/inspect';
import { homeFor } from '../../app/routes';
import { Button } from '../../ui/Button';
import { ErrorText, Field } from '../../ui/Field';
import { color, font, radius, shadow, space } from '../../ui/tokens';

// Login and signup share one flow (authMachine) and one form; only the fields and the
// wording differ. After success the user goes where the login link said (?redirect=), else
// home (homeFor: an admin's home is /admin once that screen exists).

const wording = {
  login: { title: 'Welcome back', action: 'Log in', other: 'No account yet?', otherLink: 'Sign up', otherHref: '/signup' },
  signup: { title: 'Create your account', action: 'Sign up', other: 'Already have an account?', otherLink: 'Log in', otherHref: '/login' },
};

export function AuthForm({ mode }: { mode: AuthMode }) {
  const client = useClient();
  const [, navigate] = useLocation();
  const redirect = safeRedirect(new URLSearchParams(useSearch()).get('redirect'));
  const auth = useActorRef(authMachine, actorOptions({ client, mode }));
  const fields = useSelector(auth, (s) => s.context.fields);
  const error = useSelector(auth, (s) => s.context.error);
  const busy = useSelector(auth, (s) => s.hasTag('busy'));

  useEffect(() => {
    const sub = auth.on('authenticated', (event) => navigate(redirect ?? homeFor(event.isAdmin)));
    return () => sub.unsubscribe();
  }, [auth, navigate, redirect]);

  const text = wording[mode];
  const change = (field: keyof AuthFields) => (event: { target: { value: string } }) =>
    auth.send({ type: 'FIELD.CHANGE', field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'SUBMIT' });
  };

  return (
    <section className={page}>
      <form className={card} onSubmit={submit} noValidate>
        <h1 className={title}>{text.title}</h1>
        <ErrorText>{error}</ErrorText>
        {mode === 'signup' && <Field label="First name" autoComplete="given-name" value={fields.firstName} onChange={change('firstName')} />}
        <Field label="Email" type="email" autoComplete="email" value={fields.email} onChange={change('email')} />
        <Field
          label="Password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          value={fields.password}
          onChange={change('password')}
        />
        <Button type="submit" disabled={busy} className={wide}>
          {text.action}
        </Button>
        <p className={other}>
          {text.other} <Link href={text.otherHref}>{text.otherLink}</Link>
        </p>
      </form>
    </section>
  );
}

/** Only same-site paths: `?redirect=https://evil.example` must not send anyone away. */
function safeRedirect(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

const page = css`
  display: grid;
  place-items: center;
  flex: 1;
  padding: ${space.lg};
  overflow: auto;
`;

const card = css`
  width: min(400px, 100%);
  padding: ${space.xxl} ${space.xl};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

const title = css`
  margin: 0 0 ${space.xl};
  font-size: ${font.title};
`;

const wide = css`
  width: 100%;
`;

const other = css`
  margin: ${space.lg} 0 0;
  color: ${color.textMuted};
  font-size: ${font.small};
  text-align: center;
`;
