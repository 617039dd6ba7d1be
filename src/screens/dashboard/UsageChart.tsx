import { useState, type KeyboardEvent } from 'react';
import { css, cx } from '@linaria/core';
import type { DashboardQuery } from '../../gateway/generated/graphql';
import { visuallyHidden } from '../../ui/a11y';
import { mutedText } from '../../ui/sectionsPage';
import { notice, noticeTitle, sectionCard, sectionTitle } from '../../ui/toolPage';
import { color, font, radius, space } from '../../ui/tokens';
import { creditsText, formatCredits, formatDay, formatLongDay, usesText } from './format';

// The 30-day usage chart, drawn by hand (a chart library would weigh more than the whole page):
// one bar per UTC day, its height the credits used. Pointing at a day, or moving through the days
// with the arrow keys once the chart has focus (a slider over the days: Home, End, Page Up/Down
// by a week), shows its date, credits and uses. Screen readers get the same through the slider's
// value and a table of every day, hidden from view.

export type Usage = DashboardQuery['workspaceUsage'];

// The drawing's own units: the SVG stretches to the card's width (preserveAspectRatio none).
const height = 100;
const step = 10;

const keySteps: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowDown: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  ArrowUp: (index) => index + 1,
  PageDown: (index) => index - 7,
  PageUp: (index) => index + 7,
  Home: () => 0,
  End: (_, last) => last,
};

const dayText = (day: Usage['days'][number]) => `${formatLongDay(day.date)}: ${creditsText(day.credits)}, ${usesText(day.uses)}`;

export function UsageChart({ usage }: { usage: Usage }) {
  const { days } = usage;
  const [pointed, setPointed] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  // Focus starts on today, the day a reader most likely wants.
  const [selected, setSelected] = useState(days.length - 1);
  const active = pointed ?? (focused ? selected : null);
  const highest = Math.max(0, ...days.map((day) => day.credits));

  const move = (event: KeyboardEvent) => {
    const next = keySteps[event.key]?.(selected, days.length - 1);
    if (next === undefined) return;
    event.preventDefault();
    setPointed(null);
    setSelected(Math.min(days.length - 1, Math.max(0, next)));
  };

  return (
    <section className={sectionCard} aria-labelledby="dashboard-usage">
      <h2 id="dashboard-usage" className={sectionTitle}>
        Usage, last {days.length} days
      </h2>
      {usage.totalCredits === 0 ? (
        <div className={notice}>
          <p className={noticeTitle}>No credits were used in the last {days.length} days.</p>
          {usage.totalUses > 0 && <p>{usesText(usage.totalUses)} on your workspace's own provider keys, which cost no credits.</p>}
        </div>
      ) : (
        <>
          <p className={total}>
            <strong>{creditsText(usage.totalCredits)}</strong> <span className={mutedText}>used · {usesText(usage.totalUses)}</span>
          </p>
          <div className={plot}>
            <span className={peak} aria-hidden="true">
              {creditsText(highest)}
            </span>
            {active !== null && days[active] && (
              <div className={tip} aria-hidden="true" style={{ left: `${((active + 0.5) / days.length) * 100}%`, transform: `translateX(-${((active + 0.5) / days.length) * 100}%)` }}>
                <strong>{formatLongDay(days[active].date)}</strong> · {creditsText(days[active].credits)} · {usesText(days[active].uses)}
              </div>
            )}
            <svg
              className={chart}
              viewBox={`0 0 ${step * days.length} ${height}`}
              preserveAspectRatio="none"
              tabIndex={0}
              role="slider"
              aria-label="Credits used per day"
              aria-valuemin={1}
              aria-valuemax={days.length}
              aria-valuenow={selected + 1}
              aria-valuetext={days[selected] ? dayText(days[selected]) : undefined}
              onKeyDown={move}
              onFocus={() => setFocused(true)}
              onBlur={() => setFocused(false)}
              onPointerLeave={() => setPointed(null)}
            >
              <line className={gridLine} x1={0} x2={step * days.length} y1={0.5} y2={0.5} />
              {days.map((day, index) => {
                const barHeight = day.credits > 0 ? Math.max(2, (day.credits / highest) * (height - 2)) : 0;
                return (
                  <g key={day.date} onPointerEnter={() => setPointed(index)} onPointerDown={() => setSelected(index)}>
                    <rect className={cx(column, index === active && activeColumn)} x={index * step} y={0} width={step} height={height} />
                    <rect className={cx(bar, index === active && activeBar)} x={index * step + 1} y={height - barHeight} width={step - 2} height={barHeight} />
                  </g>
                );
              })}
              <line className={baseLine} x1={0} x2={step * days.length} y1={height - 0.5} y2={height - 0.5} />
            </svg>
          </div>
          <div className={axis} aria-hidden="true">
            <span>{days[0] && formatDay(days[0].date)}</span>
            <span>Today (UTC)</span>
          </div>
          {/* Hidden by a wrapper: a table ignores the overflow that clips the hidden text, and would lengthen the page. */}
          <div className={visuallyHidden}>
            <table>
              <caption>Credits used per day (UTC days), last {days.length} days</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Credits</th>
                  <th scope="col">Uses</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatLongDay(day.date)}</th>
                    <td>{formatCredits(day.credits)}</td>
                    <td>{day.uses}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

const total = css`
  margin: 0;
  font-size: ${font.large};
`;

const plot = css`
  position: relative;
  padding-top: ${space.xl};
`;

const chart = css`
  display: block;
  width: 100%;
  height: 160px;
  border-radius: ${radius.sm};
  touch-action: pan-y;
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 4px;
  }
`;

const column = css`
  fill: transparent;
`;

const activeColumn = css`
  fill: ${color.sunken};
`;

const bar = css`
  fill: ${color.accent};
`;

const activeBar = css`
  fill: ${color.accentHover};
`;

const gridLine = css`
  stroke: ${color.border};
  stroke-dasharray: 4 4;
  vector-effect: non-scaling-stroke;
`;

const baseLine = css`
  stroke: ${color.borderStrong};
  vector-effect: non-scaling-stroke;
`;

const peak = css`
  position: absolute;
  top: 0;
  left: 0;
  color: ${color.textMuted};
  font-size: 12px;
`;

const tip = css`
  position: absolute;
  top: 0;
  z-index: 1;
  padding: ${space.xs} ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);
  font-size: 12px;
  white-space: nowrap;
  pointer-events: none;
`;

const axis = css`
  display: flex;
  justify-content: space-between;
  color: ${color.textMuted};
  font-size: 12px;
`;
