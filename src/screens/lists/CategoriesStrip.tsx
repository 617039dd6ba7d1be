import { useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { css, cx } from '@linaria/core';
import { CategoriesQuery } from '../../gateway/catalogue/operations';
import { color, font, radius, space } from '../../ui/tokens';

// The categories strip above a list (SPEC §2): one chip per category of the list's kinds,
// plus All. It scrolls itself sideways one step every 20 ms, starting after 1 s (SPEC §8), and
// stands still while the pointer is over it or focus is in it, and for people who ask for
// reduced motion. Every chip is a button in the tab order; the arrow keys move between them.

export const AUTO_SCROLL_DELAY_MS = 1000;
export const AUTO_SCROLL_STEP_MS = 20;
const STEP_PX = 1;

interface CategoriesStripProps {
  /** The kinds of categories to show (`preset`, `image`, …). */
  types: string[];
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
  label?: string;
}

export function CategoriesStrip({ types, selected, onSelect, label = 'Categories' }: CategoriesStripProps) {
  const [{ data }] = useQuery({ query: CategoriesQuery, variables: { types } });
  const strip = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState({ hovered: false, focused: false });
  const paused = held.hovered || held.focused;
  const categories = data?.categories ?? [];

  useEffect(() => {
    const element = strip.current;
    if (!element || paused || !categories.length || prefersReducedMotion()) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      timer = setInterval(() => {
        // At the end it starts over from the first chip.
        const end = element.scrollWidth - element.clientWidth;
        element.scrollLeft = element.scrollLeft >= end - 1 ? 0 : element.scrollLeft + STEP_PX;
      }, AUTO_SCROLL_STEP_MS);
    }, AUTO_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(timer);
    };
  }, [paused, categories.length]);

  if (!categories.length) return null;
  const chips = [{ id: null, title: 'All' }, ...categories];
  return (
    <div
      ref={strip}
      role="toolbar"
      aria-label={label}
      className={stripStyle}
      onMouseEnter={() => setHeld((h) => ({ ...h, hovered: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hovered: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focused: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focused: false }));
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
        const buttons = [...event.currentTarget.querySelectorAll('button')];
        const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
        buttons[Math.min(buttons.length - 1, Math.max(0, at + (event.key === 'ArrowRight' ? 1 : -1)))]?.focus();
        event.preventDefault();
      }}
    >
      {chips.map((chip) => (
        <button key={chip.id ?? 'all'} type="button" aria-pressed={chip.id === selected} className={cx(chipStyle, chip.id === selected && chipOn)} onClick={() => onSelect(chip.id)}>
          {chip.title}
        </button>
      ))}
    </div>
  );
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

// A few pixels of room on each side, taken back by the margin, so the first and last chips'
// focus rings are not cut by the scrolling edge.
const stripStyle = css`
  display: flex;
  gap: ${space.sm};
  overflow-x: auto;
  margin: 0 -4px;
  padding: ${space.xs} 4px;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const chipStyle = css`
  flex: none;
  min-height: 32px;
  padding: 0 ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-size: ${font.small};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${color.sunken};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const chipOn = css`
  border-color: ${color.accent};
  background: ${color.accentSoft};
  color: ${color.text};
`;
