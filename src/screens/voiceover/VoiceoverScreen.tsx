import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { useClient, useQuery } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { cx } from '@linaria/core';
import type { SpeechFieldsFragment as Speech } from '../../gateway/generated/graphql';
import { SpeechesQuery, SpeechQuery, VoicesQuery } from '../../gateway/voiceover/operations';
import { SEARCH_DEBOUNCE_MS } from '../../lib/lists/pages';
import { isFinished } from '../../../contract/media';
import { selectSpeechFlow, speechCalls, speechMachine } from '../../machines/voiceover/speechMachine';
import { selectVoiceEdit, voiceEditMachine } from '../../machines/voiceover/voiceEditMachine';
import { actorOptions } from '../../machines/inspect';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toasts';
import { useDebounced } from '../../ui/useDebounced';
import { loadingBlock, notice, noticeTitle, pageIntro, pageLead, pageTitle, screenScroller, toolColumn, toolPage } from '../../ui/toolPage';
import { usePages } from '../lists/usePages';
import { useUnfinished } from '../lists/useUnfinished';
import { SpeechForm } from './SpeechForm';
import { SpeechHistory } from './SpeechHistory';
import { SpeechPanel } from './SpeechPanel';
import { VoiceEditModal } from './VoiceEditModal';
import { VoicePicker } from './VoicePicker';
import { page, side } from '../../ui/mediaTool';

const VoiceClone = lazy(() => import('./VoiceClone'));
/** SPEC §8's words once a voice is cloned. */
export const CLONED = 'Voice has been cloned successfully.';

// Voiceover at `/app/voiceover` and `/app/voiceover/{id}` (SPEC §1, §2): the voices (search,
// clone, edit), the form, the speech the address names with its player, and the history. The
// address follows the selected speech; after a deletion it names the speech's voice, which an
// address that is no speech is taken as (so it opens with that voice chosen). `?model=` chooses
// the first voice of that model. Runs speechMachine (the form), the clone and edit modals'
// machines; the speech on show runs its own (SpeechPanel: its job read while it runs, rename).
// Reads go through urql and graphcache.

export default function VoiceoverScreen() {
  const id = useParams<{ id?: string }>().id ?? null;
  const model = new URLSearchParams(useSearch()).get('model');
  const [, navigate] = useLocation();
  const client = useClient();

  const flowActor = useActorRef(speechMachine, actorOptions({ client }));
  const flow = useSelector(flowActor, selectSpeechFlow, shallowEqual);
  const [cloning, setCloning] = useState(false);
  const editActor = useActorRef(voiceEditMachine, actorOptions({ client }));
  const edit = useSelector(editActor, selectVoiceEdit, shallowEqual);

  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const voicePages = usePages({ query: VoicesQuery, variables: { query: query || null }, rowsOf: (data) => data.voices.items, moreAfter: (data) => data.voices.hasMore });
  const speechPages = usePages({ query: SpeechesQuery, variables: {}, rowsOf: (data) => data.speeches.items, moreAfter: (data) => data.speeches.hasMore });

  // The speech the address names; an address that is no speech names a voice.
  const [shown, reload] = useQuery({ query: SpeechQuery, variables: { id: id ?? '' }, pause: !id });
  const speech = id && shown.data?.speech?.id === id ? shown.data.speech : null;
  // What the history has still being made is read every 5 s (SPEC §9); the one on show, by its panel.
  useUnfinished(speechPages.rows.filter((item) => !isFinished(item.state) && item.id !== id).map((item) => item.id), speechCalls.read);
  const notSpeech = !!id && !shown.fetching && !!shown.data && !shown.data.speech;

  useEffect(() => {
    if (notSpeech && id) flowActor.send({ type: 'VOICE.CHOOSE', id });
  }, [flowActor, id, notSpeech]);

  // No voice chosen yet: the model's first (?model=), else the first English flite voice (the
  // most intelligible offline), else the list's first.
  const voices = voicePages.rows;
  useEffect(() => {
    if (flow.voiceId || !voices.length) return;
    const first =
      (model && voices.find((voice) => voice.model === model)) || voices.find((voice) => voice.engine === 'flite' && voice.locale?.startsWith('en')) || voices[0]!;
    flowActor.send({ type: 'VOICE.CHOOSE', id: first.id });
  }, [flowActor, flow.voiceId, voices, model]);
  const voiceName = voices.find((voice) => voice.id === flow.voiceId)?.name ?? (speech?.voice?.id === flow.voiceId ? speech?.voice?.name : null) ?? null;

  useEffect(() => {
    const subscriptions = [
      flowActor.on('created', (event) => navigate(`/app/voiceover/${event.id}`)),
      editActor.on('saved', () => toast.success('Changes saved successfully!')),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [flowActor, editActor, navigate]);
  const cloned = useCallback(
    (voiceId: string) => {
      toast.success(CLONED);
      setSearch('');
      flowActor.send({ type: 'VOICE.CHOOSE', id: voiceId });
    },
    [flowActor],
  );
  const cloneClosed = useCallback(() => setCloning(false), []);

  const deleted = useCallback(
    (gone: Speech) => {
      const voiceId = gone.voice?.id ?? flow.voiceId;
      navigate(voiceId ? `/app/voiceover/${voiceId}` : '/app/voiceover', { replace: true });
    },
    [navigate, flow.voiceId],
  );

  return (
    <div className={screenScroller}>
      <div className={cx(toolPage, page)}>
        <div className={toolColumn}>
          <header className={pageIntro}>
            <h1 className={pageTitle}>Voiceover</h1>
            <p className={pageLead}>Choose a voice, type a text, and listen to it spoken; clone a voice from a short recording.</p>
          </header>
          <SpeechForm
            voiceName={voiceName}
            prompt={flow.prompt}
            error={flow.error}
            creating={flow.creating}
            onPrompt={(value) => flowActor.send({ type: 'PROMPT.CHANGE', value })}
            onSubmit={() => flowActor.send({ type: 'SUBMIT' })}
          />
          {!id || notSpeech ? (
            <div className={notice}>
              <p className={noticeTitle}>Your speech will appear here</p>
              <p>Generate one, or pick one in the history to play it again.</p>
            </div>
          ) : speech ? (
            <SpeechPanel
              key={speech.id}
              speech={speech}
              onDeleted={deleted}
            />
          ) : shown.error ? (
            <LoadFailed what="The speech" onRetry={() => reload({ requestPolicy: 'network-only' })} />
          ) : (
            <div className={loadingBlock}>
              <Spinner label="Loading the speech" />
            </div>
          )}
        </div>
        <aside className={side} aria-label="Voices and history">
          <VoicePicker
            voices={voices}
            pages={voicePages}
            query={search}
            chosenId={flow.voiceId}
            onQuery={setSearch}
            onChoose={(voiceId) => flowActor.send({ type: 'VOICE.CHOOSE', id: voiceId })}
            onClone={() => setCloning(true)}
            onEdit={(voice) => editActor.send({ type: 'OPEN', voice: { id: voice.id, name: voice.name, visibility: voice.visibility } })}
          />
          <SpeechHistory speeches={speechPages.rows} pages={speechPages} activeId={notSpeech ? null : id} />
        </aside>
      </div>
      {cloning && (
        <Suspense fallback={null}>
          <VoiceClone onCloned={cloned} onClosed={cloneClosed} />
        </Suspense>
      )}
      {edit.open && (
        <VoiceEditModal
          {...edit}
          onChange={(change) => editActor.send({ type: 'CHANGE', ...change })}
          onSave={() => editActor.send({ type: 'SAVE' })}
          onClose={() => editActor.send({ type: 'CLOSE' })}
        />
      )}
    </div>
  );
}
