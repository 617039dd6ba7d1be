import { Link } from 'wouter';
import { cx } from '@linaria/core';
import type { TranscriptionFieldsFragment as Transcription } from '../../gateway/generated/graphql';
import { PagedList, type PagedListProps } from '../lists/PagedList';
import { chosen, muted, panel, panelHead, row, rowMain } from '../../ui/mediaTool';

// The transcriptions history (SPEC §2): newest first, 25 a page, each a link to its address; one
// still being made says so.

export function transcriptionStatus(item: Pick<Transcription, 'state' | 'progress'>): string | null {
  if (item.state === 0) return 'Queued';
  if (item.state === 1) return `Transcribing… ${Math.round(item.progress * 100)}%`;
  if (item.state === 4) return 'Failed';
  return null;
}

export function TranscriptionHistory({ items, pages, activeId }: { items: Transcription[]; pages: PagedListProps['pages']; activeId: string | null }) {
  return (
    <section className={panel} aria-labelledby="transcriptions-heading">
      <div className={panelHead}>
        <h2 id="transcriptions-heading">History</h2>
      </div>
      <PagedList label="Transcriptions" pages={pages} count={items.length} empty="No transcriptions yet: the files you transcribe appear here.">
        {items.map((item) => (
          <li key={item.id} className={cx(row, item.id === activeId && chosen)}>
            <Link href={`/app/transcriber/${item.id}`} className={rowMain} aria-current={item.id === activeId ? 'page' : undefined}>
              <strong>{item.title}</strong>
              <span className={muted}>{transcriptionStatus(item) ?? excerpt(item.content?.text)}</span>
            </Link>
          </li>
        ))}
      </PagedList>
    </section>
  );
}

const excerpt = (text: string | undefined) => (!text ? 'Nothing was heard.' : text.length > 60 ? `${text.slice(0, 60).trimEnd()}…` : text);
