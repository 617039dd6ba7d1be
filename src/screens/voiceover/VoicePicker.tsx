import { cx } from '@linaria/core';
import type { VoiceFieldsFragment as Voice } from '../../gateway/generated/graphql';
import { Button } from '../../ui/Button';
import { StatusBadge } from '../../ui/StatusBadge';
import { fieldBox } from '../../ui/formField';
import { PagedList, type PagedListProps } from '../lists/PagedList';
import { chosen, muted, panel, panelHead, row, rowMain, searchBox } from '../../ui/mediaTool';

// The voices a speech can use (SPEC §2 "voice list"): search by name, the workspace's clones
// with Edit, and Clone a voice. Choosing one is the form's voice.

export function voiceDetails(voice: Pick<Voice, 'locale' | 'gender' | 'clone'>): string {
  const kind = voice.clone === 'profile' ? 'offline clone' : voice.clone === 'hosted' ? 'clone' : null;
  return [voice.locale, voice.gender, kind].filter(Boolean).join(' · ');
}

export interface VoicePickerProps {
  voices: Voice[];
  pages: PagedListProps['pages'];
  query: string;
  chosenId: string | null;
  onQuery(query: string): void;
  onChoose(id: string): void;
  onClone(): void;
  onEdit(voice: Voice): void;
}

export function VoicePicker({ voices, pages, query, chosenId, onQuery, onChoose, onClone, onEdit }: VoicePickerProps) {
  return (
    <section className={panel} aria-labelledby="voices-heading">
      <div className={panelHead}>
        <h2 id="voices-heading">Voices</h2>
        <Button variant="secondary" onClick={onClone}>
          Clone a voice
        </Button>
      </div>
      <input className={cx(fieldBox, searchBox)} type="search" aria-label="Search voices" placeholder="Search voices" value={query} onChange={(event) => onQuery(event.target.value)} />
      <PagedList label="Voices" pages={pages} count={voices.length} empty={query ? `No voice is called “${query}”.` : 'No voices yet.'}>
        {voices.map((voice) => (
          <li key={voice.id} className={cx(row, voice.id === chosenId && chosen)}>
            <button type="button" className={rowMain} aria-pressed={voice.id === chosenId} onClick={() => onChoose(voice.id)}>
              <strong>{voice.name}</strong>
              <span className={muted}>{voiceDetails(voice)}</span>
            </button>
            {voice.owner === 'workspace' && (
              <>
                <StatusBadge>{voice.visibility === 1 ? 'Workspace' : 'Private'}</StatusBadge>
                <Button variant="ghost" aria-label={`Edit ${voice.name}`} onClick={() => onEdit(voice)}>
                  Edit
                </Button>
              </>
            )}
          </li>
        ))}
      </PagedList>
    </section>
  );
}
