import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useClient, useQuery } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { InvitationQuery } from '../../gateway/workspaces/operations';
import { acceptInvitationMachine, selectAccepting } from '../../machines/workspaces/acceptInvitationMachine';
import { actorOptions } from '../../machines/inspect';
import { loginHref } from '../../../contract/pages';
import { toast } from '../../ui/toasts';
import { errorStatus, errorText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Field';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { loadingBlock, notice, noticeTitle, pageIntro, pageTitle, screenScroller } from '../../ui/toolPage';
import { card, page, plain } from './styles';

// An invitation's link (`/invitations/{token}`, mailed to the invited address): who invites to
// which workspace, and Join. Only a user logged in with the invited email sees it; anyone else
// is told to log in with that address (the server answers nobody else).

export default function InvitationScreen() {
  const { token = '' } = useParams<{ token: string }>();
  const client = useClient();
  const [location, navigate] = useLocation();
  const [{ data, fetching, error }, reload] = useQuery({ query: InvitationQuery, variables: { token } });
  const machine = useActorRef(acceptInvitationMachine, actorOptions({ client, token }));
  const { busy, acceptError } = useSelector(machine, selectAccepting, shallowEqual);

  useEffect(() => {
    const joined = machine.on('joined', () => {
      toast.success(`You joined ${data?.invitation.workspaceName ?? 'the workspace'}.`);
      navigate('/workspace');
    });
    return () => joined.unsubscribe();
  }, [machine, navigate, data]);

  const status = error ? errorStatus(error) : undefined;
  const invitation = data?.invitation;
  return (
    <div className={screenScroller}>
      <div className={page}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Invitation</h1>
        </header>
        {!data && fetching ? (
          <div className={loadingBlock}>
            <Spinner label="Loading the invitation" />
          </div>
        ) : status === 401 ? (
          <div className={notice}>
            <p className={noticeTitle}>Log in to accept this invitation</p>
            <p>Log in, or sign up, with the email address the invitation was sent to, then open the link again.</p>
            <p>
              <Link href={loginHref(location)}>Log in</Link> · <Link href="/signup">Sign up</Link>
            </p>
          </div>
        ) : status === 404 || status === 410 ? (
          <div className={notice} role="alert">
            <p className={noticeTitle}>This invitation cannot be used</p>
            <p>{errorText(error)}</p>
          </div>
        ) : error || !invitation ? (
          <LoadFailed what="The invitation" onRetry={() => reload({ requestPolicy: 'network-only' })} />
        ) : (
          <section className={card} aria-labelledby="invitation-title">
            <h2 id="invitation-title" className={plain}>
              Join {invitation.workspaceName}
            </h2>
            <p className={plain}>
              {invitation.invitedBy ?? 'The owner'} invited {invitation.email} to the workspace {invitation.workspaceName}. You will share its conversations, files, credits and keys.
            </p>
            <ErrorText>{acceptError}</ErrorText>
            <span>
              <Button disabled={busy} onClick={() => machine.send({ type: 'ACCEPT' })}>
                {busy ? 'Joining…' : `Join ${invitation.workspaceName}`}
              </Button>
            </span>
          </section>
        )}
      </div>
    </div>
  );
}
