import { useEffect, useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { useClient, useQuery } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { cx } from '@linaria/core';
import { isFinished } from '../../../contract/media';
import { ModelsQuery } from '../../gateway/catalogue/operations';
import { TranscriptionQuery, TranscriptionsQuery } from '../../gateway/transcriber/operations';
import { selectUpload, uploadMachine } from '../../machines/media/uploadMachine';
import { selectTranscriberFlow, transcriberMachine, transcriptionCalls, uploadTranscription } from '../../machines/transcriber/transcriberMachine';
import { actorOptions } from '../../machines/inspect';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { page, side } from '../../ui/mediaTool';
import { loadingBlock, notice, noticeTitle, pageIntro, pageLead, pageTitle, screenScroller, toolColumn, toolPage } from '../../ui/toolPage';
import { usePages } from '../lists/usePages';
import { useUnfinished } from '../lists/useUnfinished';
import { TranscriptionForm } from './TranscriptionForm';
import { TranscriptionHistory } from './TranscriptionHistory';
import { TranscriptionPanel } from './TranscriptionPanel';

// The Transcriber at `/app/transcriber` and `/app/transcriber/{id}` (SPEC §1, §2): the upload with
// the model (`?model=` from the catalogue's entry link chooses it when it is available here), the
// transcription the address names with its player, segments and exports, and the history. Runs
// uploadMachine (the file checked in the browser, sent with the model), transcriberMachine (the
// model) and, for the history's unfinished transcriptions read every 5 s, unfinishedMachine; the
// one on show runs its own (TranscriptionPanel: its job read while it runs, rename). Reads go
// through urql and graphcache.

export default function TranscriberScreen() {
  const id = useParams<{ id?: string }>().id ?? null;
  const wanted = new URLSearchParams(useSearch()).get('model');
  const [, navigate] = useLocation();
  const client = useClient();

  const flowActor = useActorRef(transcriberMachine, actorOptions({ client }));
  const flow = useSelector(flowActor, selectTranscriberFlow, shallowEqual);
  const uploadActor = useActorRef(uploadMachine, actorOptions({ client, upload: uploadTranscription }));
  const upload = useSelector(uploadActor, selectUpload, shallowEqual);

  const [models, reloadModels] = useQuery({ query: ModelsQuery, variables: { type: 'transcription' } });
  const history = usePages({ query: TranscriptionsQuery, variables: {}, rowsOf: (data) => data.transcriptions.items, moreAfter: (data) => data.transcriptions.hasMore });
  const [shown, reload] = useQuery({ query: TranscriptionQuery, variables: { id: id ?? '' }, pause: !id });
  const transcription = id && shown.data?.transcription?.id === id ? shown.data.transcription : null;
  const missing = !!id && !shown.fetching && !!shown.data && !shown.data.transcription;

  // The model: `?model=` when it can transcribe here, else the first that can.
  const offered = useMemo(() => models.data?.models ?? [], [models.data]);
  useEffect(() => {
    if (flow.model || !offered.length) return;
    const first = offered.find((model) => model.key === wanted && model.isAvailable) ?? offered.find((model) => model.isAvailable);
    if (first) flowActor.send({ type: 'MODEL.CHOOSE', key: first.key });
  }, [flowActor, flow.model, offered, wanted]);

  // What the history has still being made is read every 5 s (SPEC §9); the one on show, by its panel.
  useUnfinished(history.rows.filter((item) => !isFinished(item.state) && item.id !== id).map((item) => item.id), transcriptionCalls.read);

  useEffect(() => {
    const subscription = uploadActor.on('uploaded', (event) => navigate(`/app/transcriber/${event.item.id}`));
    return () => subscription.unsubscribe();
  }, [uploadActor, navigate]);

  return (
    <div className={screenScroller}>
      <div className={cx(toolPage, page)}>
        <div className={toolColumn}>
          <header className={pageIntro}>
            <h1 className={pageTitle}>Transcriber</h1>
            <p className={pageLead}>Upload speech as audio or video: read it back as text with timed segments, and export subtitles.</p>
          </header>
          <TranscriptionForm
            {...upload}
            models={offered}
            modelsLoading={models.fetching}
            model={flow.model}
            onChoose={(file) => uploadActor.send({ type: 'CHOOSE', file })}
            onModel={(key) => flowActor.send({ type: 'MODEL.CHOOSE', key })}
            onSubmit={() => uploadActor.send({ type: 'SUBMIT', fields: { model: flow.model } })}
            onRetry={() => uploadActor.send({ type: 'RETRY' })}
          />
          {models.error && <LoadFailed what="The models" onRetry={() => reloadModels({ requestPolicy: 'network-only' })} />}
          {!id || missing ? (
            <div className={notice}>
              <p className={noticeTitle}>{missing ? 'This transcription does not exist' : 'Your transcription will appear here'}</p>
              <p>{missing ? 'It may have been deleted. Pick another in the history.' : 'Upload a file, or pick one in the history to read it again.'}</p>
            </div>
          ) : transcription ? (
            <TranscriptionPanel
              key={transcription.id}
              transcription={transcription}
              onDeleted={() => navigate('/app/transcriber', { replace: true })}
            />
          ) : shown.error ? (
            <LoadFailed what="The transcription" onRetry={() => reload({ requestPolicy: 'network-only' })} />
          ) : (
            <div className={loadingBlock}>
              <Spinner label="Loading the transcription" />
            </div>
          )}
        </div>
        <aside className={side} aria-label="History">
          <TranscriptionHistory items={history.rows} pages={history} activeId={missing ? null : id} />
        </aside>
      </div>
    </div>
  );
}
