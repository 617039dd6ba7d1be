import { css, cx } from '@linaria/core';
import type { WriterPresetsQuery } from '../../gateway/generated/graphql';
import { presetTile } from '../../lib/promptHelp';
import { color, font, radius, space } from '../../ui/tokens';

// The writer's templates as tiles (SPEC §9: title cut at 25 characters, description at 30; the
// whole text in the tooltip and the accessible name). The user's preferred templates come first,
// marked, each with a button that takes it off the list; "Free prompt" writes without one.

export type WriterPreset = WriterPresetsQuery['presets'][number];

interface Props {
  presets: readonly WriterPreset[];
  chosen: string | null;
  preferred: readonly string[];
  onChoose: (presetId: string | null) => void;
  onForget: (presetId: string) => void;
}

export function PresetTiles({ presets, chosen, preferred, onChoose, onForget }: Props) {
  const rank = (id: string) => (preferred.includes(id) ? preferred.indexOf(id) : preferred.length);
  const ordered = [...presets].sort((a, b) => rank(a.id) - rank(b.id));
  return (
    <ul className={grid} aria-label="Templates">
      <li className={item}>
        <button type="button" className={cx(tile, chosen === null && tileChosen)} aria-pressed={chosen === null} onClick={() => onChoose(null)}>
          <span className={tileTitle}>Free prompt</span>
          <span className={tileText}>Describe what to write</span>
        </button>
      </li>
      {ordered.map((preset) => {
        const shown = presetTile(preset);
        const mine = preferred.includes(preset.id);
        return (
          <li key={preset.id} className={item}>
            <button
              type="button"
              className={cx(tile, chosen === preset.id && tileChosen)}
              aria-pressed={chosen === preset.id}
              aria-label={`${preset.title}: ${preset.description}`}
              title={`${preset.title}\n${preset.description}`}
              onClick={() => onChoose(preset.id)}
            >
              <span className={tileTitle}>
                {mine && <span aria-hidden="true">★ </span>}
                {shown.title}
              </span>
              <span className={tileText}>{shown.description}</span>
            </button>
            {mine && (
              <button type="button" className={forget} aria-label={`Remove ${preset.title} from my templates`} title="Remove from my templates" onClick={() => onForget(preset.id)}>
                ×
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  position: relative;
  display: flex;
`;

const tile = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 0;
  padding: ${space.md};
  padding-right: ${space.xl};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${color.borderStrong};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const tileChosen = css`
  border-color: ${color.accent};
  background: ${color.accentSoft};
`;

const tileTitle = css`
  font-weight: 600;
  font-size: ${font.small};
`;

const tileText = css`
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const forget = css`
  position: absolute;
  top: ${space.xs};
  right: ${space.xs};
  width: 24px;
  height: 24px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textMuted};
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${color.sunken};
    color: ${color.text};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
  }
`;
