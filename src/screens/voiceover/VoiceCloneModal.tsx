import { useEffect, useState, type FormEvent } from 'react';
import { css, cx } from '@linaria/core';
import { maxRecordingSeconds, voiceNameMaxLength } from '../../../contract/voiceover';
import type { CloneFields } from '../../machines/voiceover/voiceCloneMachine';
import { clockTime } from '../../ui/media/AudioPlayer';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorText } from '../../ui/Field';
import { fieldBox, fieldLabel, fieldStack } from '../../ui/formField';
import { color, font, radius, space } from '../../ui/tokens';
import { buttons, muted, searchBox } from '../../ui/mediaTool';

// The voice clone modal (SPEC §2, §4), a view over voiceCloneMachine: the sample (record with a
// timer and level meter, or upload; played back once set), its problem in words beside it, then
// name, locale, gender and consent, and Clone. What an offline clone is, said before it is made.

export interface VoiceCloneModalProps {
  fields: CloneFields;
  sample: Blob | null;
  problem: string | null;
  requesting: boolean;
  recording: boolean;
  converting: boolean;
  seconds: number;
  level: number;
  submitting: boolean;
  error: string | null;
  onField(fields: Partial<CloneFields>): void;
  onRecord(): void;
  onStop(): void;
  onUpload(file: File): void;
  onSubmit(): void;
  onClose(): void;
}

export const offlineCloneNote =
  "Offline clones match the sample's pitch and pace with the nearest built-in voice; a workspace with an ElevenLabs key gets a real clone of the voice.";

export function VoiceCloneModal(props: VoiceCloneModalProps) {
  const { fields, sample, problem, requesting, recording, converting, seconds, level, submitting, error } = props;
  const busy = requesting || recording || converting || submitting;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog title="Clone a voice" description="Record up to 30 seconds of one person speaking, or upload a recording (5 MB at most)." onClose={submitting ? undefined : props.onClose}>
      <form className={form} onSubmit={submit} aria-label="Clone a voice">
        <fieldset className={sampleBox}>
          <legend className={fieldLabel}>Sample</legend>
          {recording || requesting ? (
            <div className={recorder}>
              <span role="timer" aria-label="Recorded">
                {clockTime(seconds)} / {clockTime(maxRecordingSeconds)}
              </span>
              <meter className={meter} aria-label="Microphone level" min={0} max={1} value={level} />
              <Button variant="secondary" onClick={props.onStop} disabled={requesting}>
                Stop
              </Button>
            </div>
          ) : converting ? (
            <p role="status">Preparing the sample…</p>
          ) : (
            <div className={recorder}>
              <Button variant="secondary" onClick={props.onRecord} disabled={submitting}>
                {sample ? 'Record again' : 'Record'}
              </Button>
              <label className={upload}>
                <span>Upload a sample</span>
                <input
                  type="file"
                  accept="audio/*,video/*"
                  disabled={submitting}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (file) props.onUpload(file);
                    event.target.value = '';
                  }}
                />
              </label>
            </div>
          )}
          {problem && (
            <p role="alert" className={problemText}>
              {problem}
            </p>
          )}
          {sample && !recording && !converting && <SamplePlayer sample={sample} />}
        </fieldset>
        <label className={fieldStack}>
          <span className={fieldLabel}>Name</span>
          <input className={cx(fieldBox, searchBox)} value={fields.name} maxLength={voiceNameMaxLength} onChange={(event) => props.onField({ name: event.target.value })} />
        </label>
        <div className={pair}>
          <label className={fieldStack}>
            <span className={fieldLabel}>Locale</span>
            <input className={cx(fieldBox, searchBox)} value={fields.locale} maxLength={20} onChange={(event) => props.onField({ locale: event.target.value })} />
          </label>
          <label className={fieldStack}>
            <span className={fieldLabel}>Gender</span>
            <select className={cx(fieldBox, searchBox)} value={fields.gender} onChange={(event) => props.onField({ gender: event.target.value })}>
              <option value="">Not said</option>
              <option value="female">Female</option>
              <option value="male">Male</option>
              <option value="neutral">Neutral</option>
            </select>
          </label>
        </div>
        <label className={consent}>
          <input type="checkbox" checked={fields.consent} onChange={(event) => props.onField({ consent: event.target.checked })} />
          <span>I have the speaker's consent to clone this voice.</span>
        </label>
        <p className={muted}>{offlineCloneNote}</p>
        <ErrorText>{error}</ErrorText>
        <span className={buttons}>
          <Button variant="ghost" onClick={props.onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {submitting ? 'Cloning…' : 'Clone'}
          </Button>
        </span>
      </form>
    </Dialog>
  );
}

/** The sample played back: its object URL lives as long as it is shown. */
function SamplePlayer({ sample }: { sample: Blob }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(sample);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [sample]);
  return url ? <audio className={playback} controls src={url} aria-label="Sample playback" /> : null;
}

const form = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;
const sampleBox = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0;
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;
const recorder = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  font-variant-numeric: tabular-nums;
`;
const meter = css`
  flex: 1 1 120px;
  height: 12px;
`;
const upload = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  font-size: ${font.small};
  & input {
    max-width: 100%;
  }
`;
const problemText = css`
  margin: 0;
  color: ${color.danger};
  font-size: ${font.small};
`;
const playback = css`
  width: 100%;
`;
const pair = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.md};
`;
const consent = css`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
`;
