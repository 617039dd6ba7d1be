import { useEffect, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { AdminUserQuery } from '../../gateway/admin/operations';
import { adjustCreditsMachine, selectCreditDraft } from '../../machines/admin/adjustCreditsMachine';
import { changeUserMachine, selectUserChange, type UserChange } from '../../machines/admin/changeUserMachine';
import { actorOptions } from '../../machines/inspect';
import { errorStatus, errorText } from '../../lib/errors';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { loadingBlock } from '../../ui/toolPage';
import { UsersPanel, type Refusal } from './AdminPanels';
import { AdminUserView } from './AdminUserView';
import { actions } from './styles';

// The admin page's Users tab (README "Admin"): the users searched a page at a time, and one user
// opened, read with urql. Its changes are flows of their own machines: a change to the user with a
// confirm (changeUserMachine), a credit adjustment from a draft (adjustCreditsMachine). Their
// answers carry the user and the workspace's balance, so graphcache updates what is shown.

const confirmWords: Record<UserChange, { title: string; description: string; button: string }> = {
  suspend: { title: 'Suspend this user?', description: 'They are logged out everywhere at once and their API keys stop working, until you restore them.', button: 'Suspend' },
  restore: { title: 'Restore this user?', description: 'They can log in again, and their API keys work again.', button: 'Restore' },
  make_admin: { title: 'Make this user an admin?', description: 'They can do everything on this page.', button: 'Make admin' },
  remove_admin: { title: 'Remove admin rights?', description: 'They no longer see this page.', button: 'Remove admin' },
};

export function AdminUsersTab({ onRefused }: { onRefused: (refusal: Refusal) => void }) {
  const client = useClient();
  const [openId, setOpenId] = useState<string | null>(null);
  const change = useActorRef(changeUserMachine, actorOptions({ client }));
  const credits = useActorRef(adjustCreditsMachine, actorOptions({ client }));
  const changing = useSelector(change, selectUserChange, shallowEqual);
  const draft = useSelector(credits, selectCreditDraft, shallowEqual);

  useEffect(() => {
    const subscriptions = [change.on('changed', (event) => toast.success(event.message)), credits.on('adjusted', (event) => toast.success(event.message))];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [change, credits]);

  return (
    <>
      {openId ? (
        <OpenUser
          id={openId}
          busy={changing.busy}
          error={changing.error}
          draft={draft}
          onChange={(what) => change.send({ type: 'ASK', userId: openId, change: what })}
          onEdit={(field, value) => credits.send({ type: 'EDIT', field, value })}
          onAdjust={() => credits.send({ type: 'SUBMIT' })}
          onBack={() => setOpenId(null)}
          onRefused={onRefused}
        />
      ) : (
        <UsersPanel onOpen={setOpenId} onRefused={onRefused} />
      )}
      {changing.asking && changing.change && (
        <Dialog title={confirmWords[changing.change].title} description={confirmWords[changing.change].description} onClose={() => change.send({ type: 'CANCEL' })}>
          <div className={actions}>
            <Button variant={changing.change === 'suspend' ? 'danger' : 'primary'} disabled={changing.busy} onClick={() => change.send({ type: 'CONFIRM' })}>
              {changing.busy ? 'Saving…' : confirmWords[changing.change].button}
            </Button>
            <Button variant="ghost" disabled={changing.busy} onClick={() => change.send({ type: 'CANCEL' })}>
              Cancel
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}

type OpenUserProps = Omit<Parameters<typeof AdminUserView>[0], 'user'> & { id: string; onRefused: (refusal: Refusal) => void };

function OpenUser({ id, onRefused, ...view }: OpenUserProps) {
  const [result, reload] = useQuery({ query: AdminUserQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const status = result.error ? errorStatus(result.error) : undefined;
  const user = result.data?.adminUser;
  const firstWorkspace = user?.workspaces?.[0]?.workspace.id;
  const { onEdit } = view;
  const chosen = view.draft.workspaceId;
  // The credits form starts on the user's first workspace (and leaves one that is not theirs).
  useEffect(() => {
    if (firstWorkspace && !user?.workspaces?.some(({ workspace }) => workspace.id === chosen)) onEdit('workspaceId', firstWorkspace);
  }, [firstWorkspace, chosen, user, onEdit]);
  useEffect(() => {
    if (status === 401) onRefused('loggedOut');
  }, [status, onRefused]);
  if (!user && result.error) return <LoadFailed what="This user" detail={errorText(result.error, 'This user could not be loaded.')} onRetry={() => reload({ requestPolicy: 'network-only' })} />;
  if (!user) {
    return (
      <div className={loadingBlock}>
        <Spinner label="Loading the user" />
      </div>
    );
  }
  return <AdminUserView user={user} {...view} />;
}
