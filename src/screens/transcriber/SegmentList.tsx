import { useEffect, useRef } from 'react';
import { css, cx } from '@linaria/core';
import { clockTime } from '../../ui/media/AudioPlayer';
import { color, font, radius, space } from '../../ui/tokens';

// The transcript's segments (SPEC §2 "preview with segments"): each its start–end time and text, a
// button that plays the audio from its start (click, Enter or Space); the one being heard is
// marked and kept in view inside the list as the audio plays.

export interface SegmentListProps {
  segments: readonly { start: number; end: number; text: string }[];
  /** The index of the segment being heard, or -1. */
  current: number;
  onPlay(start: number): void;
}

/** The segment the time falls in: the last that started at or before it, while it lasts. */
export function segmentAt(segments: SegmentListProps['segments'], seconds: number): number {
  for (let index = segments.length - 1; index >= 0; index--) {
    const segment = segments[index]!;
    if (segment.start <= seconds) return seconds <= segment.end + 0.05 ? index : -1;
  }
  return -1;
}

export function SegmentList({ segments, current, onPlay }: SegmentListProps) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const box = list.current;
    const item = box?.children[current] as HTMLElement | undefined;
    if (!box || !item) return;
    // Inside the list only: the page stays where the reader put it.
    if (item.offsetTop < box.scrollTop) box.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = item.offsetTop + item.offsetHeight - box.clientHeight;
  }, [current]);
  return (
    <ol ref={list} className={listBox} aria-label="Segments">
      {segments.map((segment, index) => (
        <li key={`${segment.start}-${index}`}>
          <button type="button" className={cx(item, index === current && currentItem)} aria-current={index === current ? 'true' : undefined} onClick={() => onPlay(segment.start)}>
            <span className={times}>
              {clockTime(segment.start)}–{clockTime(segment.end)}
            </span>
            <span>{segment.text}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

const listBox = css`
  position: relative;
  max-height: 320px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
`;
const item = css`
  display: flex;
  gap: ${space.md};
  width: 100%;
  padding: ${space.sm} ${space.md};
  border: 0;
  border-bottom: 1px solid ${color.border};
  background: none;
  color: ${color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${color.accentSoft};
  }
`;
const currentItem = css`
  background: ${color.accentSoft};
  box-shadow: inset 3px 0 0 ${color.accent};
`;
const times = css`
  flex: none;
  color: ${color.textMuted};
  font-size: ${font.small};
  font-variant-numeric: tabular-nums;
`;
