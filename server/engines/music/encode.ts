// The finished piece as files: a 16-bit stereo WAV (lossless, for editing) and an MP3 (what people
// play and download first). MP3 through Debian's ffmpeg (libmp3lame) as a separate program when
// installed, with its bit-exact flags and no metadata so the same samples give the same bytes;
// else @breezystack/lamejs in this thread (LGPL-3.0, loaded only then, as a separate package).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inTempFolder, onPath } from '../audio/programs';
import { wavHeader } from '../audio/wav';
import { runProgram } from '../../lib/jobs/off-thread';

const bitRate = 192;

/** Interleaved 16-bit samples, rounded (no dither: its noise would have to be seeded, and at −96 dB it is inaudible). */
function pcm16(channels: Float32Array[]): Int16Array {
  const frames = channels[0]!.length;
  const out = new Int16Array(frames * channels.length);
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < channels.length; channel++) {
      out[frame * channels.length + channel] = Math.round(Math.max(-1, Math.min(1, channels[channel]![frame]!)) * 32767);
    }
  }
  return out;
}

export function encodeWav(channels: Float32Array[], sampleRate: number): Buffer {
  const pcm = pcm16(channels);
  return Buffer.concat([wavHeader(pcm.byteLength, sampleRate, channels.length), Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength)]);
}

/** `withFfmpeg` is for tests of the fallback; by default ffmpeg is used where installed. */
export async function encodeMp3(wav: Buffer, channels: Float32Array[], sampleRate: number, options: { signal?: AbortSignal; withFfmpeg?: boolean } = {}): Promise<Buffer> {
  return (options.withFfmpeg ?? onPath('ffmpeg')) ? encodeWithFfmpeg(wav, options.signal) : encodeWithLame(channels, sampleRate);
}

/** To a file rather than a pipe: ffmpeg then writes the Xing/LAME header with the frame count and the gapless padding, so players show the true length. */
function encodeWithFfmpeg(wav: Buffer, signal?: AbortSignal): Promise<Buffer> {
  return inTempFolder(async (folder) => {
    const input = join(folder, 'in.wav');
    const output = join(folder, 'out.mp3');
    await writeFile(input, wav);
    await runProgram('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', input, '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-c:a', 'libmp3lame', '-b:a', `${bitRate}k`, '-id3v2_version', '0', '-write_id3v1', '0', output], { signal });
    return readFile(output);
  });
}

async function encodeWithLame(channels: Float32Array[], sampleRate: number): Promise<Buffer> {
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const encoder = new Mp3Encoder(channels.length, sampleRate, bitRate);
  const planar = channels.map((samples) => Int16Array.from(samples, (value) => Math.round(Math.max(-1, Math.min(1, value)) * 32767)));
  const frame = 1152;
  // lamejs hands back Int8Arrays: the same bytes, seen as a Buffer.
  const parts: Buffer[] = [];
  const keep = (bytes: ArrayBufferView) => parts.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  for (let at = 0; at < planar[0]!.length; at += frame) keep(encoder.encodeBuffer(planar[0]!.subarray(at, at + frame), planar[1]?.subarray(at, at + frame)));
  keep(encoder.flush());
  return Buffer.concat(parts);
}
