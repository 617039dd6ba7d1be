/**
 * ElevenLabs' voice isolator as the fake ElevenLabs (fake-elevenlabs.ts) speaks it:
 * `POST /v1/audio-isolation`, multipart with the file as `audio`. A WAV comes back "isolated"
 * unchanged, encoded as mp3 at 44.1 kHz (what ElevenLabs answers); anything else gets the 422
 * ElevenLabs sends for a file it cannot read.
 */
import type { ServerResponse } from 'node:http';
import { Mp3Encoder } from '@breezystack/lamejs';
import { resample } from '../../../server/engines/audio/decode';
import { readWav } from '../../../server/engines/audio/wav';
import { sendJson, type RecordedRequest } from './fake-http';

const answerRate = 44_100;

/** The `audio` part of a recorded multipart request (undici reads multipart for us). */
export async function uploadedAudio(request: RecordedRequest): Promise<Buffer | null> {
  const form = await new Request('http://fake.invalid/', { method: 'POST', headers: { 'content-type': String(request.headers['content-type']) }, body: new Uint8Array(request.raw) }).formData();
  const audio = form.get('audio');
  return audio instanceof Blob ? Buffer.from(await audio.arrayBuffer()) : null;
}

export async function answerIsolation(request: RecordedRequest, response: ServerResponse) {
  const upload = await uploadedAudio(request).catch(() => null);
  if (!upload) return sendJson(response, 422, { detail: [{ loc: ['body', 'audio'], msg: 'Field required', type: 'missing' }] });
  const audio = readWav(upload);
  if (!audio) return sendJson(response, 422, { detail: { status: 'invalid_audio', message: 'The audio file could not be decoded.' } });
  const { samples } = resample(audio, answerRate);
  const pcm = Int16Array.from(samples, (sample) => Math.round(Math.max(-1, Math.min(1, sample)) * 32767));
  const encoder = new Mp3Encoder(1, answerRate, 128);
  // lamejs hands back signed bytes (Int8Array) whatever its types say.
  const mp3 = Buffer.concat([encoder.encodeBuffer(pcm), encoder.flush()].map((part) => new Uint8Array(part.buffer, part.byteOffset, part.byteLength)));
  response.writeHead(200, { 'content-type': 'audio/mpeg' });
  response.end(mp3);
}
