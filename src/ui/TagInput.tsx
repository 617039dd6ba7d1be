import type { KeyboardEvent } from 'react';
import { css, cx } from '@linaria/core';
import { fieldBox, fieldLabel, fieldStack } from './formField';
import { searchBox } from './mediaTool';
import { color, font, radius, space } from './tokens';

// Tags as chips: typed into one field, a chip made on Enter or a comma (the owner splits the
// text it is handed), each removable with its own labelled button; Backspace in an empty field
// removes the last. Presentational: the owner keeps the tags and the draft.

interface TagInputProps {
  label: string;
  tags: readonly string[];
  draft: string;
  onDraft(value: string): void;
  onAdd(): void;
  onRemove(tag: string): void;
  maxLength?: number;
  hint?: string;
}

export function TagInput({ label, tags, draft, onDraft, onAdd, onRemove, maxLength, hint }: TagInputProps) {
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // A chip, not the form sent.
      event.preventDefault();
      onAdd();
    } else if (event.key === 'Backspace' && draft === '' && tags.length) {
      onRemove(tags[tags.length - 1]!);
    }
  };
  return (
    <div className={fieldStack}>
      <label className={fieldStack}>
        <span className={fieldLabel}>{label}</span>
        <input className={cx(fieldBox, searchBox)} value={draft} maxLength={maxLength} onChange={(event) => onDraft(event.target.value)} onKeyDown={keyDown} aria-describedby={hint ? 'tag-hint' : undefined} />
      </label>
      {hint && (
        <span id="tag-hint" className={hintText}>
          {hint}
        </span>
      )}
      {tags.length > 0 && (
        <ul className={chips} aria-label={label}>
          {tags.map((tag) => (
            <li key={tag} className={chip}>
              <span>{tag}</span>
              <button type="button" className={remove} aria-label={`Remove tag ${tag}`} title={`Remove tag ${tag}`} onClick={() => onRemove(tag)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const hintText = css`
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  padding: 2px 2px 2px ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.sunken};
  font-size: ${font.small};
`;

// 32 px to touch inside a small chip.
const remove = css`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${radius.pill};
  background: none;
  color: inherit;
  font-size: ${font.large};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${color.border};
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: -3px;
  }
`;
