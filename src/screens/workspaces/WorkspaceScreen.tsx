import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useClient, useQuery } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { deleteWarning, workspaceVoicePreview } from '../../../contract/workspaces-limits';
import { WorkspaceDetailsQuery, WorkspacePageQuery } from '../../gateway/workspaces/operations';
import { WorkspaceVoicesQuery } from '../../gateway/voiceover/operations';
import { selectWorkspaceActions, workspaceActionsMachine, type ActionKind, type ConfirmedAction, type DirectAction } from '../../machines/workspaces/workspaceActionsMachine';
import { actorOptions } from '../../machines/inspect';
import { loginHref } from '../../../contract/pages';
import { toast } from '../../ui/toasts';
import { errorStatus } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorText } from '../../ui/Field';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { loadingBlock, notice, noticeTitle, pageIntro, pageLead, pageTitle, screenScroller } from '../../ui/toolPage';
import { KeysCard, LeaveOrDeleteCard, PeopleCard, personName, SettingsCard, VoicesCard, WorkspacesCard } from './WorkspaceSections';
import { ConfirmMemberDialog } from './ConfirmMemberDialog';
import { actions, columnStack, grid, page, plain } from './styles';

// The workspace page (`/workspace`, SPEC §2): the user's workspaces (switch, create), the one
// they act in (rename, members and invitations, transfer, own keys, voices, delete or leave),
// and the workspace's order count, read when the page opens. Reads are urql queries; every
// change goes through workspaceActionsMachine, whose `done` says SPEC §8's words here. Nothing is
// read again after a change: its answer is the workspace, which graphcache writes into these
// queries (src/gateway/workspaces/cache.ts); only Retry after a failed load asks again.

export default function WorkspaceScreen() {
  const client = useClient();
  const [location] = useLocation();
  const [pageResult, reloadPage] = useQuery({ query: WorkspacePageQuery, requestPolicy: 'cache-and-network' });
  const me = pageResult.data?.me ?? null;
  const workspaceId = me?.workspace.id ?? '';
  const [detailsResult, reloadDetails] = useQuery({ query: WorkspaceDetailsQuery, variables: { id: workspaceId }, pause: !workspaceId, requestPolicy: 'cache-and-network' });
  const [voicesResult, reloadVoices] = useQuery({ query: WorkspaceVoicesQuery, variables: { limit: workspaceVoicePreview }, pause: !workspaceId, requestPolicy: 'cache-and-network' });
  const list = pageResult.data?.workspaces ?? [];
  const fallbackWorkspaceId = list.find((workspace) => !workspace.isCurrent)?.id ?? null;

  const machine = useActorRef(workspaceActionsMachine, actorOptions({ client, workspaceId, userId: me?.id ?? '', fallbackWorkspaceId }));
  const state = useSelector(machine, selectWorkspaceActions, shallowEqual);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    machine.send({ type: 'UPDATE', workspaceId, userId: me?.id ?? '', fallbackWorkspaceId });
  }, [machine, workspaceId, me?.id, fallbackWorkspaceId]);

  const readAgain = useCallback(() => {
    reloadPage({ requestPolicy: 'network-only' });
    reloadDetails({ requestPolicy: 'network-only' });
    reloadVoices({ requestPolicy: 'network-only' });
  }, [reloadPage, reloadDetails, reloadVoices]);

  useEffect(() => {
    const done = machine.on('done', (event) => {
      toast.success(event.message);
      setFormKey((key) => key + 1);
    });
    const leaving = machine.on('leaving', (event) => toast.success(event.message));
    return () => {
      done.unsubscribe();
      leaving.unsubscribe();
    };
  }, [machine]);

  const errorFor = (kind: ActionKind) => (state.error?.kind === kind ? state.error.message : null);
  const workspace = detailsResult.data?.workspaceDetails ?? null;
  const loading = (!pageResult.data && pageResult.fetching) || (!!workspaceId && !detailsResult.data && detailsResult.fetching);
  const failed = (pageResult.error && !pageResult.data && errorStatus(pageResult.error) !== 401) || (detailsResult.error && !detailsResult.data);
  const act = (action: DirectAction) => machine.send({ type: 'ACT', action });
  const ask = (action: ConfirmedAction) => machine.send({ type: 'ASK', action });
  const props = { busy: state.busy, errorFor, act, ask, formKey };
  const askedAbout = state.asked && workspace?.people?.find((person) => person.id === state.asked!.userId);

  return (
    <div className={screenScroller}>
      <div className={page}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Workspace</h1>
          <p className={pageLead}>
            Who shares your workspace, its own keys and its voices.
            {pageResult.data && (
              <>
                {' '}
                <Link href="/billing">{ordersText(pageResult.data.ordersCount)}</Link>
              </>
            )}
          </p>
        </header>
        {loading ? (
          <div className={loadingBlock}>
            <Spinner label="Loading the workspace" />
          </div>
        ) : failed ? (
          <LoadFailed what="The workspace" onRetry={readAgain} />
        ) : !me ? (
          <div className={notice}>
            <p className={noticeTitle}>Log in to manage your workspaces</p>
            <p>
              <Link href={loginHref(location)}>Log in</Link>
            </p>
          </div>
        ) : !workspace ? (
          <LoadFailed what="The workspace" onRetry={readAgain} />
        ) : (
          <>
            <div className={grid}>
              <div className={columnStack}>
                <SettingsCard workspace={workspace} {...props} />
                <PeopleCard workspace={workspace} userId={me.id} {...props} />
              </div>
              <div className={columnStack}>
                <WorkspacesCard list={list} {...props} />
                <KeysCard key={workspace.id} workspace={workspace} {...props} />
                <VoicesCard
                  voices={voicesResult.data?.voices.items ?? null}
                  count={voicesResult.data?.voiceCount ?? null}
                  failed={!!voicesResult.error && !voicesResult.data}
                  onRetry={() => reloadVoices({ requestPolicy: 'network-only' })}
                />
              </div>
            </div>
            {/* Last, apart from the rest: what cannot be undone is not met on the way to anything else. */}
            <LeaveOrDeleteCard workspace={workspace} canLeave={!!fallbackWorkspaceId} busy={state.busy} onDelete={() => machine.send({ type: 'ASK_DELETE' })} onLeave={() => machine.send({ type: 'ASK_LEAVE' })} />
          </>
        )}
        {workspace && (state.confirmingDelete || (state.busy && state.pending === 'delete')) && (
          <Dialog title={`Delete ${workspace.name}?`} description={deleteWarning} onClose={() => machine.send({ type: 'CANCEL' })}>
            <ErrorText>{errorFor('delete')}</ErrorText>
            <span className={actions}>
              <Button variant="secondary" onClick={() => machine.send({ type: 'CANCEL' })}>
                Cancel
              </Button>
              <Button variant="danger" disabled={state.busy} onClick={() => machine.send({ type: 'CONFIRM' })}>
                Delete workspace
              </Button>
            </span>
          </Dialog>
        )}
        {workspace && state.confirmingLeave && (
          <Dialog title={`Leave ${workspace.name}?`} description="You will no longer see its conversations, files and credits." onClose={() => machine.send({ type: 'CANCEL' })}>
            <span className={actions}>
              <Button variant="secondary" onClick={() => machine.send({ type: 'CANCEL' })}>
                Cancel
              </Button>
              <Button variant="danger" onClick={() => machine.send({ type: 'CONFIRM' })}>
                Leave workspace
              </Button>
            </span>
          </Dialog>
        )}
        {workspace && state.asked && askedAbout && (
          <ConfirmMemberDialog
            asked={state.asked}
            person={personName(askedAbout)}
            workspace={workspace.name}
            busy={state.busy}
            onConfirm={() => machine.send({ type: 'CONFIRM' })}
            onCancel={() => machine.send({ type: 'CANCEL' })}
          />
        )}
        {errorFor('leave') && (
          <p className={plain} role="alert">
            {errorFor('leave')}
          </p>
        )}
      </div>
    </div>
  );
}

function ordersText(count: number) {
  return `${count.toLocaleString('en')} ${count === 1 ? 'order' : 'orders'} in total`;
}
