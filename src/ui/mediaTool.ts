// The media tools' layout and their lists' look (voiceover, transcriber, isolator, composer,
// imagine, video): the page's two columns (the form and preview; the lists beside them, under them
// on a phone), panels, and the rows of page-read lists.
import { css } from '@linaria/core';
import { breakpoint, color, font, radius, space } from './tokens';

export const page = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  align-items: start;
  gap: ${space.xxl};
  max-width: 1180px;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
  ${breakpoint.narrow} {
    gap: ${space.xl};
  }
`;

export const side = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  min-width: 0;
`;

export const panel = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  min-width: 0;
`;

export const panelHead = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  & h2 {
    margin: 0;
    font-size: ${font.body};
  }
`;

/** A list that scrolls by itself (infinite scroll within 500 px of its end). */
export const scrollingList = css`
  max-height: 360px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

export const row = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md};
  border-bottom: 1px solid ${color.border};
  &:last-child {
    border-bottom: 0;
  }
`;

export const rowMain = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${space.xs} 0;
  border: 0;
  background: none;
  color: ${color.text};
  text-align: left;
  text-decoration: none;
  font: inherit;
  cursor: pointer;
  & strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 550;
  }
`;

export const chosen = css`
  background: ${color.accentSoft};
`;

export const muted = css`
  color: ${color.textMuted};
  font-size: ${font.small};
`;

export const listNote = css`
  margin: 0;
  padding: ${space.md};
  color: ${color.textMuted};
  font-size: ${font.small};
`;

export const buttons = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space.sm};
`;

export const searchBox = css`
  padding: ${space.sm} ${space.md};
`;

export const promptBox = css`
  min-height: 140px;
  padding: ${space.md};
`;
