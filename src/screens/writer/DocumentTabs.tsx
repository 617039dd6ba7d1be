import { Link } from 'wouter';
import { css, cx } from '@linaria/core';
import type { DocumentKind } from '../../gateway/generated/graphql';
import { DOCUMENT_PAGE_SIZE, WriterDocumentsQuery } from '../../gateway/writer/operations';
import { Button } from '../../ui/Button';
import { color, font, radius, space } from '../../ui/tokens';
import { usePages } from '../lists/usePages';

// The document tabs: the kind's documents in the library, newest first, 25 a page (usePages)
// with "More" while the server says more follow, and "New" to go back to an empty form. A
// document being written is a tab as soon as its placeholder arrives (graphcache puts it at the
// top of the first page). States: loading, failed with Retry, empty, loaded; the next page
// loading, or failed with Retry.

interface Props {
  kind: DocumentKind;
  base: string;
  activeId: string | null;
  loggedIn: boolean;
}

export function DocumentTabs({ kind, base, activeId, loggedIn }: Props) {
  const noun = kind === 'code' ? 'code' : 'documents';
  return (
    <nav className={strip} aria-label={kind === 'code' ? 'Your code' : 'Your documents'}>
      <ul className={list}>
        <li>
          <Link href={base} className={cx(tab, !activeId && tabActive)} aria-current={!activeId ? 'page' : undefined}>
            + New
          </Link>
        </li>
        {loggedIn ? <Tabs kind={kind} base={base} noun={noun} activeId={activeId} /> : <li className={note}>Your {noun} will be listed here.</li>}
      </ul>
    </nav>
  );
}

function Tabs({ kind, base, noun, activeId }: { kind: DocumentKind; base: string; noun: string; activeId: string | null }) {
  const pages = usePages({
    query: WriterDocumentsQuery,
    variables: { kind },
    rowsOf: (data) => data.writerDocuments.items,
    moreAfter: (data) => data.writerDocuments.hasMore,
    limit: DOCUMENT_PAGE_SIZE,
  });
  if (pages.loading) return <li className={note}>Loading…</li>;
  if (pages.error) return <Failed text={`Your ${noun} could not be loaded.`} onRetry={pages.reload} />;
  if (pages.rows.length === 0) return <li className={note}>No {noun} yet.</li>;
  return (
    <>
      {pages.rows.map((document) => (
        <li key={document.id}>
          <Link
            href={`${base}/${document.id}`}
            className={cx(tab, document.id === activeId && tabActive)}
            aria-current={document.id === activeId ? 'page' : undefined}
            title={document.title}
          >
            {document.isProcessing && <span className={dot} aria-label="being written" />}
            <span className={tabText}>{document.title}</span>
          </Link>
        </li>
      ))}
      {pages.loadingMore && <li className={note}>Loading…</li>}
      {pages.moreError && <Failed text="More could not be loaded." onRetry={pages.more} />}
      {pages.hasMore && !pages.loadingMore && !pages.moreError && (
        <li>
          <Button variant="ghost" onClick={pages.more}>
            More
          </Button>
        </li>
      )}
    </>
  );
}

function Failed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <li className={note} role="alert">
      {text}{' '}
      <Button variant="ghost" onClick={onRetry}>
        Retry
      </Button>
    </li>
  );
}

const strip = css`
  min-width: 0;
  overflow-x: auto;
  border-bottom: 1px solid ${color.border};
`;

const list = css`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  margin: 0;
  padding: 0 0 ${space.sm};
  list-style: none;
`;

const tab = css`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  max-width: 220px;
  padding: ${space.xs} ${space.md};
  border-radius: ${radius.pill};
  color: ${color.textMuted};
  font-size: ${font.small};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${color.sunken};
    color: ${color.text};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 1px;
  }
`;

const tabActive = css`
  background: ${color.accentSoft};
  color: ${color.text};
  font-weight: 600;
`;

const tabText = css`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const dot = css`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${color.accent};
`;

const note = css`
  padding: ${space.xs} ${space.sm};
  color: ${color.textMuted};
  font-size: ${font.small};
  white-space: nowrap;
`;
