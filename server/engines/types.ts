// The chat engine interface every provider implements (local offline assistant, OpenAI, Anthropic).

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
  /** Images attached to a user turn (models whose modalities.input includes 'image'). */
  images?: ChatImage[];
  /** An assistant turn that asked the caller to run its tools (the OpenAI-compatible API). */
  toolCalls?: CallerToolCall[];
  /** A user turn that is the result of the caller's tool call with this id (OpenAI's role 'tool'). */
  toolCallId?: string;
}

/**
 * A function the caller defines and runs itself, as the OpenAI-compatible API's `tools`
 * (server/openai-api). Only engines with `callerTools` take them; the shared tools of `tools`
 * are run by the engine instead.
 */
export interface CallerTool {
  name: string;
  description?: string;
  /** JSON Schema of the arguments object, as the caller sent it. */
  parameters?: Record<string, unknown>;
  strict?: boolean;
}

export interface CallerToolCall {
  id: string;
  name: string;
  /** JSON text, as the model wrote it. */
  arguments: string;
}

/** Sampling settings a caller may set (the OpenAI-compatible API); unset, the provider's defaults. */
export interface Sampling {
  temperature?: number;
  topP?: number;
  maxTokens?: number;
  stop?: string[];
  presencePenalty?: number;
  frequencyPenalty?: number;
  seed?: number;
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
  /**
   * What is being written, when it is not a chat (server/writer): hosted models read it from the
   * turns (its system turn says what to write); the offline assistant, which cannot, reads this.
   */
  task?: WritingTask;
  /**
   * The caller's own tools: the engine does not run them but ends its reply with a `tool-request`
   * chunk per call the model made. `choice` is OpenAI's tool_choice, passed as given.
   */
  callerTools?: { tools: CallerTool[]; choice?: unknown };
  sampling?: Sampling;
}

/** A writer's document (from a preset's filled form, or a free prompt) or a coder's answer. */
export type WritingTask =
  | { kind: 'document'; preset: { id: string; title: string; template: string } | null; fields: Record<string, string>; prompt: string }
  | { kind: 'code'; language: string; prompt: string };

export type ChatChunk =
  | { type: 'token'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'call'; name: string; arguments: string; result: string }
  /** A call of one of the caller's tools (ChatRequest.callerTools): the caller runs it. */
  | { type: 'tool-request'; id: string; name: string; arguments: string }
  /** Sent once at the end (or best known at abort): what the call used, for billing. */
  | { type: 'usage'; inputTokens: number; outputTokens: number };

export interface ChatEngine {
  readonly provider: 'local' | 'openai' | 'anthropic';
  /** Takes ChatRequest.callerTools and tool turns (OpenAI's function calling passed through). */
  readonly callerTools?: boolean;
  stream(request: ChatRequest): AsyncIterable<ChatChunk>;
}

// ── The classifier (server/engines/classifier) ──────────────────────────────────────────────

/** One moderation category: its score (0–1) and whether it passed its threshold. */
export interface ModerationCategory {
  name: string;
  score: number;
  flagged: boolean;
}

export interface ClassificationResult {
  /** The moderation verdict: some category passed its threshold. */
  flagged: boolean;
  moderation: {
    /** 'openai' when OpenAI's moderation endpoint answered, 'local' for the offline lexicons. */
    engine: 'local' | 'openai';
    model: string;
    categories: ModerationCategory[];
  };
  sentiment: {
    label: 'positive' | 'neutral' | 'negative';
    /** -1 (most negative) to 1 (most positive), VADER's normalised sum. */
    compound: number;
    /** Shares of the text that read positive, neutral and negative; they add up to 1. */
    positive: number;
    neutral: number;
    negative: number;
    /** The word list scored: VADER's (English) or a translated AFINN list (other languages). */
    lexicon: 'vader' | 'afinn';
  };
  language: {
    /** fastText's code: ISO 639-1 where there is one ('en'), else 639-3 ('ceb'). */
    code: string;
    name: string;
    confidence: number;
  };
}

export interface ClassifierEngine {
  /** `openaiKey`: the workspace's own OpenAI key, which takes moderation to OpenAI like the platform key does. */
  classify(input: string, options?: { openaiKey?: string | null; signal?: AbortSignal }): Promise<ClassificationResult>;
}
