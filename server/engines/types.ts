// The chat engine interface every provider implements (local offline assistant, OpenAI, Anthropic).

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
  /** Images attached to a user turn (models whose modalities.input includes 'image'). */
  images?: ChatImage[];
}

export interface ChatImage {
  mime: string;
  /** Base64, no data: prefix. */
  data: string;
}

export interface ChatRequest {
  /** Model key as listed in the catalogue, e.g. 'local-assistant', 'gpt-4o-mini', 'claude-sonnet-4-6'. */
  model: string;
  messages: ChatTurn[];
  /** Aborting ends the upstream call promptly. */
  signal: AbortSignal;
  /** The model has the `tools` capability: hosted engines offer the shared tools (engines/tools.ts). */
  tools?: boolean;
}

export type ChatChunk =
  | { type: 'token'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'call'; name: string; arguments: string; result: string }
  /** Sent once at the end (or best known at abort): what the call used, for billing. */
  | { type: 'usage'; inputTokens: number; outputTokens: number };

export interface ChatEngine {
  readonly provider: 'local' | 'openai' | 'anthropic';
  stream(request: ChatRequest): AsyncIterable<ChatChunk>;
}
