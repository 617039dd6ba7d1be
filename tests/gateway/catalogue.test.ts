import { afterAll, beforeAll, expect, test } from 'vitest';
import { ProvidersQuery } from '../../src/gateway/catalogue/operations';
import { startGateway } from './helpers/gateway';

// The model catalogue page's read through the gateway against the real server: models grouped
// by provider in catalogue order, each with why it is unavailable or not granted.

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

test('providers list their models in catalogue order, with the reasons a model is kept from the caller', async () => {
  const { client } = gateway.session();
  const result = await client.query(ProvidersQuery, {}).toPromise();
  expect(result.error).toBeUndefined();
  const providers = result.data!.providers;
  expect(providers.map((provider) => [provider.name, provider.label])).toEqual([
    ['local', 'Atelier (offline)'], ['openai', 'OpenAI'], ['anthropic', 'Anthropic'], ['elevenlabs', 'ElevenLabs'],
  ]);
  expect(providers[0]!.models.map((model) => model.key)).toEqual([
    'local-assistant', 'local-classifier', 'flite', 'espeak-ng', 'pocketsphinx', 'rnnoise', 'procedural-image', 'procedural-video', 'composer-offline',
  ]);
  const classifier = providers[0]!.models[1]!;
  expect(classifier).toMatchObject({ type: 'classification', providerLabel: 'Atelier (offline)', modalitiesInput: ['text'], capabilities: ['moderation', 'sentiment', 'language'] });
  // Logged out: nothing is granted, and each says why.
  expect(providers.flatMap((provider) => provider.models).every((model) => !model.granted && model.notGrantedReason === 'Log in to use this model.')).toBe(true);
});

test('a guest is granted what is available, and told why the rest is not', async () => {
  const { client } = await gateway.guestSession();
  const models = (await client.query(ProvidersQuery, {}).toPromise()).data!.providers.flatMap((provider) => provider.models);
  const local = models.find((model) => model.key === 'local-assistant')!;
  expect(local).toMatchObject({ granted: true, notGrantedReason: null, isAvailable: true, unavailableReason: null });
  for (const model of models.filter((each) => !each.isAvailable)) {
    // A hosted provider's key, or (an offline model) a program this machine lacks.
    expect(model.unavailableReason).toMatch(/^Needs (an? (OpenAI|Anthropic|ElevenLabs) API key|\S+ installed on this server)/);
    expect(model).toMatchObject({ granted: false, notGrantedReason: model.unavailableReason });
  }
});

test('type narrows the providers to those with a model of that type', async () => {
  const { client } = gateway.session();
  const providers = (await client.query(ProvidersQuery, { type: 'classification' }).toPromise()).data!.providers;
  expect(providers.map((provider) => provider.models.map((model) => model.key))).toEqual([['local-classifier']]);
});
