import { useEffect, useRef } from 'react';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import type { WriterDocumentFieldsFragment as WriterDocument } from '../../gateway/generated/graphql';
import { copiedMessage, deletedMessage, documentActionsMachine, removeDocument, selectRenaming } from '../../machines/writer/documentActionsMachine';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { color, font, radius, space } from '../../ui/tokens';
import { Markdown, markdownBody } from '../../ui/Markdown';
import { ExportMenu } from '../exports/ExportMenu';
import { useDelete } from '../lists/useDelete';

// The document on show: its title (Rename edits it in place: Enter saves, Escape cancels), Copy,
// Download (the chat's exports, loaded when asked) and Delete after a confirmation; its text
// rendered with the chat's markdown (a coder's fenced block highlighted), block by block while it
// streams. One actions machine and one delete machine per document: the screen keys this by id.

interface Props {
  document: WriterDocument;
  streaming: boolean;
  onDeleted: (id: string) => void;
}

export function DocumentPanel({ document, streaming, onDeleted }: Props) {
  const client = useClient();
  const actions = useActorRef(documentActionsMachine, actorOptions({ client, kind: document.kind, documentId: document.id }));
  const renaming = useSelector(actions, selectRenaming);
  const busy = useSelector(actions, (s) => s.hasTag('busy'));
  const deletion = useDelete({
    id: document.id,
    remove: removeDocument(document.kind),
    title: 'Delete this document?',
    description: 'It is removed from your library. This cannot be undone.',
    deletedMessage,
    onDeleted,
  });
  const toolbarRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const subscriptions = [
      actions.on('copied', () => toast.success(copiedMessage)),
      actions.on('failed', (event) => toast.error(event.message)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actions]);

  const wasRenaming = useRef(false);
  useEffect(() => {
    // Back from renaming: focus returns to the Rename button.
    if (wasRenaming.current && renaming === null) toolbarRef.current?.querySelector('button')?.focus();
    wasRenaming.current = renaming !== null;
  }, [renaming]);

  return (
    <article className={panel} aria-busy={streaming} aria-labelledby={`title-${document.id}`}>
      <header className={header}>
        {renaming !== null ? (
          <form
            className={renameForm}
            onSubmit={(event) => {
              event.preventDefault();
              actions.send({ type: 'SAVE' });
            }}
          >
            <input
              className={titleInput}
              aria-label="Title"
              value={renaming}
              maxLength={80}
              autoFocus
              disabled={busy}
              onChange={(event) => actions.send({ type: 'TITLE.CHANGE', value: event.target.value })}
              onKeyDown={(event) => event.key === 'Escape' && actions.send({ type: 'CANCEL' })}
            />
            <Button type="submit" disabled={busy}>
              Save
            </Button>
            <Button variant="ghost" onClick={() => actions.send({ type: 'CANCEL' })}>
              Cancel
            </Button>
          </form>
        ) : (
          <h2 id={`title-${document.id}`} className={title}>
            {document.title}
          </h2>
        )}
        {!streaming && renaming === null && (
          <div className={toolbar} ref={toolbarRef} role="toolbar" aria-label="Document actions">
            <Button variant="secondary" onClick={() => actions.send({ type: 'RENAME', title: document.title })}>
              Rename
            </Button>
            <Button variant="secondary" onClick={() => actions.send({ type: 'COPY', text: document.content })}>
              Copy
            </Button>
            <ExportMenu conversation={{ title: document.title }} messages={[{ role: 'assistant', content: document.content }]} triggerLabel="Download" />
            <Button variant="secondary" onClick={deletion.ask}>
              Delete
            </Button>
          </div>
        )}
      </header>
      {document.isIncomplete && !streaming && <p className={note}>This document was cut short; it keeps what was written.</p>}
      <div className={markdownBody} aria-live="off">
        {document.content ? <Markdown content={document.content} streaming={streaming} /> : <p className={note}>Starting…</p>}
      </div>
      {deletion.dialog}
    </article>
  );
}

const panel = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-width: 0;
  padding: ${space.xl};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  @media (max-width: 760px) {
    padding: ${space.lg};
  }
`;

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
`;

const title = css`
  margin: 0;
  min-width: 0;
  font-size: ${font.large};
  overflow-wrap: anywhere;
`;

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  /* The export menu is spaced for the chat's header; here it lines up with the other buttons. */
  & > div {
    padding: 0;
  }
`;

const renameForm = css`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: ${space.sm};
  min-width: 0;
`;

const titleInput = css`
  flex: 1;
  min-width: 160px;
  padding: ${space.xs} ${space.sm};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  &:focus {
    outline: 3px solid ${color.focus};
    outline-offset: -1px;
  }
`;

const note = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.small};
`;
