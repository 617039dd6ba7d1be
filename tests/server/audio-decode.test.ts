// The shared decoder every audio engine reads uploads with (server/engines/audio/decode.ts): a
// phone's m4a keeps its index at the end, which ffmpeg cannot reach through a pipe, so the upload
// goes to ffmpeg as a file; a WAV at the wanted rate is read as it is.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeToMono } from '../../server/engines/audio/decode';
import { inTempFolder, onPath, runProgram } from '../../server/engines/audio/programs';
import { writeWav } from '../../server/engines/audio/wav';

/** A 440 Hz tone at 16 kHz. */
function tone(seconds = 2): Buffer {
  const samples = new Float32Array(seconds * 16_000);
  for (let index = 0; index < samples.length; index++) samples[index] = 0.4 * Math.sin((2 * Math.PI * 440 * index) / 16_000);
  return writeWav({ samples, sampleRate: 16_000 });
}

describe('decoding an upload to mono samples', () => {
  it('reads a WAV at the wanted rate as it is', async () => {
    const audio = await decodeToMono(tone(), 16_000);
    expect(audio?.samples.length).toBe(32_000);
  });

  it.runIf(onPath('ffmpeg'))('reads an m4a of a minute whose index comes after its audio (as a phone writes it) at another rate', async () => {
    const m4a = await inTempFolder(async (folder) => {
      await runProgram('ffmpeg', ['-loglevel', 'error', '-i', 'pipe:0', '-c:a', 'aac', '-b:a', '64k', join(folder, 'memo.m4a')], { input: tone(60) });
      return readFile(join(folder, 'memo.m4a'));
    });
    // The index (moov) after the audio (mdat): what a pipe cannot seek back to.
    expect(m4a.indexOf('moov')).toBeGreaterThan(m4a.indexOf('mdat'));
    const audio = await decodeToMono(m4a, 48_000);
    expect(audio).not.toBeNull();
    expect(audio!.samples.length / 48_000).toBeCloseTo(60, 1);
  });

  it('refuses what is not audio with null', async () => {
    expect(await decodeToMono(Buffer.from('not audio at all'), 16_000)).toBeNull();
  });
});
