import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { accountFormMachine } from '../../machines/account/accountFormMachine';
import { undoTwoFactorForm } from '../../machines/account/accountForms';
import { actorOptions } from '../../app/inspect';
import { Button } from '../../ui/Button';
import { ErrorText, Field } from '../../ui/Field';
import { card, hint, other, page, title, wide } from './authStyles';

// `/account/undo-2fa/{token}`, the link mailed when 2FA was turned on: if it was not the owner,
// their password here turns 2FA off and ends every session and API key of the account (someone
// else had a session). The server's words are shown, then the way to log in again.

export default function UndoTwoFactorScreen() {
  const { token } = useParams<{ token: string }>();
  const client = useClient();
  const actor = useActorRef(accountFormMachine, actorOptions({ client, ...undoTwoFactorForm(token) }));
  const password = useSelector(actor, (s) => s.context.fields.password ?? '');
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    const subscription = actor.on('saved', (event) => setDone(event.message));
    return () => subscription.unsubscribe();
  }, [actor]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
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
              value={password}
              onChange={(event) => actor.send({ type: 'FIELD.CHANGE', field: 'password', value: event.target.value })}
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
