import { useRef, useState } from 'react';
import { css, cx } from '@linaria/core';
import { transcriptionTitleMaxLength } from '../../../contract/transcriber';
import type { TranscriptionFieldsFragment as Transcription } from '../../gateway/generated/graphql';
import { downloadFile } from '../../lib/exports/download';
import { subtitleFile, type SubtitleFormat } from '../../lib/subtitles';
import { transcriptionCalls } from '../../machines/transcriber/transcriberMachine';
import { AudioPlayer, type AudioPlayerHandle } from '../../ui/media/AudioPlayer';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Field';
import { JobWorking } from '../../ui/media/JobWorking';
import { buttons, muted, panel } from '../../ui/mediaTool';
import { useDelete } from '../lists/useDelete';
import { usePreview } from '../lists/usePreview';
import { ItemHead } from '../../ui/ItemHead';
import { SegmentList, segmentAt } from './SegmentList';
import { transcriptionStatus } from './TranscriptionHistory';
import { fileExtension } from '../../lib/fileExtension';

// The transcription on show (SPEC §2 "preview with segments"): its title (Rename), its job while
// it runs, the server's words when it failed; when done, the uploaded audio's player, the segments
// (each plays from its start; the one being heard is marked and kept in view), the text, exports as
// vtt, srt and text, and Delete after a confirmation. One preview machine (its job read every 5 s
// while it runs, rename) and one delete machine per transcription: the screen keys this by id.

export const DELETED = 'Transcription has been deleted successfully.';

export interface TranscriptionPanelProps {
  transcription: Transcription;
  onDeleted(): void;
}

const formats: { format: SubtitleFormat; label: string }[] = [
  { format: 'vtt', label: 'Download VTT' },
  { format: 'srt', label: 'Download SRT' },
  { format: 'text', label: 'Download text' },
];

export function TranscriptionPanel({ transcription, onDeleted }: TranscriptionPanelProps) {
  const deletion = useDelete({
    id: transcription.id,
    remove: transcriptionCalls.remove,
    title: 'Delete transcription?',
    description: `“${transcription.title}” and its audio will be deleted. This cannot be undone.`,
    deletedMessage: DELETED,
    onDeleted,
  });
  const rename = usePreview({ id: transcription.id, title: transcription.title, read: transcriptionCalls.read, rename: transcriptionCalls.rename });
  const player = useRef<AudioPlayerHandle>(null);
  const [time, setTime] = useState(0);
  const { content, inputFile } = transcription;
  const status = transcriptionStatus(transcription);

  return (
    <section className={panel} aria-label="Preview">
      <ItemHead {...rename} title={transcription.title} label="Rename transcription" maxLength={transcriptionTitleMaxLength} onDelete={deletion.ask} />
      {inputFile && (
        <AudioPlayer ref={player} src={inputFile.url} title={transcription.title} duration={inputFile.duration} downloadName={`${transcription.title}.${fileExtension(inputFile.contentType)}`} onTime={setTime} />
      )}
      {transcription.state === 3 && content ? (
        <>
          {content.segments.length > 0 ? (
            <SegmentList segments={content.segments} current={segmentAt(content.segments, time)} onPlay={(start) => player.current?.playFrom(start)} />
          ) : (
            <p className={muted}>No speech was heard in this file.</p>
          )}
          <h3 className={cx(muted, textHeading)}>Text</h3>
          <p className={textBody}>{content.text || '—'}</p>
          <span className={buttons}>
            {formats.map(({ format, label }) => (
              <Button key={format} variant="secondary" onClick={() => downloadFile(subtitleFile(transcription.title, content, format))}>
                {label}
              </Button>
            ))}
          </span>
        </>
      ) : transcription.state === 4 ? (
        <ErrorText>{transcription.error ?? 'The file could not be transcribed.'}</ErrorText>
      ) : (
        <JobWorking status={status} />
      )}
      {deletion.dialog}
    </section>
  );
}


const textHeading = css`
  margin: 0;
`;
const textBody = css`
  margin: 0;
  white-space: pre-wrap;
`;
