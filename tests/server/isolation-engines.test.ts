// The isolation engines on their own: RNNoise offline on speech from an offline voice mixed with
// seeded pink noise (cleaner by SI-SDR, as long as the input, lined up with it), an mp3 at 44.1 kHz
// through ffmpeg, and ElevenLabs' isolator through a local server speaking its API. What cannot
// be done is refused in words.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToMono } from '../../server/engines/audio/decode';
import { inTempFolder, onPath, runProgram } from '../../server/engines/audio/programs';
import { bestLag, mixAtSnr, pinkNoise, siSdr } from '../../server/engines/audio/signal-quality';
import { readWav, writeWav } from '../../server/engines/audio/wav';
import { createIsolationEngines } from '../../server/engines/isolation/index';
import { unreadableAudio } from '../../server/engines/isolation/rnnoise-worker';
import { speakFlite } from '../../server/engines/speech/flite';
import { startFakeElevenLabs, type FakeElevenLabs } from './helpers/fake-elevenlabs';
import { uploadedAudio } from './helpers/fake-elevenlabs-isolation';

const sentence = 'A pot of tea helps to pass the evening. The salt breeze came across from the sea.';
const rate = 48_000;
const offline = createIsolationEngines({});

/** The sentence spoken by flite's awb at 48 kHz with pink noise at `snrDb`, and the speech as it sits in the mix. */
async function noisySpeech(snrDb: number) {
  const speech = await speakFlite(sentence, 'awb', {}, {});
  const samples = (await decodeToMono(speech.data, rate))!.samples;
  return mixAtSnr(samples, pinkNoise(samples.length, 20_261_129), snrDb);
}

describe('RNNoise offline', () => {
  let noisy: { mix: Float32Array; clean: Float32Array };
  beforeAll(async () => (noisy = await noisySpeech(5)));

  it('cleans speech in pink noise at 5 dB SNR: SI-SDR up by more than 3 dB, as long as the input and lined up with it', async () => {
    const fractions: number[] = [];
    const result = await offline.isolate({ model: 'rnnoise', data: writeWav({ samples: noisy.mix, sampleRate: rate }), contentType: 'audio/wav', onProgress: (fraction) => fractions.push(fraction) });
    expect(result.contentType).toBe('audio/wav');
    const cleaned = readWav(result.data)!;
    expect(cleaned.sampleRate).toBe(rate);
    expect([result.data.readUInt16LE(22), result.data.readUInt16LE(34)]).toEqual([1, 16]);
    expect(Math.abs(cleaned.samples.length - noisy.mix.length)).toBeLessThanOrEqual(480);
    expect(result.seconds).toBeCloseTo(noisy.mix.length / rate, 2);
    // Without the delay compensated the best lag is RNNoise's frame, 480 samples.
    expect(Math.abs(bestLag(noisy.clean, cleaned.samples, 1000))).toBeLessThanOrEqual(3);
    const gain = siSdr(cleaned.samples, noisy.clean) - siSdr(noisy.mix, noisy.clean);
    expect(gain).toBeGreaterThan(3);
    // Progress as the frames go: many steps, rising, ending at 1.
    expect(fractions.length).toBeGreaterThan(10);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it.runIf(onPath('ffmpeg'))('reads a 44.1 kHz mp3 through ffmpeg and answers 48 kHz WAV of the same length', async () => {
    // Written to a file, not a pipe, so ffmpeg can go back and write the LAME header that tells
    // a decoder the encoder's delay: without it every mp3 decodes a little late.
    const mp3 = await inTempFolder(async (folder) => {
      await runProgram('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-ar', '44100', '-b:a', '128k', join(folder, 'noisy.mp3')], { input: writeWav({ samples: noisy.mix, sampleRate: rate }) });
      return readFile(join(folder, 'noisy.mp3'));
    });
    expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3');
    const result = await offline.isolate({ model: 'rnnoise', data: mp3, contentType: 'audio/mpeg' });
    const cleaned = readWav(result.data)!;
    expect(cleaned.sampleRate).toBe(rate);
    expect(Math.abs(result.seconds - noisy.mix.length / rate)).toBeLessThan(0.05);
    expect(siSdr(cleaned.samples, noisy.clean)).toBeGreaterThan(siSdr(noisy.mix, noisy.clean) + 2);
  });

  it('refuses a file that is not audio, in words', async () => {
    const isolating = offline.isolate({ model: 'rnnoise', data: Buffer.from('This is a text file, not a recording.'), contentType: 'audio/wav' });
    await expect(isolating).rejects.toThrow(unreadableAudio);
  });

  it('stops when the job is cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('The server is shutting down.'));
    const isolating = offline.isolate({ model: 'rnnoise', data: writeWav({ samples: noisy.mix, sampleRate: rate }), contentType: 'audio/wav', signal: controller.signal });
    await expect(isolating).rejects.toThrow('The server is shutting down.');
  });
});

describe('ElevenLabs isolator', () => {
  let fake: FakeElevenLabs;
  beforeAll(async () => (fake = await startFakeElevenLabs({ apiKey: 'xi-isolate' })));
  afterAll(() => fake.close());

  it('sends the upload as `audio` to /v1/audio-isolation with the key and answers the mp3 it got back', async () => {
    const upload = writeWav({ samples: pinkNoise(rate, 3).map((sample) => sample * 0.5), sampleRate: rate });
    const engines = createIsolationEngines({ elevenlabsApiKey: 'xi-isolate', elevenlabsBaseUrl: fake.url });
    const result = await engines.isolate({ model: 'eleven_voice_isolator', data: upload, contentType: 'audio/wav' });
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/audio-isolation' });
    expect(request.headers['xi-api-key']).toBe('xi-isolate');
    expect((await uploadedAudio(request))!.equals(upload)).toBe(true);
    expect(result.contentType).toBe('audio/mpeg');
    expect(result.data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]));
    expect(result.seconds).toBeCloseTo(1, 1);
  });

  it('says in words when ElevenLabs refuses the key or the file', async () => {
    const wrongKey = createIsolationEngines({ elevenlabsApiKey: 'xi-wrong', elevenlabsBaseUrl: fake.url });
    await expect(wrongKey.isolate({ model: 'eleven_voice_isolator', data: writeWav({ samples: new Float32Array(rate), sampleRate: rate }), contentType: 'audio/wav' })).rejects.toThrow('ElevenLabs refused the API key: check ELEVENLABS_API_KEY.');
    const engines = createIsolationEngines({ elevenlabsApiKey: 'xi-isolate', elevenlabsBaseUrl: fake.url });
    await expect(engines.isolate({ model: 'eleven_voice_isolator', data: Buffer.from('not audio'), contentType: 'audio/wav' })).rejects.toThrow('ElevenLabs could not use this file: The audio file could not be decoded.');
  });

  it('says in words when ElevenLabs cannot be reached', async () => {
    const engines = createIsolationEngines({ elevenlabsApiKey: 'xi-isolate', elevenlabsBaseUrl: 'http://127.0.0.1:9' });
    await expect(engines.isolate({ model: 'eleven_voice_isolator', data: writeWav({ samples: new Float32Array(rate), sampleRate: rate }), contentType: 'audio/wav' })).rejects.toThrow('ElevenLabs could not be reached. Please try again later.');
  });
});

it('refuses an unknown model, and ElevenLabs without its key, in words', async () => {
  const data = writeWav({ samples: new Float32Array(rate), sampleRate: rate });
  await expect(offline.isolate({ model: 'demucs', data, contentType: 'audio/wav' })).rejects.toThrow('The model "demucs" is not available on this server.');
  await expect(offline.isolate({ model: 'eleven_voice_isolator', data, contentType: 'audio/wav' })).rejects.toThrow('ElevenLabs is not configured: set ELEVENLABS_API_KEY.');
});
