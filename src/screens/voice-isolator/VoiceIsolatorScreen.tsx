import { useEffect, useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { useClient, useQuery } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { cx } from '@linaria/core';
import { isFinished } from '../../../contract/media';
import { ModelsQuery } from '../../gateway/catalogue/operations';
import { IsolatedVoiceQuery, IsolatedVoicesQuery } from '../../gateway/voice-isolator/operations';
import { actorOptions } from '../../machines/inspect';
import { selectUpload, uploadMachine } from '../../machines/media/uploadMachine';
import { isolatedVoiceCalls, isolateUpload, selectVoiceIsolator, voiceIsolatorMachine } from '../../machines/voice-isolator/voiceIsolatorMachine';
import { LoadFailed } from '../../ui/LoadFailed';
import { page, side } from '../../ui/mediaTool';
import { Spinner } from '../../ui/Spinner';
import { loadingBlock, notice, noticeTitle, pageIntro, pageLead, pageTitle, screenScroller, toolColumn, toolPage } from '../../ui/toolPage';
import { usePages } from '../lists/usePages';
import { useUnfinished } from '../lists/useUnfinished';
import { IsolatedVoiceHistory } from './IsolatedVoiceHistory';
import { IsolatedVoicePanel } from './IsolatedVoicePanel';
import { IsolationForm } from './IsolationForm';

// The voice isolator at `/app/voice-isolator` and `/app/voice-isolator/{id}` (SPEC §2): the form
// (a recording and a model; `?model=` chooses the model), the item the address names with its
// Before and After players, and the history. The address follows the item made or picked. Runs
// uploadMachine (the file checked and sent), voiceIsolatorMachine (the model) and, for the
// history's unfinished items read every 5 s, unfinishedMachine; the item on show runs its own (IsolatedVoicePanel: its job read
// while it runs, rename). Reads go through urql and graphcache.

export default function VoiceIsolatorScreen() {
  const id = useParams<{ id?: string }>().id ?? null;
  const wanted = new URLSearchParams(useSearch()).get('model');
  const [, navigate] = useLocation();
  const client = useClient();

  const flowActor = useActorRef(voiceIsolatorMachine, actorOptions({ client }));
  const flow = useSelector(flowActor, selectVoiceIsolator, shallowEqual);
  const uploadActor = useActorRef(uploadMachine, actorOptions({ client, upload: isolateUpload }));
  const upload = useSelector(uploadActor, selectUpload, shallowEqual);

  const [modelsRead, rereadModels] = useQuery({ query: ModelsQuery, variables: { type: 'voice-isolation' } });
  const models = useMemo(() => modelsRead.data?.models ?? [], [modelsRead.data]);
  // Items name their model by key; a user knows it by its name (the key until the catalogue is read).
  const modelNames = useMemo(() => Object.fromEntries(models.map((model) => [model.key, model.name])), [models]);
  const pages = usePages({ query: IsolatedVoicesQuery, variables: {}, rowsOf: (data) => data.isolatedVoices.items, moreAfter: (data) => data.isolatedVoices.hasMore });

  const [shown, reload] = useQuery({ query: IsolatedVoiceQuery, variables: { id: id ?? '' }, pause: !id });
  const item = id && shown.data?.isolatedVoice?.id === id ? shown.data.isolatedVoice : null;
  const missing = !!id && !shown.fetching && !!shown.data && !shown.data.isolatedVoice;

  // The history's other unfinished items are read again every 5 s too (SPEC §9).
  useUnfinished(pages.rows.filter((row) => !isFinished(row.state) && row.id !== id).map((row) => row.id), isolatedVoiceCalls.read);

  // No model chosen yet: the address's (?model=) when it is available, else the first available.
  useEffect(() => {
    if (flow.model || !models.length) return;
    const first = models.find((model) => model.key === wanted && model.isAvailable) ?? models.find((model) => model.isAvailable);
    if (first) flowActor.send({ type: 'MODEL.CHOOSE', model: first.key });
  }, [flowActor, flow.model, models, wanted]);

  useEffect(() => {
    const subscription = uploadActor.on('uploaded', (event) => navigate(`/app/voice-isolator/${event.item.id}`));
    return () => subscription.unsubscribe();
  }, [uploadActor, navigate]);

  return (
    <div className={screenScroller}>
      <div className={cx(toolPage, page)}>
        <div className={toolColumn}>
          <header className={pageIntro}>
            <h1 className={pageTitle}>Voice isolator</h1>
            <p className={pageLead}>Upload a recording and get the voice back without the background noise.</p>
          </header>
          {modelsRead.error && !models.length ? (
            <LoadFailed what="The models" onRetry={() => rereadModels({ requestPolicy: 'network-only' })} />
          ) : (
            <IsolationForm
              models={models}
              modelsLoading={modelsRead.fetching && !models.length}
              model={flow.model}
              {...upload}
              onModel={(model) => flowActor.send({ type: 'MODEL.CHOOSE', model })}
              onFile={(file) => uploadActor.send({ type: 'CHOOSE', file })}
              onSubmit={() => uploadActor.send({ type: 'SUBMIT', fields: { model: flow.model } })}
              onRetry={() => uploadActor.send({ type: 'RETRY' })}
            />
          )}
          {!id || missing ? (
            <div className={notice}>
              <p className={noticeTitle}>{missing ? 'This isolated voice does not exist' : 'Your cleaned recording will appear here'}</p>
              <p>{missing ? 'It may have been deleted. Pick another one in the history.' : 'Upload one, or pick one in the history to listen again.'}</p>
            </div>
          ) : item ? (
            <IsolatedVoicePanel
              key={item.id}
              item={item}
              modelName={modelNames[item.model] ?? item.model}
              onDeleted={() => navigate('/app/voice-isolator', { replace: true })}
            />
          ) : shown.error ? (
            <LoadFailed what="The isolated voice" onRetry={() => reload({ requestPolicy: 'network-only' })} />
          ) : (
            <div className={loadingBlock}>
              <Spinner label="Loading the isolated voice" />
            </div>
          )}
        </div>
        <aside className={side} aria-label="History">
          <IsolatedVoiceHistory items={pages.rows} pages={pages} modelNames={modelNames} activeId={missing ? null : id} />
        </aside>
      </div>
    </div>
  );
}
