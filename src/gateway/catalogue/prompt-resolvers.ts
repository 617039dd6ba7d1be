// Prompt help (docs/rest-api.md, "Prompts and presets"): suggestions, one prompt, preset tiles.
import type { Preset, Prompt, Resolvers } from '../generated/resolvers';
import { RestError, type RestList } from '../rest';

interface RestPrompt {
  id: string;
  title: string;
  description: string;
  image: string | null;
  content: string;
}

interface RestPreset {
  id: string;
  title: string;
  description: string;
  image: string | null;
  template: string;
}

export const promptResolvers: Resolvers = {
  Query: {
    prompts: async (_, { query, limit }, { rest }) =>
      (await rest.get<RestList<RestPrompt>>('/prompts', { query, limit: limit ?? 5 })).data.map(toPrompt),
    prompt: async (_, { id }, { rest }) => {
      try {
        return toPrompt(await rest.get<RestPrompt>(`/prompts/${encodeURIComponent(id)}`));
      } catch (error) {
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
    presets: async (_, { limit, sort }, { rest }) =>
      (await rest.get<RestList<RestPreset>>('/presets', { limit, sort })).data.map(toPreset),
  },
};

function toPrompt(prompt: RestPrompt): Prompt {
  return { id: prompt.id, title: prompt.title, description: prompt.description, image: prompt.image, content: prompt.content };
}

function toPreset(preset: RestPreset): Preset {
  return { id: preset.id, title: preset.title, description: preset.description, image: preset.image, template: preset.template };
}
