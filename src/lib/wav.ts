// A recorded sample as mono 16-bit PCM WAV (SPEC §5: the opus/webm recording is converted to WAV
// before it is sent as a clone's sample). Mono because 30 s of stereo WAV at 44.1 kHz is 5.3 MB,
// over the 5,242,880-byte limit. The rate is kept: the recorder's converter decodes at 24 kHz
// (`wavSampleRate`, the browser's own resampler filters properly), so 30 s is 1.44 MB, and speech
// loses nothing the server's pitch and rate measures need.

/** What the encoder reads of an AudioBuffer (so tests can pass plain arrays). */
export type PcmSource = { sampleRate: number; numberOfChannels: number; length: number; getChannelData(channel: number): Float32Array };

export const wavSampleRate = 24_000;
const headerBytes = 44;

/** Bytes of a mono 16-bit WAV of `seconds` at `rate`. */
export const wavBytes = (seconds: number, rate = wavSampleRate) => headerBytes + Math.round(seconds * rate) * 2;

export function encodeWav(source: PcmSource): Blob {
  const { sampleRate, numberOfChannels, length } = source;
  const channels = Array.from({ length: numberOfChannels }, (_, channel) => source.getChannelData(channel));
  const view = new DataView(new ArrayBuffer(headerBytes + length * 2));
  const text = (at: number, value: string) => [...value].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + length * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes a second
  view.setUint16(32, 2, true); // bytes a frame
  view.setUint16(34, 16, true); // bits a sample
  text(36, 'data');
  view.setUint32(40, length * 2, true);
  for (let i = 0; i < length; i++) {
    let sum = 0;
    for (const channel of channels) sum += channel[i]!;
    const sample = Math.max(-1, Math.min(1, sum / numberOfChannels));
    view.setInt16(headerBytes + i * 2, sample < 0 ? sample * 0x8000 : sample * 0x7fff, true);
  }
  return new Blob([view.buffer], { type: 'audio/wav' });
}
