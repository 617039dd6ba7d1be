// The classifier: the language (fastText), the sentiment (VADER, or a translated AFINN list)
// and moderation of a text. Moderation runs offline (moderation.ts) unless an OpenAI key is
// set, for the platform (OPENAI_API_KEY) or the workspace: then it is OpenAI's moderation
// endpoint's, whose SDK loads with the first such call. OPENAI_BASE_URL alone (a local
// OpenAI-compatible server) does not count: those servers have no moderation endpoint.
import { openSecret } from '../../lib/secrets';
import type { EngineConfig } from '../index';
import type { ClassificationResult, ClassifierEngine } from '../types';

/** What the offline moderation is called in a result and in usage rows. */
export const localModerationModel = 'atelier-lexicon';

export function createClassifierEngine(config: EngineConfig): ClassifierEngine {
  return {
    async classify(input, { openaiKey, signal } = {}): Promise<ClassificationResult> {
      // Loaded with the first classification, not at start: most starts classify nothing.
      const [{ identifyLanguage }, { scoreSentiment }, { moderateLocally }] = await Promise.all([import('./language'), import('./sentiment'), import('./moderation')]);
      const language = await identifyLanguage(input);
      const sentiment = scoreSentiment(input, language.code);
      const own = openSecret(config.secretsKey, openaiKey);
      const apiKey = own || config.openaiApiKey;
      if (apiKey) {
        const { moderateWithOpenAI } = await import('./openai-moderation');
        const { flagged, ...moderation } = await moderateWithOpenAI({ apiKey, baseURL: config.openaiBaseUrl, ownKey: !!own }, input, signal);
        return { flagged, moderation, sentiment, language };
      }
      const categories = moderateLocally(input, language.code);
      return { flagged: categories.some((category) => category.flagged), moderation: { engine: 'local', model: localModerationModel, categories }, sentiment, language };
    },
  };
}
