import { speechTitleMaxLength } from '../../../contract/voiceover';
import type { SpeechFieldsFragment as Speech } from '../../gateway/generated/graphql';
import { removeSpeech } from '../../machines/voiceover/speechMachine';
import { AudioPlayer } from '../../ui/media/AudioPlayer';
import { ErrorText } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { ItemHead, type TitleRename } from '../../ui/ItemHead';
import { muted, panel } from '../../ui/mediaTool';
import { speechStatus } from './SpeechHistory';
import { useDelete } from '../lists/useDelete';

// The speech on show (SPEC §2 "preview"): its title (Rename), its job while it runs, the player
// when done (play, seek, speed, download), the server's words when it failed, and Delete after a
// confirmation (one delete machine per speech: the screen keys this by id).

export const DELETED = 'Speech has been deleted successfully.';

export interface SpeechPanelProps extends TitleRename {
  speech: Speech;
  onDeleted(speech: Speech): void;
}

export function SpeechPanel({ speech, onDeleted, ...rename }: SpeechPanelProps) {
  const deletion = useDelete({
    id: speech.id,
    remove: removeSpeech,
    title: 'Delete speech?',
    description: `“${speech.title}” and its audio will be deleted. This cannot be undone.`,
    deletedMessage: DELETED,
    onDeleted: () => onDeleted(speech),
  });

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
        <div role="status">
          <Spinner label={status ?? 'Working'} decorative />
          <span>{status}</span>
        </div>
      )}
      {deletion.dialog}
    </section>
  );
}
