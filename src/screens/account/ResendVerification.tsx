import { useEffect } from 'react';
import { useClient } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { resendCountdownMachine, selectResend, VERIFICATION_SENT } from '../../machines/account/resendCountdownMachine';
import { resendVerification } from '../../machines/account/accountForms';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { actions, muted } from './styles';

// Resend the verification email (resendCountdownMachine): 'Verification email send!', then the
// button counts down 60 s and cannot be pressed until it reaches zero.

export function ResendVerification() {
  const client = useClient();
  const actor = useActorRef(resendCountdownMachine, actorOptions({ client, resend: resendVerification }));
  const view = useSelector(actor, selectResend, shallowEqual);

  useEffect(() => {
    const subscription = actor.on('sent', () => toast.success(VERIFICATION_SENT));
    return () => subscription.unsubscribe();
  }, [actor]);

  return (
    <>
      <ErrorText>{view.error}</ErrorText>
      <div className={actions}>
        <Button variant="secondary" disabled={view.busy || view.waiting} onClick={() => actor.send({ type: 'RESEND' })}>
          {view.busy && <Spinner decorative />}
          {view.waiting ? `Resend in ${view.seconds} s` : 'Resend verification email'}
        </Button>
        {view.waiting && (
          <span className={muted} role="timer" aria-live="off">
            Check your inbox; you can ask again in {view.seconds} seconds.
          </span>
        )}
      </div>
    </>
  );
}
