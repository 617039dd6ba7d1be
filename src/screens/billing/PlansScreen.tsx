import { useRef, type KeyboardEvent } from 'react';
import { useClient, useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css, cx } from '@linaria/core';
import { MeQuery } from '../../gateway/account/operations';
import { planTabs, plansFor, plansMachine, type PlanTab } from '../../machines/billing/plansMachine';
import { actorOptions } from '../../machines/inspect';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { loadingBlock, notice, noticeTitle, pageIntro, pageLead, pageTitle, screenScroller } from '../../ui/toolPage';
import { breakpoint, color, font, radius, space } from '../../ui/tokens';
import { comparisonGrid, PlanCard } from './PlanCard';
import { CustomCredits } from './CustomCredits';
import { muted, page, sectionTitle } from './styles';

// The plans page (`/billing/plans`, SPEC §2): tabs monthly, yearly and lifetime, each a
// comparison of the free plan (when the workspace may take it or is on it) with that period's
// plans, row by row; the Team plan apart with its member cap; then credit packs and custom
// credits. Runs plansMachine, which reads the plans and says which to show.

const tabLabels: Record<PlanTab, string> = { monthly: 'Monthly', yearly: 'Yearly', lifetime: 'Lifetime' };

export default function PlansScreen() {
  const client = useClient();
  const plans = useActorRef(plansMachine, actorOptions({ client }));
  const view = useSelector(plans, (s) => ({
    loading: s.hasTag('loading'),
    empty: s.hasTag('empty'),
    failed: s.hasTag('failed'),
    error: s.context.error,
    tab: s.context.tab,
    plans: s.context.plans,
    eligibleForFree: s.context.eligibleForFree,
  }));
  const [{ data: me }] = useQuery({ query: MeQuery });
  const currentPlanId = me?.me?.workspace.subscription?.plan.id;
  const shown = plansFor({ plans: view.plans, eligibleForFree: view.eligibleForFree, tab: view.tab, currentPlanId });
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern), Home and End to the ends.
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: planTabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + planTabs.length) % planTabs.length;
    plans.send({ type: 'TAB', tab: planTabs[next]! });
    tabs.current[next]?.focus();
  };

  return (
    <div className={screenScroller}>
      <div className={page}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Plans</h1>
          <p className={pageLead}>Pick a plan for your workspace, or top up with credits. Prices in US dollars.</p>
        </header>
        {view.loading ? (
          <div className={loadingBlock}>
            <Spinner label="Loading the plans" />
          </div>
        ) : view.failed ? (
          <LoadFailed what="The plans" detail={view.error} onRetry={() => plans.send({ type: 'RETRY' })} />
        ) : view.empty ? (
          <div className={notice}>
            <p className={noticeTitle}>No plans are on sale right now</p>
            <p>Please come back later.</p>
          </div>
        ) : (
          <>
            <section aria-labelledby="main-plans" className={section}>
              <h2 id="main-plans" className={sectionTitle}>
                Plans
              </h2>
              <div role="tablist" aria-label="Billing period" className={tabList}>
                {planTabs.map((tab, index) => (
                  <button
                    key={tab}
                    ref={(element) => {
                      tabs.current[index] = element;
                    }}
                    type="button"
                    role="tab"
                    id={`tab-${tab}`}
                    aria-selected={view.tab === tab}
                    aria-controls="plans-panel"
                    tabIndex={view.tab === tab ? 0 : -1}
                    className={cx(tabButton, view.tab === tab && tabSelected)}
                    onClick={() => plans.send({ type: 'TAB', tab })}
                    onKeyDown={(event) => onTabKey(event, index)}
                  >
                    {tabLabels[tab]}
                  </button>
                ))}
              </div>
              <div id="plans-panel" role="tabpanel" aria-labelledby={`tab-${view.tab}`} className={comparisonGrid}>
                {shown.main.length ? (
                  shown.main.map((plan) => <PlanCard key={plan.id} plan={plan} current={plan.id === currentPlanId} highlight={plan.price > 0 && plan.id !== currentPlanId} layout="compare" />)
                ) : (
                  <p className={muted}>No {tabLabels[view.tab].toLowerCase()} plans right now.</p>
                )}
              </div>
            </section>
            {shown.team.length > 0 && (
              <section aria-labelledby="team-plans" className={section}>
                <h2 id="team-plans" className={sectionTitle}>
                  For teams
                </h2>
                <div className={comparisonGrid}>
                  {shown.team.map((plan) => (
                    <PlanCard key={plan.id} plan={plan} current={plan.id === currentPlanId} layout={shown.team.length === 1 ? 'wide' : 'compare'} />
                  ))}
                </div>
              </section>
            )}
            {shown.packs.length > 0 && (
              <section aria-labelledby="credit-packs" className={section}>
                <h2 id="credit-packs" className={sectionTitle}>
                  Credit packs
                </h2>
                <p className={muted}>Pay once; pack credits never expire and add to any plan.</p>
                <div className={grid}>
                  {shown.packs.map((plan) => (
                    <PlanCard key={plan.id} plan={plan} />
                  ))}
                </div>
              </section>
            )}
            <CustomCredits />
          </>
        )}
      </div>
    </div>
  );
}

const section = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${space.lg};
  ${breakpoint.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const tabList = css`
  display: inline-flex;
  align-self: flex-start;
  gap: 2px;
  padding: 3px;
  border-radius: ${radius.pill};
  background: ${color.sunken};
`;

const tabButton = css`
  min-height: 34px;
  padding: 0 ${space.lg};
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.textMuted};
  font-size: ${font.small};
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 1px;
  }
`;

const tabSelected = css`
  background: ${color.surface};
  color: ${color.text};
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
`;
