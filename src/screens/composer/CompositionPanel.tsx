import { compositionTitleMaxLength } from '../../../contract/composer';
import type { CompositionFieldsFragment as Composition } from '../../gateway/generated/graphql';
import { compositionCalls } from '../../machines/composer/composerMachine';
import { AudioPlayer } from '../../ui/media/AudioPlayer';
import { ErrorText } from '../../ui/Field';
import { JobWorking } from '../../ui/media/JobWorking';
import { ItemHead } from '../../ui/ItemHead';
import { muted, panel } from '../../ui/mediaTool';
import { compositionStatus } from './CompositionHistory';
import { useDelete } from '../lists/useDelete';
import { usePreview } from '../lists/usePreview';
import { fileExtension } from '../../lib/fileExtension';

// The composition on show (SPEC §2 "preview"): its title (Rename), its prompt and tags, its job
// while it runs, the player when done (play, seek, speed, download the MP3) with the WAV to
// download and the engine's note, the server's words when it failed, and Delete after a
// confirmation. One preview machine (its job read every 5 s while it runs, rename) and one delete
// machine per composition: the screen keys this by id.

export const DELETED = 'Composition has been deleted successfully.';

export interface CompositionPanelProps {
  composition: Composition;
  onDeleted(): void;
}

export function CompositionPanel({ composition, onDeleted }: CompositionPanelProps) {
  const deletion = useDelete({
    id: composition.id,
    remove: compositionCalls.remove,
    title: 'Delete composition?',
    description: `“${composition.title}” and its audio will be deleted. This cannot be undone.`,
    deletedMessage: DELETED,
    onDeleted,
  });
  const rename = usePreview({ id: composition.id, title: composition.title, read: compositionCalls.read, rename: compositionCalls.rename });
  const status = compositionStatus(composition);
  const { outputFile, wavFile } = composition;
  return (
    <section className={panel} aria-label="Preview">
      <ItemHead {...rename} title={composition.title} label="Rename composition" maxLength={compositionTitleMaxLength} onDelete={deletion.ask} />
      <p>{composition.prompt}</p>
      <p className={muted}>
        {[composition.tags.length ? `Tags: ${composition.tags.join(', ')}` : null, composition.instrumental ? 'Instrumental' : 'With vocals', `${composition.duration} s`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {composition.state === 3 && outputFile ? (
        <>
          <AudioPlayer src={outputFile.url} title={composition.title} duration={outputFile.duration} downloadName={`${composition.title}.${fileExtension(outputFile.contentType)}`} />
          {wavFile && (
            <p>
              <a href={wavFile.url} download={`${composition.title}.wav`}>
                Download WAV
              </a>
            </p>
          )}
          {composition.note && <p role="note">{composition.note}</p>}
        </>
      ) : composition.state === 4 ? (
        <ErrorText>{composition.error ?? 'The composition could not be made.'}</ErrorText>
      ) : (
        <JobWorking status={status} />
      )}
      {deletion.dialog}
    </section>
  );
}

