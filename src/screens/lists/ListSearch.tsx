import { css } from '@linaria/core';
import { color, font, radius, space } from '../../ui/tokens';
import type { ListHandle } from './useList';

// The search field of a list: what is typed goes to the list machine at once (useList), whose
// query takes it 200 ms after the last keystroke (SPEC §2), read from the first page.

export function ListSearch({ list, label, placeholder = label }: { list: Pick<ListHandle, 'typed' | 'search'>; label: string; placeholder?: string }) {
  const text = list.typed;
  return (
    <input
      type="search"
      className={field}
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => list.search(event.target.value)}
    />
  );
}

const field = css`
  box-sizing: border-box;
  width: 100%;
  margin-bottom: ${space.sm};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-size: ${font.body};
`;
