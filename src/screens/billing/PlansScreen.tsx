import { useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from 'urql';
import { css, cx } from '@linaria/core';
import { MeQuery } from '../../gateway/account/operations';
import { PlansQuery } from '../../gateway/billing/operations';
import { errorText } from '../../lib/errors';
import { planTabs, plansFor, type PlanTab } from '../../machines/billing/plans';
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
// credits. Reads the plans through the cache; machines/billing/plans.ts says which to show.

const tabLabels: Record<PlanTab, string> = { monthly: 'Monthly', yearly: 'Yearly', lifetime: 'Lifetime' };

export default function PlansScreen() {
  // Through the cache, and asked again on each visit: what is on sale and the workspace's
  // eligibility may have changed since (a purchase elsewhere).
  const [{ data, fetching, error }, reload] = useQuery({ query: PlansQuery, requestPolicy: 'cache-and-network' });
  const [tab, setTab] = useState<PlanTab>('monthly');
  const [{ data: me }] = useQuery({ query: MeQuery });
  const currentPlanId = me?.me?.workspace.subscription?.plan.id;
  const shown = plansFor({ plans: data?.plans ?? [], eligibleForFree: data?.me?.workspace.isEligibleForFreePlan ?? false, tab, currentPlanId });
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern), Home and End to the ends.
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: planTabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + planTabs.length) % planTabs.length;
    setTab(planTabs[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div className={screenScroller}>
      <div className={page}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Plans</h1>
          <p className={pageLead}>Pick a plan for your workspace, or top up with credits. Prices in US dollars.</p>
        </header>
        {!data && (fetching || !error) ? (
          <div className={loadingBlock}>
            <Spinner label="Loading the plans" />
          </div>
        ) : !data ? (
          <LoadFailed what="The plans" detail={errorText(error)} onRetry={() => reload({ requestPolicy: 'network-only' })} />
        ) : data.plans.length === 0 ? (
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
                    aria-selected={tab === tab}
                    aria-controls="plans-panel"
                    tabIndex={tab === tab ? 0 : -1}
                    className={cx(tabButton, tab === tab && tabSelected)}
                    onClick={() => setTab(tab)}
                    onKeyDown={(event) => onTabKey(event, index)}
                  >
                    {tabLabels[tab]}
                  </button>
                ))}
              </div>
              <div id="plans-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className={comparisonGrid}>
                {shown.main.length ? (
                  shown.main.map((plan) => <PlanCard key={plan.id} plan={plan} current={plan.id === currentPlanId} highlight={plan.price > 0 && plan.id !== currentPlanId} layout="compare" />)
                ) : (
                  <p className={muted}>No {tabLabels[tab].toLowerCase()} plans right now.</p>
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
