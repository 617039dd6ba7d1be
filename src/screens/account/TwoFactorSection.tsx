import { useEffect, type FormEvent } from 'react';
import { useClient } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { selectTwoFactor, TWO_FACTOR_ENABLED, twoFactorMachine } from '../../machines/account/twoFactorMachine';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { downloadBlob } from '../../lib/exports/download';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorText, Field } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { space } from '../../ui/tokens';
import { actions, card, muted, plain, secretText, sectionTitle } from './styles';

// Two-factor authentication (twoFactorMachine): Generate opens the QR modal with the secret as
// text too; a code from the app and the current password turn it on and the modal closes; the
// recovery codes are shown once, with Copy and Download; Disable asks for a current code.

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const client = useClient();
  const actor = useActorRef(twoFactorMachine, actorOptions({ client, enabled }));
  const view = useSelector(actor, selectTwoFactor, shallowEqual);

  useEffect(() => {
    const subscriptions = [
      actor.on('enabled', () => toast.success(TWO_FACTOR_ENABLED)),
      actor.on('disabled', () => toast.success('Two-Factor Authentication disabled')),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);

  const changeCode = (event: { target: { value: string } }) => actor.send({ type: 'CODE.CHANGE', value: event.target.value });
  const close = () => actor.send({ type: 'CLOSE' });
  const codesText = view.codes.join('\n');

  return (
    <section className={card} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className={sectionTitle}>
        Two-factor authentication
      </h2>
      <p className={plain}>{view.on ? 'On: logging in asks for a code from your authenticator app.' : 'Off: logging in asks for your password only.'}</p>
      {!view.qr && !view.disabling && <ErrorText>{view.error}</ErrorText>}
      <div className={actions}>
        {view.on ? (
          <Button variant="secondary" onClick={() => actor.send({ type: 'DISABLE' })}>
            Disable 2FA
          </Button>
        ) : (
          <Button onClick={() => actor.send({ type: 'GENERATE' })} disabled={view.busy}>
            {view.busy && <Spinner decorative />}
            Set up 2FA
          </Button>
        )}
      </div>

      {view.qr && view.setup && (
        <Dialog title="Scan the QR code" description="Scan it with an authenticator app, then enter the 6-digit code it shows and your current password." onClose={close}>
          <CodeForm
            onSubmit={() => actor.send({ type: 'ENABLE' })}
            error={view.error}
            code={view.code}
            onChange={changeCode}
            password={{ value: view.password, onChange: (event) => actor.send({ type: 'PASSWORD.CHANGE', value: event.target.value }) }}
            busy={view.busy}
            action="Enable 2FA"
            onCancel={close}
          >
            <img className={qr} src={view.setup.qrCode} alt="QR code of the 2FA secret" width={200} height={200} />
            <p className={muted}>Cannot scan? Enter this secret in the app:</p>
            <p className={secretText} aria-label="2FA secret">
              {view.setup.secret}
            </p>
          </CodeForm>
        </Dialog>
      )}

      {view.recovery && (
        <Dialog title="Save your recovery codes" description="Each code logs you in once if you lose your authenticator app. They are shown only now." onClose={close}>
          <pre className={secretText} aria-label="Recovery codes">
            {codesText}
          </pre>
          <div className={actions}>
            <Button variant="secondary" onClick={() => navigator.clipboard.writeText(codesText).then(() => toast.success('Copied to clipboard!'), () => toast.error('The browser refused to copy.'))}>
              Copy
            </Button>
            <Button variant="secondary" onClick={() => downloadBlob(new Blob([`${codesText}\n`], { type: 'text/plain' }), 'atelier-recovery-codes.txt')}>
              Download
            </Button>
            <Button onClick={close}>I have saved them</Button>
          </div>
        </Dialog>
      )}

      {view.disabling && (
        <Dialog title="Disable two-factor authentication?" description="Enter a code from your authenticator app (or a recovery code) to turn it off." onClose={close}>
          <CodeForm onSubmit={() => actor.send({ type: 'CONFIRM' })} error={view.error} code={view.code} onChange={changeCode} busy={view.busy} action="Disable 2FA" onCancel={close} />
        </Dialog>
      )}
    </section>
  );
}

interface CodeFormProps {
  code: string;
  error: string | null;
  busy: boolean;
  action: string;
  onChange: (event: { target: { value: string } }) => void;
  /** The current password's field, when the action asks for it too. */
  password?: { value: string; onChange: (event: { target: { value: string } }) => void };
  onSubmit: () => void;
  onCancel: () => void;
  children?: React.ReactNode;
}

function CodeForm({ code, error, busy, action, onChange, password, onSubmit, onCancel, children }: CodeFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={stack} onSubmit={submit} noValidate>
      {children}
      <ErrorText>{error}</ErrorText>
      <Field label="Authentication code" autoComplete="one-time-code" inputMode="numeric" spellCheck={false} value={code} onChange={onChange} />
      {password && <Field label="Current password" type="password" autoComplete="current-password" value={password.value} onChange={password.onChange} />}
      <div className={actions}>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner decorative />}
          {action}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const qr = css`
  align-self: center;
  max-width: 100%;
  height: auto;
  border-radius: 4px;
  background: #fff;
`;
