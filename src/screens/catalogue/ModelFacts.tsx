import { css, cx } from '@linaria/core';
import { Link } from 'wouter';
import type { CatalogueModel } from '../../machines/catalogue/catalogueView';
import { modelStanding } from '../../machines/catalogue/modelStanding';
import { color, font, radius, space } from '../../ui/tokens';
import { capabilityLabel, modalityLabel, typeLabel } from './entries';

// What the card and the detail both say about a model: its type, what it reads, what it can
// do (small labels), and whether it can be used now, with the reason when not.

export function ModelTags({ model }: { model: CatalogueModel }) {
  return (
    <ul className={tags} aria-label="Type, inputs and capabilities">
      <li className={cx(tag, typeTag)}>{typeLabel(model.type)}</li>
      {model.modalitiesInput.map((modality) => (
        <li key={`in-${modality}`} className={tag}>
          Reads {modalityLabel(modality).toLowerCase()}
        </li>
      ))}
      {model.capabilities.map((capability) => (
        <li key={`can-${capability}`} className={tag}>
          {capabilityLabel(capability)}
        </li>
      ))}
    </ul>
  );
}

/** One state: available, available after logging in, locked by the plan, or unavailable, each with its reason. */
export function ModelStatus({ model }: { model: CatalogueModel }) {
  const standing = modelStanding(model);
  return (
    <div className={status}>
      {standing.kind === 'available' && (
        <p className={available}>
          <span aria-hidden="true" className={tick}>
            ✓
          </span>
          Available
        </p>
      )}
      {standing.kind === 'after-login' && (
        <p className={unavailable}>
          Available after <Link href="/login">logging in</Link>
        </p>
      )}
      {standing.kind === 'locked' && <p className={unavailable}>Locked: {standing.reason}</p>}
      {standing.kind === 'unavailable' && <p className={unavailable}>Unavailable: {standing.reason}</p>}
    </div>
  );
}

const tags = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tag = css`
  padding: 1px ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  color: ${color.textMuted};
  font-size: 12px;
  line-height: 1.6;
  white-space: nowrap;
`;

const typeTag = css`
  border-color: transparent;
  background: ${color.accentSoft};
  color: ${color.accent};
  font-weight: 600;
`;

const status = css`
  display: grid;
  gap: 2px;
  font-size: ${font.small};
  p {
    margin: 0;
  }
`;

// The word in the text colour, the tick in green: green text on a dimmed card is too faint to read (WCAG 1.4.3).
const available = css`
  color: ${color.text};
  font-weight: 600;
`;

const tick = css`
  margin-right: ${space.xs};
  color: ${color.success};
`;

const unavailable = css`
  color: ${color.textMuted};
  a {
    color: ${color.accent};
  }
`;
