// Reading a clone's sample: a WAV directly (any PCM rate and channel count), anything else
// (the browser's opus/webm, mp3, m4a, a video) through Debian's ffmpeg where it is installed.
// A sample that cannot be read, is too short or is silent is refused with words the clone
// form shows as they are (400).
import { HttpError } from '../../lib/errors';
import { decodeToMono } from '../audio/decode';
import { levelsDb } from './rate';
import { durationOf, readWav, type MonoAudio } from '../audio/wav';

export const sampleUnreadable = 'The sample could not be read. Please record again or upload a WAV file.';
export const sampleTooShort = 'The sample is too short: please record at least a second of speech.';
export const sampleSilent = 'The sample is silent: please check the microphone and record again.';

/** Below this a sample holds too little speech to measure a pitch and a rate. */
export const minSampleSeconds = 1;
/** ffmpeg's output rate: plenty for pitch and syllables, and small to hand around. */
const decodeRate = 16_000;

const refuse = (message: string, reason: string) => new HttpError(400, message, reason);

/** The sample as mono audio, or a refusal with words. */
export async function readSample(data: Buffer, signal?: AbortSignal): Promise<MonoAudio> {
  const audio = readWav(data) ?? (await decodeToMono(data, decodeRate, signal));
  if (!audio) throw refuse(sampleUnreadable, 'sample_unreadable');
  if (durationOf(audio) < minSampleSeconds) throw refuse(sampleTooShort, 'sample_too_short');
  // Silent: nothing louder than a quiet room (-50 dBFS) anywhere in it.
  if (levelsDb(audio).every((level) => level < -50)) throw refuse(sampleSilent, 'sample_silent');
  return audio;
}
