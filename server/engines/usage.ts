// Token estimates for when a provider reports no usage (and for the offline assistant, which has
// no tokenizer). Roughly 4 characters per token, the usual rule of thumb for English text.
import type { ChatTurn } from './types';

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function estimateInputTokens(messages: ChatTurn[]): number {
  return estimateTokens(messages.map((turn) => turn.content).join('\n'));
}
