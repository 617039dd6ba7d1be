import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { color, font, radius, space } from './tokens';

export interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
  /** A line under the label (a model's description, an assistant's expertise). */
  detail?: ReactNode;
  /** Why it cannot be chosen: shown in its place, and the radio is disabled. */
  locked?: string | null;
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  /** The radios' name: one group per name, so arrow keys stay inside it. */
  name: string;
  choices: readonly Choice<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  /** A long list scrolls inside the group instead of stretching its dialog. */
  scroll?: boolean;
  /** Said when there is nothing to choose (loading, failed, none). */
  empty?: ReactNode;
}

/** A labelled group of radio choices, each with an optional detail line or the reason it is locked. */
export function ChoiceGroup<Value extends string>({ legend, name, choices, value, onChange, scroll = false, empty }: ChoiceGroupProps<Value>) {
  return (
    <fieldset className={cx(group, scroll && scrolling)}>
      <legend className={legendText}>{legend}</legend>
      {choices.length === 0 && empty && (
        <p role="status" className={detailText}>
          {empty}
        </p>
      )}
      {choices.map((choice) => (
        <label key={choice.value} className={cx(option, choice.locked && locked)}>
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} disabled={!!choice.locked} onChange={() => onChange(choice.value)} />
          <span>
            <span className={labelText}>{choice.label}</span>
            {choice.locked ? <span className={reasonText}>Locked: {choice.locked}</span> : choice.detail && <span className={detailText}>{choice.detail}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

const group = css`
  display: grid;
  gap: ${space.xs};
  margin: 0 0 ${space.lg};
  padding: 0;
  border: 0;
`;

const scrolling = css`
  max-height: 32vh;
  overflow-y: auto;
`;

const legendText = css`
  margin-bottom: ${space.sm};
  font-weight: 600;
`;

const option = css`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.xs} ${space.sm};
  border-radius: ${radius.sm};
  cursor: pointer;
  &:hover {
    background: ${color.sunken};
  }
`;

const locked = css`
  cursor: not-allowed;
  opacity: 0.7;
`;

const labelText = css`
  display: block;
  font-weight: 550;
`;

const detailText = css`
  display: block;
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const reasonText = css`
  display: block;
  color: ${color.danger};
  font-size: ${font.small};
`;
