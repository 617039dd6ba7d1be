// Samples with a known voice behind them, for the offline clone's accuracy: flite's slt and rms
// and awb at other pitches and rates, and espeak-ng (another synthesiser altogether) where
// installed. Each is cloned offline; the clone then speaks the sample's own words, and its median
// pitch and speaking rate are measured by the same functions as the sample's. Read by
// `npm run bench` (bench/speech.ts) and asserted by tests/server/speech-clone.test.ts.
import { measureSpeech, speakWithSettings } from '../server/engines/speech/clone-offline';
import { espeakInstalled, speakEspeak } from '../server/engines/speech/espeak';
import { speakFlite } from '../server/engines/speech/flite';
import { createSpeechEngines } from '../server/engines/speech/index';
import type { SpokenAudio } from '../server/engines/speech/types';

export const sampleText =
  'When the sunlight strikes raindrops in the air, they act as a prism and form a rainbow. The rainbow is a division of white light into many beautiful colors.';

export const cloneTargets = { pitch: 0.1, rate: 0.15 } as const;

export const cloneCases: { label: string; make: () => Promise<SpokenAudio>; needs?: () => boolean }[] = [
  { label: 'flite slt', make: () => speakFlite(sampleText, 'slt') },
  { label: 'flite slt at 210 Hz', make: () => speakFlite(sampleText, 'slt', { int_f0_target_mean: 210 }) },
  { label: 'flite rms', make: () => speakFlite(sampleText, 'rms') },
  { label: 'flite rms slowed by 30 %', make: () => speakFlite(sampleText, 'rms', { duration_stretch: 1.3 }) },
  { label: 'flite awb at 110 Hz, faster', make: () => speakFlite(sampleText, 'awb', { int_f0_target_mean: 110, duration_stretch: 0.85 }) },
  { label: 'espeak-ng English', make: () => speakEspeak(sampleText, 'en', { speed: 150 }), needs: espeakInstalled },
  { label: 'espeak-ng English, female', make: () => speakEspeak(sampleText, 'en+f3', { speed: 150 }), needs: espeakInstalled },
];

export interface CloneFigure {
  label: string;
  base: string;
  sample: { pitch: number; rate: number };
  clone: { pitch: number; rate: number };
  pitchError: number;
  rateError: number;
  cloneMs: number;
}

export async function cloneAccuracy(cases = cloneCases): Promise<CloneFigure[]> {
  const speech = createSpeechEngines({});
  const figures: CloneFigure[] = [];
  for (const { label, make, needs } of cases) {
    if (needs && !needs()) continue;
    const sample = await make();
    const started = performance.now();
    const made = await speech.clone(sample.data, { name: label });
    const cloneMs = performance.now() - started;
    if (made.clone !== 'profile') throw new Error('An offline clone was expected.');
    const want = await measureSpeech(sample);
    const got = await measureSpeech(await speakWithSettings(made.voice, sampleText, made.profile.settings));
    figures.push({ label, base: made.voice.id, sample: want, clone: got, pitchError: got.pitch / want.pitch - 1, rateError: got.rate / want.rate - 1, cloneMs });
  }
  return figures;
}
