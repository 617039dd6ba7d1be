// The transcription engines on their own: PocketSphinx on speech made by the offline voice (a
// WAV, and the same speech as mp3 and webm through ffmpeg), silence, refusals in words, and
// OpenAI's whisper-1 through a local server speaking its API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordErrorRate } from '../../bench/speech';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inTempFolder, onPath, runProgram } from '../../server/engines/audio/programs';
import { readWav, writeWav } from '../../server/engines/audio/wav';
import { speakFlite } from '../../server/engines/speech/flite';
import { createTranscriptionEngines } from '../../server/engines/transcription/index';
import { parseWordTimes, pieceBounds, pieceRules } from '../../server/engines/transcription/pocketsphinx';
import { groupWords } from '../../server/engines/transcription/segments';
import type { Transcript } from '../../server/engines/transcription/types';
import { formOf, startFakeOpenAI, type FakeServer } from './helpers/fake-openai';

const sentences = [
  'Please remember to buy some milk and bread on your way home tonight.',
  'The train to the city leaves at seven in the morning.',
  'We spent the whole weekend painting the kitchen a pale shade of green.',
];
const offline = createTranscriptionEngines({});
const canRecognise = onPath('pocketsphinx_continuous') && onPath('ffmpeg');

/** The sentences spoken by flite's rms, `pause` seconds of silence after each. */
async function speech(texts: string[], pause = 1): Promise<Buffer> {
  const parts: Float32Array[] = [];
  let sampleRate = 16_000;
  for (const text of texts) {
    const audio = readWav((await speakFlite(text, 'rms')).data)!;
    sampleRate = audio.sampleRate;
    parts.push(audio.samples, new Float32Array(Math.round(pause * sampleRate)));
  }
  const samples = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (samples.set(part, at), at + part.length), 0);
  return writeWav({ samples, sampleRate });
}

/** The WAV encoded by ffmpeg into a file (an m4a then keeps its index at the end, as a phone's does). */
const encode = (wav: Buffer, name: string, format: string[]) =>
  inTempFolder(async (folder) => {
    await runProgram('ffmpeg', ['-loglevel', 'error', '-i', 'pipe:0', ...format, join(folder, name)], { input: wav });
    return readFile(join(folder, name));
  });

function expectWellFormed(transcript: Transcript) {
  let reached = 0;
  for (const segment of transcript.segments) {
    expect(segment.start).toBeGreaterThanOrEqual(reached);
    expect(segment.end).toBeGreaterThanOrEqual(segment.start);
    expect(segment.end).toBeLessThanOrEqual(transcript.seconds);
    expect(segment.text).not.toMatch(/<|\[|\(\d\)/);
    reached = segment.end;
  }
  expect(transcript.text).toBe(transcript.segments.map((segment) => segment.text).join(' '));
}

describe.runIf(canRecognise)('PocketSphinx', () => {
  let wav: Buffer;
  beforeAll(async () => (wav = await speech(sentences)));

  it('recognises most words of speech made by the offline voice, in segments in order inside the audio', { timeout: 120_000 }, async () => {
    const progress: number[] = [];
    const transcript = await offline.transcribe({ model: 'pocketsphinx', data: wav, contentType: 'audio/wav', onProgress: (fraction) => progress.push(fraction) });
    // flite rms reads Harvard sentences back at 17 % (README, Voiceover): 35 % leaves a margin.
    expect(wordErrorRate(sentences.join(' '), transcript.text)).toBeLessThan(0.35);
    expect(transcript.seconds).toBeCloseTo(readWav(wav)!.samples.length / readWav(wav)!.sampleRate, 2);
    expect(transcript.language).toBe('en');
    // The second of silence after each sentence ends a segment.
    expect(transcript.segments.length).toBeGreaterThanOrEqual(3);
    expectWellFormed(transcript);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('transcribes the same speech as mp3, webm and m4a (decoded by ffmpeg) as well', { timeout: 120_000 }, async () => {
    // One sentence: decoding is what differs, and recognition costs the same whatever the format.
    const short = await speech(sentences.slice(0, 1));
    const files = [
      { data: await encode(short, 'speech.mp3', ['-b:a', '64k']), contentType: 'audio/mpeg' },
      { data: await encode(short, 'speech.webm', ['-c:a', 'libopus', '-b:a', '32k']), contentType: 'audio/webm' },
      { data: await encode(short, 'speech.m4a', ['-c:a', 'aac', '-b:a', '64k']), contentType: 'audio/mp4' },
    ];
    for (const file of files) {
      const transcript = await offline.transcribe({ model: 'pocketsphinx', ...file });
      expect(wordErrorRate(sentences[0]!, transcript.text)).toBeLessThan(0.35);
      expect(transcript.seconds).toBeCloseTo(readWav(short)!.samples.length / readWav(short)!.sampleRate, 0);
      expectWellFormed(transcript);
    }
  });

  it('transcribes a file longer than one piece, its words timed from the start of the file', { timeout: 180_000 }, async () => {
    // Long pauses: the recogniser passes over silence quickly, so the test stays short.
    const long = await speech(sentences, 12);
    const audio = readWav(long)!;
    expect(audio.samples.length / audio.sampleRate).toBeGreaterThan(pieceRules.seconds);
    const progress: number[] = [];
    const transcript = await offline.transcribe({ model: 'pocketsphinx', data: long, contentType: 'audio/wav', onProgress: (fraction) => progress.push(fraction) });
    expect(progress.filter((fraction) => fraction > 0 && fraction < 1).length).toBeGreaterThanOrEqual(1);
    expect(wordErrorRate(sentences.join(' '), transcript.text)).toBeLessThan(0.35);
    expect(transcript.segments.at(-1)!.end).toBeGreaterThan(pieceRules.seconds);
    expectWellFormed(transcript);
  });

  it('gives silence and empty audio a transcript with no segments, not a failure', { timeout: 60_000 }, async () => {
    for (const samples of [new Float32Array(3 * 16_000), new Float32Array(0)]) {
      const transcript = await offline.transcribe({ model: 'pocketsphinx', data: writeWav({ samples, sampleRate: 16_000 }), contentType: 'audio/wav' });
      expect(transcript).toEqual({ text: '', segments: [], seconds: samples.length / 16_000, language: 'en' });
    }
  });

  it('refuses a file that is not audio in words', async () => {
    const refusal = offline.transcribe({ model: 'pocketsphinx', data: Buffer.from('not audio at all, only words'.repeat(50)), contentType: 'audio/mpeg' });
    await expect(refusal).rejects.toThrow('The file could not be read as audio.');
  });

  it('stops the recogniser when the job is aborted', { timeout: 60_000 }, async () => {
    const controller = new AbortController();
    const running = offline.transcribe({ model: 'pocketsphinx', data: wav, contentType: 'audio/wav', signal: controller.signal, onProgress: (fraction) => fraction === 0 && controller.abort(new Error('shutting down')) });
    await expect(running).rejects.toThrow('shutting down');
  });
});

describe('words into segments', () => {
  it('reads word times from `-time yes`, dropping markers, fillers and pronunciation numbers', () => {
    const output = ['hello to the world', '<s> 0.070 0.110 0.999', 'hello 0.120 0.500 0.9', 'to(2) 0.510 0.600 0.8', '<sil> 0.610 0.700 0.7', '[NOISE] 0.710 0.800 0.5', 'the 0.810 0.900 1.0', 'world 0.910 1.300 1.0', '</s> 1.310 1.400 1.0'].join('\n');
    expect(parseWordTimes(output)).toEqual([
      { word: 'hello', start: 0.12, end: 0.5 }, { word: 'to', start: 0.51, end: 0.6 }, { word: 'the', start: 0.81, end: 0.9 }, { word: 'world', start: 0.91, end: 1.3 },
    ]);
  });

  it('ends a segment at a pause of 0.6 s, at 12 words or at 8 s', () => {
    const word = (start: number, end = start + 0.3) => ({ word: `w${start}`, start, end });
    expect(groupWords([word(0), word(0.4), word(1.4), word(1.8)]).map((segment) => [segment.start, segment.end])).toEqual([[0, 0.7], [1.4, 2.1]]);
    expect(groupWords(Array.from({ length: 13 }, (_, index) => word(index * 0.4))).map((segment) => segment.text.split(' ').length)).toEqual([12, 1]);
    expect(groupWords(Array.from({ length: 6 }, (_, index) => word(index * 2, index * 2 + 1.5))).map((segment) => segment.text.split(' ').length)).toEqual([4, 2]);
  });

  it('cuts a long file at its quietest moment near the end of each piece', async () => {
    const rate = 16_000;
    const samples = new Float32Array(70 * rate).map((_, index) => Math.sin(index / 5) * 0.5);
    samples.fill(0, 25 * rate, 25.2 * rate);
    const bounds = await pieceBounds({ length: samples.length, read: async (from, to) => samples.subarray(from, to) });
    expect(bounds[0]![1] / rate).toBeGreaterThan(25);
    expect(bounds[0]![1] / rate).toBeLessThan(25.2);
    expect(bounds.every(([from, to]) => to - from <= pieceRules.seconds * rate)).toBe(true);
    // The pieces follow one another from the first sample to the last.
    expect(bounds[0]![0]).toBe(0);
    expect(bounds.at(-1)![1]).toBe(samples.length);
    bounds.slice(1).forEach(([from], index) => expect(from).toBe(bounds[index]![1]));
  });
});

describe('refusals', () => {
  it('refuses an unknown model, and OpenAI without a key, in words', async () => {
    await expect(offline.transcribe({ model: 'no-such-model', data: Buffer.alloc(10), contentType: 'audio/wav' })).rejects.toThrow('The model "no-such-model" is not available on this server.');
    await expect(offline.transcribe({ model: 'whisper-1', data: Buffer.alloc(10), contentType: 'audio/wav' })).rejects.toThrow('OpenAI transcription is not configured: set OPENAI_API_KEY.');
  });
});

describe('OpenAI whisper-1', () => {
  let fake: FakeServer;
  beforeAll(async () => (fake = await startFakeOpenAI({ apiKey: 'sk-transcribe', reply: 'Good morning everyone. Meeting starts now.' })));
  afterAll(() => fake.close());

  it('sends the file and the model to /v1/audio/transcriptions and maps its segments', async () => {
    const wav = writeWav({ samples: new Float32Array(3 * 16_000), sampleRate: 16_000 });
    const engines = createTranscriptionEngines({ openaiApiKey: 'sk-transcribe', openaiBaseUrl: fake.url });
    const transcript = await engines.transcribe({ model: 'whisper-1', data: wav, contentType: 'audio/wav' });
    expect(transcript).toEqual({
      text: 'Good morning everyone. Meeting starts now.',
      segments: [{ start: 0, end: 1.5, text: 'Good morning everyone.' }, { start: 1.5, end: 3, text: 'Meeting starts now.' }],
      seconds: 3,
      language: 'english',
    });
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/audio/transcriptions', apiKey: 'sk-transcribe' });
    const form = await formOf(request);
    expect([form.get('model'), form.get('response_format'), form.getAll('timestamp_granularities[]')]).toEqual(['whisper-1', 'verbose_json', ['segment']]);
    const file = form.get('file') as File;
    expect(file.name).toBe('audio.wav');
    expect(Buffer.from(await file.arrayBuffer()).equals(wav)).toBe(true);
  });

  it('says in words when OpenAI refuses', async () => {
    const engines = createTranscriptionEngines({ openaiApiKey: 'sk-wrong', openaiBaseUrl: fake.url });
    await expect(engines.transcribe({ model: 'whisper-1', data: Buffer.alloc(100), contentType: 'audio/mpeg' })).rejects.toThrow('The OpenAI API key was rejected.');
  });
});
