// The offline clone's accuracy (issue figure): samples made by voices with a known pitch, cloned
// offline, the clone speaking the sample's words: its median pitch within 10 % of the sample's,
// its speaking rate within 15 % (bench/speech-clone-cases.ts; `npm run bench` prints the figures).
import { describe, expect, it } from 'vitest';
import { cloneAccuracy, cloneTargets } from '../../bench/speech-clone-cases';

describe('offline clone accuracy', () => {
  it('matches each sample\'s median pitch within 10 % and its speaking rate within 15 %', { timeout: 120_000 }, async () => {
    const figures = await cloneAccuracy();
    expect(figures.length).toBeGreaterThanOrEqual(5);
    for (const figure of figures) {
      expect({ label: figure.label, pitch: Math.abs(figure.pitchError) <= cloneTargets.pitch, rate: Math.abs(figure.rateError) <= cloneTargets.rate }).toEqual({ label: figure.label, pitch: true, rate: true });
    }
    // Women's samples on the female voice, men's on a male one, without being told.
    expect(figures.find((figure) => figure.label === 'flite slt')!.base).toBe('flite-slt');
    expect(figures.find((figure) => figure.label === 'flite rms')!.base).toBe('flite-awb');
  });
});
