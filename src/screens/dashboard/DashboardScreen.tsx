import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { MeQuery } from '../../gateway/account/operations';
import { dashboardDocumentCount, usageDays } from '../../../contract/dashboard-limits';
import { DashboardQuery } from '../../gateway/dashboard/operations';
import { dashboardMachine, selectRedirect, selectShowing } from '../../machines/dashboard/dashboardMachine';
import { errorText } from '../../lib/errors';
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
// the last 30 UTC days, read through the cache (DashboardQuery). Opened with a pending path stored by the login
// or sign-up page (src/lib/pendingPath.ts), it goes there instead (dashboardMachine) — replacing the address, so
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
  const [, navigate] = useLocation();
  // Read once, when the dashboard opens: the machine decides, the effect below follows it.
  const [pendingPath] = useState(readPendingPath);
  const dashboard = useActorRef(dashboardMachine, actorOptions({ pendingPath }));
  const redirectTo = useSelector(dashboard, selectRedirect);
  const showing = useSelector(dashboard, selectShowing);
  // Through the cache, and asked again on each visit: a document written since shows.
  const [{ data, fetching, error }, reload] = useQuery({
    query: DashboardQuery,
    variables: { workspaceId, documents: dashboardDocumentCount, days: usageDays },
    requestPolicy: 'cache-and-network',
    pause: !showing,
  });

  useEffect(() => {
    if (!redirectTo) return;
    forgetPendingPath();
    navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  if (!showing || (!data && (fetching || !error))) return <Loading />;
  if (!data) return <LoadFailed what="The dashboard" detail={errorText(error, 'The dashboard could not be loaded.')} onRetry={() => reload({ requestPolicy: 'network-only' })} />;
  return (
    <div className={grid}>
      <RecentDocuments documents={data.recentDocuments} />
      <UsageChart usage={data.workspaceUsage} />
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
