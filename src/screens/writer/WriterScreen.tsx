import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useClient, useQuery } from 'urql';
import { useActorRef } from '@xstate/react';
import { css, cx } from '@linaria/core';
import { maxFreePlanTemplates } from '../../../contract/tool-limits';
import { MeQuery } from '../../gateway/account/operations';
import type { DocumentKind } from '../../gateway/generated/graphql';
import { WriterDocumentQuery, WriterPresetsQuery } from '../../gateway/writer/operations';
import {
  documentMachine,
  selectError,
  selectFields,
  selectFreePlan,
  selectLanguage,
  selectLiveDocument,
  selectOutOfCredits,
  selectPreferred,
  selectPresetId,
  selectPrompt,
} from '../../machines/writer/documentMachine';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { LoadFailed } from '../../ui/LoadFailed';
import { color, font, space } from '../../ui/tokens';
import { screenScroller as scroller, pageIntro as intro, pageTitle as heading, notice as placeholder, noticeTitle as placeholderTitle, loadingBlock as loading, toolColumn, toolPage } from '../../ui/toolPage';
import { useSnapshotPerFrame } from '../../ui/useSnapshotPerFrame';
import { DocumentForm } from './DocumentForm';
import { DocumentHistory } from './DocumentHistory';
import { DocumentPanel } from './DocumentPanel';
import { DocumentTabs } from './DocumentTabs';
import { PresetGallery } from './PresetGallery';

// The writer (`/writer`, `/writer/{documentId}`) and the coder (`/app/coder`,
// `/app/coder/{documentId}`): one screen for both, parameterised by the kind its address names
// (SPEC §2). It runs documentMachine, reads the presets, the tabs and the document on show
// through urql, and turns what the machine tells it into navigation and toasts:
// a document being written gets its own address at once (a reload re-attaches to it), a
// placeholder the server dropped sends the address back to the form, a logged-out Submit goes to
// the login. `/writer/{presetId}` opens the writer on that template (the login comes back there).

const screens: Record<DocumentKind, { base: string; title: string; lead: string }> = {
  document: { base: '/writer', title: 'Writer', lead: 'Pick a template, fill in its form, and get a document you can edit, copy and download.' },
  code: { base: '/app/coder', title: 'Coder', lead: 'Describe what the code should do and pick a language.' },
};

export default function WriterScreen() {
  const [location, navigate] = useLocation();
  const kind: DocumentKind = location.startsWith('/app/coder') ? 'code' : 'document';
  const { base, title, lead } = screens[kind];
  const routeId = useParams<{ id?: string }>().id ?? null;
  const client = useClient();

  // `?model=` names the model, as the chat's links do; the server's default otherwise.
  const model = new URLSearchParams(useSearch()).get('model');
  const writer = useActorRef(documentMachine, actorOptions({ client, kind, model }));
  // Followed once per frame: a fast stream does not render on every token (as the chat).
  const snapshot = useSnapshotPerFrame(writer);
  const presetId = selectPresetId(snapshot);
  const preferred = selectPreferred(snapshot);
  const busy = snapshot.hasTag('busy');

  const [me] = useQuery({ query: MeQuery });
  const user = me.data?.me ?? null;
  const known = !!me.data || !!me.error;
  const planPrice = user?.workspace.subscription?.plan.price ?? null;
  useEffect(() => {
    writer.send({ type: 'SESSION', loggedIn: !!user, planPrice });
  }, [writer, user, planPrice]);

  const [presetsResult, reloadPresets] = useQuery({ query: WriterPresetsQuery, variables: { limit: 100 }, pause: kind === 'code' });
  const presets = presetsResult.data?.presets ?? [];
  const routePreset = kind === 'document' && routeId ? (presets.find((preset) => preset.id === routeId) ?? null) : null;
  // Until the presets are known an id might be either; a document is asked for only once they are.
  const documentId = routeId && !routePreset && (kind === 'code' || presetsResult.data || presetsResult.error) ? routeId : null;
  const chosen = presets.find((preset) => preset.id === presetId) ?? null;

  useEffect(() => {
    if (routePreset) writer.send({ type: 'PRESET.CHOOSE', presetId: routePreset.id });
  }, [writer, routePreset]);

  // Counts the documents written or deleted here: the history below the form reads its first page again.
  const [changes, setChanges] = useState(0);
  const changed = useCallback(() => setChanges((count) => count + 1), []);
  useEffect(() => {
    const subscriptions = [
      writer.on('started', (event) => {
        navigate(`${base}/${event.id}`);
        changed();
      }),
      writer.on('written', changed),
      writer.on('removed', () => {
        navigate(base, { replace: true });
        changed();
      }),
      writer.on('loginRequired', (event) => navigate(event.path)),
      writer.on('refused', (event) => toast.error(event.message)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [writer, navigate, base, changed]);

  const written = selectLiveDocument(snapshot);
  const live = written && written.id === documentId ? written : null;
  const [shown, reload] = useQuery({ query: WriterDocumentQuery, variables: { kind, id: documentId ?? '' }, pause: !documentId || !user || !!live });
  const stored = documentId && shown.data?.writerDocument?.id === documentId ? shown.data.writerDocument : null;
  const document = live ?? stored;

  // A document still being written when the page opened (a reload, another tab): follow it.
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    if (!stored?.isProcessing || busy || resumed.current === stored.id) return;
    resumed.current = stored.id;
    writer.send({ type: 'RESUME', documentId: stored.id });
  }, [writer, stored, busy]);

  // Stable, so the gallery's tiles are not all rendered again on every token of a stream.
  const choose = useCallback((presetId: string | null) => writer.send({ type: 'PRESET.CHOOSE', presetId }), [writer]);
  const pinTemplate = useCallback((presetId: string) => writer.send({ type: 'PRESET.PIN', presetId }), [writer]);
  const unpinTemplate = useCallback((presetId: string) => writer.send({ type: 'PRESET.FORGET', presetId }), [writer]);

  const formTop = useRef<HTMLDivElement>(null);
  const deleted = useCallback(() => {
    navigate(base, { replace: true });
    changed();
    formTop.current?.querySelector<HTMLElement>('textarea, input, select')?.focus();
  }, [navigate, base, changed]);

  return (
    <div className={scroller}>
      <div className={cx(toolPage, page)}>
        <header className={intro}>
          <h1 className={heading}>{title}</h1>
          <p className={muted}>{lead}</p>
        </header>
        <DocumentTabs kind={kind} base={base} activeId={documentId} loggedIn={!!user} />
        <div className={columns}>
          <section className={toolColumn} aria-label="Form" ref={formTop}>
            {kind === 'document' && (
              presetsResult.error ? (
                <p className={muted} role="alert">
                  The templates could not be loaded.{' '}
                  <Button variant="ghost" onClick={() => reloadPresets({ requestPolicy: 'network-only' })}>
                    Retry
                  </Button>
                </p>
              ) : !presetsResult.data ? (
                <Spinner label="Loading the templates" />
              ) : (
                !busy && (
                  <PresetGallery chosen={presetId} pinned={preferred} onChoose={choose} onPin={pinTemplate} onUnpin={unpinTemplate} />
                )
              )
            )}
            {selectFreePlan(snapshot) && kind === 'document' && !busy && (
              <p className={muted}>Free plan: up to {maxFreePlanTemplates} templates ({preferred.length} pinned).</p>
            )}
            <DocumentForm
              kind={kind}
              preset={chosen}
              fields={selectFields(snapshot)}
              prompt={selectPrompt(snapshot)}
              language={selectLanguage(snapshot)}
              busy={busy}
              stopping={snapshot.hasTag('stopping')}
              ready={known}
              error={selectError(snapshot)}
              outOfCredits={selectOutOfCredits(snapshot)}
              onField={(name, value) => writer.send({ type: 'FIELD.CHANGE', name, value })}
              onPrompt={(value) => writer.send({ type: 'PROMPT.CHANGE', value })}
              onLanguage={(value) => writer.send({ type: 'LANGUAGE.CHANGE', value })}
              onSubmit={() => writer.send({ type: 'SUBMIT' })}
              onStop={() => writer.send({ type: 'STOP' })}
            />
          </section>
          <section className={cx(documentColumn, documentId && documentFirst)} aria-label={kind === 'code' ? 'Code' : 'Document'}>
            {!documentId ? (
              <div className={placeholder}>
                <p className={placeholderTitle}>{kind === 'code' ? 'Your code will appear here' : 'Your document will appear here'}</p>
                <p>It is written as you watch, kept in your library, and listed in the tabs above.</p>
              </div>
            ) : !user && known ? (
              <div className={placeholder}>
                <p className={placeholderTitle}>This document belongs to an account</p>
                <p>
                  <Link href={`/login?redirect=${encodeURIComponent(location)}`}>Log in</Link> to see it.
                </p>
              </div>
            ) : document ? (
              <DocumentPanel key={document.id} document={document} streaming={!!live && busy} onDeleted={deleted} />
            ) : shown.error ? (
              <LoadFailed what="The document" onRetry={() => reload({ requestPolicy: 'network-only' })} />
            ) : shown.data && !shown.fetching ? (
              <div className={placeholder}>
                <p className={placeholderTitle}>Document not found</p>
                <p>
                  It may have been deleted. <Link href={base}>Write a new one</Link>
                </p>
              </div>
            ) : (
              <div className={loading}>
                <Spinner label="Loading the document" />
              </div>
            )}
          </section>
          {user && <DocumentHistory kind={kind} base={base} activeId={documentId} changes={changes} />}
        </div>
      </div>
    </div>
  );
}

const page = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  max-width: 1240px;
`;

const muted = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.small};
`;

// Wide: the form with the history under it on the left, the document on the right over both
// rows (the last row takes what the document's height leaves, so the history sits right under
// the form). One column: the document, the form, the history.
const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  grid-template-rows: auto 1fr;
  align-items: start;
  gap: ${space.xl};
  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
  }
`;


const documentColumn = css`
  grid-row: span 2;
  min-width: 0;
  @media (max-width: 1000px) {
    grid-row: auto;
  }
`;

// On one column an open document comes first, above the templates and the form.
const documentFirst = css`
  @media (max-width: 1000px) {
    order: -1;
  }
`;

