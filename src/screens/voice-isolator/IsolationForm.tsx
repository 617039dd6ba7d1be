import type { FormEvent } from 'react';
import { css, cx } from '@linaria/core';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/FormRefusal';
import { FileDrop } from '../../ui/media/FileDrop';
import { fieldBox, fieldLabel, fieldStack, formFooter } from '../../ui/formField';
import { muted, searchBox } from '../../ui/mediaTool';
import { space } from '../../ui/tokens';

// The voice isolator's form (SPEC §2): the recording (dropped or chosen, checked before it is
// sent), the model (one not available here shown, disabled, with why), and Isolate voice; the
// server's refusal under it with Try again.

export interface IsolationModel {
  key: string;
  name: string;
  isAvailable: boolean;
  unavailableReason?: string | null;
}

export interface IsolationFormProps {
  models: IsolationModel[];
  modelsLoading: boolean;
  model: string | null;
  file: { name: string; size: number } | null;
  refusal: string | null;
  error: string | null;
  outOfCredits: boolean;
  uploading: boolean;
  canRetry: boolean;
  onModel(model: string): void;
  onFile(file: File): void;
  onSubmit(): void;
  onRetry(): void;
}

export function IsolationForm(props: IsolationFormProps) {
  const { models, modelsLoading, model, file, refusal, error, outOfCredits, uploading, canRetry } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className={form} onSubmit={submit} aria-label="Isolate a voice">
      <FileDrop label="Recording" file={file} refusal={refusal} disabled={uploading} onChoose={props.onFile} />
      <label className={fieldStack}>
        <span className={fieldLabel}>Model</span>
        <select className={cx(fieldBox, searchBox)} value={model ?? ''} disabled={uploading || modelsLoading} onChange={(event) => props.onModel(event.target.value)}>
          {modelsLoading && <option value="">Loading the models…</option>}
          {!modelsLoading && !models.length && <option value="">No voice isolation model on this server</option>}
          {models.map((entry) => (
            <option key={entry.key} value={entry.key} disabled={!entry.isAvailable}>
              {entry.isAvailable ? entry.name : `${entry.name} (unavailable: ${entry.unavailableReason ?? 'not available here'})`}
            </option>
          ))}
        </select>
      </label>
      {error && <FormRefusal message={error} outOfCredits={outOfCredits} />}
      <div className={formFooter}>
        <span className={muted}>Speech is kept; steady background noise is removed.</span>
        <span>
          {canRetry && (
            <Button variant="secondary" onClick={props.onRetry} disabled={uploading}>
              Try again
            </Button>
          )}{' '}
          <Button type="submit" disabled={uploading}>
            {uploading ? 'Uploading…' : 'Isolate voice'}
          </Button>
        </span>
      </div>
    </form>
  );
}

// The fields a little apart: the drop zone, the model and the buttons are three steps.
const form = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;
