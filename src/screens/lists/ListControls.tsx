import { css } from '@linaria/core';
import { visuallyHidden } from '../../ui/a11y';
import { color, font, radius, space } from '../../ui/tokens';
import type { ListQuery } from '../../machines/lists/listSource';
import type { ListHandle } from './useList';

// What a library list is searched, sorted and filtered by (SPEC §2 "Resource lists"), above its
// ListView: each control calls the list back (useList), the list machine makes the new query and
// its first page is read again (the server sorts and filters, so paging stays right). The search waits
// for typing to pause (the machine's debounce); the order and the status apply at once.

/** The orders every library list offers, in the gateway's words (schema/library.graphql `ListSort`). */
const sorts = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'Title A–Z' },
] as const;

const statuses = [
  { value: null, label: 'All' },
  { value: 1, label: 'Active' },
  { value: 0, label: 'Inactive' },
] as const;

/**
 * What an empty list says when its search or status filter found nothing: "No inactive
 * classification contains “tea”.", "No active documents.".
 */
export function nothingMatches(one: string, many: string) {
  return ({ search, filters }: ListQuery) => {
    const status = filters.status === 1 ? 'active ' : filters.status === 0 ? 'inactive ' : '';
    return search ? `No ${status}${one} contains “${search}”.` : `No ${status}${many}.`;
  };
}

interface Props {
  list: Pick<ListHandle, 'typed' | 'sort' | 'statusFilter' | 'search' | 'sortBy' | 'filter'>;
  /** What the list holds, in the plural ("classifications"): names the search and the controls. */
  noun: string;
  /** SPEC's status 1/0: a filter All / Active / Inactive, for lists whose items have one. */
  statusFilter?: boolean;
}

export function ListControls({ list, noun, statusFilter = false }: Props) {
  const { typed, statusFilter: status } = list;
  const sort = list.sort ?? 'newest';
  return (
    <div className={controls}>
      <input
        type="search"
        className={search}
        aria-label={`Search ${noun}`}
        placeholder={`Search ${noun}`}
        value={typed}
        onChange={(event) => list.search(event.target.value)}
      />
      <div className={row}>
        <SortSelect noun={noun} value={sort} onChange={(value) => list.sortBy(value === 'newest' ? null : value)} />
        {statusFilter && (
          <fieldset className={segments}>
            <legend className={visuallyHidden}>Show</legend>
            {statuses.map((option) => (
              <label key={option.label} className={segment}>
                <input
                  type="radio"
                  name={`status-${noun}`}
                  checked={status === option.value}
                  onChange={() => list.filter(option.value === null ? {} : { status: option.value })}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </div>
  );
}

export type SortChoice = (typeof sorts)[number]['value'];

/** The order of a list: Newest first / Oldest first / Title A–Z (also the chat history's). */
export function SortSelect({ noun, value, onChange }: { noun: string; value: string; onChange: (value: SortChoice) => void }) {
  return (
    <select className={select} aria-label={`Sort ${noun}`} value={value} onChange={(event) => onChange(event.target.value as SortChoice)}>
      {sorts.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

const controls = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin-bottom: ${space.sm};
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
`;

const box = `
  box-sizing: border-box;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-size: ${font.small};
  &:focus-visible {
    border-color: ${color.accent};
    outline: 3px solid ${color.focus};
    outline-offset: -1px;
  }
`;

const search = css`
  ${box};
  width: 100%;
  padding: ${space.sm} ${space.md};
`;

const select = css`
  ${box};
  min-height: 36px;
  padding: 0 ${space.sm};
`;

// Three radios drawn as one segmented control; the legend is read, not shown.
const segments = css`
  display: inline-flex;
  margin: 0;
  padding: 2px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.sunken};
`;

const segment = css`
  position: relative;
  display: inline-flex;
  & > input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  & > span {
    padding: 6px ${space.sm};
    border-radius: ${radius.sm};
    color: ${color.textMuted};
    font-size: ${font.small};
  }
  & > input:checked + span {
    background: ${color.surface};
    color: ${color.text};
    font-weight: 600;
  }
  & > input:focus-visible + span {
    outline: 3px solid ${color.focus};
  }
`;
