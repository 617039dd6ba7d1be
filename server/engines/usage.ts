// Token estimates for when a provider reports no usage (and for the offline assistant, which has
// no tokenizer). Roughly 4 characters per token, the usual rule of thumb for English text.
import type { ChatTurn } from './types';

export function estimateTokens(text: string): number {
  return tokensOfLength(text.length);
}

/** estimateTokens for a text known only by its length (a conversation's, summed in the database). */
export function tokensOfLength(characters: number): number {
  return Math.ceil(characters / 4);
}

export function estimateInputTokens(messages: ChatTurn[]): number {
  return estimateTokens(messages.map((turn) => turn.content).join('\n'));
}
