import { useCallback, useEffect } from 'react';
import { css, cx } from '@linaria/core';
import { PREFERRED_PRESETS_KEY } from '../../machines/writer/documentMachine';
import { presetSource, type GalleryPreset } from '../../machines/writer/presetSource';
import { presetTile } from '../../lib/promptHelp';
import { visuallyHidden } from '../../ui/a11y';
import { color, font, radius, space } from '../../ui/tokens';
import { CategoriesStrip } from '../lists/CategoriesStrip';
import { ListSearch } from '../lists/ListSearch';
import { ListView, type ItemControls } from '../lists/ListView';
import { useList } from '../lists/useList';

// The writer's template gallery (SPEC §2 "Resource lists", §9): the shared list (useList,
// ListView's masonry grid) over the presets, the categories strip above it ("All" first), a
// search, and a pin on every tile. The pins are the preferred templates (preferredPresets, kept
// by documentMachine with the free plan's rule of 3): the list is told them and shows them first,
// in pin order. Tiles cut the title at 25 characters and the description at 30 (SPEC §9), the
// whole text in the tooltip and the accessible name; "Free prompt" comes first, outside the list
// (it is no template, and is never filtered out).

/** A tile is its text: two lines and the padding. */
const TILE_HEIGHT_PX = 76;
const textOnly = () => ({ width: 1, height: 0 });

interface Props {
  chosen: string | null;
  /** The preferred templates, in pin order. */
  pinned: readonly string[];
  onChoose: (presetId: string | null) => void;
  onPin: (presetId: string) => void;
  onUnpin: (presetId: string) => void;
}

export function PresetGallery({ chosen, pinned, onChoose, onPin, onUnpin }: Props) {
  const list = useList({ source: presetSource, listKey: PREFERRED_PRESETS_KEY });
  const { setPins, filter } = list;
  useEffect(() => {
    setPins(pinned);
  }, [setPins, pinned]);
  const category = list.filters.category;
  const typed = list.typed.trim();

  const renderItem = useCallback(
    (preset: GalleryPreset, controls: ItemControls) => (
      <PresetTile preset={preset} chosen={preset.id === chosen} pinned={controls.pinned} onChoose={onChoose} onPin={onPin} onUnpin={onUnpin} />
    ),
    [chosen, onChoose, onPin, onUnpin],
  );

  return (
    <section className={gallery} aria-label="Template gallery">
      <CategoriesStrip
        types={['preset']}
        label="Template categories"
        selected={typeof category === 'string' ? category : null}
        onSelect={(id) => filter(id ? { category: id } : {})}
      />
      <ListSearch list={list} label="Search templates" />
      <button type="button" className={cx(tile, freeTile, chosen === null && tileChosen)} aria-pressed={chosen === null} onClick={() => onChoose(null)}>
        <span className={tileTitle}>Free prompt</span>
        <span className={tileText}>Describe what to write</span>
      </button>
      <div className={listBox}>
        <ListView<GalleryPreset>
          list={list}
          label="Templates"
          layout="grid"
          columnWidth={170}
          captionHeight={TILE_HEIGHT_PX}
          sizeOf={textOnly}
          empty={typed ? `No templates match “${typed}”.` : category ? 'No templates in this category.' : 'No templates yet.'}
          renderItem={renderItem}
        />
      </div>
    </section>
  );
}

interface TileProps {
  preset: GalleryPreset;
  chosen: boolean;
  pinned: boolean;
  onChoose: (presetId: string) => void;
  onPin: (presetId: string) => void;
  onUnpin: (presetId: string) => void;
}

function PresetTile({ preset, chosen, pinned, onChoose, onPin, onUnpin }: TileProps) {
  const shown = presetTile(preset);
  return (
    <div className={item}>
      <button
        type="button"
        className={cx(tile, chosen && tileChosen)}
        aria-pressed={chosen}
        title={`${preset.title}\n${preset.description}`}
        onClick={() => onChoose(preset.id)}
      >
        {/* The whole text is the name, from the content itself: an aria-label that differs from
            the cut text shown is what speech input cannot match (axe's label-content-name-mismatch). */}
        <span className={visuallyHidden}>{`${preset.title}: ${preset.description}`}</span>
        <span className={tileTitle} aria-hidden="true">
          {shown.title}
        </span>
        <span className={tileText} aria-hidden="true">
          {shown.description}
        </span>
      </button>
      <button
        type="button"
        className={cx(pin, pinned && pinOn)}
        aria-pressed={pinned}
        aria-label={`${pinned ? 'Unpin' : 'Pin'} ${preset.title}`}
        title={pinned ? 'Unpin' : 'Pin to the top'}
        onClick={() => (pinned ? onUnpin(preset.id) : onPin(preset.id))}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M5 1.5h6l-1 4.5 3 3H9L8 15l-1-6H3l3-3z" fill={pinned ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}

const gallery = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  min-width: 0;
`;

// The grid scrolls inside this box (it is virtualised): as tall as its tiles, up to about
// three rows, so the form below stays in reach.
const listBox = css`
  display: flex;
  flex-direction: column;
  max-height: 280px;
`;

const item = css`
  position: relative;
  display: flex;
  height: 100%;
`;

const tile = css`
  box-sizing: border-box;
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-start;
  gap: 2px;
  min-width: 0;
  padding: ${space.sm} ${space.md};
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

const freeTile = css`
  flex: none;
  min-height: 56px;
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

const pin = css`
  position: absolute;
  top: ${space.xs};
  right: ${space.xs};
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textMuted};
  cursor: pointer;
  &:hover {
    background: ${color.sunken};
    color: ${color.text};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
  }
`;

const pinOn = css`
  color: ${color.accent};
`;
