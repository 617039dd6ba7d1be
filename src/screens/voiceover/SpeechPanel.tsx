import { speechTitleMaxLength } from '../../../contract/voiceover';
import type { SpeechFieldsFragment as Speech } from '../../gateway/generated/graphql';
import { speechCalls } from '../../machines/voiceover/speechMachine';
import { AudioPlayer } from '../../ui/media/AudioPlayer';
import { ErrorText } from '../../ui/Field';
import { JobWorking } from '../../ui/media/JobWorking';
import { ItemHead } from '../../ui/ItemHead';
import { muted, panel } from '../../ui/mediaTool';
import { speechStatus } from './SpeechHistory';
import { useDelete } from '../lists/useDelete';
import { usePreview } from '../lists/usePreview';

// The speech on show (SPEC §2 "preview"): its title (Rename), its job while it runs, the player
// when done (play, seek, speed, download), the server's words when it failed, and Delete after a
// confirmation. One preview machine (its job read every 5 s while it runs, rename) and one delete
// machine per speech: the screen keys this by id.

export const DELETED = 'Speech has been deleted successfully.';

export interface SpeechPanelProps {
  speech: Speech;
  onDeleted(speech: Speech): void;
}

export function SpeechPanel({ speech, onDeleted }: SpeechPanelProps) {
  const deletion = useDelete({
    id: speech.id,
    remove: speechCalls.remove,
    title: 'Delete speech?',
    description: `“${speech.title}” and its audio will be deleted. This cannot be undone.`,
    deletedMessage: DELETED,
    onDeleted: () => onDeleted(speech),
  });
  const rename = usePreview({ id: speech.id, title: speech.title, read: speechCalls.read, rename: speechCalls.rename });

  const status = speechStatus(speech);
  return (
    <section className={panel} aria-label="Preview">
      <ItemHead {...rename} title={speech.title} label="Rename speech" maxLength={speechTitleMaxLength} onDelete={deletion.ask} />
      <p className={muted}>{speech.voice ? `Voice: ${speech.voice.name}` : 'Its voice has been deleted.'}</p>
      {speech.state === 3 && speech.outputFile ? (
        <AudioPlayer src={speech.outputFile.url} title={speech.title} duration={speech.outputFile.duration} downloadName={`${speech.title}.wav`} />
      ) : speech.state === 4 ? (
        <ErrorText>{speech.error ?? 'The speech could not be made.'}</ErrorText>
      ) : (
        <JobWorking status={status} />
      )}
      {deletion.dialog}
    </section>
  );
}
