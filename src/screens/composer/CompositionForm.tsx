import type { FormEvent } from 'react';
import { css, cx } from '@linaria/core';
import { compositionSecondsChoices, maxCompositionPrompt, maxTagLength } from '../../../contract/composer';
import type { ModelFieldsFragment as Model } from '../../gateway/generated/graphql';
import { Button } from '../../ui/Button';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { ErrorText } from '../../ui/Field';
import { Switch } from '../../ui/Switch';
import { TagInput } from '../../ui/TagInput';
import { fieldArea, fieldBox, fieldLabel, fieldStack, formFooter } from '../../ui/formField';
import { muted, promptBox, searchBox } from '../../ui/mediaTool';
import { space } from '../../ui/tokens';

// The composer's form (SPEC §2, §3): the description, tags as chips, Instrumental, the music model
// (one not available here disabled with why), the length, Compose. Vocals asked of the offline
// model are said to be impossible here, before anything is sent.

export interface CompositionFormProps {
  prompt: string;
  tags: readonly string[];
  tagDraft: string;
  instrumental: boolean;
  seconds: number;
  model: string | null;
  models: readonly Model[];
  modelsNote: string | null;
  vocalsNote: string | null;
  error: string | null;
  creating: boolean;
  onPrompt(value: string): void;
  onTagDraft(value: string): void;
  onTagAdd(): void;
  onTagRemove(tag: string): void;
  onInstrumental(value: boolean): void;
  onModel(model: Model): void;
  onSeconds(value: number): void;
  onSubmit(): void;
}

export function CompositionForm(props: CompositionFormProps) {
  const { prompt, tags, tagDraft, instrumental, seconds, model, models, modelsNote, vocalsNote, error, creating } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const modelChoices = models.map((entry) => ({ value: entry.key, label: entry.name, detail: entry.description, locked: entry.isAvailable ? null : entry.unavailableReason }));
  return (
    <form className={fieldStack} onSubmit={submit} aria-label="Compose music">
      <label className={fieldStack}>
        <span className={fieldLabel}>Describe the music</span>
        <textarea className={cx(fieldBox, fieldArea, promptBox)} value={prompt} onChange={(event) => props.onPrompt(event.target.value)} aria-invalid={!!error} />
      </label>
      <TagInput
        label="Tags"
        hint="Mood, style or instruments: press Enter or type a comma after each."
        tags={tags}
        draft={tagDraft}
        maxLength={maxTagLength}
        onDraft={props.onTagDraft}
        onAdd={props.onTagAdd}
        onRemove={props.onTagRemove}
      />
      <div className={switchRow}>
        <Switch checked={instrumental} label="Instrumental" onChange={props.onInstrumental} />
        <span aria-hidden="true">Instrumental</span>
      </div>
      {vocalsNote && <p role="status">{vocalsNote}</p>}
      <ChoiceGroup
        legend="Model"
        name="composer-model"
        choices={modelChoices}
        value={model}
        empty={modelsNote}
        onChange={(key) => {
          const chosen = models.find((entry) => entry.key === key);
          if (chosen) props.onModel(chosen);
        }}
      />
      <label className={fieldStack}>
        <span className={fieldLabel}>Length</span>
        <select className={cx(fieldBox, searchBox)} value={seconds} onChange={(event) => props.onSeconds(Number(event.target.value))}>
          {compositionSecondsChoices.map((value) => (
            <option key={value} value={value}>
              {value} seconds
            </option>
          ))}
        </select>
      </label>
      <ErrorText>{error}</ErrorText>
      <div className={formFooter}>
        <span className={muted}>
          {prompt.trim().length.toLocaleString('en-US')} / {maxCompositionPrompt.toLocaleString('en-US')}
        </span>
        <Button type="submit" disabled={creating}>
          {creating ? 'Starting…' : 'Compose'}
        </Button>
      </div>
    </form>
  );
}

const switchRow = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
`;
