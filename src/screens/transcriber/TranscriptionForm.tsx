import type { FormEvent } from 'react';
import type { ModelFieldsFragment as Model } from '../../gateway/generated/graphql';
import { Button } from '../../ui/Button';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { ErrorText } from '../../ui/Field';
import { FileDrop } from '../../ui/media/FileDrop';
import { fieldStack, formFooter } from '../../ui/formField';
import { buttons } from '../../ui/mediaTool';

// The upload (SPEC §2 "Transcriber: upload"): the file (dropped or chosen; the browser's refusal
// under it in the SPEC's words), the transcription model (one not available here disabled, with
// why), Transcribe, and the server's words with Try again when it refuses.

export interface TranscriptionFormProps {
  file: { name: string; size: number } | null;
  refusal: string | null;
  error: string | null;
  uploading: boolean;
  canRetry: boolean;
  models: Model[];
  modelsLoading: boolean;
  model: string | null;
  onChoose(file: File): void;
  onModel(key: string): void;
  onSubmit(): void;
  onRetry(): void;
}

export function TranscriptionForm({ file, refusal, error, uploading, canRetry, models, modelsLoading, model, onChoose, onModel, onSubmit, onRetry }: TranscriptionFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={fieldStack} onSubmit={submit} aria-label="Transcribe a file">
      <FileDrop label="Audio or video file" file={file} refusal={refusal} disabled={uploading} onChoose={onChoose} />
      <ChoiceGroup
        legend="Model"
        name="transcription-model"
        choices={models.map((entry) => ({ value: entry.key, label: entry.name, detail: entry.description, locked: entry.isAvailable ? null : (entry.unavailableReason ?? 'Not available here.') }))}
        value={model}
        onChange={onModel}
        empty={modelsLoading ? 'Loading the models…' : 'No transcription model is offered.'}
      />
      <ErrorText>{error}</ErrorText>
      <div className={formFooter}>
        <span className={buttons}>
          {canRetry && (
            <Button variant="ghost" onClick={onRetry} disabled={uploading}>
              Try again
            </Button>
          )}
          <Button type="submit" disabled={uploading}>
            {uploading ? 'Uploading…' : 'Transcribe'}
          </Button>
        </span>
      </div>
    </form>
  );
}
