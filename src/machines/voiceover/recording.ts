import { fromCallback, fromPromise } from 'xstate';
import { encodeWav, wavSampleRate } from '../../lib/wav';

// The browser's media APIs behind the clone modal's actors (voiceCloneMachine): the microphone
// (getUserMedia), the recorder with its level meter (MediaRecorder and an AnalyserNode) and the
// conversion of the opus/webm recording to mono 16-bit WAV (decodeAudioData, then src/lib/wav).
// Apart from the machine so its model test swaps each by name and never needs a microphone.

/** Why the microphone could not be used: refused (by the user or the page's policy), none there, or another failure. */
export type MicrophoneTrouble = 'denied' | 'missing' | 'failed';

export class MicrophoneError extends Error {
  constructor(readonly trouble: MicrophoneTrouble) {
    super(`microphone ${trouble}`);
  }
}

/** A getUserMedia failure by its DOMException name. */
export function microphoneTrouble(error: unknown): MicrophoneTrouble {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  return 'failed';
}

export const openMicrophone = fromPromise<MediaStream>(async () => {
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('missing');
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
  } catch (error) {
    throw new MicrophoneError(microphoneTrouble(error));
  }
});

/** What the recorder tells the machine: the level (0–1) a few times a second, then the recording. */
export type RecorderReport = { type: 'LEVEL'; value: number } | { type: 'RECORDED'; blob: Blob } | { type: 'RECORDER.FAILED' };

// SPEC §9: 128 kbps opus in webm, where the browser has it.
const recordingType = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus'].find((type) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type));

export const recordSample = fromCallback<{ type: 'STOP' }, { stream: MediaStream }>(({ input, sendBack, receive }) => {
  const { stream } = input;
  const chunks: Blob[] = [];
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, { mimeType: recordingType, audioBitsPerSecond: 128_000 });
  } catch {
    sendBack({ type: 'RECORDER.FAILED' });
    return () => stream.getTracks().forEach((track) => track.stop());
  }
  recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
  recorder.onstop = () => sendBack({ type: 'RECORDED', blob: new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }) });
  recorder.onerror = () => sendBack({ type: 'RECORDER.FAILED' });
  recorder.start(250);
  // The level meter: the loudest sample of the last frame, ten times a second.
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(stream).connect(analyser);
  const frame = new Float32Array(analyser.fftSize);
  const meter = setInterval(() => {
    analyser.getFloatTimeDomainData(frame);
    sendBack({ type: 'LEVEL', value: Math.min(1, frame.reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0)) });
  }, 100);
  receive(() => {
    if (recorder.state !== 'inactive') recorder.stop();
  });
  return () => {
    clearInterval(meter);
    void context.close();
    if (recorder.state !== 'inactive') {
      recorder.onstop = null;
      recorder.stop();
    }
    stream.getTracks().forEach((track) => track.stop());
  };
});

/** The recording decoded (resampled to 24 kHz by the browser) and written as mono 16-bit WAV. */
export const convertRecording = fromPromise<File, { blob: Blob }>(async ({ input }) => {
  const context = new OfflineAudioContext(1, 1, wavSampleRate);
  const decoded = await context.decodeAudioData(await input.blob.arrayBuffer());
  return new File([encodeWav(decoded)], 'recording.wav', { type: 'audio/wav' });
});
