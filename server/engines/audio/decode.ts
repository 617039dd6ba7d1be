// Any audio or video the server accepts, as mono samples at the rate an engine wants: Debian's
// ffmpeg decodes every format fast (the clone's sample, a transcriber's or isolator's upload); a
// WAV is read directly when ffmpeg is missing (so a fresh machine still reads WAV), resampled
// linearly. Null when it cannot be read: the caller says so in its own words. ffmpeg reads the
// upload from a file, not a pipe: an m4a or mp4 from a phone keeps its index (moov) at its end,
// which ffmpeg cannot reach in a pipe.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inTempFolder, onPath, runProgram } from './programs';
import { readWav, type MonoAudio } from './wav';

export async function decodeToMono(data: Buffer, sampleRate: number, signal?: AbortSignal): Promise<MonoAudio | null> {
  const wav = readWav(data);
  if (wav && wav.sampleRate === sampleRate) return wav;
  if (onPath('ffmpeg')) return decodeWithFfmpeg(data, sampleRate, signal);
  return wav ? resample(wav, sampleRate) : null;
}

async function decodeWithFfmpeg(data: Buffer, sampleRate: number, signal?: AbortSignal): Promise<MonoAudio | null> {
  try {
    const pcm = await inTempFolder(async (folder) => {
      const upload = join(folder, 'upload');
      await writeFile(upload, data);
      return runProgram('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', upload, '-vn', '-ac', '1', '-ar', String(sampleRate), '-f', 's16le', 'pipe:1'], { signal });
    });
    const samples = new Float32Array(pcm.length >> 1);
    for (let index = 0; index < samples.length; index++) samples[index] = pcm.readInt16LE(index * 2) / 32768;
    return samples.length ? { samples, sampleRate } : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/** Linear interpolation: good enough for speech analysis, not for listening. */
export function resample(audio: MonoAudio, sampleRate: number): MonoAudio {
  if (audio.sampleRate === sampleRate) return audio;
  const ratio = audio.sampleRate / sampleRate;
  const samples = new Float32Array(Math.floor(audio.samples.length / ratio));
  for (let index = 0; index < samples.length; index++) {
    const at = index * ratio;
    const left = Math.floor(at);
    const right = Math.min(left + 1, audio.samples.length - 1);
    samples[index] = audio.samples[left]! + (audio.samples[right]! - audio.samples[left]!) * (at - left);
  }
  return { samples, sampleRate };
}
