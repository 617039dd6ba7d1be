import { css } from '@linaria/core';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { space } from './tokens';

// The one confirmation before deleting an item (a conversation, a document, a classification, a
// speech, …): the question, what goes, Cancel and Delete; both held while the delete is on its
// way, and the dialog cannot be dismissed then (the answer would land on a closed dialog).

interface Props {
  title: string;
  description: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function ConfirmDelete({ title, description, busy, onCancel, onConfirm }: Props) {
  return (
    <Dialog title={title} description={description} onClose={busy ? undefined : onCancel}>
      <div className={buttons}>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        {/* Keeps its name while held: a screen reader hears the same button, now unavailable. */}
        <Button variant="danger" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}

const buttons = css`
  display: flex;
  justify-content: flex-end;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;
