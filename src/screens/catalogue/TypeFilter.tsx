import { css } from '@linaria/core';
import { visuallyHidden } from '../../ui/a11y';
import { color, font, radius, space } from '../../ui/tokens';
import { typeLabel } from './entries';

/** The type filter: "All" and each type the catalogue has, as radios styled as chips (arrow keys move between them). */
export function TypeFilter({ types, value, onChange }: { types: string[]; value: string | null; onChange: (type: string | null) => void }) {
  const choices: Array<{ value: string | null; label: string }> = [{ value: null, label: 'All' }, ...types.map((type) => ({ value: type, label: typeLabel(type) }))];
  return (
    <fieldset className={group}>
      <legend className={visuallyHidden}>Type</legend>
      {choices.map((choice) => (
        <label key={choice.value ?? 'all'} className={chip}>
          <input type="radio" name="model-type" className={visuallyHidden} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

const group = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  border: 0;
`;

const chip = css`
  span {
    display: inline-block;
    padding: ${space.xs} ${space.md};
    border: 1px solid ${color.borderStrong};
    border-radius: ${radius.pill};
    color: ${color.text};
    font-size: ${font.small};
    font-weight: 550;
    cursor: pointer;
  }
  input:checked + span {
    border-color: ${color.accent};
    background: ${color.accent};
    color: ${color.textOnAccent};
  }
  input:focus-visible + span {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;
