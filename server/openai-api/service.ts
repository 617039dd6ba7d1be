// The OpenAI-compatible API's work: the workspace's chat models as OpenAI lists them, and a
// completion checked like a chat send (the model exists and can be reached with the platform's
// or the workspace's key, the credits it may cost are held), run on the same engines, and billed like a
// chat reply (completion-run.ts). No conversation is stored: the caller keeps its own history.
import type { ChatCompletionBody } from '../../contract/openai-api';
import { isAvailable, unavailableReason, workspaceKeys } from '../catalogue/models';
import type { Model } from '../db/types';
import type { DomainDeps } from '../domain';
import type { Sampling } from '../engines/types';
import type { AuthContext } from '../lib/auth-context';
import { newId } from '../lib/ids';
import { reserveCompletion, runCompletion, type CompletionRun, type PreparedCompletion } from './completion-run';
import { invalidRequest, modelNotFound } from './errors';
import { toTurns } from './messages';
import type { OpenAIApiRepositories } from './repository';

export function modelObject(model: Pick<Model, 'key' | 'provider' | 'created_at'>) {
  return { id: model.key, object: 'model' as const, created: Math.floor(new Date(model.created_at).getTime() / 1000), owned_by: model.provider === 'local' ? 'atelier' : model.provider };
}

export function createOpenAIApiService({ repositories, config, engines, credits }: { repositories: OpenAIApiRepositories } & Pick<DomainDeps, 'config' | 'engines' | 'credits'>) {
  const { catalogue } = repositories;

  /** The workspace's chat models that a call would reach now. */
  async function models(auth: AuthContext) {
    const [rows, keys] = await Promise.all([catalogue.models('llm'), workspaceKeys(catalogue, auth.workspaceId)]);
    return { object: 'list' as const, data: rows.filter((model) => isAvailable(config, model, keys)).map(modelObject) };
  }

  async function model(auth: AuthContext, key: string) {
    const { data } = await models(auth);
    const found = data.find((entry) => entry.id === key);
    if (!found) throw modelNotFound(key);
    return found;
  }

  /** The model's engine; one that cannot start (a workspace key that can no longer be read) says why, as a 400. */
  function engineFor(model: Model, keys: Awaited<ReturnType<typeof workspaceKeys>>) {
    try {
      return engines.forModel(model, keys);
    } catch (error) {
      throw invalidRequest(error instanceof Error ? error.message : String(error), 'model', 'model_not_available');
    }
  }

  /** Every check before anything runs, in this order: the request, the model, the tools, the credits. */
  async function prepare(auth: AuthContext, body: ChatCompletionBody): Promise<PreparedCompletion> {
    if (body.n != null && body.n !== 1) throw invalidRequest('Only one choice per request is supported (n must be 1).', 'n');
    const { turns, usesTools, hasImages } = toTurns(body.messages);
    const [rows, keys] = await Promise.all([catalogue.models('llm'), workspaceKeys(catalogue, auth.workspaceId)]);
    const model = rows.find((row) => row.key === body.model);
    if (!model) throw modelNotFound(body.model);
    const unavailable = unavailableReason(config, model, keys);
    if (unavailable) throw modelNotFound(body.model, unavailable);
    const engine = engineFor(model, keys);
    const tools = body.tools ?? [];
    if ((tools.length || usesTools) && !engine.callerTools) {
      throw invalidRequest(`The model \`${model.key}\` cannot call your tools through this API: use an OpenAI or Anthropic model for tool calls.`, 'tools', 'tools_not_supported');
    }
    if (hasImages && !(model.modalities?.input ?? []).includes('image')) {
      throw invalidRequest(`The model \`${model.key}\` does not accept images.`, 'messages', 'images_not_supported');
    }
    // Last: the credits the completion may cost (its input, and its output up to max_tokens) are
    // held until it is billed, or a 402 and nothing runs; its output stops where they run out.
    const sampling = samplingOf(body);
    const reservation = await reserveCompletion(credits, auth, model, keys, turns, sampling);
    return {
      auth,
      id: `chatcmpl-${newId()}`,
      created: Math.floor(Date.now() / 1000),
      model,
      keys,
      engine,
      request: {
        model: model.key,
        messages: turns,
        ...(tools.length
          ? { callerTools: { tools: tools.map(({ function: fn }) => ({ name: fn.name, description: fn.description, parameters: fn.parameters, strict: fn.strict ?? undefined })), choice: body.tool_choice } }
          : {}),
        sampling,
      },
      reservation,
    };
  }

  /** Runs a prepared completion; its usage is recorded when the caller settles it. */
  function run(prepared: PreparedCompletion, signal: AbortSignal): CompletionRun {
    return runCompletion(repositories, prepared, signal);
  }

  return { models, model, prepare, run };
}

function samplingOf(body: ChatCompletionBody): Sampling {
  const stop = typeof body.stop === 'string' ? [body.stop] : (body.stop ?? undefined);
  const sampling: Sampling = {
    temperature: body.temperature ?? undefined,
    topP: body.top_p ?? undefined,
    maxTokens: body.max_completion_tokens ?? body.max_tokens ?? undefined,
    stop,
    presencePenalty: body.presence_penalty ?? undefined,
    frequencyPenalty: body.frequency_penalty ?? undefined,
    seed: body.seed ?? undefined,
  };
  return Object.fromEntries(Object.entries(sampling).filter(([, value]) => value !== undefined));
}

export type OpenAIApiService = ReturnType<typeof createOpenAIApiService>;
