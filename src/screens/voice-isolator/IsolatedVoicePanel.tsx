import { css } from '@linaria/core';
import { isolatedVoiceTitleMaxLength } from '../../../contract/voice-isolator';
import type { IsolatedVoiceFieldsFragment as IsolatedVoice } from '../../gateway/generated/graphql';
import { isolatedVoiceCalls } from '../../machines/voice-isolator/voiceIsolatorMachine';
import { AudioPlayer } from '../../ui/media/AudioPlayer';
import { ErrorText } from '../../ui/Field';
import { ItemHead } from '../../ui/ItemHead';
import { JobWorking } from '../../ui/media/JobWorking';
import { muted, panel } from '../../ui/mediaTool';
import { font, space } from '../../ui/tokens';
import { useDelete } from '../lists/useDelete';
import { usePreview } from '../lists/usePreview';
import { isolationStatus } from './IsolatedVoiceHistory';
import { fileExtension } from '../../lib/fileExtension';

// The isolated voice on show (SPEC §2 "preview"): its title (Rename), the Before player (the
// upload) and, once cleaned, the After player (play, seek, speed, download); its job while it
// runs, the server's words when it failed, and Delete after a confirmation. One preview machine
// (its job read every 5 s while it runs, rename) and one delete machine per item: the screen keys
// this by id.

export const DELETED = 'Isolated voice has been deleted successfully.';


export interface IsolatedVoicePanelProps {
  item: IsolatedVoice;
  /** The model's name, as the catalogue says it. */
  modelName: string;
  onDeleted(): void;
}

export function IsolatedVoicePanel({ item, modelName, onDeleted }: IsolatedVoicePanelProps) {
  const deletion = useDelete({
    id: item.id,
    remove: isolatedVoiceCalls.remove,
    title: 'Delete isolated voice?',
    description: `“${item.title}”, its upload and its cleaned audio will be deleted. This cannot be undone.`,
    deletedMessage: DELETED,
    onDeleted,
  });
  const rename = usePreview({ id: item.id, title: item.title, read: isolatedVoiceCalls.read, rename: isolatedVoiceCalls.rename });
  const status = isolationStatus(item);
  return (
    <section className={panel} aria-label="Preview">
      <ItemHead {...rename} title={item.title} label="Rename isolated voice" maxLength={isolatedVoiceTitleMaxLength} onDelete={deletion.ask} />
      <p className={muted}>Model: {modelName}</p>
      <div className={players}>
        <h3>Before</h3>
        {item.inputFile ? (
          <AudioPlayer src={item.inputFile.url} title={`${item.title} (before)`} duration={item.inputFile.duration} />
        ) : (
          <p className={muted}>The upload is no longer stored.</p>
        )}
        <h3>After</h3>
        {item.state === 3 && item.outputFile ? (
          <AudioPlayer src={item.outputFile.url} title={`${item.title} (after)`} duration={item.outputFile.duration} downloadName={`${item.title} - isolated.${fileExtension(item.outputFile.contentType)}`} />
        ) : item.state === 4 ? (
          <ErrorText>{item.error ?? 'The voice could not be isolated.'}</ErrorText>
        ) : (
          <JobWorking status={status} />
        )}
      </div>
      {deletion.dialog}
    </section>
  );
}

const players = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  & h3 {
    margin: ${space.sm} 0 0;
    font-size: ${font.body};
  }
`;
