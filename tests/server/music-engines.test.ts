// The music engines on their own: the loudness meter against ffmpeg's EBU R 128 meter and known
// signals; the offline composer's length, loudness, true peak and repeatability (in its worker
// thread, as jobs run it); ElevenLabs Music through a local server speaking its API; and the
// refusals, in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedSeconds, ffmpegMeter } from '../../bench/composer';
import { integratedLoudness, truePeak } from '../../server/engines/audio/loudness';
import { normalizeLoudness } from '../../server/engines/audio/normalize';
import { onPath } from '../../server/engines/audio/programs';
import { hostedPrompt } from '../../server/engines/music/elevenlabs-music';
import { encodeMp3, encodeWav } from '../../server/engines/music/encode';
import { createMusicEngines } from '../../server/engines/music/index';
import { instrumentalNote } from '../../server/engines/music/offline';
import { choose } from '../../server/engines/music/style';
import { composeLimits, type ComposedMusic } from '../../server/engines/music/types';
import type { FakeServer } from './helpers/fake-http';
import { startFakeElevenLabsMusic } from './helpers/fake-elevenlabs-music';

const hasFfmpeg = onPath('ffmpeg');

const sine = (seconds: number, rate: number, frequency: number, amplitude: number, phase = 0) =>
  Float32Array.from({ length: Math.round(seconds * rate) }, (_, n) => amplitude * Math.sin((2 * Math.PI * frequency * n) / rate + phase));

describe('loudness (BS.1770)', () => {
  it('reads a 1 kHz sine at −20 dBFS as −23 LUFS, at 48 and 44.1 kHz', () => {
    expect(integratedLoudness([sine(5, 48_000, 1000, 0.1)], 48_000)).toBeCloseTo(-23, 1);
    expect(integratedLoudness([sine(5, 44_100, 1000, 0.1)], 44_100)).toBeCloseTo(-23, 1);
    // Two channels carry twice the power: 3 LU louder.
    const left = sine(5, 48_000, 1000, 0.1);
    expect(integratedLoudness([left, left], 48_000)).toBeCloseTo(-20, 1);
  });

  it('gates out silence, and reads silence as −Infinity', () => {
    const tone = sine(5, 48_000, 1000, 0.1);
    const withSilence = new Float32Array(tone.length * 2);
    withSilence.set(tone);
    // Ungated, 5 s of silence would halve the power (−3 LU); gated, only the blocks across the edge count.
    expect(Math.abs(integratedLoudness([withSilence], 48_000) - integratedLoudness([tone], 48_000))).toBeLessThan(0.2);
    expect(integratedLoudness([new Float32Array(48_000)], 48_000)).toBe(-Infinity);
  });

  it('finds the true peak between samples (a quarter-rate sine sampled off its crests)', () => {
    // Every sample sits at ±0.707 of the crest: the sample peak reads 3 dB under the true peak.
    const wave = sine(1, 44_100, 11_025, 0.5, Math.PI / 4);
    expect(20 * Math.log10(Math.max(...wave))).toBeCloseTo(-9.03, 1);
    expect(truePeak([wave])).toBeGreaterThan(-6.3);
    expect(truePeak([wave])).toBeLessThan(-5.8);
  });

  it.runIf(hasFfmpeg)('agrees with ffmpeg\'s ebur128 meter on a mixed signal, and normalises it to −16 LUFS under −1 dBTP', () => {
    const rate = 44_100;
    // Two tones with a swell, unequal channels: nothing a meter could get right by accident.
    const left = Float32Array.from({ length: rate * 6 }, (_, n) => (0.3 + 0.3 * Math.sin(n / rate)) * (Math.sin((2 * Math.PI * 220 * n) / rate) + 0.5 * Math.sin((2 * Math.PI * 3150 * n) / rate)));
    const right = left.map((value, n) => value * 0.5 + 0.2 * Math.sin((2 * Math.PI * 90 * n) / rate));
    const theirs = ffmpegMeter(encodeWav([left, right], rate));
    expect(integratedLoudness([left, right], rate)).toBeCloseTo(theirs.loudness, 0);
    expect(Math.abs(truePeak([left, right]) - theirs.truePeak)).toBeLessThan(0.3);

    const result = normalizeLoudness([left, right], rate, { loudness: -16, truePeak: -1 });
    expect(result.loudness).toBeCloseTo(-16, 0);
    expect(result.truePeak).toBeLessThanOrEqual(-1);
    const after = ffmpegMeter(encodeWav([left, right], rate));
    expect(Math.abs(after.loudness + 16)).toBeLessThanOrEqual(0.5);
    expect(after.truePeak).toBeLessThanOrEqual(-0.9);
  });
});

describe('MP3 without ffmpeg', () => {
  it('encodes with lamejs instead, the same bytes every time, as long as the WAV', async () => {
    const rate = 44_100;
    const channels = [sine(3, rate, 440, 0.3), sine(3, rate, 660, 0.3)];
    const wav = encodeWav(channels, rate);
    const [once, again] = [await encodeMp3(wav, channels, rate, { withFfmpeg: false }), await encodeMp3(wav, channels, rate, { withFfmpeg: false })];
    expect(once[0]).toBe(0xff);
    expect(once.equals(again)).toBe(true);
    if (hasFfmpeg) expect(Math.abs(decodedSeconds(once) - 3)).toBeLessThan(0.1);
  });
});

describe('choices from the words', () => {
  it('picks the style the words name, the key asked for, and the same choices for the same inputs', () => {
    expect(choose('calm piano for a rainy morning', [], 30).style.name).toBe('calm');
    expect(choose('an epic orchestral battle', [], 30).style.name).toBe('epic');
    expect(choose('upbeat electronic workout', [], 30).style.name).toBe('electronic');
    expect(choose('something for the evening', ['jazz'], 30).style.name).toBe('jazz');
    expect(choose('a sad goodbye', [], 30).style.mode).toBe('minor');
    expect(choose('a waltz in D minor', [], 30)).toMatchObject({ tonic: 'D', style: { mode: 'minor' } });
    const once = choose('Calm  Piano', ['b', 'a'], 30);
    const again = choose('calm piano', ['a', 'b', 'a'], 30);
    expect([once.tempo, once.tonic, once.random()]).toEqual([again.tempo, again.tonic, again.random()]);
  });
});

describe('the offline composer', () => {
  const engines = createMusicEngines({});
  const request = { model: 'composer-offline', prompt: 'calm piano for a rainy morning', tags: ['ambient'], instrumental: true, seconds: 10 };
  let piece: ComposedMusic;
  beforeAll(async () => {
    piece = await engines.compose(request);
  }, 120_000);

  it('writes 10 s (±1 s) of MP3 and 16-bit stereo WAV at 44.1 kHz', () => {
    expect(piece.audio.contentType).toBe('audio/mpeg');
    expect(piece.seconds).toBeGreaterThanOrEqual(9);
    expect(piece.seconds).toBeLessThanOrEqual(11);
    const wav = piece.wav!;
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect([wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([2, 44_100, 16]);
    expect((wav.length - 44) / 4 / 44_100).toBeCloseTo(10, 2);
    // MP3 frames start with 11 set bits (an ID3 tag would come first; none is written).
    expect(piece.audio.data[0]).toBe(0xff);
    if (hasFfmpeg) expect(Math.abs(decodedSeconds(piece.audio.data) - 10)).toBeLessThanOrEqual(1);
    expect(piece.note).toBeNull();
  });

  it('is at −16 ± 1 LUFS with its true peak at or under −1 dBTP, by our meter and by ffmpeg\'s', () => {
    const wav = piece.wav!;
    const frames = (wav.length - 44) / 4;
    const left = new Float32Array(frames);
    const right = new Float32Array(frames);
    for (let n = 0; n < frames; n++) {
      left[n] = wav.readInt16LE(44 + n * 4) / 32768;
      right[n] = wav.readInt16LE(46 + n * 4) / 32768;
    }
    expect(Math.abs(integratedLoudness([left, right], 44_100) + 16)).toBeLessThanOrEqual(1);
    expect(truePeak([left, right])).toBeLessThanOrEqual(-1);
    if (hasFfmpeg) {
      const theirs = ffmpegMeter(wav);
      expect(Math.abs(theirs.loudness + 16)).toBeLessThanOrEqual(1);
      expect(theirs.truePeak).toBeLessThanOrEqual(-1);
      // The MP3 people download: the same level.
      expect(Math.abs(ffmpegMeter(piece.audio.data).loudness + 16)).toBeLessThanOrEqual(1);
    }
  });

  it('gives identical bytes for the same inputs, different music for a different prompt, and says vocals are not made offline', async () => {
    // One after another: each worker thread holds the soundfont (about 260 MB).
    const same = await engines.compose({ ...request, prompt: '  Calm piano for a rainy MORNING ' });
    const other = await engines.compose({ ...request, prompt: 'upbeat electronic workout' });
    const sung = await engines.compose({ ...request, instrumental: false, seconds: 5 });
    expect(same.audio.data.equals(piece.audio.data)).toBe(true);
    expect(same.wav!.equals(piece.wav!)).toBe(true);
    expect(other.wav!.equals(piece.wav!)).toBe(false);
    expect(other.audio.data.equals(piece.audio.data)).toBe(false);
    expect(sung.note).toBe(instrumentalNote);
    expect(sung.note).toBe('Offline music is instrumental: this piece has no vocals.');
    expect(sung.seconds).toBeCloseTo(5, 1);
  }, 180_000);

  it('stops when its job is cancelled (the server shutting down)', async () => {
    // A 120 s piece takes seconds of work: cancelled a moment in, its worker thread is ended mid-piece.
    const controller = new AbortController();
    const composing = engines.compose({ ...request, prompt: 'a long cancelled piece', seconds: composeLimits.maxSeconds, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('Shutting down.')), 200);
    await expect(composing).rejects.toThrow('Shutting down.');
  });

  it('refuses an unknown model and a length outside the limits, in words', async () => {
    await expect(engines.compose({ ...request, model: 'no-such-model' })).rejects.toThrow('The model "no-such-model" is not available on this server.');
    await expect(engines.compose({ ...request, seconds: composeLimits.maxSeconds + 1 })).rejects.toThrow(`Music must be ${composeLimits.minSeconds} to ${composeLimits.maxSeconds} seconds long.`);
    await expect(engines.compose({ ...request, seconds: 1 })).rejects.toThrow('seconds long');
  });
});

describe('ElevenLabs Music', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeElevenLabsMusic({ apiKey: 'xi-test' });
  });
  afterAll(() => fake.close());
  const request = { model: 'music_v2', prompt: 'A bright summer pop song', tags: ['pop', 'guitar'], instrumental: true, seconds: 12 };

  it('composes through the official SDK: the prompt with its tags, the length, instrumental forced', async () => {
    const engines = createMusicEngines({ elevenlabsApiKey: 'xi-test', elevenlabsBaseUrl: fake.url });
    const music = await engines.compose(request);
    expect(music.audio.contentType).toBe('audio/mpeg');
    expect(music.audio.data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]));
    expect(music.seconds).toBeCloseTo(12, 1);
    expect(music).toMatchObject({ wav: null, note: null });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v1/music?output_format=mp3_44100_128');
    expect(sent.headers['xi-api-key']).toBe('xi-test');
    expect(sent.body).toMatchObject({ prompt: hostedPrompt(request.prompt, request.tags), music_length_ms: 12_000, model_id: 'music_v2', force_instrumental: true });
    expect(sent.body.prompt).toBe('A bright summer pop song\nStyle: pop, guitar');

    await engines.compose({ ...request, instrumental: false });
    expect(fake.requests.at(-1)!.body).not.toHaveProperty('force_instrumental');
  });

  it('says so when it is not configured, and when ElevenLabs refuses', async () => {
    await expect(createMusicEngines({}).compose(request)).rejects.toThrow('ElevenLabs is not configured: set ELEVENLABS_API_KEY.');
    await expect(createMusicEngines({ elevenlabsApiKey: 'wrong', elevenlabsBaseUrl: fake.url }).compose(request)).rejects.toThrow('ElevenLabs refused the request (401).');
  });
});
