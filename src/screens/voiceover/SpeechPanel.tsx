import { useEffect, useState, type FormEvent } from 'react';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { speechTitleMaxLength } from '../../../contract/voiceover';
import type { SpeechFieldsFragment as Speech } from '../../gateway/generated/graphql';
import { deleteMachine } from '../../machines/deleteMachine';
import { removeSpeech } from '../../machines/voiceover/speechMachine';
import { actorOptions } from '../../machines/inspect';
import { AudioPlayer } from '../../ui/media/AudioPlayer';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorText } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toasts';
import { fieldBox, fieldStack } from '../../ui/formField';
import { buttons, muted, panel, panelHead, searchBox } from './styles';
import { speechStatus } from './SpeechHistory';

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
  const client = useClient();
  const remover = useActorRef(deleteMachine, actorOptions({ client, id: speech.id, remove: removeSpeech }));
  const confirming = useSelector(remover, (s) => s.hasTag('confirming'));
  const busy = useSelector(remover, (s) => s.hasTag('busy'));
  useEffect(() => {
    const subscriptions = [
      remover.on('deleted', () => {
        toast.success(DELETED);
        onDeleted(speech);
      }),
      remover.on('failed', (event) => toast.error(event.message)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [remover, onDeleted, speech]);

  const status = speechStatus(speech);
  return (
    <section className={panel} aria-label="Preview">
      {renaming ? (
        <RenameForm title={speech.title} saving={savingTitle} error={renameError} onSave={onRenameSave} onCancel={onRenameCancel} />
      ) : (
        <div className={panelHead}>
          <h2>{speech.title}</h2>
          <span className={buttons}>
            <Button variant="ghost" onClick={onRenameStart}>
              Rename
            </Button>
            <Button variant="ghost" onClick={() => remover.send({ type: 'DELETE' })}>
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
      {confirming && (
        <Dialog
          title="Delete speech?"
          description={`“${speech.title}” and its audio will be deleted. This cannot be undone.`}
          onClose={busy ? undefined : () => remover.send({ type: 'CANCEL' })}
        >
          <div className={buttons}>
            <Button variant="ghost" disabled={busy} onClick={() => remover.send({ type: 'CANCEL' })}>
              Cancel
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => remover.send({ type: 'CONFIRM' })}>
              Delete
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

function RenameForm({ title, saving, error, onSave, onCancel }: { title: string; saving: boolean; error: string | null; onSave(title: string): void; onCancel(): void }) {
  const [draft, setDraft] = useState(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  return (
    <form className={fieldStack} onSubmit={submit} aria-label="Rename speech">
      <input
        className={`${fieldBox} ${searchBox}`}
        aria-label="Title"
        value={draft}
        maxLength={speechTitleMaxLength}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      />
      <ErrorText>{error}</ErrorText>
      <span className={buttons}>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          Save
        </Button>
      </span>
    </form>
  );
}
