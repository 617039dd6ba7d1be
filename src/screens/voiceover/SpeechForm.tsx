import type { FormEvent } from 'react';
import { cx } from '@linaria/core';
import { maxSpeechPrompt } from '../../../contract/voiceover';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Field';
import { fieldArea, fieldBox, fieldLabel, fieldStack, formFooter } from '../../ui/formField';
import { muted, promptBox } from '../../ui/mediaTool';

// The settings and prompt (SPEC §2): the voice chosen in the list, the text to speak, Generate.

export interface SpeechFormProps {
  voiceName: string | null;
  prompt: string;
  error: string | null;
  creating: boolean;
  onPrompt(value: string): void;
  onSubmit(): void;
}

export function SpeechForm({ voiceName, prompt, error, creating, onPrompt, onSubmit }: SpeechFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={fieldStack} onSubmit={submit} aria-label="Make a speech">
      <p className={muted}>Voice: {voiceName ? <strong>{voiceName}</strong> : 'choose one in the list'}</p>
      <label className={fieldStack}>
        <span className={fieldLabel}>Text to speak</span>
        <textarea className={cx(fieldBox, fieldArea, promptBox)} value={prompt} onChange={(event) => onPrompt(event.target.value)} aria-invalid={!!error} />
      </label>
      <ErrorText>{error}</ErrorText>
      <div className={formFooter}>
        <span className={muted}>
          {prompt.trim().length.toLocaleString('en-US')} / {maxSpeechPrompt.toLocaleString('en-US')}
        </span>
        <Button type="submit" disabled={creating}>
          {creating ? 'Starting…' : 'Generate'}
        </Button>
      </div>
    </form>
  );
}
