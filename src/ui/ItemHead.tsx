// The head of a media item on show (a speech, a transcription, an isolated voice, a composition):
// its title as the preview's heading with Rename and Delete beside it, or the rename form while
// renaming. The flow (editing, saving, the server's refusal) is the screen's machine's; this only
// shows it.
import { Button } from './Button';
import { RenameForm } from './RenameForm';
import { buttons, panelHead } from './mediaTool';

/** Where renaming the item on show stands, and what a view calls back. */
export interface TitleRename {
  renaming: boolean;
  saving: boolean;
  /** The server's refusal in words, shown under the title box. */
  error: string | null;
  onRenameStart(): void;
  onRenameSave(title: string): void;
  onRenameCancel(): void;
}

export interface ItemHeadProps extends TitleRename {
  title: string;
  /** Names the rename form for a screen reader: "Rename speech". */
  label: string;
  maxLength: number;
  onDelete(): void;
}

export function ItemHead({ title, label, maxLength, renaming, saving, error, onRenameStart, onRenameSave, onRenameCancel, onDelete }: ItemHeadProps) {
  if (renaming) return <RenameForm label={label} title={title} maxLength={maxLength} saving={saving} error={error} onSave={onRenameSave} onCancel={onRenameCancel} />;
  return (
    <div className={panelHead}>
      <h2>{title}</h2>
      <span className={buttons}>
        <Button variant="ghost" onClick={onRenameStart}>
          Rename
        </Button>
        <Button variant="ghost" onClick={onDelete}>
          Delete
        </Button>
      </span>
    </div>
  );
}
