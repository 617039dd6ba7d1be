// The speech engines on their own: the offline voices through Debian's flite and its WASI build,
// espeak-ng where installed, OpenAI speech and ElevenLabs through local servers speaking their
// APIs, and cloning (offline a profile, with ElevenLabs a hosted voice). Samples that cannot be
// used are refused with the words the clone form shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { espeakInstalled } from '../../server/engines/speech/espeak';
import { speakFlite } from '../../server/engines/speech/flite';
import { createSpeechEngines } from '../../server/engines/speech/index';
import { onPath } from '../../server/engines/audio/programs';
import { sampleSilent, sampleTooShort, sampleUnreadable } from '../../server/engines/speech/sample';
import { readWav, writeWav } from '../../server/engines/audio/wav';
import { startFakeElevenLabs, type FakeElevenLabs } from './helpers/fake-elevenlabs';
import { startFakeOpenAI, type FakeServer } from './helpers/fake-openai';

const sentence = 'The quick brown fox jumps over the lazy dog near the river bank.';
const offline = createSpeechEngines({});

/** A plain check of what every offline voice writes: mono 16-bit PCM at the rate it says. */
function expectMono16(data: Buffer) {
  expect(data.toString('latin1', 0, 4)).toBe('RIFF');
  expect([data.readUInt16LE(20), data.readUInt16LE(22), data.readUInt16LE(34)]).toEqual([1, 1, 16]);
  expect(data.readUInt32LE(40)).toBe(data.length - 44);
}

describe('offline voices', () => {
  it('lists flite\'s voices with locale and gender, and espeak-ng\'s where installed', async () => {
    const voices = await offline.voices();
    expect(voices.find((voice) => voice.id === 'flite-rms')).toMatchObject({ engine: 'flite', model: 'flite', locale: 'en-US', gender: 'male', engineVoice: 'rms' });
    expect(voices.find((voice) => voice.id === 'flite-slt')).toMatchObject({ locale: 'en-US', gender: 'female' });
    expect(voices.find((voice) => voice.id === 'flite-awb')).toMatchObject({ locale: 'en-GB', gender: 'male' });
    expect(voices.some((voice) => voice.engine === 'openai' || voice.engine === 'elevenlabs')).toBe(false);
    const espeak = voices.filter((voice) => voice.engine === 'espeak');
    if (espeakInstalled()) {
      expect(new Set(espeak.map((voice) => voice.locale)).size).toBeGreaterThanOrEqual(12);
      expect(espeak.find((voice) => voice.locale === 'de-DE' && voice.gender === 'female')).toMatchObject({ model: 'espeak-ng' });
    } else {
      expect(espeak).toEqual([]);
    }
  });

  it('speaks through flite\'s WASI build in a worker thread, as on a machine without Debian\'s flite', async () => {
    const audio = await speakFlite(sentence, 'rms', {}, { runner: 'wasi' });
    expect(audio.contentType).toBe('audio/wav');
    expectMono16(audio.data);
    // Thirteen words at a speaking pace: between 2.5 and 7 seconds.
    expect(audio.seconds).toBeGreaterThan(2.5);
    expect(audio.seconds).toBeLessThan(7);
  });

  it.runIf(onPath('flite'))('speaks through Debian\'s flite as a separate program, the same voice as the WASI build', async () => {
    const [program, wasi] = await Promise.all([speakFlite(sentence, 'rms', {}, { runner: 'program' }), speakFlite(sentence, 'rms', {}, { runner: 'wasi' })]);
    expectMono16(program.data);
    expect(program.seconds).toBeCloseTo(wasi.seconds, 1);
    // flite's settings reach it: slowed down by half, it lasts half as long again.
    const slow = await speakFlite(sentence, 'rms', { duration_stretch: 1.5 }, { runner: 'program' });
    expect(slow.seconds / program.seconds).toBeCloseTo(1.5, 1);
  });

  it.runIf(espeakInstalled())('speaks a language flite lacks through espeak-ng, written as mono 16-bit WAV', async () => {
    const voice = (await offline.voices()).find((entry) => entry.id === 'espeak-de')!;
    const audio = await offline.speak({ text: 'Guten Morgen, wie geht es Ihnen heute?', voice });
    expectMono16(audio.data);
    expect(audio.seconds).toBeGreaterThan(1);
  });
});

describe('OpenAI speech', () => {
  let fake: FakeServer;
  beforeAll(async () => (fake = await startFakeOpenAI({ apiKey: 'sk-speech' })));
  afterAll(() => fake.close());

  it('lists its voices with the key and speaks through /v1/audio/speech, its open-ended WAV stored with its true size', async () => {
    const engines = createSpeechEngines({ openaiApiKey: 'sk-speech', openaiBaseUrl: fake.url });
    const voice = (await engines.voices()).find((entry) => entry.id === 'openai-gpt-4o-mini-tts-alloy')!;
    expect(voice).toMatchObject({ engine: 'openai', model: 'gpt-4o-mini-tts', engineVoice: 'alloy' });
    const audio = await engines.speak({ text: 'Hello there', voice });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/audio/speech', apiKey: 'sk-speech', body: { model: 'gpt-4o-mini-tts', voice: 'alloy', input: 'Hello there' } });
    expectMono16(audio.data);
    expect(audio.seconds).toBeCloseTo(1.1, 2);
  });

  it('refuses with words when OpenAI refuses', async () => {
    const engines = createSpeechEngines({ openaiApiKey: 'sk-wrong', openaiBaseUrl: fake.url });
    const voice = (await engines.voices()).find((entry) => entry.engine === 'openai')!;
    await expect(engines.speak({ text: 'Hello', voice })).rejects.toThrow('OpenAI refused the speech (401).');
  });
});

describe('ElevenLabs', () => {
  let fake: FakeElevenLabs;
  beforeAll(async () => (fake = await startFakeElevenLabs({ apiKey: 'xi-test' })));
  afterAll(() => fake.close());
  const engines = () => createSpeechEngines({ elevenlabsApiKey: 'xi-test', elevenlabsBaseUrl: fake.url });

  it('lists its voices, speaks mp3 and clones a real voice from the sample', async () => {
    const speech = engines();
    const sarah = (await speech.voices()).find((voice) => voice.engine === 'elevenlabs' && voice.name.startsWith('Sarah'))!;
    expect(sarah).toMatchObject({ model: 'eleven_multilingual_v2', gender: 'female', engineVoice: 'EXAVITQu4vr4xnSDxMaL' });
    const audio = await speech.speak({ text: 'Hello there', voice: sarah });
    expect(audio.contentType).toBe('audio/mpeg');
    expect(audio.seconds).toBeCloseTo(0.55, 2);

    const sample = (await speakFlite(sentence, 'slt')).data;
    const clone = await speech.clone(sample, { name: 'My voice', gender: 'female', locale: 'en-US' });
    expect(clone).toMatchObject({ clone: 'hosted', profile: null, voice: { engine: 'elevenlabs', engineVoice: 'clone-1', gender: 'female', locale: 'en-US' } });
    expect(fake.clones).toEqual(['My voice']);
    // The sample went as it is.
    expect(fake.requests.at(-1)!.raw.includes(sample.subarray(44, 1044))).toBe(true);
    // The clone speaks and is listed.
    expect((await speech.speak({ text: 'Hi', voice: clone.voice })).data.length).toBeGreaterThan(0);
    expect((await speech.voices()).some((voice) => voice.engineVoice === 'clone-1')).toBe(true);
  });

  it('refuses a wrong key with words, and still lists the other voices', async () => {
    const speech = createSpeechEngines({ elevenlabsApiKey: 'xi-wrong', elevenlabsBaseUrl: fake.url });
    const voices = await speech.voices();
    expect(voices.some((voice) => voice.id === 'flite-rms')).toBe(true);
    expect(voices.some((voice) => voice.engine === 'elevenlabs')).toBe(false);
    const george = { id: 'elevenlabs-JBFqnCBsd6RMkjVDRZzb', name: 'George', locale: 'en-GB', gender: 'male' as const, engine: 'elevenlabs' as const, model: 'eleven_multilingual_v2', engineVoice: 'JBFqnCBsd6RMkjVDRZzb' };
    await expect(speech.speak({ text: 'Hello', voice: george })).rejects.toThrow('ElevenLabs refused the request (401).');
  });
});

describe('offline cloning', () => {
  it('clones a sample into a profile on the nearest offline voice', async () => {
    const sample = await speakFlite(sentence, 'slt', { int_f0_target_mean: 200 });
    const clone = await offline.clone(sample.data, { name: 'Mine' });
    expect(clone).toMatchObject({ clone: 'profile', voice: { id: 'flite-slt', engine: 'flite' }, profile: { base: 'flite-slt', engine: 'flite' } });
    if (clone.clone !== 'profile') throw new Error('expected a profile');
    expect(clone.profile.pitchHz).toBeGreaterThan(180);
    expect(clone.profile.syllablesPerSecond).toBeGreaterThan(2);
    expect(Object.keys(clone.profile.settings).sort()).toEqual(['duration_stretch', 'int_f0_target_mean']);
    const spoken = await offline.speak({ text: 'Hello from my clone.', voice: clone.voice, profile: clone.profile });
    expectMono16(spoken.data);
  });

  it('takes the gender when given and reads any PCM WAV (stereo, 24-bit)', async () => {
    const mono = readWav((await speakFlite(sentence, 'rms')).data)!;
    const stereo24 = stereo24bit(mono.samples, mono.sampleRate);
    expect(readWav(stereo24)!.samples.length).toBe(mono.samples.length);
    const clone = await offline.clone(stereo24, { name: 'Mine', gender: 'female' });
    expect(clone.voice.gender).toBe('female');
  });

  it.runIf(onPath('ffmpeg'))('reads other formats through ffmpeg (an mp3 of a spoken sentence)', async () => {
    const { runProgram } = await import('../../server/engines/audio/programs');
    const wav = (await speakFlite(sentence, 'awb')).data;
    const mp3 = await runProgram('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', '-f', 'mp3', 'pipe:1'], { input: wav });
    const clone = await offline.clone(mp3, { name: 'Mine' });
    expect(clone.clone).toBe('profile');
  });

  it('refuses an unreadable, a too short and a silent sample with words', async () => {
    await expect(offline.clone(Buffer.from('this is not audio at all'), { name: 'x' })).rejects.toMatchObject({ statusCode: 400, message: sampleUnreadable });
    const short = writeWav({ samples: new Float32Array(8000).map((_, i) => Math.sin(i / 10) * 0.5), sampleRate: 16000 });
    await expect(offline.clone(short, { name: 'x' })).rejects.toMatchObject({ statusCode: 400, message: sampleTooShort });
    const silent = writeWav({ samples: new Float32Array(48000), sampleRate: 16000 });
    await expect(offline.clone(silent, { name: 'x' })).rejects.toMatchObject({ statusCode: 400, message: sampleSilent });
  });
});

function stereo24bit(samples: Float32Array, sampleRate: number): Buffer {
  const header = writeWav({ samples: new Float32Array(0), sampleRate }).subarray(0, 44);
  const data = Buffer.alloc(samples.length * 6);
  samples.forEach((sample, index) => {
    const value = Math.round(sample * 8388607);
    data.writeIntLE(value, index * 6, 3);
    data.writeIntLE(value, index * 6 + 3, 3);
  });
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(sampleRate * 6, 28);
  header.writeUInt16LE(6, 32);
  header.writeUInt16LE(24, 34);
  header.writeUInt32LE(data.length, 40);
  header.writeUInt32LE(36 + data.length, 4);
  return Buffer.concat([header, data]);
}
