// The offline composer's work, in a worker thread (server/lib/jobs/off-thread.ts): choices from
// the words, the score, the render, the ending, loudness to −16 LUFS under −1 dBTP, then WAV and
// MP3. Everything here is seeded or exact, so the same inputs give the same bytes.
import { normalizeLoudness } from '../audio/normalize';
import { encodeMp3, encodeWav } from './encode';
import { fadeOut, renderMidi, renderRate } from './render';
import { writeScore } from './score';
import { choose } from './style';

/** EBU R 128's streaming level, and the true-peak ceiling that leaves room for MP3's overshoot. */
export const musicTarget = { loudness: -16, truePeak: -1 };
const fadeSeconds = 1;

export interface OfflineRequest {
  prompt: string;
  tags: string[];
  seconds: number;
}

export interface OfflinePiece {
  mp3: Uint8Array;
  wav: Uint8Array;
  seconds: number;
  /** What the piece was made of and measured at, for the bench and the logs. */
  style: string;
  tempo: number;
  tonic: string;
  mode: string;
  loudness: number;
  truePeak: number;
}

export default async function composeOffline({ prompt, tags, seconds }: OfflineRequest): Promise<OfflinePiece> {
  const choices = choose(prompt, tags, seconds);
  const score = writeScore(choices, seconds);
  const channels = await renderMidi(score.midi, seconds);
  fadeOut(channels, fadeSeconds);
  const measured = normalizeLoudness(channels, renderRate, musicTarget);
  const wav = encodeWav(channels, renderRate);
  const mp3 = await encodeMp3(wav, channels, renderRate);
  return {
    mp3,
    wav,
    seconds: channels[0]!.length / renderRate,
    style: choices.style.name,
    tempo: Math.round(score.tempo),
    tonic: choices.tonic,
    mode: choices.style.mode,
    ...measured,
  };
}
