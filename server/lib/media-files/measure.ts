// What a media file measures, read from its bytes: a wav's duration from its header, an image's
// width and height from its header, and for other audio and video what ffprobe (ffmpeg's)
// says where it is installed — its duration, its picture's size, and whether a webm or mp4
// holds pictures at all (then it is video, else audio). Without ffprobe those stay unknown.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaType } from '../file-type';

export interface Measured {
  type: MediaType;
  duration: number | null;
  width: number | null;
  height: number | null;
}

export async function measure(data: Buffer, type: MediaType): Promise<Measured> {
  if (type.kind === 'image') return { type, duration: null, ...imageSize(data, type.mime) };
  if (type.mime === 'audio/wav') return { type, duration: wavDuration(data), width: null, height: null };
  const probed = await probe(data);
  if (!probed) return { type, duration: null, width: null, height: null };
  const kind = type.kind !== 'audio-or-video' ? type.kind : probed.hasVideo ? 'video' : 'audio';
  const mime = kind === 'audio' && type.mime.startsWith('video/') ? type.mime.replace('video/', 'audio/') : type.mime;
  // An mp3's cover art is a "video" stream too: a picture size only for video.
  const picture = kind === 'video' ? { width: probed.width, height: probed.height } : { width: null, height: null };
  return { type: { mime, kind }, duration: probed.duration, ...picture };
}

/** Seconds of sound in a PCM wav: its data chunk's size over the byte rate its fmt chunk gives. */
export function wavDuration(data: Buffer): number | null {
  let byteRate = 0;
  for (let at = 12; at + 8 <= data.length; ) {
    const id = data.toString('latin1', at, at + 4);
    const size = data.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 20 <= data.length) byteRate = data.readUInt32LE(at + 16);
    // A recorder that streamed the file may leave the size unset (0 or 0xFFFFFFFF): the rest is data.
    if (id === 'data') return byteRate ? Math.min(size, data.length - at - 8) / byteRate : null;
    at += 8 + size + (size % 2);
  }
  return null;
}

const be16 = (data: Buffer, at: number) => (at + 2 <= data.length ? data.readUInt16BE(at) : 0);

/** Width and height from the image's header. */
export function imageSize(data: Buffer, mime: string): { width: number | null; height: number | null } {
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : { width: null, height: null });
  if (data.length < 30) return size(0, 0);
  if (mime === 'image/png') return size(data.readUInt32BE(16), data.readUInt32BE(20));
  if (mime === 'image/gif') return size(data.readUInt16LE(6), data.readUInt16LE(8));
  if (mime === 'image/webp') {
    const chunk = data.toString('latin1', 12, 16);
    if (chunk === 'VP8 ') return size(data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff);
    if (chunk === 'VP8L') {
      const bits = data.readUInt32LE(21);
      return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
    }
    if (chunk === 'VP8X') return size(data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1);
    return size(0, 0);
  }
  // JPEG: walk the segments to the frame header (SOF0–SOF15 but DHT, JPG and DAC).
  for (let at = 2; at + 9 <= data.length && data[at] === 0xff; ) {
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return size(be16(data, at + 7), be16(data, at + 5));
    at += 2 + be16(data, at + 2);
  }
  return size(0, 0);
}

interface Probed {
  duration: number | null;
  hasVideo: boolean;
  width: number | null;
  height: number | null;
}

let ffprobeMissing = false;

// A file, not a pipe: an mp4 may keep its index at the end, which ffprobe seeks to.
async function probe(data: Buffer): Promise<Probed | null> {
  if (ffprobeMissing) return null;
  const folder = await mkdtemp(join(tmpdir(), 'atelier-probe-'));
  const file = join(folder, 'media');
  try {
    await writeFile(file, data);
    const output = await new Promise<string | null>((resolve) => {
      execFile('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,width,height', '-of', 'json', file], { timeout: 20_000 }, (error, stdout) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') ffprobeMissing = true;
        resolve(error ? null : stdout);
      });
    });
    if (!output) return null;
    const parsed = JSON.parse(output) as { format?: { duration?: string }; streams?: { codec_type?: string; width?: number; height?: number }[] };
    const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
    const duration = Number(parsed.format?.duration);
    return { duration: Number.isFinite(duration) ? duration : null, hasVideo: !!video, width: video?.width ?? null, height: video?.height ?? null };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
