import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { useClient, useQuery } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { cx } from '@linaria/core';
import { ModelsQuery } from '../../gateway/catalogue/operations';
import { CompositionQuery, CompositionsQuery } from '../../gateway/composer/operations';
import { isFinished } from '../../../contract/media';
import { compositionCalls, composerMachine, selectComposerFlow } from '../../machines/composer/composerMachine';
import { actorOptions } from '../../machines/inspect';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { loadingBlock, notice, noticeTitle, pageIntro, pageLead, pageTitle, screenScroller, toolColumn, toolPage } from '../../ui/toolPage';
import { page, side } from '../../ui/mediaTool';
import { usePages } from '../lists/usePages';
import { useUnfinished } from '../lists/useUnfinished';
import { CompositionForm } from './CompositionForm';
import { CompositionHistory } from './CompositionHistory';
import { CompositionPanel } from './CompositionPanel';

// The Composer at `/app/composer` and `/app/composer/{id}` (SPEC §1, §2): the form, the
// composition the address names with its player, and the history. The address follows the
// selected composition; `?model=` chooses that music model. Runs composerMachine (the form); the
// composition on show runs its own (CompositionPanel: its job read while it runs, rename). Reads
// go through urql and graphcache.

export default function ComposerScreen() {
  const id = useParams<{ id?: string }>().id ?? null;
  const wanted = new URLSearchParams(useSearch()).get('model');
  const [, navigate] = useLocation();
  const client = useClient();

  const flowActor = useActorRef(composerMachine, actorOptions({ client }));
  const flow = useSelector(flowActor, selectComposerFlow, shallowEqual);
  const pages = usePages({ query: CompositionsQuery, variables: {}, rowsOf: (data) => data.compositions.items, moreAfter: (data) => data.compositions.hasMore });
  const [models] = useQuery({ query: ModelsQuery, variables: { type: 'music' } });
  const musicModels = useMemo(() => models.data?.models ?? [], [models.data]);
  const modelsNote = models.fetching ? 'Loading the models…' : models.error ? 'The models could not be loaded.' : 'No music model is offered on this server.';

  const [shown, reload] = useQuery({ query: CompositionQuery, variables: { id: id ?? '' }, pause: !id });
  const composition = id && shown.data?.composition?.id === id ? shown.data.composition : null;
  const missing = !!id && !shown.fetching && !!shown.data && !shown.data.composition;

  // What the history has still being made is read every 5 s (SPEC §9); the one on show, by its panel.
  useUnfinished(pages.rows.filter((item) => !isFinished(item.state) && item.id !== id).map((item) => item.id), compositionCalls.read);

  // No model chosen yet: the one `?model=` names, else the first available.
  useEffect(() => {
    if (flow.model || !musicModels.length) return;
    const first = musicModels.find((model) => model.key === wanted && model.isAvailable) ?? musicModels.find((model) => model.isAvailable);
    if (first) flowActor.send({ type: 'MODEL.CHOOSE', key: first.key, instrumentalOnly: first.isLocal });
  }, [flowActor, flow.model, musicModels, wanted]);

  useEffect(() => {
    const subscription = flowActor.on('created', (event) => navigate(`/app/composer/${event.id}`));
    return () => subscription.unsubscribe();
  }, [flowActor, navigate]);
  const deleted = useCallback(() => navigate('/app/composer', { replace: true }), [navigate]);

  return (
    <div className={screenScroller}>
      <div className={cx(toolPage, page)}>
        <div className={toolColumn}>
          <header className={pageIntro}>
            <h1 className={pageTitle}>Composer</h1>
            <p className={pageLead}>Describe the music, add a few tags, choose its length, and listen to what is composed.</p>
          </header>
          <CompositionForm
            {...flow}
            models={musicModels}
            modelsNote={modelsNote}
            onPrompt={(value) => flowActor.send({ type: 'PROMPT.CHANGE', value })}
            onTagDraft={(value) => flowActor.send({ type: 'TAG.DRAFT', value })}
            onTagAdd={() => flowActor.send({ type: 'TAG.ADD' })}
            onTagRemove={(tag) => flowActor.send({ type: 'TAG.REMOVE', tag })}
            onInstrumental={(value) => flowActor.send({ type: 'INSTRUMENTAL.SET', value })}
            onModel={(model) => flowActor.send({ type: 'MODEL.CHOOSE', key: model.key, instrumentalOnly: model.isLocal })}
            onSeconds={(value) => flowActor.send({ type: 'SECONDS.CHANGE', value })}
            onSubmit={() => flowActor.send({ type: 'SUBMIT' })}
          />
          {!id || missing ? (
            <div className={notice}>
              <p className={noticeTitle}>{missing ? 'This composition does not exist any more' : 'Your music will appear here'}</p>
              <p>Compose a piece, or pick one in the history to play it again.</p>
            </div>
          ) : composition ? (
            <CompositionPanel
              key={composition.id}
              composition={composition}
              onDeleted={deleted}
            />
          ) : shown.error ? (
            <LoadFailed what="The composition" onRetry={() => reload({ requestPolicy: 'network-only' })} />
          ) : (
            <div className={loadingBlock}>
              <Spinner label="Loading the composition" />
            </div>
          )}
        </div>
        <aside className={side} aria-label="History">
          <CompositionHistory compositions={pages.rows} pages={pages} activeId={missing ? null : id} />
        </aside>
      </div>
    </div>
  );
}
