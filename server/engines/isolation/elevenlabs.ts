// ElevenLabs' voice isolator with ELEVENLABS_API_KEY: `POST /v1/audio-isolation`, the upload as
// the multipart field `audio`, the cleaned audio (mp3) in the answer. Plain fetch, as the speech
// engine does, so the same code reaches the test server at ELEVENLABS_BASE_URL. Its refusals are
// told in words a user can act on.
import { decodeToMono } from '../audio/decode';
import { durationOf } from '../audio/wav';
import { HttpError } from '../../lib/errors';
import { elevenlabsUrl, type ElevenLabsConfig } from '../speech/elevenlabs';
import type { IsolateRequest, IsolatedAudio } from './types';

/** A low rate is enough to count the seconds. */
const measureRate = 8_000;

export async function isolateWithElevenLabs(config: ElevenLabsConfig, { data, contentType, signal, onProgress }: IsolateRequest): Promise<IsolatedAudio> {
  const form = new FormData();
  form.append('audio', new Blob([new Uint8Array(data)], { type: contentType }), 'audio');
  form.append('file_format', 'other');
  let response: Response;
  try {
    response = await fetch(elevenlabsUrl(config, '/v1/audio-isolation'), { method: 'POST', headers: { 'xi-api-key': config.apiKey }, body: form, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new HttpError(502, 'ElevenLabs could not be reached. Please try again later.');
  }
  if (!response.ok) throw new HttpError(502, await refusal(response));
  const cleaned = Buffer.from(await response.arrayBuffer());
  // The answer's length, else the upload's: isolation keeps the length.
  const measured = (await decodeToMono(cleaned, measureRate, signal)) ?? (await decodeToMono(data, measureRate, signal));
  if (!measured) throw new HttpError(502, 'ElevenLabs answered with audio this server cannot read.');
  onProgress?.(1);
  return { data: cleaned, contentType: response.headers.get('content-type')?.split(';')[0] || 'audio/mpeg', seconds: durationOf(measured) };
}

/** ElevenLabs' error, in words: its body is `{ detail: { status, message } }` or, for a bad field, `{ detail: [{ msg }] }`. */
async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { detail?: { status?: string; message?: string } | { msg?: string }[] } | null;
  const detail = Array.isArray(body?.detail) ? { message: body.detail[0]?.msg } : (body?.detail ?? {});
  const status = 'status' in detail ? detail.status : undefined;
  if (status === 'quota_exceeded' || response.status === 402) return 'The ElevenLabs account has no credits left for this file.';
  if (response.status === 401 || response.status === 403) return 'ElevenLabs refused the API key: check ELEVENLABS_API_KEY.';
  if (response.status === 429) return 'ElevenLabs is busy: please try again in a minute.';
  if (response.status === 400 || response.status === 422) return `ElevenLabs could not use this file${detail.message ? `: ${detail.message}` : '.'}`;
  return `ElevenLabs is unavailable right now (${response.status}). Please try again later.`;
}
