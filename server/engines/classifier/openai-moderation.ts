// Moderation by OpenAI's moderation endpoint (POST /v1/moderations), through the same client
// set-up as the chat (engines/openai.ts): used when a platform or workspace OpenAI key is set.
// Its answer is taken as it is: every category OpenAI scores, and its own flagged verdict.
import OpenAI from 'openai';
import { providerError } from '../errors';
import { openAIClient, type OpenAIEngineOptions } from '../openai';
import type { ClassificationResult } from '../types';

export const moderationModel = 'omni-moderation-latest';

export async function moderateWithOpenAI(options: OpenAIEngineOptions, input: string, signal?: AbortSignal): Promise<ClassificationResult['moderation'] & { flagged: boolean }> {
  const { client, baseURL } = openAIClient(options);
  try {
    const response = await client.moderations.create({ model: moderationModel, input }, { signal });
    const result = response.results[0];
    if (!result) throw new Error('OpenAI answered with no moderation result.');
    const flags = result.categories as unknown as Record<string, boolean>;
    const categories = Object.entries(result.category_scores as unknown as Record<string, number>).map(([name, score]) => ({
      name,
      score: Math.round(score * 10_000) / 10_000,
      flagged: flags[name] === true,
    }));
    return { engine: 'openai', model: response.model || moderationModel, categories, flagged: result.flagged };
  } catch (error) {
    throw providerError(error, { label: 'OpenAI', model: moderationModel, baseURL, connectionFailed: error instanceof OpenAI.APIConnectionError, streaming: false, ownKey: options.ownKey });
  }
}
