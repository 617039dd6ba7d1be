// An upload decoded to a file of 16 kHz mono 16-bit samples in a temporary folder, never whole in
// memory: a 25 MB upload of speech at a voice memo's 16 kbit/s is over three hours, 200 million
// samples. ffmpeg reads the upload from a file, not a pipe: an m4a or mp4 from a phone keeps its
// index (moov) at the end, which ffmpeg cannot reach in a pipe. Without ffmpeg a WAV is read
// directly (audio/decode.ts).
import { open, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeToMono } from '../audio/decode';
import { onPath } from '../audio/programs';
import { wavHeader } from '../audio/wav';
import { runProgram } from '../../lib/jobs/off-thread';

export const decodedRate = 16_000;

export interface DecodedFile {
  /** Raw 16-bit little-endian samples at decodedRate. */
  path: string;
  length: number;
  /** Samples [from, to) as numbers from -1 to 1. */
  read(from: number, to: number): Promise<Float32Array>;
  /** Samples [from, to) as a 16-bit mono WAV file's bytes. */
  wav(from: number, to: number): Promise<Buffer>;
}

/** Null when the upload is not audio ffmpeg (or, without it, the WAV reader) can read. */
export async function decodeToFile(data: Buffer, folder: string, signal?: AbortSignal): Promise<DecodedFile | null> {
  const path = join(folder, 'decoded.raw');
  if (onPath('ffmpeg')) {
    const upload = join(folder, 'upload');
    await writeFile(upload, data);
    try {
      await runProgram('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', upload, '-vn', '-ac', '1', '-ar', String(decodedRate), '-f', 's16le', '-y', path], { signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      return null;
    }
  } else {
    const audio = await decodeToMono(data, decodedRate, signal);
    if (!audio) return null;
    const pcm = Buffer.alloc(audio.samples.length * 2);
    audio.samples.forEach((sample, index) => pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767), index * 2));
    await writeFile(path, pcm);
  }
  const length = (await stat(path)).size >> 1;
  const bytes = async (from: number, to: number) => {
    const handle = await open(path);
    try {
      const buffer = Buffer.alloc((Math.min(to, length) - from) * 2);
      await handle.read(buffer, 0, buffer.length, from * 2);
      return buffer;
    } finally {
      await handle.close();
    }
  };
  return {
    path,
    length,
    async read(from, to) {
      const buffer = await bytes(from, to);
      return Float32Array.from({ length: buffer.length >> 1 }, (_, index) => buffer.readInt16LE(index * 2) / 32768);
    },
    async wav(from, to) {
      const buffer = await bytes(from, to);
      return Buffer.concat([wavHeader(buffer.length, decodedRate), buffer]);
    },
  };
}
