import { useId, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { css, cx } from '@linaria/core';
import { maxClassificationInput } from '../../../contract/tool-limits';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/FormRefusal';
import { Spinner } from '../../ui/Spinner';
import { fieldArea, fieldBox, fieldLabel, formFooter } from '../../ui/formField';
import { color, font, space } from '../../ui/tokens';

// The classifier's form: the text, how much of the limit it uses, and why it was refused. A
// workspace out of credits is shown the way to the plans.

/** Where "out of credits" sends the reader (the billing screens list the plans there). */

interface Props {
  input: string;
  busy: boolean;
  error: string | null;
  outOfCredits: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onFocus?: () => void;
  /** The text box, for the screen to put the focus back in (after a delete). */
  textRef?: Ref<HTMLTextAreaElement>;
}

const count = new Intl.NumberFormat('en');

export function ClassifierForm({ input, busy, error, outOfCredits, onChange, onSubmit, onFocus, textRef }: Props) {
  const counterId = useId();
  const errorId = useId();
  const length = input.trim().length;
  const over = length > maxClassificationInput;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  // Ctrl+Enter (⌘+Enter) classifies from the text box; Enter alone adds a line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <form className={form} onSubmit={submit} noValidate aria-busy={busy}>
      <label className={fieldLabel} htmlFor={`${counterId}-text`}>
        Text to classify
      </label>
      <textarea
        ref={textRef}
        id={`${counterId}-text`}
        className={cx(fieldBox, fieldArea, box, over && boxOver)}
        value={input}
        rows={5}
        placeholder="Paste or type a text: a comment, a review, a message…"
        aria-describedby={cx(counterId, error && errorId) || undefined}
        aria-invalid={over || !!error || undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      />
      <div className={formFooter}>
        <span id={counterId} className={cx(counter, over && counterOver)}>
          {count.format(length)} / {count.format(maxClassificationInput)} characters
        </span>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner decorative />}
          {busy ? 'Classifying…' : 'Classify'}
        </Button>
      </div>
      {error && (
        <FormRefusal id={errorId} message={error} outOfCredits={outOfCredits} />
      )}
    </form>
  );
}

const form = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const box = css`
  min-height: 120px;
  padding: ${space.md};
`;

// Over the limit, unless focused (the focus ring's colour then says where the typing goes).
const boxOver = css`
  &&:not(:focus) {
    border-color: ${color.danger};
  }
`;

const counter = css`
  color: ${color.textMuted};
  font-size: ${font.small};
  font-variant-numeric: tabular-nums;
`;

const counterOver = css`
  color: ${color.danger};
  font-weight: 550;
`;

