// How an AI provider is named to people, on both halves: the catalogue's keys (`local`,
// `openai`) are for code. Plain values with no TypeBox, so the browser imports them freely.

export const providerLabels: Record<string, string> = {
  local: 'Atelier (offline)',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  elevenlabs: 'ElevenLabs',
};

/** "OpenAI" for `openai`; an unknown provider keeps its key rather than showing nothing. */
export function providerLabel(provider: string): string {
  return providerLabels[provider] ?? provider;
}

/** "an OpenAI API key", "an Anthropic API key": the article follows the name's sound (vowel letter). */
export function providerKeyPhrase(provider: string): string {
  const label = providerLabel(provider);
  return `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label} API key`;
}

/** The refusal when a chosen model's provider has no key: the chat and the writer say the same. */
export const modelNeedsKey = (model: { name: string; provider: string }) =>
  `The model "${model.name}" is not available: add ${providerKeyPhrase(model.provider)} in your workspace settings.`;
