import { afterEach, describe, expect, it } from 'vitest';
import { createClassifierEngine } from '../../../server/engines/classifier/index';
import { languageModelLoad } from '../../../server/engines/classifier/language';
import { startFakeOpenAI, type FakeServer } from '../helpers/fake-openai';

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const offline = createClassifierEngine({});
const score = (result: Awaited<ReturnType<typeof offline.classify>>, name: string) => result.moderation.categories.find((category) => category.name === name)?.score;

describe('classifier engine, offline', () => {
  it('loads the language model once, lazily, and reports what it cost', async () => {
    const first = await offline.classify('Good morning, how are you?');
    expect(first.language).toEqual({ code: 'en', name: 'English', confidence: expect.any(Number) });
    const load = { ...languageModelLoad };
    expect(load.ms).toBeGreaterThan(0);
    await offline.classify('Bonjour à tous, bonne journée.');
    // A second call does not load it again.
    expect(languageModelLoad).toEqual(load);
    console.info(`fastText lid.176.ftz: loaded in ${load.ms.toFixed(0)} ms, ${(load.bytes / 1024 / 1024).toFixed(1)} MB resident`);
  });

  it('scores every category from 0 to 1 and flags a threat', async () => {
    const result = await offline.classify('I will kill you, you worthless idiot.');
    expect(result.moderation).toMatchObject({ engine: 'local', model: 'atelier-lexicon' });
    expect(result.moderation.categories.map((category) => category.name)).toEqual(['harassment', 'harassment/threatening', 'hate', 'self-harm', 'sexual', 'violence']);
    for (const category of result.moderation.categories) expect(category.score).toBeGreaterThanOrEqual(0), expect(category.score).toBeLessThanOrEqual(1);
    expect(result.flagged).toBe(true);
    expect(score(result, 'harassment/threatening')).toBeGreaterThanOrEqual(0.5);
    expect(result.sentiment).toMatchObject({ label: 'negative', lexicon: 'vader' });
    expect(result.sentiment.compound).toBeLessThan(0);
  });

  it('leaves a clean text unflagged, with every score at 0', async () => {
    const result = await offline.classify('What a lovely afternoon in the park with my family.');
    expect(result.flagged).toBe(false);
    expect(result.moderation.categories.every((category) => category.score === 0)).toBe(true);
    expect(result.sentiment.label).toBe('positive');
    const { positive, neutral, negative } = result.sentiment;
    expect(positive + neutral + negative).toBeCloseTo(1, 2);
  });

  it('a weak cue alone does not flag, the same cue aimed at the reader does', async () => {
    const weather = await offline.classify('This weather is fucking awesome.');
    expect(weather.flagged).toBe(false);
    expect(score(weather, 'harassment')).toBeGreaterThan(0);
    expect((await offline.classify('Fuck you.')).flagged).toBe(true);
  });

  it('sees through leetspeak and spacing in English', async () => {
    expect(score(await offline.classify('you are a f u c k i n g b1tch'), 'harassment')).toBeGreaterThanOrEqual(0.5);
  });

  it('reads sentiment in other languages with their own word lists', async () => {
    const german = await offline.classify('Das Essen war wunderbar und die Leute sehr freundlich.');
    // VADER's English list would read "die" as a very negative word.
    expect(german.sentiment).toMatchObject({ label: 'positive', lexicon: 'afinn' });
    expect((await offline.classify('Ce n\'est pas bon du tout, quelle déception.')).sentiment.label).toBe('negative');
  });
});

describe('classifier engine with OpenAI', () => {
  it('takes moderation from /v1/moderations, sentiment and language stay local', async () => {
    fake = await startFakeOpenAI({ apiKey: 'sk-platform' });
    const engine = createClassifierEngine({ openaiApiKey: 'sk-platform', openaiBaseUrl: fake.url });
    const result = await engine.classify('I will kill the bug in this code.');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ path: '/v1/moderations', apiKey: 'sk-platform', body: { model: 'omni-moderation-latest', input: 'I will kill the bug in this code.' } });
    expect(result.moderation.engine).toBe('openai');
    expect(result.moderation.categories).toHaveLength(13);
    expect(result.moderation.categories.find((category) => category.name === 'violence')).toEqual({ name: 'violence', score: 0.97, flagged: true });
    expect(result.flagged).toBe(true);
    expect(result.language.code).toBe('en');
    expect(result.sentiment.lexicon).toBe('vader');
  });

  it('uses the workspace key when given, and words a refusal for the user', async () => {
    fake = await startFakeOpenAI({ apiKey: 'sk-workspace' });
    const engine = createClassifierEngine({ openaiBaseUrl: fake.url });
    expect((await engine.classify('Hello there', { openaiKey: 'sk-workspace' })).moderation.engine).toBe('openai');
    await expect(engine.classify('Hello there', { openaiKey: 'sk-wrong' })).rejects.toThrow(
      "OpenAI refused the workspace's API key: Incorrect API key provided. The workspace owner can change it on the workspace page.",
    );
    // A base URL alone (a local OpenAI-compatible server) keeps moderation offline.
    expect((await engine.classify('Hello there')).moderation.engine).toBe('local');
  });
});
