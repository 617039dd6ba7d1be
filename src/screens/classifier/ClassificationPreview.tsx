import { useId } from 'react';
import { css, cx } from '@linaria/core';
import type { ClassificationFieldsFragment as Classification } from '../../gateway/generated/graphql';
import { Button } from '../../ui/Button';
import { color, font, radius, space } from '../../ui/tokens';
import { categoryLabel, compound, percent, sentimentWords, when, wholeShares } from './format';

// One classification, read as a person reads it: the verdict first, then a bar per moderation
// category (highest first), the sentiment with its shares, and the language by name.

/** The offline engine flags a category from this score (docs/rest-api.md, "Classifier"). */
const LOCAL_THRESHOLD = 0.5;

interface Props {
  classification: Classification;
  onDelete: () => void;
}

export function ClassificationPreview({ classification, onDelete }: Props) {
  const headingId = useId();
  const { flagged, moderation, sentiment, language } = classification;
  const categories = [...moderation.categories].sort((a, b) => b.score - a.score);
  const reasons = categories.filter((category) => category.flagged).map((category) => categoryLabel(category.name).toLowerCase());
  const local = moderation.engine === 'local';
  // Rounded so the three add up to 100%, as the bar shows them.
  const [positive, neutral, negative] = wholeShares([sentiment.positive, sentiment.neutral, sentiment.negative]);
  return (
    <article className={card} aria-labelledby={headingId}>
      <header className={header}>
        <div className={verdictLine}>
          <h2 id={headingId} className={cx(verdict, flagged ? verdictFlagged : verdictClean)}>
            <span aria-hidden="true" className={dot} />
            {flagged ? 'Flagged' : 'Not flagged'}
          </h2>
          <Button variant="secondary" onClick={onDelete}>
            Delete
          </Button>
        </div>
        <p className={summary}>{flagged ? `Flagged for ${reasons.join(', ')}.` : 'No moderation category reached its threshold.'}</p>
        <p className={meta}>
          <time dateTime={classification.createdAt}>{when(classification.createdAt)}</time>
        </p>
      </header>

      <blockquote className={quote}>{classification.input}</blockquote>

      <section className={block} aria-label="Moderation">
        <h3 className={blockTitle}>Moderation</h3>
        <p className={meta}>{local ? `Offline word lists · flagged from ${percent(LOCAL_THRESHOLD)}` : `OpenAI ${moderation.model}`}</p>
        <ul className={bars}>
          {categories.map((category) => (
            <li key={category.name} className={cx(barRow, category.flagged && barRowFlagged)}>
              <span className={barName}>
                {categoryLabel(category.name)}
                {category.flagged && <span className={flagTag}>flagged</span>}
              </span>
              <span className={track} aria-hidden="true">
                <span className={cx(fill, category.flagged && fillFlagged)} style={{ width: `${category.score * 100}%` }} />
                {local && <span className={tick} style={{ left: `${LOCAL_THRESHOLD * 100}%` }} />}
              </span>
              <span className={barValue}>{percent(category.score)}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className={pair}>
        <section className={block} aria-label="Sentiment">
          <h3 className={blockTitle}>Sentiment</h3>
          <p className={big}>{sentimentWords[sentiment.label]}</p>
          <p className={meta}>Score {compound(sentiment.compound)} on a scale from −1 (very negative) to +1 (very positive)</p>
          <span className={shares} aria-hidden="true">
            <span className={sharePositive} style={{ flexGrow: sentiment.positive }} />
            <span className={shareNeutral} style={{ flexGrow: sentiment.neutral }} />
            <span className={shareNegative} style={{ flexGrow: sentiment.negative }} />
          </span>
          <ul className={legend}>
            <li>
              <span className={cx(swatch, sharePositive)} aria-hidden="true" />
              Positive {positive}%
            </li>
            <li>
              <span className={cx(swatch, shareNeutral)} aria-hidden="true" />
              Neutral {neutral}%
            </li>
            <li>
              <span className={cx(swatch, shareNegative)} aria-hidden="true" />
              Negative {negative}%
            </li>
          </ul>
        </section>
        <section className={block} aria-label="Language">
          <h3 className={blockTitle}>Language</h3>
          <p className={big} lang="en">
            {language.name}
          </p>
          <p className={meta}>
            {percent(language.confidence)} confident · code <code>{language.code}</code>
          </p>
        </section>
      </div>
    </article>
  );
}

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  padding: ${space.xl};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  @media (max-width: 520px) {
    padding: ${space.lg};
  }
`;

const header = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

const verdictLine = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
`;

const verdict = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  margin: 0;
  font-size: ${font.title};
  line-height: 1.2;
`;

const verdictFlagged = css`
  color: ${color.danger};
`;

const verdictClean = css`
  color: ${color.success};
`;

const dot = css`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: currentColor;
`;

const summary = css`
  margin: 0;
`;

const meta = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const quote = css`
  max-height: 160px;
  margin: 0;
  padding: ${space.md} ${space.lg};
  overflow: auto;
  border-left: 3px solid ${color.borderStrong};
  border-radius: 0 ${radius.sm} ${radius.sm} 0;
  background: ${color.sunken};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const block = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  min-width: 0;
`;

const blockTitle = css`
  margin: 0;
  font-size: ${font.large};
`;

const bars = css`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(80px, 1fr) 3.5em;
  gap: ${space.sm} ${space.md};
  align-items: center;
  margin: ${space.xs} 0 0;
  padding: 0;
  list-style: none;
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr) 3.5em;
    row-gap: ${space.xs};
  }
`;

// Each row lays its three parts in the list's grid, so the bars line up. On a phone the name
// takes a line of its own and the bar the whole width under it.
const barRow = css`
  display: contents;
`;

const barRowFlagged = css`
  color: ${color.danger};
  font-weight: 550;
`;

const barName = css`
  @media (max-width: 520px) {
    grid-column: 1 / -1;
    margin-top: ${space.xs};
  }
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xs};
  font-size: ${font.small};
`;

const flagTag = css`
  padding: 0 6px;
  border-radius: ${radius.pill};
  background: ${color.dangerSoft};
  font-size: 11px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

const track = css`
  position: relative;
  display: block;
  height: 10px;
  border-radius: ${radius.pill};
  background: ${color.sunken};
`;

const fill = css`
  display: block;
  height: 100%;
  border-radius: ${radius.pill};
  background: ${color.accent};
`;

const fillFlagged = css`
  background: ${color.danger};
`;

const tick = css`
  position: absolute;
  top: -3px;
  bottom: -3px;
  width: 2px;
  margin-left: -1px;
  background: ${color.textMuted};
  opacity: 0.6;
`;

const barValue = css`
  font-size: ${font.small};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const pair = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${space.xl};
`;

const big = css`
  margin: 0;
  font-size: ${font.title};
  font-weight: 600;
  line-height: 1.2;
`;

const shares = css`
  display: flex;
  height: 10px;
  overflow: hidden;
  border-radius: ${radius.pill};
  background: ${color.sunken};
`;

const sharePositive = css`
  background: ${color.success};
`;

const shareNeutral = css`
  background: ${color.borderStrong};
`;

const shareNegative = css`
  background: ${color.danger};
`;

const legend = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${font.small};
  font-variant-numeric: tabular-nums;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const swatch = css`
  width: 10px;
  height: 10px;
  border-radius: 3px;
`;
