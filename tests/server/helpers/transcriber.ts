// The Transcriber's fixtures: a fake transcription engine (the real ones are the engines' tests'
// business) that answers what the test scripts and says what it was handed, a spoken WAV to upload,
// the upload as the browser sends it, and a transcription waited for until its job finished.
import type { FastifyInstance } from 'fastify';
import { readWav, durationOf } from '../../../server/engines/audio/wav';
import type { TranscribeRequest, Transcript, TranscriptionEngines } from '../../../server/engines/transcription/types';
import { bearer, type Session } from './app';
import { multipart } from './multipart';
import { sampleWav } from './voiceover';

export { sampleWav };

/** Three segments over the WAV's length, or what `answer` makes of the request. */
export function fakeTranscription(answer?: (request: TranscribeRequest) => Promise<Transcript>): TranscriptionEngines & { calls: TranscribeRequest[] } {
  const calls: TranscribeRequest[] = [];
  return {
    calls,
    async transcribe(request) {
      calls.push(request);
      if (answer) return answer(request);
      const wav = readWav(request.data);
      const seconds = wav ? durationOf(wav) : 3;
      const third = seconds / 3;
      const segments = ['My voice is clear and calm,', 'and I speak at an even pace', 'today.'].map((text, index) => ({ start: index * third, end: (index + 1) * third, text }));
      return { text: segments.map((segment) => segment.text).join(' '), segments, seconds, language: 'en' };
    },
  };
}

export function transcriptionForm(file: { data: Buffer; name?: string; type?: string } | null, fields: Record<string, string> = {}) {
  return multipart(fields, file ? [{ name: file.name ?? 'interview.wav', data: file.data, type: file.type ?? 'audio/wav', field: 'file' }] : []);
}

export async function postTranscription(app: FastifyInstance, session: Session, file: { data: Buffer; name?: string; type?: string } | null, fields: Record<string, string> = {}) {
  const form = transcriptionForm(file, fields);
  return app.inject({ method: 'POST', url: '/api/ai/transcriptions', headers: { ...bearer(session), ...form.headers }, payload: form.payload });
}

/** Polls the transcription until its job finished (state 3 or 4); gives up after 20 s. */
export async function finishedTranscription(app: FastifyInstance, session: Session, id: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const transcription = (await app.inject({ method: 'GET', url: `/api/library/transcriptions/${id}`, headers: bearer(session) })).json();
    if (transcription.state >= 3) return transcription;
    if (Date.now() > until) throw new Error(`The transcription did not finish: ${JSON.stringify(transcription)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
