import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useClient, useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { MeQuery } from '../../gateway/account/operations';
import { dashboardMachine } from '../../machines/dashboard/dashboardMachine';
import { actorOptions } from '../../machines/inspect';
import { loginHref } from '../../../contract/pages';
import { forgetPendingPath, readPendingPath } from '../../lib/pendingPath';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { sectionsPage } from '../../ui/sectionsPage';
import { loadingBlock, notice, noticeTitle, pageIntro, pageLead, pageTitle, screenScroller } from '../../ui/toolPage';
import { breakpoint, space } from '../../ui/tokens';
import { RecentDocuments } from './RecentDocuments';
import { UsageChart } from './UsageChart';

// The dashboard (`/dashboard`, SPEC §2): the 5 newest documents and the workspace's usage over
// the last 30 UTC days, read by dashboardMachine. Opened with a pending path stored by the login
// or sign-up page (src/lib/pendingPath.ts), it goes there instead — replacing the address, so
// Back does not return to a dashboard that would send the user away again — and forgets it.
// Logged out, it asks to log in and leaves any pending path for after.

export default function DashboardScreen() {
  const [location] = useLocation();
  const [{ data, fetching, error }, reload] = useQuery({ query: MeQuery });
  const me = data?.me;
  return (
    <div className={screenScroller}>
      <div className={sectionsPage}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Dashboard</h1>
          <p className={pageLead}>Your latest documents and the credits your workspace used.</p>
        </header>
        {!data && fetching ? (
          <Loading />
        ) : !data && error ? (
          <LoadFailed what="The dashboard" onRetry={() => reload({ requestPolicy: 'network-only' })} />
        ) : !me ? (
          <div className={notice}>
            <p className={noticeTitle}>Log in to see your dashboard</p>
            <p>
              <Link href={loginHref(location)}>Log in</Link>
            </p>
          </div>
        ) : (
          // A workspace switched elsewhere is another dashboard: the machine starts again.
          <Dashboard key={me.workspace.id} workspaceId={me.workspace.id} />
        )}
      </div>
    </div>
  );
}

function Dashboard({ workspaceId }: { workspaceId: string }) {
  const client = useClient();
  const [, navigate] = useLocation();
  // Read once, when the dashboard opens: the machine decides, the effect below follows it.
  const [pendingPath] = useState(readPendingPath);
  const dashboard = useActorRef(dashboardMachine, actorOptions({ client, workspaceId, pendingPath }));
  const view = useSelector(dashboard, (s) => ({
    redirectTo: s.hasTag('redirecting') ? s.context.pendingPath : null,
    loading: s.hasTag('loading'),
    error: s.hasTag('error') ? s.context.error : null,
    documents: s.context.documents,
    usage: s.context.usage,
  }));

  useEffect(() => {
    if (!view.redirectTo) return;
    forgetPendingPath();
    navigate(view.redirectTo, { replace: true });
  }, [view.redirectTo, navigate]);

  if (view.redirectTo || view.loading) return <Loading />;
  if (view.error !== null) return <LoadFailed what="The dashboard" detail={view.error} onRetry={() => dashboard.send({ type: 'RETRY' })} />;
  return (
    <div className={grid}>
      <RecentDocuments documents={view.documents} />
      {view.usage && <UsageChart usage={view.usage} />}
    </div>
  );
}

function Loading() {
  return (
    <div className={loadingBlock}>
      <Spinner label="Loading the dashboard" />
    </div>
  );
}

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${space.xl};
  align-items: start;
  ${breakpoint.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space.lg};
  }
`;
