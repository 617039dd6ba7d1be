import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { maxRecordingSeconds, maxSpeechPrompt } from '../../contract/voiceover';
import { promptMissing, promptTooLong, selectSpeechFlow, speechMachine, voiceMissing } from '../../src/machines/voiceover/speechMachine';
import { consentMissing, nameMissing, sampleMissing, sampleProblemText, selectVoiceClone, voiceCloneMachine } from '../../src/machines/voiceover/voiceCloneMachine';
import { MicrophoneError, microphoneTrouble } from '../../src/machines/voiceover/recording';
import { selectVoiceEdit, voiceEditMachine } from '../../src/machines/voiceover/voiceEditMachine';
import { walkShortestPaths } from './helpers/test-model';
import { delaysAsEvents } from './helpers/delay-model';

// Every shortest path through voiceover's three machines, walked on the machines themselves
// (the effects' answers and the timers' ticks are events: helpers/test-model.ts,
// helpers/delay-model.ts), then the timed part runs for real on XState's SimulatedClock: a
// recording that stops by itself at 30 s and becomes the sample. The speech on show is
// previewMachine's (previewMachine.model.test.ts). The screens' tests drive the same flows on the
// real page against the real server.

const refused = Object.assign(new Error('Your plan allows 1 cloned voice.'), { status: 403 });
const wav = new File([new Uint8Array(64)], 'sample.wav', { type: 'audio/wav' });

const formEvents = [
  { type: 'VOICE.CHOOSE', id: 'v1' },
  { type: 'PROMPT.CHANGE', value: ' Hello there ' },
  { type: 'PROMPT.CHANGE', value: '   ' },
  { type: 'PROMPT.CHANGE', value: 'x'.repeat(maxSpeechPrompt + 1) },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.createSpeech', output: { id: 's1' } },
  { type: 'xstate.error.actor.createSpeech', error: new Error('Not enough credits.') },
];
/** What the speech flow's states must hold wherever a walk enters them. */
const speechChecks = {
  '*': (state: SnapshotFrom<typeof speechMachine>) => {
    const view = selectSpeechFlow(state);
    // A refusal before sending names the problem in words; the prompt is never cleared.
    if (view.error && !state.matches('creating')) expect([promptMissing, promptTooLong, voiceMissing, 'Not enough credits.']).toContain(view.error);
    if (state.matches('creating')) {
      expect(view.creating).toBe(true);
      expect(view.voiceId).toBe('v1');
      // A second Generate while one is on its way sends nothing.
      expect(state.can({ type: 'SUBMIT' })).toBe(false);
    }
  },
};
// What tells two states apart for the flow: a voice, the prompt's kind.
const speechFacts = (s: SnapshotFrom<typeof speechMachine>) => [!!s.context.voiceId, s.context.prompt.trim().length > 0 ? s.context.prompt.length > maxSpeechPrompt : null];

describe('speechMachine', () => {
  const paths = walkShortestPaths(speechMachine, { input: {}, events: formEvents, facts: speechFacts }, speechChecks);
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(8));
});

describe('voiceCloneMachine', () => {
  const paths = walkShortestPaths(
    // No recorder runs in the model to be told to stop, and a recording stops by itself after
    // 2 ticks instead of 30 (the run on a simulated clock below counts the 30 s).
    delaysAsEvents(voiceCloneMachine.provide({ actions: { stopRecorder: () => undefined } as never, guards: { lastSecond: ({ context }: { context: { seconds: number } }) => context.seconds + 1 >= 2 } as never })),
    {
      input: {},
      events: [
        { type: 'OPEN' },
        { type: 'CLOSE' },
        { type: 'RECORD' },
        { type: 'STOP' },
        { type: 'UPLOAD', file: wav },
        { type: 'UPLOAD', file: new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }) },
        { type: 'FIELD.CHANGE', fields: { name: 'Ada', consent: true } },
        { type: 'SUBMIT' },
        { type: 'xstate.done.actor.openMicrophone', output: {} },
        { type: 'xstate.error.actor.openMicrophone', error: new MicrophoneError('denied') },
        { type: 'xstate.error.actor.openMicrophone', error: new MicrophoneError('missing') },
        { type: 'RECORDED', blob: new Blob(['webm'], { type: 'audio/webm' }) },
        { type: 'RECORDER.FAILED' },
        { type: 'after.SECOND' },
        { type: 'xstate.done.actor.convertRecording', output: wav },
        { type: 'xstate.error.actor.convertRecording', error: new Error('EncodingError') },
        { type: 'xstate.done.actor.cloneVoice', output: { id: 'voice-new' } },
        { type: 'xstate.error.actor.cloneVoice', error: refused },
      ],
      facts: (s) => [s.context.seconds, !!s.context.sample, !!s.context.fields.name && s.context.fields.consent, s.context.problem?.code ?? null, !!s.context.error],
    },
    {
      closed: (state) => expect(selectVoiceClone(state).open).toBe(false),
      open: (state) => {
        const view = selectVoiceClone(state);
        expect(view.open).toBe(true);
        expect(view.seconds).toBeLessThanOrEqual(maxRecordingSeconds);
        // Clone goes only with a sample, a name and consent; otherwise it says which is missing.
        if (state.matches({ open: 'submitting' })) {
          expect(view.sample).not.toBeNull();
          expect(view.fields.name).toBe('Ada');
          expect(view.fields.consent).toBe(true);
        }
        if (view.error) expect([sampleMissing, nameMissing, consentMissing, refused.message]).toContain(view.error);
        if (view.problem) expect(view.problem).toMatch(/\w/);
      },
    },
  );
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(30));

  it('puts each client code in words, a refused microphone apart from a missing one', () => {
    const texts = [
      sampleProblemText({ code: 'file_size' }),
      sampleProblemText({ code: 'file_type' }),
      sampleProblemText({ code: 'conversion_error' }),
      sampleProblemText({ code: 'microphone_error', trouble: 'denied' }),
      sampleProblemText({ code: 'microphone_error', trouble: 'missing' }),
      sampleProblemText({ code: 'microphone_error', trouble: 'failed' }),
    ];
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).not.toMatch(/_/);
    expect(microphoneTrouble(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(microphoneTrouble(new DOMException('none', 'NotFoundError'))).toBe('missing');
    expect(microphoneTrouble(new DOMException('busy', 'NotReadableError'))).toBe('failed');
  });
});

describe('voiceEditMachine', () => {
  walkShortestPaths(
    voiceEditMachine,
    {
      input: {},
      events: [
        { type: 'OPEN', voice: { id: 'v1', name: 'Ada', visibility: 0 } },
        { type: 'CHANGE', name: ' ' },
        { type: 'CHANGE', name: 'Ada L.', visibility: 1 },
        { type: 'SAVE' },
        { type: 'CLOSE' },
        { type: 'xstate.done.actor.updateVoice' },
        { type: 'xstate.error.actor.updateVoice', error: new Error('Voice not found.') },
      ],
      facts: (s) => [s.context.draft?.name ?? null, s.context.draft?.visibility ?? null, s.context.error],
    },
    {
      closed: (state) => expect(selectVoiceEdit(state).open).toBe(false),
      editing: (state) => expect(selectVoiceEdit(state).saving).toBe(false),
      saving: (state) => {
        expect(selectVoiceEdit(state).name.trim()).not.toBe('');
        expect(state.can({ type: 'SAVE' })).toBe(false);
      },
    },
  );
});

describe('voiceCloneMachine on a simulated clock', () => {
  it('records with a visible count of seconds, stops by itself at 30 s, and sets the converted WAV as the sample', async () => {
    const clock = new SimulatedClock();
    const stops: string[] = [];
    const machine = voiceCloneMachine.provide({
      actors: {
        openMicrophone: fromPromise(async () => ({}) as MediaStream),
        recordSample: fromCallback(({ sendBack, receive }) => {
          sendBack({ type: 'LEVEL', value: 0.4 });
          receive((event) => {
            stops.push(event.type);
            sendBack({ type: 'RECORDED', blob: new Blob(['webm'], { type: 'audio/webm' }) });
          });
        }),
        convertRecording: fromPromise(async () => wav),
      },
    });
    const actor = createActor(machine, { clock, input: {} }).start();
    try {
      actor.send({ type: 'OPEN' });
      actor.send({ type: 'RECORD' });
      await waitFor(actor, (s) => s.matches({ open: 'recording' }));
      expect(selectVoiceClone(actor.getSnapshot())).toMatchObject({ recording: true, seconds: 0, level: 0.4 });
      for (let second = 1; second < maxRecordingSeconds; second++) clock.increment(1000);
      expect(selectVoiceClone(actor.getSnapshot())).toMatchObject({ recording: true, seconds: maxRecordingSeconds - 1 });
      expect(stops).toEqual([]);
      clock.increment(1000);
      await waitFor(actor, (s) => s.matches({ open: 'idle' }));
      expect(stops).toEqual(['STOP']);
      expect(selectVoiceClone(actor.getSnapshot())).toMatchObject({ seconds: maxRecordingSeconds, sample: wav, problem: null, recording: false });
    } finally {
      actor.stop();
    }
  });

  it('says a refused microphone and a missing one apart, and refuses a file too large or of another kind', async () => {
    let trouble: 'denied' | 'missing' = 'denied';
    const machine = voiceCloneMachine.provide({
      actors: {
        openMicrophone: fromPromise<MediaStream>(async () => {
          throw new MicrophoneError(trouble);
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'RECORD' });
    await waitFor(actor, (s) => s.matches({ open: 'idle' }));
    expect(selectVoiceClone(actor.getSnapshot()).problem).toBe(sampleProblemText({ code: 'microphone_error', trouble: 'denied' }));
    trouble = 'missing';
    actor.send({ type: 'RECORD' });
    await waitFor(actor, (s) => s.matches({ open: 'idle' }));
    expect(selectVoiceClone(actor.getSnapshot()).problem).toBe(sampleProblemText({ code: 'microphone_error', trouble: 'missing' }));
    actor.send({ type: 'UPLOAD', file: new File([new Uint8Array(5_242_881)], 'long.wav', { type: 'audio/wav' }) });
    expect(selectVoiceClone(actor.getSnapshot()).problem).toBe(sampleProblemText({ code: 'file_size' }));
    actor.send({ type: 'UPLOAD', file: new File(['x'], 'notes.txt', { type: 'text/plain' }) });
    expect(selectVoiceClone(actor.getSnapshot()).problem).toBe(sampleProblemText({ code: 'file_type' }));
    actor.send({ type: 'UPLOAD', file: new File([new Uint8Array(5_242_880)], 'clip.mp4', { type: 'video/mp4' }) });
    expect(selectVoiceClone(actor.getSnapshot())).toMatchObject({ problem: null });
    actor.stop();
  });
});
