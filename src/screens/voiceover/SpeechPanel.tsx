import { speechTitleMaxLength } from '../../../contract/voiceover';
import type { SpeechFieldsFragment as Speech } from '../../gateway/generated/graphql';
import { removeSpeech } from '../../machines/voiceover/speechMachine';
import { AudioPlayer } from '../../ui/media/AudioPlayer';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { RenameForm } from '../../ui/RenameForm';
import { buttons, muted, panel, panelHead } from '../../ui/mediaTool';
import { speechStatus } from './SpeechHistory';
import { useDelete } from '../lists/useDelete';

// The speech on show (SPEC §2 "preview"): its title (Rename), its job while it runs, the player
// when done (play, seek, speed, download), the server's words when it failed, and Delete after a
// confirmation (one delete machine per speech: the screen keys this by id).

export const DELETED = 'Speech has been deleted successfully.';

export interface SpeechPanelProps {
  speech: Speech;
  renaming: boolean;
  savingTitle: boolean;
  renameError: string | null;
  onRenameStart(): void;
  onRenameSave(title: string): void;
  onRenameCancel(): void;
  onDeleted(speech: Speech): void;
}

export function SpeechPanel({ speech, renaming, savingTitle, renameError, onRenameStart, onRenameSave, onRenameCancel, onDeleted }: SpeechPanelProps) {
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
      {renaming ? (
        <RenameForm what="speech" title={speech.title} maxLength={speechTitleMaxLength} saving={savingTitle} error={renameError} onSave={onRenameSave} onCancel={onRenameCancel} />
      ) : (
        <div className={panelHead}>
          <h2>{speech.title}</h2>
          <span className={buttons}>
            <Button variant="ghost" onClick={onRenameStart}>
              Rename
            </Button>
            <Button variant="ghost" onClick={deletion.ask}>
              Delete
            </Button>
          </span>
        </div>
      )}
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
