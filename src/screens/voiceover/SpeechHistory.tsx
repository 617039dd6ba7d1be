import { Link } from 'wouter';
import { cx } from '@linaria/core';
import type { SpeechFieldsFragment as Speech } from '../../gateway/generated/graphql';
import { PagedList, type PagedListProps } from '../lists/PagedList';
import { chosen, muted, panel, panelHead, row, rowMain } from '../../ui/mediaTool';

// The speeches history (SPEC §2): newest first, 25 a page, each a link to its address; one still
// being made says so.

export function speechStatus(speech: Pick<Speech, 'state' | 'progress'>): string | null {
  if (speech.state === 0) return 'Queued';
  if (speech.state === 1) return `Speaking… ${Math.round(speech.progress * 100)}%`;
  if (speech.state === 4) return 'Failed';
  return null;
}

export function SpeechHistory({ speeches, pages, activeId }: { speeches: Speech[]; pages: PagedListProps['pages']; activeId: string | null }) {
  return (
    <section className={panel} aria-labelledby="speeches-heading">
      <div className={panelHead}>
        <h2 id="speeches-heading">History</h2>
      </div>
      <PagedList label="Speeches" pages={pages} count={speeches.length} empty="No speeches yet: the ones you make appear here.">
        {speeches.map((speech) => (
          <li key={speech.id} className={cx(row, speech.id === activeId && chosen)}>
            <Link href={`/app/voiceover/${speech.id}`} className={rowMain} aria-current={speech.id === activeId ? 'page' : undefined}>
              <strong>{speech.title}</strong>
              <span className={muted}>{[speech.voice?.name, speechStatus(speech)].filter(Boolean).join(' · ')}</span>
            </Link>
          </li>
        ))}
      </PagedList>
    </section>
  );
}
