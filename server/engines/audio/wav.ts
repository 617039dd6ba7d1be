// WAV in and out for the audio engines: reading any PCM WAV a person uploads (any rate, any
// channel count, 8/16/24/32-bit integers or 32-bit floats) into mono samples, and writing the
// mono 16-bit PCM WAV every offline voice is stored as. Plain code: WAV needs no decoder.

/** Mono audio as numbers from -1 to 1. */
export interface MonoAudio {
  samples: Float32Array;
  sampleRate: number;
}

const text = (data: Buffer, at: number) => data.toString('latin1', at, at + 4);

/** The audio of a WAV file, its channels averaged; null when it is not a PCM WAV this reads. */
export function readWav(data: Buffer): MonoAudio | null {
  if (data.length < 12 || text(data, 0) !== 'RIFF' || text(data, 8) !== 'WAVE') return null;
  let format: { code: number; channels: number; sampleRate: number; bits: number } | null = null;
  let at = 12;
  while (at + 8 <= data.length) {
    const id = text(data, at);
    const size = data.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ' && size >= 16) {
      const code = data.readUInt16LE(body);
      // WAVE_FORMAT_EXTENSIBLE carries the real format in its sub-format's first two bytes.
      const real = code === 0xfffe && size >= 40 ? data.readUInt16LE(body + 24) : code;
      format = { code: real, channels: data.readUInt16LE(body + 2), sampleRate: data.readUInt32LE(body + 4), bits: data.readUInt16LE(body + 14) };
    } else if (id === 'data' && format) {
      // Streams written live (browsers, ffmpeg to a pipe) leave the size at 0 or past the end.
      const end = size === 0 || body + size > data.length ? data.length : body + size;
      return decodePcm(data.subarray(body, end), format);
    }
    at = body + size + (size % 2);
  }
  return null;
}

function decodePcm(bytes: Buffer, format: { code: number; channels: number; sampleRate: number; bits: number }): MonoAudio | null {
  const { code, channels, sampleRate, bits } = format;
  const read = sampleReader(code, bits);
  if (!read || channels < 1 || sampleRate < 1) return null;
  const width = bits / 8;
  const frames = Math.floor(bytes.length / (width * channels));
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) sum += read(bytes, (frame * channels + channel) * width);
    samples[frame] = sum / channels;
  }
  return { samples, sampleRate };
}

function sampleReader(code: number, bits: number): ((bytes: Buffer, at: number) => number) | null {
  if (code === 3 && bits === 32) return (bytes, at) => bytes.readFloatLE(at);
  if (code !== 1) return null;
  if (bits === 8) return (bytes, at) => (bytes[at] - 128) / 128;
  if (bits === 16) return (bytes, at) => bytes.readInt16LE(at) / 32768;
  if (bits === 24) return (bytes, at) => bytes.readIntLE(at, 3) / 8388608;
  if (bits === 32) return (bytes, at) => bytes.readInt32LE(at) / 2147483648;
  return null;
}

/** A mono 16-bit PCM WAV of the samples. */
export function writeWav(audio: MonoAudio): Buffer {
  const data = Buffer.alloc(audio.samples.length * 2);
  audio.samples.forEach((sample, index) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767), index * 2));
  return Buffer.concat([wavHeader(data.length, audio.sampleRate), data]);
}

/** The canonical 44-byte header of a 16-bit PCM WAV (mono unless told; interleaved channels). */
export function wavHeader(dataBytes: number, sampleRate: number, channels = 1): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2 * channels, 28);
  header.writeUInt16LE(2 * channels, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

export const durationOf = (audio: MonoAudio) => audio.samples.length / audio.sampleRate;

/**
 * A WAV as stored: mono 16-bit PCM. flite writes exactly that, so its bytes are kept; anything
 * else (espeak-ng's open-ended stream, stereo, floats) is rewritten.
 */
export function monoWav(data: Buffer): { data: Buffer; seconds: number } | null {
  const audio = readWav(data);
  if (!audio) return null;
  // The canonical 44-byte header with the true size; espeak-ng's stream leaves the size open.
  const canonical = text(data, 12) === 'fmt ' && text(data, 36) === 'data' && data.readUInt32LE(40) === data.length - 44;
  const isMono16 = canonical && data.readUInt16LE(20) === 1 && data.readUInt16LE(22) === 1 && data.readUInt16LE(34) === 16;
  return { data: isMono16 ? data : writeWav(audio), seconds: durationOf(audio) };
}
