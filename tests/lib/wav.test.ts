import { describe, expect, it } from 'vitest';
import { maxRecordingSeconds, maxVoiceSampleBytes } from '../../contract/voiceover';
import { encodeWav, wavBytes, wavSampleRate, type PcmSource } from '../../src/lib/wav';

// The clone sample's WAV encoder (src/lib/wav.ts): mono 16-bit PCM, whatever the recording's channels.

const source = (sampleRate: number, ...channels: number[][]): PcmSource => ({
  sampleRate,
  numberOfChannels: channels.length,
  length: channels[0]!.length,
  getChannelData: (channel) => Float32Array.from(channels[channel]!),
});
const bytes = async (blob: Blob) => new DataView(await blob.arrayBuffer());
const ascii = (view: DataView, at: number, length: number) => String.fromCharCode(...new Uint8Array(view.buffer, at, length));

describe('encodeWav', () => {
  it('writes a mono 16-bit PCM header with the rate kept and the lengths right', async () => {
    const blob = encodeWav(source(24_000, [0, 0.5, -0.5]));
    expect(blob.type).toBe('audio/wav');
    const view = await bytes(blob);
    expect(view.byteLength).toBe(44 + 3 * 2);
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 6);
    expect(ascii(view, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(24_000);
    expect(view.getUint32(28, true)).toBe(48_000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(6);
    expect([0, 1, 2].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 16383, -16384]);
  });

  it('clips samples beyond full scale instead of wrapping round', async () => {
    const view = await bytes(encodeWav(source(16_000, [1.7, -3, 1, -1])));
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([32767, -32768, 32767, -32768]);
  });

  it('downmixes stereo to one channel, the mean of the two', async () => {
    const view = await bytes(encodeWav(source(48_000, [1, 0.5, -1], [0, 0.5, 1])));
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.byteLength).toBe(44 + 3 * 2);
    expect([0, 1, 2].map((i) => view.getInt16(44 + i * 2, true))).toEqual([16383, 16383, 0]);
  });

  it('keeps a full 30 s recording well under the 5,242,880-byte sample limit', async () => {
    const samples = maxRecordingSeconds * wavSampleRate;
    const blob = encodeWav(source(wavSampleRate, new Array<number>(samples).fill(0.1), new Array<number>(samples).fill(0.1)));
    expect(blob.size).toBe(wavBytes(maxRecordingSeconds));
    expect(blob.size).toBeLessThan(maxVoiceSampleBytes * 0.3);
    // Even at 48 kHz (a context that kept the device's rate) it would fit; stereo at 44.1 kHz would not.
    expect(wavBytes(maxRecordingSeconds, 48_000)).toBeLessThan(maxVoiceSampleBytes);
    expect(44 + maxRecordingSeconds * 44_100 * 4).toBeGreaterThan(maxVoiceSampleBytes);
  });
});
