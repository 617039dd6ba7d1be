import { useId, useState, type InputHTMLAttributes } from 'react';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Field';
import { fieldBox, fieldLabel, fieldStack } from '../../ui/formField';
import { inlineForm, inlineRow } from './styles';

// One field and its button (rename, create, invite): the text is the view's own until sent;
// the screen remounts it (a new key) after a success, which empties it.
export function InlineForm({
  label,
  submit,
  busy,
  error,
  initial = '',
  onSubmit,
  input,
}: {
  label: string;
  submit: string;
  busy: boolean;
  error: string | null;
  initial?: string;
  onSubmit: (value: string) => void;
  input?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const [value, setValue] = useState(initial);
  const id = useId();
  return (
    <form
      className={inlineForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim() && !busy) onSubmit(value.trim());
      }}
    >
      <div className={inlineRow}>
        <div className={fieldStack}>
          <label htmlFor={id} className={fieldLabel}>
            {label}
          </label>
          <input id={id} className={fieldBox} value={value} onChange={(event) => setValue(event.target.value)} aria-invalid={error ? true : undefined} {...input} />
        </div>
        <Button type="submit" variant="secondary" disabled={busy || !value.trim()}>
          {submit}
        </Button>
      </div>
      <ErrorText>{error}</ErrorText>
    </form>
  );
}
