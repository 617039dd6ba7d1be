import { useState } from 'react';
import { Link } from 'wouter';
import { useQuery } from 'urql';
import { css, cx } from '@linaria/core';
import type { DocumentKind } from '../../gateway/generated/graphql';
import { DOCUMENT_PAGE_SIZE, WriterDocumentsQuery } from '../../gateway/writer/operations';
import { Button } from '../../ui/Button';
import { color, font, radius, space } from '../../ui/tokens';

// The document tabs: the kind's documents in the library, newest first, 25 a page with "More"
// while the last page was full, and "New" to go back to an empty form. A document being written
// is a tab as soon as its placeholder arrives (graphcache puts it at the top of the first page).
// States: loading, failed with Retry, empty, loaded.

interface Props {
  kind: DocumentKind;
  base: string;
  activeId: string | null;
  loggedIn: boolean;
}

export function DocumentTabs({ kind, base, activeId, loggedIn }: Props) {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const noun = kind === 'code' ? 'code' : 'documents';
  return (
    <nav className={strip} aria-label={kind === 'code' ? 'Your code' : 'Your documents'}>
      <ul className={list}>
        <li>
          <Link href={base} className={cx(tab, !activeId && tabActive)} aria-current={!activeId ? 'page' : undefined}>
            + New
          </Link>
        </li>
        {loggedIn ? (
          cursors.map((after, index) => (
            <TabsPage
              key={after ?? 'first'}
              kind={kind}
              base={base}
              noun={noun}
              startingAfter={after}
              activeId={activeId}
              last={index === cursors.length - 1}
              onMore={(cursor) => setCursors((shown) => (shown.includes(cursor) ? shown : [...shown, cursor]))}
            />
          ))
        ) : (
          <li className={note}>Your {noun} will be listed here.</li>
        )}
      </ul>
    </nav>
  );
}

interface PageProps {
  kind: DocumentKind;
  base: string;
  noun: string;
  startingAfter: string | null;
  activeId: string | null;
  last: boolean;
  onMore: (cursor: string) => void;
}

function TabsPage({ kind, base, noun, startingAfter, activeId, last, onMore }: PageProps) {
  const [result, retry] = useQuery({ query: WriterDocumentsQuery, variables: { kind, limit: DOCUMENT_PAGE_SIZE, startingAfter } });
  const page = result.data?.writerDocuments;
  if (!page) {
    if (result.error) {
      return (
        <li className={note} role="alert">
          {startingAfter ? 'More could not be loaded.' : `Your ${noun} could not be loaded.`}{' '}
          <Button variant="ghost" onClick={() => retry({ requestPolicy: 'network-only' })}>
            Retry
          </Button>
        </li>
      );
    }
    return <li className={note}>Loading…</li>;
  }
  if (!startingAfter && page.items.length === 0) return <li className={note}>No {noun} yet.</li>;
  const cursor = page.items.at(-1)?.id;
  return (
    <>
      {page.items.map((document) => (
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
      {last && page.hasMore && cursor && (
        <li>
          <Button variant="ghost" onClick={() => onMore(cursor)}>
            More
          </Button>
        </li>
      )}
    </>
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
