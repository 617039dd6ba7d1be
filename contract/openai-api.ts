// The OpenAI-compatible API (docs/rest-api.md, "OpenAI-compatible API"): `GET /v1/models` and
// `POST /v1/chat/completions` in OpenAI's own request, response and error shapes, so OpenAI's
// clients work against Atelier unchanged. Authenticated with a REST API key (contract/api-keys.ts).
// The request schema takes what OpenAI's clients send; fields it does not name are ignored.
import { Type, type Static } from 'typebox';
import { stringEnum } from './common';

const maxText = 1_000_000;

const ContentPart = Type.Object({
  type: Type.String({ maxLength: 50 }),
  text: Type.Optional(Type.String({ maxLength: maxText })),
  image_url: Type.Optional(Type.Object({ url: Type.String({ maxLength: maxText }), detail: Type.Optional(Type.String({ maxLength: 20 })) })),
});

const ToolCall = Type.Object({
  id: Type.String({ maxLength: 200 }),
  type: Type.Optional(Type.Literal('function')),
  function: Type.Object({ name: Type.String({ maxLength: 200 }), arguments: Type.String({ maxLength: maxText }) }),
});

export const ChatMessage = Type.Object({
  role: stringEnum(['system', 'developer', 'user', 'assistant', 'tool']),
  content: Type.Optional(Type.Union([Type.String({ maxLength: maxText }), Type.Null(), Type.Array(ContentPart, { maxItems: 100 })])),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  tool_calls: Type.Optional(Type.Array(ToolCall, { maxItems: 128 })),
  tool_call_id: Type.Optional(Type.String({ maxLength: 200 })),
});

export const ToolDefinition = Type.Object({
  type: Type.Literal('function'),
  function: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-zA-Z0-9_-]+$' }),
    description: Type.Optional(Type.String({ maxLength: 10_000 })),
    parameters: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    strict: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  }),
});

const optionalNumber = (range: { minimum?: number; maximum?: number } = {}) => Type.Optional(Type.Union([Type.Number(range), Type.Null()]));
const optionalInteger = (range: { minimum?: number; maximum?: number } = {}) => Type.Optional(Type.Union([Type.Integer(range), Type.Null()]));

export const ChatCompletionBody = Type.Object({
  model: Type.String({ minLength: 1, maxLength: 200 }),
  messages: Type.Array(ChatMessage, { minItems: 1, maxItems: 2000 }),
  stream: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  stream_options: Type.Optional(Type.Union([Type.Object({ include_usage: Type.Optional(Type.Boolean()) }), Type.Null()])),
  tools: Type.Optional(Type.Array(ToolDefinition, { maxItems: 128 })),
  /** 'none', 'auto', 'required' or `{ type: 'function', function: { name } }`, passed to the provider as given. */
  tool_choice: Type.Optional(Type.Unknown()),
  temperature: optionalNumber({ minimum: 0, maximum: 2 }),
  top_p: optionalNumber({ minimum: 0, maximum: 1 }),
  max_tokens: optionalInteger({ minimum: 1 }),
  max_completion_tokens: optionalInteger({ minimum: 1 }),
  stop: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 4 }), Type.Null()])),
  presence_penalty: optionalNumber({ minimum: -2, maximum: 2 }),
  frequency_penalty: optionalNumber({ minimum: -2, maximum: 2 }),
  seed: optionalInteger(),
  /** Only 1: one choice per request. */
  n: optionalInteger({ minimum: 1 }),
  user: Type.Optional(Type.String({ maxLength: 1000 })),
});

export type ChatMessage = Static<typeof ChatMessage>;
export type ChatCompletionBody = Static<typeof ChatCompletionBody>;

/** OpenAI's error shape, with the status it comes with. */
export interface OpenAIErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

/** OpenAI's model object: what `GET /v1/models/:model` answers and `GET /v1/models` lists. */
export const OpenAIModel = Type.Object({
  id: Type.String(),
  object: Type.Literal('model'),
  created: Type.Integer(),
  owned_by: Type.String(),
});

export const OpenAIModelList = Type.Object({ object: Type.Literal('list'), data: Type.Array(OpenAIModel) });
