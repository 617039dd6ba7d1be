import type { FormEvent } from 'react';
import { css, cx } from '@linaria/core';
import { voiceNameMaxLength } from '../../../contract/voiceover';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorText } from '../../ui/Field';
import { fieldBox, fieldLabel, fieldStack } from '../../ui/formField';
import { Switch } from '../../ui/Switch';
import { space } from '../../ui/tokens';
import { buttons, searchBox } from '../../ui/mediaTool';

// The voice edit modal (SPEC §2): a clone's name and who sees it, a view over voiceEditMachine.

export interface VoiceEditModalProps {
  name: string;
  visibility: number;
  saving: boolean;
  error: string | null;
  onChange(change: { name?: string; visibility?: number }): void;
  onSave(): void;
  onClose(): void;
}

export function VoiceEditModal({ name, visibility, saving, error, onChange, onSave, onClose }: VoiceEditModalProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Dialog title="Edit voice" onClose={saving ? undefined : onClose}>
      <form className={fieldStack} onSubmit={submit} aria-label="Edit voice">
        <label className={fieldStack}>
          <span className={fieldLabel}>Name</span>
          <input className={cx(fieldBox, searchBox)} value={name} maxLength={voiceNameMaxLength} onChange={(event) => onChange({ name: event.target.value })} />
        </label>
        <div className={switchRow}>
          <Switch label="Everyone in the workspace can use it" checked={visibility === 1} onChange={(on) => onChange({ visibility: on ? 1 : 0 })} disabled={saving} />
          <span aria-hidden="true">{visibility === 1 ? 'Everyone in the workspace can use it' : 'Only you can use it'}</span>
        </div>
        <ErrorText>{error}</ErrorText>
        <span className={buttons}>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            Save
          </Button>
        </span>
      </form>
    </Dialog>
  );
}

const switchRow = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
`;
