// Renaming an item in place (a speech, an isolated voice): its title in a box, Save and Cancel
// (Escape cancels), the server's refusal under it. The draft is this form's own until saved.
import { useState, type FormEvent } from 'react';
import { cx } from '@linaria/core';
import { Button } from './Button';
import { ErrorText } from './Field';
import { fieldBox, fieldStack } from './formField';
import { buttons, searchBox } from './mediaTool';

export interface RenameFormProps {
  /** Names the form for a screen reader: "Rename speech". */
  label: string;
  title: string;
  maxLength: number;
  saving: boolean;
  error: string | null;
  onSave(title: string): void;
  onCancel(): void;
}

export function RenameForm({ label, title, maxLength, saving, error, onSave, onCancel }: RenameFormProps) {
  const [draft, setDraft] = useState(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  return (
    <form className={fieldStack} onSubmit={submit} aria-label={label}>
      <input
        className={cx(fieldBox, searchBox)}
        aria-label="Title"
        value={draft}
        maxLength={maxLength}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      />
      <ErrorText>{error}</ErrorText>
      <span className={buttons}>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          Save
        </Button>
      </span>
    </form>
  );
}
