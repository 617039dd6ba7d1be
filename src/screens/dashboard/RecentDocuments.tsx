import { Link } from 'wouter';
import { css } from '@linaria/core';
import type { DashboardQuery } from '../../gateway/generated/graphql';
import { stackList } from '../../ui/stackList';
import { mutedText } from '../../ui/sectionsPage';
import { notice, noticeTitle, sectionCard, sectionTitle } from '../../ui/toolPage';
import { color, font, radius, space } from '../../ui/tokens';
import { formatCreated } from './format';

// The dashboard's newest documents (SPEC §9: 5), the writer's and the coder's together: each
// opens where it was written. None yet: a way to the writer.

export type RecentDocument = DashboardQuery['recentDocuments'][number];

const kinds = {
  document: { label: 'Writer', href: (id: string) => `/writer/${encodeURIComponent(id)}` },
  code: { label: 'Coder', href: (id: string) => `/app/coder/${encodeURIComponent(id)}` },
} as const;

export function RecentDocuments({ documents }: { documents: RecentDocument[] }) {
  return (
    <section className={sectionCard} aria-labelledby="dashboard-documents">
      <h2 id="dashboard-documents" className={sectionTitle}>
        Recent documents
      </h2>
      {documents.length === 0 ? (
        <div className={notice}>
          <p className={noticeTitle}>No documents yet.</p>
          <p>
            <Link href="/writer">Write your first document</Link> or <Link href="/app/coder">generate some code</Link>.
          </p>
        </div>
      ) : (
        <ul className={stackList}>
          {documents.map((document) => {
            const kind = kinds[document.kind];
            return (
              <li key={document.id}>
                <Link href={kind.href(document.id)} className={row}>
                  <span className={title}>{document.title || 'Untitled'}</span>
                  <span className={mutedText}>
                    <span className={badge}>{kind.label}</span> <time dateTime={document.createdAt}>{formatCreated(document.createdAt)}</time>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const row = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${space.sm} ${space.md};
  margin: 0 -${space.md};
  border-radius: ${radius.md};
  color: ${color.text};
  text-decoration: none;
  &:hover {
    background: ${color.sunken};
  }
  &:hover span:first-child {
    text-decoration: underline;
  }
`;

const title = css`
  overflow: hidden;
  font-weight: 550;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const badge = css`
  padding: 0 ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.accentSoft};
  color: ${color.accent};
  font-size: 12px;
  font-weight: 600;
  font-family: ${font.family};
`;
