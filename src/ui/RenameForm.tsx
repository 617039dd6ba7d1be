import { useState, type FormEvent } from 'react';
import { Button } from './Button';
import { ErrorText } from './Field';
import { fieldBox, fieldStack } from './formField';
import { buttons, searchBox } from './mediaTool';

// A title edited in place (a media tool's preview): Save sends the draft, Cancel or Escape leave
// it; the owner's machine decides whether anything changed and keeps the server's refusal.

interface RenameFormProps {
  /** What is renamed, for the form's name ("Rename composition"). */
  what: string;
  title: string;
  maxLength: number;
  saving: boolean;
  error: string | null;
  onSave(title: string): void;
  onCancel(): void;
}

export function RenameForm({ what, title, maxLength, saving, error, onSave, onCancel }: RenameFormProps) {
  const [draft, setDraft] = useState(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  return (
    <form className={fieldStack} onSubmit={submit} aria-label={`Rename ${what}`}>
      <input
        className={`${fieldBox} ${searchBox}`}
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
