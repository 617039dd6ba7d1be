import { useCallback } from 'react';
import { css } from '@linaria/core';
import type { DocumentKind } from '../../gateway/generated/graphql';
import { documentSource, type DocumentItem } from '../../machines/writer/documentSource';
import { color } from '../../ui/tokens';
import { ListControls, nothingMatches } from '../lists/ListControls';
import { ListPanel } from '../lists/ListPanel';
import { ListView } from '../lists/ListView';
import { useList } from '../lists/useList';
import { listBox, ListRowLink, madeAt } from '../lists/ListRow';

// The writer's (or the coder's) documents in the shared list view (useList), beside the
// form: newest first, oldest first or by title, all or only the active or inactive ones, 25 a
// page, the next near the bottom, searched as you type, each with its pin and status switch.
// The open document is deleted from its own panel, after its confirmation; `changes` moves when
// a document is written or deleted here, and the list is read again from its first page.

const words: Record<DocumentKind, { heading: string; label: string; one: string; many: string; empty: string }> = {
  document: { heading: 'Your documents', label: 'Document history', one: 'document', many: 'documents', empty: 'Nothing written yet. Fill in a template and the document will be kept here.' },
  code: { heading: 'Your code', label: 'Code history', one: 'code document', many: 'code documents', empty: 'Nothing written yet. Describe what the code should do and it will be kept here.' },
};

interface Props {
  kind: DocumentKind;
  base: string;
  activeId: string | null;
  /** Counts the documents written or deleted on this screen. */
  changes: number;
}

export function DocumentHistory({ kind, ...props }: Props) {
  const { heading } = words[kind];
  return (
    <ListPanel id={`${kind}-history`} heading={heading}>
      {/* Another kind is another list: its own machine, pins and query. */}
      <DocumentList key={kind} kind={kind} {...props} />
    </ListPanel>
  );
}

function DocumentList({ kind, base, activeId, changes }: Props) {
  const { one, many, empty, label } = words[kind];
  const list = useList({ source: documentSource(kind), listKey: kind === 'code' ? 'code-documents' : 'documents' }, changes);

  const renderItem = useCallback(
    (item: DocumentItem) => (
      <ListRowLink href={`${base}/${item.id}`} active={item.id === activeId} title={item.title}>
        {item.isProcessing && <span className={flag}>Being written</span>}
        {item.isIncomplete && <span className={flag}>Cut short</span>}
        {item.language && <span>{item.language}</span>}
        <time dateTime={item.createdAt}>{madeAt(item.createdAt)}</time>
      </ListRowLink>
    ),
    [base, activeId],
  );
  return (
    <>
      <ListControls list={list} noun={many} statusFilter />
      <div className={listBox}>
        <ListView<DocumentItem>
          list={list}
          label={label}
          rowHeight={62}
          empty={empty}
          nothingMatches={nothingMatches(one, many)}
          countLabel={(count) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`}
          renderItem={renderItem}
          pinLabel={pinLabel}
          statusLabel={activeLabel}
        />
      </div>
    </>
  );
}

const pinLabel = (item: DocumentItem) => `Pin ${item.title || 'Untitled'}`;
/** SPEC §4: a document's status 1/0, switched from its row. */
const activeLabel = (item: DocumentItem) => `Active: ${item.title || 'Untitled'}`;

const flag = css`
  color: ${color.accent};
  font-weight: 600;
`;
