import { css, cx } from '@linaria/core';
import type { CatalogueModel } from '../../machines/catalogue/catalogueView';
import { color, font, radius, shadow, space } from '../../ui/tokens';
import { ModelStatus, ModelTags } from './ModelFacts';
import { PinButton } from './PinButton';

interface ModelCardProps {
  model: CatalogueModel & { pinned: boolean };
  onOpen: () => void;
  onPin: () => void;
}

/** One model in the grid: its name opens the detail; a model the caller may not use is dimmed and says why. */
export function ModelCard({ model, onOpen, onPin }: ModelCardProps) {
  return (
    <article className={cx(card, !model.granted && locked)} aria-label={model.name}>
      <div className={head}>
        <h3 className={name}>
          <button type="button" className={open} onClick={onOpen} aria-haspopup="dialog">
            {model.name}
          </button>
        </h3>
        <PinButton name={model.name} pinned={model.pinned} onToggle={onPin} />
      </div>
      {model.description && <p className={description}>{model.description}</p>}
      <ModelTags model={model} />
      <ModelStatus model={model} />
    </article>
  );
}

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  min-width: 0;
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

const locked = css`
  background: ${color.page};
  box-shadow: none;
`;

const head = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.sm};
`;

const name = css`
  margin: 0;
  font-size: ${font.large};
  line-height: 1.35;
  min-width: 0;
`;

// The name is the card's way in; the whole card is not one button, so the pin button can sit beside it.
const open = css`
  padding: 0;
  border: 0;
  background: none;
  color: ${color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    color: ${color.accent};
    text-decoration: underline;
  }
`;

const description = css`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${color.textMuted};
  font-size: ${font.small};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
`;
