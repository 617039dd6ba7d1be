import { Link } from 'wouter';
import { cx } from '@linaria/core';
import type { IsolatedVoiceFieldsFragment as IsolatedVoice } from '../../gateway/generated/graphql';
import { PagedList, type PagedListProps } from '../lists/PagedList';
import { chosen, muted, panel, panelHead, row, rowMain } from '../../ui/mediaTool';

// The isolated voices history (SPEC §2): newest first, 25 a page, each a link to its address with
// its model's name; one still being cleaned says so.

export function isolationStatus(item: Pick<IsolatedVoice, 'state' | 'progress'>): string | null {
  if (item.state === 0) return 'Queued';
  if (item.state === 1) return `Cleaning… ${Math.round(item.progress * 100)}%`;
  if (item.state === 4) return 'Failed';
  return null;
}

interface IsolatedVoiceHistoryProps {
  items: IsolatedVoice[];
  pages: PagedListProps['pages'];
  activeId: string | null;
  /** The models' names by key, as the catalogue says them. */
  modelNames: Record<string, string>;
}

export function IsolatedVoiceHistory({ items, pages, activeId, modelNames }: IsolatedVoiceHistoryProps) {
  return (
    <section className={panel} aria-labelledby="isolated-voices-heading">
      <div className={panelHead}>
        <h2 id="isolated-voices-heading">History</h2>
      </div>
      <PagedList label="Isolated voices" pages={pages} count={items.length} empty="No isolated voices yet: the recordings you clean appear here.">
        {items.map((item) => (
          <li key={item.id} className={cx(row, item.id === activeId && chosen)}>
            <Link href={`/app/voice-isolator/${item.id}`} className={rowMain} aria-current={item.id === activeId ? 'page' : undefined}>
              <strong>{item.title}</strong>
              <span className={muted}>{[modelNames[item.model] ?? item.model, isolationStatus(item)].filter(Boolean).join(' · ')}</span>
            </Link>
          </li>
        ))}
      </PagedList>
    </section>
  );
}
