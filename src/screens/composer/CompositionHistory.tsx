import { Link } from 'wouter';
import { cx } from '@linaria/core';
import type { CompositionFieldsFragment as Composition } from '../../gateway/generated/graphql';
import { PagedList, type PagedListProps } from '../lists/PagedList';
import { chosen, muted, panel, panelHead, row, rowMain } from '../../ui/mediaTool';

// The compositions history (SPEC §2): newest first, 25 a page, each a link to its address; one
// still being made says so.

export function compositionStatus(composition: Pick<Composition, 'state' | 'progress'>): string | null {
  if (composition.state === 0) return 'Queued';
  if (composition.state === 1) return `Composing… ${Math.round(composition.progress * 100)}%`;
  if (composition.state === 4) return 'Failed';
  return null;
}

export function CompositionHistory({ compositions, pages, activeId }: { compositions: Composition[]; pages: PagedListProps['pages']; activeId: string | null }) {
  return (
    <section className={panel} aria-labelledby="compositions-heading">
      <div className={panelHead}>
        <h2 id="compositions-heading">History</h2>
      </div>
      <PagedList label="Compositions" pages={pages} count={compositions.length} empty="No compositions yet: the ones you make appear here.">
        {compositions.map((composition) => (
          <li key={composition.id} className={cx(row, composition.id === activeId && chosen)}>
            <Link href={`/app/composer/${composition.id}`} className={rowMain} aria-current={composition.id === activeId ? 'page' : undefined}>
              <strong>{composition.title}</strong>
              <span className={muted}>{[`${composition.duration} s`, compositionStatus(composition)].filter(Boolean).join(' · ')}</span>
            </Link>
          </li>
        ))}
      </PagedList>
    </section>
  );
}
